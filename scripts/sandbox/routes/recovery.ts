// Credential recovery (request → confirm → update), direct partners only (credential fixing is sign-in.ts).
// The sandbox sends no email: the verification code is always 123456 (docs/api.md). Requests and
// wrong codes are throttled per client; 5 wrong codes also void the account's pending codes, so a
// code cannot be guessed by spreading the guesses over many clients (throttle.ts).
import { Hono, type Context } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import {
  type PasswordReset,
  type RecoveryConfirmation,
  type RecoveryConfirmed,
  type RecoveryMessage,
  type RecoveryRequest,
} from '../../../src/api/contract/recovery.ts';
import { confirmRecovery, recoverCredentials, resetPassword } from '../../../src/api/contract/calls.ts';
import type { ApiEnv, SandboxContext } from '../context.ts';
import { inTransaction } from '../db.ts';
import { accepting, fail, failFields, fieldErrorsOf, parseJson, readJson, routeOf } from '../http.ts';
import { isValidPartnerNumber, simpleEmailPattern as emailPattern } from '../../../src/lib/member-rules.ts';
import { messages } from '../rules.ts';
import { requireCaptcha } from '../captcha.ts';
import { findMemberById, findMemberByIdentifier, savePassword } from '../store/members.ts';
import { deleteMemberSessions, newToken } from '../store/sessions.ts';
import { newPasswordField, passwordConfirmField } from '../password-fields.ts';
import { countAttempt, failThrottled, limitCalls, maxWrongRecoveryCodes, throttledFor } from '../throttle.ts';

export const sandboxRecoveryCode = '123456';
const recoveryLifetimeMs = 30 * 60 * 1000;

const identifierField = z
  .string({ error: messages.invalidRecoveryInput })
  .trim()
  .refine((v) => emailPattern.test(v) || isValidPartnerNumber(v), messages.invalidRecoveryInput);

const recoveryRequestSchema = accepting<RecoveryRequest>()(z.object({ emailOrPartnerNumber: identifierField }));

const confirmationSchema = accepting<RecoveryConfirmation>()(
  z.object({ emailOrPartnerNumber: identifierField, code: z.string({ error: 'Code is required.' }).trim().min(1, 'Code is required.') }),
);

const newPasswordSchema = accepting<PasswordReset>()(
  z
    .object({
      recoveryToken: z.string({ error: 'recoveryToken is required.' }).min(1, 'recoveryToken is required.'),
      password: newPasswordField,
      passwordConfirm: passwordConfirmField,
    })
    .refine((b) => b.password === b.passwordConfirm, { path: ['passwordConfirm'], message: 'Passwords do not match.' }),
);

function requireDirect(c: Context<ApiEnv>): void {
  const partner = c.get('partner');
  if (partner.enrollmentType !== 'direct') fail(404, `${partner.programName} credentials are managed by ${partner.name}.`);
}

const mask = (email: string): string => email.replace(/^(.)[^@]*/, '$1***');

const wrongCodeMessage = 'That code is not valid or has expired. Request a new one.';

/**
 * The recovery a code confirms, or null. A wrong code counts against each of the account's pending
 * codes, and a code that has seen maxWrongRecoveryCodes wrong ones is deleted: the answer stays the
 * same 400, so it tells nothing, but the right code no longer works either.
 */
function confirmCode(db: DatabaseSync, partner: string, identifier: string, code: string): RecoveryConfirmed | null {
  const member = findMemberByIdentifier(db, partner, identifier);
  if (!member) return null;
  const row = db
    .prepare('SELECT token FROM recoveries WHERE member_id = ? AND code = ? AND expires_at > ? ORDER BY expires_at DESC LIMIT 1')
    .get(member.id, code, Date.now()) as { token: string } | undefined;
  if (!row) {
    db.prepare('UPDATE recoveries SET wrong_codes = wrong_codes + 1 WHERE member_id = ? AND confirmed = 0').run(member.id);
    db.prepare('DELETE FROM recoveries WHERE member_id = ? AND confirmed = 0 AND wrong_codes >= ?').run(member.id, maxWrongRecoveryCodes);
    return null;
  }
  db.prepare('UPDATE recoveries SET confirmed = 1 WHERE token = ?').run(row.token);
  return { recoveryToken: row.token, email: mask(member.email), partnerNumber: member.partnerNumber };
}

export function recoveryRoutes(ctx: SandboxContext): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.post(routeOf(recoverCredentials), async (c) => {
    requireDirect(c);
    limitCalls(c, ctx, 'recoveryRequest');
    const raw = await readJson(c);
    const parsed = recoveryRequestSchema.safeParse(raw);
    if (!parsed.success) failFields(fieldErrorsOf(parsed.error));
    requireCaptcha(ctx.captcha, raw);
    const member = findMemberByIdentifier(ctx.db, c.get('partner').slug, parsed.data.emailOrPartnerNumber);
    if (member?.profile.hasWebProfile) {
      ctx.db
        .prepare('INSERT INTO recoveries (token, member_id, code, expires_at) VALUES (?, ?, ?, ?)')
        .run(newToken(), member.id, sandboxRecoveryCode, Date.now() + recoveryLifetimeMs);
    }
    // The same answer whether or not an account matched: no account enumeration.
    return c.json({ message: 'If an account matches, we sent a verification code to its email address.' } satisfies RecoveryMessage, 202);
  });

  routes.post(routeOf(confirmRecovery), async (c) => {
    requireDirect(c);
    const wait = throttledFor(c, ctx, 'recoveryCode');
    if (wait !== null) failThrottled(wait);
    const body = await parseJson(c, confirmationSchema);
    const partner = c.get('partner').slug;
    const confirmed = inTransaction(ctx.db, () => confirmCode(ctx.db, partner, body.emailOrPartnerNumber, body.code));
    if (!confirmed) {
      // Unknown accounts count too: the throttle must not tell them apart.
      countAttempt(c, ctx, 'recoveryCode');
      failFields({ code: [wrongCodeMessage] });
    }
    return c.json(confirmed satisfies RecoveryConfirmed);
  });

  routes.post(routeOf(resetPassword), async (c) => {
    requireDirect(c);
    const body = await parseJson(c, newPasswordSchema);
    inTransaction(ctx.db, () => {
      const row = ctx.db
        .prepare('SELECT member_id FROM recoveries WHERE token = ? AND confirmed = 1 AND expires_at > ?')
        .get(body.recoveryToken, Date.now()) as { member_id: number } | undefined;
      const member = row ? findMemberById(ctx.db, row.member_id) : undefined;
      if (!member) failFields({ recoveryToken: ['This recovery link has expired. Start again.'] });
      if (member.partnerNumber && body.password.includes(member.partnerNumber))
        failFields({ password: [messages.passwordHasPartnerNumber] });
      // A new password also lifts a lockout (spec 001 §4: recovery regains access sooner), and signs
      // the member out everywhere: a session opened with the old password (perhaps the intruder's
      // the reset is meant to shut out) must not outlive it.
      savePassword(ctx.db, member, body.password);
      deleteMemberSessions(ctx.db, member.id);
      ctx.db.prepare('DELETE FROM recoveries WHERE member_id = ?').run(member.id);
    });
    return c.json({ message: 'Your password has been updated. You can now sign in.' } satisfies RecoveryMessage);
  });

  return routes;
}

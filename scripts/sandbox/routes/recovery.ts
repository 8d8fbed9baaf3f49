// Credential recovery (request → confirm → update) and credential fixing, direct partners only.
// The sandbox sends no email: the verification code is always 123456 (docs/api.md).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  type CredentialFix,
  type PasswordReset,
  type RecoveryConfirmation,
  type RecoveryConfirmed,
  type RecoveryMessage,
  type RecoveryRequest,
  type SignedIn,
} from '../../../src/api/contract/enrollment.ts';
import { confirmRecovery, fixCredentials, recoverCredentials, resetPassword } from '../../../src/api/contract/calls.ts';
import type { ApiEnv, SandboxContext } from '../context.ts';
import { checkCredentials, failCredentials } from '../auth.ts';
import { accepting, fail, failFields, fieldErrorsOf, parseJson, readJson, routeOf } from '../http.ts';
import { emailPattern, isValidPartnerNumber, messages } from '../rules.ts';
import { requireCaptcha } from '../captcha.ts';
import { startMemberSession } from '../session.ts';
import { findMemberById, findMemberByIdentifier, memberView, saveProfile, savePassword } from '../store/members.ts';
import { newToken } from '../store/sessions.ts';
import { currentPasswordField, emailOrPartnerNumberField, newPasswordField, passwordConfirmField } from '../password-fields.ts';

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

const credentialFixSchema = accepting<CredentialFix>()(
  z.object({
    emailOrPartnerNumber: emailOrPartnerNumberField,
    password: currentPasswordField,
    newEmail: z
      .string({ error: 'New email is required.' })
      .trim()
      .max(50, 'Email can have at most 50 characters.')
      .regex(emailPattern, messages.invalidEmail),
  }),
);

function requireDirect(c: Context<ApiEnv>): void {
  const partner = c.get('partner');
  if (partner.enrollmentType !== 'direct') fail(404, `${partner.programName} credentials are managed by ${partner.name}.`);
}

const mask = (email: string): string => email.replace(/^(.)[^@]*/, '$1***');

export function recoveryRoutes(ctx: SandboxContext): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.post(routeOf(recoverCredentials), async (c) => {
    requireDirect(c);
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
    const body = await parseJson(c, confirmationSchema);
    const member = findMemberByIdentifier(ctx.db, c.get('partner').slug, body.emailOrPartnerNumber);
    const row = member
      ? (ctx.db
          .prepare('SELECT token FROM recoveries WHERE member_id = ? AND code = ? AND expires_at > ? ORDER BY expires_at DESC LIMIT 1')
          .get(member.id, body.code, Date.now()) as { token: string } | undefined)
      : undefined;
    if (!member || !row) failFields({ code: ['That code is not valid or has expired. Request a new one.'] });
    ctx.db.prepare('UPDATE recoveries SET confirmed = 1 WHERE token = ?').run(row.token);
    return c.json({ recoveryToken: row.token, email: mask(member.email), partnerNumber: member.partnerNumber } satisfies RecoveryConfirmed);
  });

  routes.post(routeOf(resetPassword), async (c) => {
    requireDirect(c);
    const body = await parseJson(c, newPasswordSchema);
    const row = ctx.db
      .prepare('SELECT member_id FROM recoveries WHERE token = ? AND confirmed = 1 AND expires_at > ?')
      .get(body.recoveryToken, Date.now()) as { member_id: number } | undefined;
    const member = row ? findMemberById(ctx.db, row.member_id) : undefined;
    if (!member) failFields({ recoveryToken: ['This recovery link has expired. Start again.'] });
    if (member.partnerNumber && body.password.includes(member.partnerNumber)) failFields({ password: [messages.passwordHasPartnerNumber] });
    // A new password also lifts a lockout (spec 001 §4: recovery regains access sooner).
    savePassword(ctx.db, member, body.password);
    ctx.db.prepare('DELETE FROM recoveries WHERE member_id = ?').run(member.id);
    return c.json({ message: 'Your password has been updated. You can now sign in.' } satisfies RecoveryMessage);
  });

  routes.post(routeOf(fixCredentials), async (c) => {
    requireDirect(c);
    const partner = c.get('partner');
    const body = await parseJson(c, credentialFixSchema);
    const check = checkCredentials(ctx.db, partner.slug, body.emailOrPartnerNumber, body.password);
    if (!check.ok) failCredentials(check);
    const taken = findMemberByIdentifier(ctx.db, partner.slug, body.newEmail);
    if (taken && taken.id !== check.member.id) failFields({ newEmail: [messages.emailInUse] });
    const updated = { ...check.member, email: body.newEmail, flags: { ...check.member.flags, needsCredentialFix: false } };
    saveProfile(ctx.db, updated);
    ctx.db.prepare('UPDATE members SET flags = ? WHERE id = ?').run(JSON.stringify(updated.flags), updated.id);
    const session = startMemberSession(c, ctx, updated.id, false);
    return c.json({ member: memberView(ctx.db, updated, partner), expiresAt: session.expiresAt } satisfies SignedIn);
  });

  return routes;
}

// Direct sign-in, and signing in with a new email when the account needs a credential fix (direct
// partners only). Failures count towards the account's lockout and the client's throttle (auth.ts).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { CredentialFix, SignedIn, SignInRequest } from '../../../src/api/contract/sign-in.ts';
import { fixCredentials, signIn, ssoSignInPage } from '../../../src/api/contract/calls.ts';
import type { ApiEnv, SandboxContext } from '../context.ts';
import { checkClientCredentials, failCredentials } from '../auth.ts';
import { inTransaction } from '../db.ts';
import { accepting, fail, failFields, parseJson, routeOf } from '../http.ts';
import { simpleEmailPattern as emailPattern } from '../../../src/lib/member-rules.ts';
import { messages } from '../rules.ts';
import { startMemberSession } from '../session.ts';
import { findMemberById, findMemberByIdentifier, memberView, saveFixedEmail } from '../store/members.ts';
import { deleteMemberSessions } from '../store/sessions.ts';
import { currentPasswordField, emailOrPartnerNumberField } from '../password-fields.ts';

const loginSchema = accepting<SignInRequest>()(
  z.object({
    emailOrPartnerNumber: emailOrPartnerNumberField,
    password: currentPasswordField,
    rememberMe: z.boolean().optional().default(false),
  }),
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

/** Credential fixing is for direct partners: others' credentials live with the partner (as recovery.ts). */
function requireDirect(c: Context<ApiEnv>): void {
  const partner = c.get('partner');
  if (partner.enrollmentType !== 'direct') fail(404, `${partner.programName} credentials are managed by ${partner.name}.`);
}

export function signInRoutes(ctx: SandboxContext): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.post(routeOf(signIn), async (c) => {
    const partner = c.get('partner');
    if (partner.enrollmentType !== 'direct') {
      fail(403, `${partner.programName} members sign in through ${partner.name}.`, {
        ...(partner.enrollmentType === 'sso' ? { ssoLoginUrl: ssoSignInPage.path } : {}),
      });
    }
    const body = await parseJson(c, loginSchema);
    const check = checkClientCredentials(c, ctx, body.emailOrPartnerNumber, body.password);
    if (!check.ok) failCredentials(check);
    if (check.member.flags.needsCredentialFix) {
      fail(409, 'An email update is required before you can sign in.', { code: 'FixCredentials' });
    }
    const session = startMemberSession(c, ctx, check.member.id, body.rememberMe);
    return c.json({ member: memberView(ctx.db, check.member, partner), expiresAt: session.expiresAt } satisfies SignedIn);
  });

  routes.post(routeOf(fixCredentials), async (c) => {
    requireDirect(c);
    const partner = c.get('partner');
    const body = await parseJson(c, credentialFixSchema);
    // The check commits on its own (a failure must count even though this call then fails); no
    // await separates it from the update, so nothing else runs in between.
    const check = checkClientCredentials(c, ctx, body.emailOrPartnerNumber, body.password);
    if (!check.ok) failCredentials(check);
    const signedIn = inTransaction(ctx.db, (): SignedIn => {
      const taken = findMemberByIdentifier(ctx.db, partner.slug, body.newEmail);
      if (taken && taken.id !== check.member.id) failFields({ newEmail: [messages.emailInUse] });
      saveFixedEmail(ctx.db, check.member.id, body.newEmail);
      // New credentials end every other session of the member; this caller signs in afresh.
      deleteMemberSessions(ctx.db, check.member.id);
      const updated = findMemberById(ctx.db, check.member.id) ?? check.member;
      const session = startMemberSession(c, ctx, updated.id, false);
      return { member: memberView(ctx.db, updated, partner), expiresAt: session.expiresAt };
    });
    return c.json(signedIn);
  });

  return routes;
}

// CSRF token, direct sign-in and sign-out.
import { Hono } from 'hono';
import { z } from 'zod';
import type { SignedIn, SignInRequest } from '../../../src/api/contract/enrollment.ts';
import { getCsrfToken, signIn, signOut, ssoSignInPage } from '../../../src/api/contract/calls.ts';
import type { CsrfToken, SignOutResult } from '../../../src/api/contract/session.ts';
import type { ApiEnv, SandboxContext } from '../context.ts';
import { checkClientCredentials, failCredentials } from '../auth.ts';
import { accepting, fail, parseJson, routeOf } from '../http.ts';
import { endMemberSession, ensureSession, startMemberSession } from '../session.ts';
import { memberView } from '../store/members.ts';
import { currentPasswordField, emailOrPartnerNumberField } from '../password-fields.ts';

const loginSchema = accepting<SignInRequest>()(
  z.object({
    emailOrPartnerNumber: emailOrPartnerNumberField,
    password: currentPasswordField,
    rememberMe: z.boolean().optional().default(false),
  }),
);

export function sessionRoutes(ctx: SandboxContext): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get(routeOf(getCsrfToken), (c) => c.json({ csrfToken: ensureSession(c, ctx).csrf } satisfies CsrfToken));

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

  routes.get(routeOf(signOut), (c) => {
    endMemberSession(c, ctx);
    return c.json({ signedOut: true } satisfies SignOutResult);
  });

  return routes;
}

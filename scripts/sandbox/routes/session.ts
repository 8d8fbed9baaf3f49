// CSRF token, direct sign-in and sign-out.
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiEnv, SandboxContext } from '../context.ts';
import { checkCredentials, failCredentials } from '../auth.ts';
import { fail, parseJson } from '../http.ts';
import { passwordMaxLength } from '../rules.ts';
import { endMemberSession, ensureSession, startMemberSession } from '../session.ts';
import { memberView } from '../store/members.ts';

const loginSchema = z.object({
  emailOrPartnerNumber: z.string({ error: 'Email or partner number is required.' }).trim().min(1, 'Email or partner number is required.'),
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .transform((p) => p.slice(0, passwordMaxLength)),
  rememberMe: z.boolean().optional().default(false),
});

export function sessionRoutes(ctx: SandboxContext): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/api/CSRF', (c) => c.json({ csrfToken: ensureSession(c, ctx).csrf }));

  routes.post('/api/Login', async (c) => {
    const partner = c.get('partner');
    if (partner.enrollmentType !== 'direct') {
      fail(403, `${partner.programName} members sign in through ${partner.name}.`, {
        ...(partner.enrollmentType === 'sso' ? { ssoLoginUrl: '/api/Sso/Login' } : {}),
      });
    }
    const body = await parseJson(c, loginSchema);
    const check = checkCredentials(ctx.db, partner.slug, body.emailOrPartnerNumber, body.password);
    if (!check.ok) failCredentials(check);
    if (check.member.flags.needsCredentialFix) {
      fail(409, 'An email update is required before you can sign in.', { code: 'FixCredentials' });
    }
    const session = startMemberSession(c, ctx, check.member.id, body.rememberMe);
    return c.json({ member: memberView(ctx.db, check.member, partner), expiresAt: session.expiresAt });
  });

  routes.get('/api/SignOut', (c) => {
    endMemberSession(c, ctx);
    return c.json({ signedOut: true });
  });

  return routes;
}

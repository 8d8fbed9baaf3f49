// The CSRF token and sign-out (sign-in is sign-in.ts).
import { Hono } from 'hono';
import { getCsrfToken, signOut } from '../../../src/api/contract/calls.ts';
import type { CsrfToken, SignOutResult } from '../../../src/api/contract/session.ts';
import type { ApiEnv, SandboxContext } from '../context.ts';
import { routeOf } from '../http.ts';
import { endMemberSession, ensureSession } from '../session.ts';

export function sessionRoutes(ctx: SandboxContext): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get(routeOf(getCsrfToken), (c) => c.json({ csrfToken: ensureSession(c, ctx).csrf } satisfies CsrfToken));

  routes.get(routeOf(signOut), (c) => {
    endMemberSession(c, ctx);
    return c.json({ signedOut: true } satisfies SignOutResult);
  });

  return routes;
}

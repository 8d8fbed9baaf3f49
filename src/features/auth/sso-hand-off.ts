// Single sign-on (/Login on sso partners, and /login there too; docs/api.md GET /api/Sso/Login): the
// partner's identity provider signs the member in and sends them back to `returnUrl`. Where back to:
// the address's ?returnUrl=, else the login redirect, else the last page visited, else the account
// center — every one of them untrusted, so only a path on this site's own origin is ever passed on
// (the backend checks again), and never a sign-in page (returning to /Login would hand off again).
import { ssoSignInPage } from '../../api/contract/calls.ts';
import { takeLoginRedirect } from '../../lib/login-redirect.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { readLastPath } from '../../stores/last-path.ts';
import { firstOnwardPath } from './after-sign-in.ts';
import { replacePage } from '../../lib/navigate.ts';

/** Where the member returns after single sign-on; uses up the stored login redirect. */
export function ssoReturnPath(search: string, origin: string): string {
  const returnUrl = new URLSearchParams(search).get('returnUrl');
  return firstOnwardPath([returnUrl, takeLoginRedirect(), readLastPath()], origin);
}

/** The identity provider's sign-in, returning to `path`. */
export function ssoSignInUrl(apiBase: string, path: string): string {
  return `${apiBase}${ssoSignInPage.path}?returnUrl=${encodeURIComponent(path)}`;
}

/** Off to the identity provider at once; replace, so Back skips this hand-off page. */
export function handOffToSso(): void {
  replacePage(ssoSignInUrl(runtimeConfig().apiBase, ssoReturnPath(location.search, location.origin)));
}

// What the server-error page (spec 001 §8; 000 §8 "server errors lead to /error") reads from its
// address, `/error?code=500&from=/account/manage_cards` as the API client sends it: the reference code
// a member quotes to support, and where "Try again" returns. `from` comes from the address, so it is
// untrusted: it is followed only as a path on this site's own origin (lib/redirect-target.ts; never
// another site or a `javascript:` URL), and never to the error page itself.
import { serverErrorPath } from '../../site/paths.ts';
import { sameOriginPath } from '../../lib/redirect-target.ts';

/** `<code>-<ref>`: the status and the address's `ref`, else one made from the time, so support can
 *  find the visit in the logs. Word characters and dashes only, at most 40. */
export function referenceCode(params: URLSearchParams, now: number = Date.now()): string {
  const reference = [params.get('code'), params.get('ref') ?? now.toString(36).toUpperCase()].filter(Boolean).join('-');
  return reference.replace(/[^\w-]/g, '').slice(0, 40);
}

/** The same-origin page "Try again" returns to, or undefined: no `from`, one off the site, or this page. */
export function tryAgainPath(params: URLSearchParams, origin: string): string | undefined {
  const path = sameOriginPath(params.get('from'), origin);
  const pathname = path?.split(/[?#]/)[0];
  if (pathname === undefined || pathname === serverErrorPath || pathname.startsWith(`${serverErrorPath}/`)) return undefined;
  return path;
}

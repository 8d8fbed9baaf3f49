// Where a member goes once signed in (spec 000 §3 "login redirect", §4 "Last visited path"): the page
// a member call was refused on, else the last page visited, else the account center. Both come from
// storage, so both are untrusted: only a path on this site's own origin is ever followed, and never
// back into signing in (the last path may be /fix_credentials, the page the member just used).
import { accountOverviewPath } from '../../site/paths.ts';
import { firstSameOriginPath, sameOriginPath } from '../../lib/redirect-target.ts';
import { takeLoginRedirect } from '../../lib/login-redirect.ts';
import { readLastPath } from '../../stores/last-path.ts';

export const accountCenterPath = accountOverviewPath;

/** The pages of getting in: returning to one after signing in would start it over. */
const signInPages = /^\/(?:login|Login|SignOut|fix_credentials|recover)(?:\/|$)/;

/** `candidate` as a same-origin path, unless it leads back into signing in. */
function onwardPath(candidate: unknown, origin: string): string | undefined {
  const path = sameOriginPath(candidate, origin);
  return path !== undefined && !signInPages.test(path.split(/[?#]/)[0] ?? '') ? path : undefined;
}

/** The first candidate that stays on the site and does not lead back into signing in, else the account center. */
export function firstOnwardPath(candidates: readonly unknown[], origin: string): string {
  return firstSameOriginPath(
    candidates.map((candidate) => onwardPath(candidate, origin)),
    origin,
    accountCenterPath,
  );
}

/** The target after sign-in; reading it uses up the stored login redirect. */
export function signInTarget(origin: string = location.origin): string {
  return firstOnwardPath([takeLoginRedirect(), readLastPath()], origin);
}

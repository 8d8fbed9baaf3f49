// Last visited path (spec 000 §4, §9): where sign-in sends the member back to; 60 minutes.
import {
  addCardPath,
  cardAddedPath,
  fixCredentialsPath,
  joinPath,
  loginPath,
  recoverPath,
  serverErrorPath,
  signOutPath,
} from '../site/paths.ts';
import { deleteCookie, getCookie, setCookie } from '../lib/cookies.ts';

export const lastPathCookie = 'last_path';
/** Spec 000 §9 says 60 units; minutes fits a "return me to where I was" cookie. */
export const lastPathMinutes = 60;

/** Visiting these clears the stored path (enrollment, recover-credentials). */
const clearing = [joinPath, addCardPath, cardAddedPath, recoverPath];
/** Never stored (error, login). /SignOut and /fix_credentials are ours: signing in must not send the
 *  member back to sign-out or into fixing credentials again. */
const skipped = [serverErrorPath, loginPath, '/Login', signOutPath, fixCredentialsPath];

const under = (pathname: string, roots: readonly string[]) => roots.some((root) => pathname === root || pathname.startsWith(`${root}/`));

/** Records a path (pathname plus optional query) unless the rules above say otherwise. */
export function recordLastPath(path: string): void {
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (under(pathname, clearing)) deleteCookie(lastPathCookie);
  else if (!under(pathname, skipped)) setCookie(lastPathCookie, path, { minutes: lastPathMinutes });
}

/** The stored path; only same-site paths, so it can never become an open redirect. */
export function readLastPath(): string | undefined {
  const path = getCookie(lastPathCookie);
  return path?.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : undefined;
}

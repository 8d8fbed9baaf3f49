// The session's calls (spec 000 §7; docs/api.md "Session and CSRF"): GET /api/CSRF, the token the
// client sends as X-CSRF-Token, and sign-out. Every page loads this module (the CSRF store, the
// shell's sign-out): sign-in, which reads a larger answer, is sign-in.ts.
import { csrfTokenAnswer } from './answers/csrfToken.ts';
import { api, readApi } from './client.ts';
import { getCsrfToken, signOut as signOutCall } from './contract/calls.ts';
import type { CsrfToken } from './contract/session.ts';

/** The token; rejects with ApiError, a ReadError, or a TypeError for an empty token (no token at all:
 *  the store retries, then stores its placeholder). */
export async function fetchCsrfToken(): Promise<CsrfToken['csrfToken']> {
  const { csrfToken } = await readApi(getCsrfToken, csrfTokenAnswer);
  if (csrfToken === '') throw new TypeError('GET /api/CSRF answered an empty csrfToken');
  return csrfToken;
}

/** GET /api/SignOut with keepalive, so it completes while the page navigates away (spec 000 §7). Its
 *  answer says nothing the product uses. */
export async function signOut(): Promise<void> {
  await api(signOutCall, { keepalive: true });
}

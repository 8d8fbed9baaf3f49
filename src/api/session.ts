// GET /api/CSRF (spec 000 §7): the token the client sends as X-CSRF-Token.
import { csrfTokenAnswer } from './answers/csrfToken.ts';
import { readApi } from './client.ts';
import { getCsrfToken } from './contract/calls.ts';
import type { CsrfToken } from './contract/session.ts';

/** The token; rejects with ApiError, a ReadError, or a TypeError for an empty token (no token at all:
 *  the store retries, then stores its placeholder). */
export async function fetchCsrfToken(): Promise<CsrfToken['csrfToken']> {
  const { csrfToken } = await readApi(getCsrfToken, csrfTokenAnswer);
  if (csrfToken === '') throw new TypeError('GET /api/CSRF answered an empty csrfToken');
  return csrfToken;
}

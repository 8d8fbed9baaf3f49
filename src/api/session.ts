// GET /api/CSRF (spec 000 §7): the token the client sends as X-CSRF-Token.
import { api, asObject } from './client.ts';
import { getCsrfToken } from './contract/calls.ts';
import type { CsrfToken } from './contract/session.ts';

export async function fetchCsrfToken(): Promise<CsrfToken['csrfToken']> {
  const { csrfToken } = asObject(await api(getCsrfToken), 'CSRF');
  if (typeof csrfToken !== 'string' || !csrfToken) throw new TypeError('Unexpected CSRF response');
  return csrfToken;
}

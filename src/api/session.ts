// GET /api/CSRF (spec 000 §7): the token the client sends as X-CSRF-Token.
import { api, asObject } from './client.ts';

export async function fetchCsrfToken(): Promise<string> {
  const { csrfToken } = asObject(await api('/api/CSRF'), 'CSRF');
  if (typeof csrfToken !== 'string' || !csrfToken) throw new TypeError('Unexpected CSRF response');
  return csrfToken;
}

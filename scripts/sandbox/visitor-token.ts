// Visitor sessions without a row: the session cookie carries the visitor's CSRF token and an HMAC
// of it, so GET /api/CSRF stores nothing (it once stored a row per call: 71,414 rows in 10 s) and
// only signed-in sessions are rows. The double-submit check stays as strong: the token is random,
// the cookie HttpOnly and bound to its partner, and only this sandbox can sign one.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { newToken } from './store/sessions.ts';

/** A visitor cookie is `v1.<csrf>.<signature>`; member session ids never contain a dot. */
const prefix = 'v1.';

export interface VisitorTokens {
  /** A cookie value for a visitor holding this CSRF token (a fresh token when none is given). */
  issue(partner: string, csrf?: string): { cookie: string; csrf: string };
  /** The CSRF token a visitor cookie carries, or null when it is not one this sandbox signed. */
  read(partner: string, cookie: string): string | null;
}

export const isVisitorCookie = (cookie: string): boolean => cookie.startsWith(prefix);

export const newSigningKey = (): string => randomBytes(32).toString('base64url');

export function visitorTokens(key: string): VisitorTokens {
  const sign = (partner: string, csrf: string): string =>
    createHmac('sha256', key).update(`visitor\n${partner}\n${csrf}`).digest('base64url');
  return {
    issue(partner, csrf = newToken()) {
      return { cookie: `${prefix}${csrf}.${sign(partner, csrf)}`, csrf };
    },
    read(partner, cookie) {
      if (!isVisitorCookie(cookie)) return null;
      const [csrf = '', signature = '', ...rest] = cookie.slice(prefix.length).split('.');
      if (!csrf || rest.length > 0) return null;
      // Compared as text: base64url decoding ignores the last character's spare bits.
      const expected = Buffer.from(sign(partner, csrf));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? csrf : null;
    },
  };
}

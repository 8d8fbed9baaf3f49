// The captcha stand-in's tokens, single use as reCAPTCHA's are. The script served at
// {standinOrigin}/recaptcha/api.js carries a signed grant (one per load); every execute() trades it at
// POST {standinOrigin}/recaptcha/api/token for a fresh token the stand-in signs. The API accepts a
// token once, within two minutes of its issue (reCAPTCHA's lifetime). A token cannot be made up on
// the page: before issue #22 execute() added a nonce of its own to the grant, so one script load
// gave a bot as many tokens as it liked.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CaptchaFields } from '../../src/api/contract/captcha.ts';
import { failFields } from './http.ts';
import { messages } from './rules.ts';

const grantLifetimeMs = 24 * 60 * 60 * 1000;
/** reCAPTCHA: "each reCAPTCHA user response token is valid for two minutes, and can only be verified once". */
export const captchaTokenLifetimeMs = 2 * 60 * 1000;

export interface CaptchaAuthority {
  /** A fresh grant for one load of the stand-in script. */
  issueGrant(): string;
  /** A fresh token for a grant the stand-in issued (and that has not expired), else null. */
  issueToken(grant: unknown): string | null;
  /** True once per valid token. */
  redeem(token: unknown): boolean;
}

// Linear: every class excludes the "." that follows it.
const grantPattern = /^sbx1\.(\d{1,15})\.([\w-]{1,64})\.([\w-]{1,64})$/;
const tokenPattern = /^sbx2\.(\d{1,15})\.([\w-]{1,64})\.([\w-]{1,64})$/;

export function createCaptchaAuthority(now: () => number = Date.now): CaptchaAuthority {
  const secret = randomBytes(32);
  /** Redeemed tokens until they would have expired anyway, roughly in expiry order. */
  const used = new Map<string, number>();
  // Grants and tokens are signed apart, so neither passes for the other.
  const sign = (kind: 'grant' | 'token', payload: string): string =>
    createHmac('sha256', secret).update(`${kind}:${payload}`).digest('base64url');
  const signed = (kind: 'grant' | 'token', pattern: RegExp, value: unknown, lifetimeMs: number): boolean => {
    const match = typeof value === 'string' ? pattern.exec(value) : null;
    if (!match) return false;
    const [, issuedAt = '', nonce = '', signature = ''] = match;
    const expected = Buffer.from(sign(kind, `${issuedAt}.${nonce}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    const age = now() - Number(issuedAt);
    return age >= 0 && age <= lifetimeMs;
  };
  const issue = (kind: 'grant' | 'token', prefix: string): string => {
    const payload = `${now()}.${randomBytes(kind === 'grant' ? 6 : 12).toString('base64url')}`;
    return `${prefix}.${payload}.${sign(kind, payload)}`;
  };
  const forgetExpired = (at: number): void => {
    for (const [token, expiresAt] of used) {
      if (expiresAt > at) break;
      used.delete(token);
    }
  };
  return {
    issueGrant: () => issue('grant', 'sbx1'),
    issueToken: (grant) => (signed('grant', grantPattern, grant, grantLifetimeMs) ? issue('token', 'sbx2') : null),
    redeem(token) {
      const at = now();
      forgetExpired(at);
      if (typeof token !== 'string' || used.has(token) || !signed('token', tokenPattern, token, captchaTokenLifetimeMs)) return false;
      used.set(token, Number(token.split('.')[1]) + captchaTokenLifetimeMs);
      return true;
    },
  };
}

/** Captcha-protected calls take the token as `gRecaptchaResponse` or `g-recaptcha-response`; 400 otherwise. */
export function requireCaptcha(authority: CaptchaAuthority, body: unknown): void {
  const fields: Partial<Record<keyof CaptchaFields, unknown>> = typeof body === 'object' && body !== null ? body : {};
  const token = fields.gRecaptchaResponse ?? fields['g-recaptcha-response'];
  if (!authority.redeem(token)) failFields({ gRecaptchaResponse: [messages.captcha] }, messages.captcha);
}

// The captcha stand-in's tokens. The script served at {standinOrigin}/recaptcha/api.js carries a
// signed grant; every execute() turns it into a fresh token "<grant>.<nonce>". The API accepts a
// token once (reCAPTCHA tokens are single use) while its grant is under a day old.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CaptchaFields } from '../../src/api/contract/captcha.ts';
import { failFields } from './http.ts';
import { messages } from './rules.ts';

const grantLifetimeMs = 24 * 60 * 60 * 1000;

export interface CaptchaAuthority {
  /** A fresh grant for one load of the stand-in script. */
  issueGrant(): string;
  /** True once per valid token. */
  redeem(token: unknown): boolean;
}

export function createCaptchaAuthority(): CaptchaAuthority {
  const secret = randomBytes(32);
  const used = new Set<string>();
  const sign = (payload: string): string => createHmac('sha256', secret).update(payload).digest('base64url');
  return {
    issueGrant() {
      const payload = `${Date.now()}.${randomBytes(6).toString('base64url')}`;
      return `sbx1.${payload}.${sign(payload)}`;
    },
    redeem(token) {
      if (typeof token !== 'string') return false;
      const match = /^sbx1\.(\d+)\.([\w-]+)\.([\w-]+)\.([\w-]{8,})$/.exec(token);
      if (!match || used.has(token)) return false;
      const [, issuedAt = '', grantNonce = '', signature = ''] = match;
      const expected = Buffer.from(sign(`${issuedAt}.${grantNonce}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      if (Date.now() - Number(issuedAt) > grantLifetimeMs) return false;
      used.add(token);
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

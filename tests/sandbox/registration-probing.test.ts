// Registration as an account probe (issue #22 item 19): "This email is already in use." says an
// account exists, so it counts in the email-check bucket (docs/api.md "Throttling"), and the captcha
// stand-in's tokens are single use like reCAPTCHA's: each comes from the stand-in, none can be made
// up from the script, and each is accepted once.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FieldErrorsBody } from '../../src/api/contract/errors.ts';
import { throttleLimits } from '../../scripts/sandbox/throttle.ts';
import type { Client } from './helpers.ts';
import { captchaToken, clientsAt, json, sandboxForFile } from './helpers.ts';

const sandbox = sandboxForFile();

const newClient = clientsAt(sandbox, '192.0.2');

const registration = (email: string) => ({
  email,
  password: 'Tasty2024',
  passwordConfirm: 'Tasty2024',
  firstName: 'New',
  lastName: 'Member',
  zipCode: '30309',
});

const register = async (client: Client, email: string, token?: string) =>
  client.post('/api/Members/Prospects', {
    csrf: true,
    body: { ...registration(email), gRecaptchaResponse: token ?? (await captchaToken(sandbox.standinOrigin)) },
  });

const checkEmail = (client: Client, email: string) => client.get(`/api/Members/Validate/Email?email=${encodeURIComponent(email)}`);

const freshEmail = () => `new-${randomBytes(4).toString('hex')}@delta.example`;

describe('registration and the email-check throttle', () => {
  const { max } = throttleLimits.emailCheck;

  it('counts each "already in use" answer as an email check', async () => {
    const client = newClient();
    for (let i = 0; i < max - 1; i++) expect((await checkEmail(client, `probe-${i}@delta.example`)).status).toBe(200);
    const taken = await register(client, 'card@delta.example');
    expect(taken.status).toBe(400);
    expect((await json<FieldErrorsBody>(taken)).errors['email']).toEqual(['This email is already in use.']);

    const refused = await checkEmail(client, 'another@delta.example');
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({ code: 'Throttled' });
  });

  it('refuses a client that used up the bucket alike for taken and free emails, before the captcha', async () => {
    const client = newClient();
    for (let i = 0; i < max; i++) await checkEmail(client, `probe-${i}@delta.example`);
    const token = await captchaToken(sandbox.standinOrigin);
    const answers = [];
    for (const response of [await register(client, 'card@delta.example', token), await register(client, freshEmail())]) {
      answers.push({ status: response.status, body: await response.text(), retryAfter: response.headers.has('retry-after') });
    }
    expect(answers[0]).toMatchObject({ status: 429, retryAfter: true });
    expect(answers[1]).toEqual(answers[0]);
    // The refused call did not spend the token.
    expect((await register(newClient(), freshEmail(), token)).status).toBe(200);
  });

  it('does not count a registration that goes through', async () => {
    const client = newClient();
    for (let i = 0; i < max - 1; i++) await checkEmail(client, `probe-${i}@delta.example`);
    expect((await register(client, freshEmail())).status).toBe(200);
    expect((await checkEmail(client, 'another@delta.example')).status).toBe(200);
  });
});

describe('the captcha stand-in’s tokens', () => {
  const capture = (token: string) =>
    newClient().post('/api/Members/Prospects/Capture', { csrf: true, body: { email: 'maybe@delta.example', gRecaptchaResponse: token } });

  it('are refused when made up from the script’s grant rather than issued by the stand-in', async () => {
    const script = await (await fetch(`${sandbox.standinOrigin}/recaptcha/api.js`)).text();
    const grant = /var GRANT = "([^"]+)"/.exec(script)?.[1] ?? '';
    expect(grant).not.toBe('');
    for (const nonce of ['a'.repeat(16), randomBytes(12).toString('base64url')]) {
      const response = await capture(`${grant}.${nonce}`);
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ message: 'You must complete the reCAPTCHA to continue.' });
    }
  });

  it('are issued one per call, each accepted once', async () => {
    const first = await captchaToken(sandbox.standinOrigin);
    const second = await captchaToken(sandbox.standinOrigin);
    expect(second).not.toBe(first);
    expect((await capture(first)).status).toBe(202);
    expect((await capture(first)).status).toBe(400);
    expect((await capture(second)).status).toBe(202);
  });

  it('are issued only for a grant the stand-in script carried', async () => {
    const refused = await fetch(`${sandbox.standinOrigin}/recaptcha/api/token`, { method: 'POST', body: 'sbx1.1.forged.grant' });
    expect(refused.status).toBe(400);
  });
});

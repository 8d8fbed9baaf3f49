// Per-client throttling (issue #10, docs/api.md "Throttling"): one client may not try passwords on
// many accounts, probe which emails exist or guess recovery codes without bound, and a throttled
// answer is the same whatever account it named. Distinct clients are simulated with X-Forwarded-For
// (the sandbox trusts its last entry on a loopback socket, as behind the site's proxy).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LockedOut } from '../../src/api/contract/sign-in.ts';
import { startStaticServer, type StaticServer } from '../../scripts/serve/static-server.ts';
import { createThrottle, maxWrongRecoveryCodes, throttleLimits } from '../../scripts/sandbox/throttle.ts';
import { captchaToken, Client, clientsAt, createMember, json, parseSetCookie, sandboxForFile } from './helpers.ts';

const throttled = { message: 'Too many attempts. Please wait a few minutes and try again.', code: 'Throttled' };

const sandbox = sandboxForFile();

const newClient = clientsAt(sandbox, '203.0.113');

/** A 429 from the client throttle: the exact body, and Retry-After in seconds within the window. */
async function expectThrottled(response: Response, windowMs: number): Promise<void> {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
  expect(await json(response)).toEqual(throttled);
}

describe('the throttle counters', () => {
  const limit = { max: 3, windowMs: 60_000 };

  it('refuses past the limit until the window ends, with the seconds left', () => {
    const throttle = createThrottle();
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfter('k', limit, 1_000)).toBeNull();
      throttle.count('k', limit, 1_000);
    }
    expect(throttle.retryAfter('k', limit, 1_000)).toBe(60);
    expect(throttle.retryAfter('k', limit, 31_000)).toBe(30);
    expect(throttle.retryAfter('other', limit, 31_000)).toBeNull();
    expect(throttle.retryAfter('k', limit, 61_000)).toBeNull();
    throttle.count('k', limit, 61_000);
    expect(throttle.retryAfter('k', limit, 61_000)).toBeNull();
  });

  it('stays bounded under a flood of distinct clients, dropping the oldest windows first', () => {
    const throttle = createThrottle(100);
    for (let i = 0; i < 3; i++) throttle.count('early', limit, 0);
    for (let i = 0; i < 10_000; i++) throttle.count(`client-${i}`, limit, 1);
    expect(throttle.size).toBeLessThanOrEqual(100);
    expect(throttle.retryAfter('early', limit, 1)).toBeNull();
    throttle.clear();
    expect(throttle.size).toBe(0);
  });

  it('drops expired windows before live ones', () => {
    const throttle = createThrottle(3);
    throttle.count('old', { max: 1, windowMs: 10 }, 0);
    for (const key of ['a', 'b']) throttle.count(key, limit, 5);
    throttle.count('c', limit, 20);
    expect(throttle.size).toBe(3);
    throttle.count('a', limit, 20);
    expect(throttle.retryAfter('a', { max: 2, windowMs: 60_000 }, 20)).not.toBeNull();
  });
});

describe('sign-in', () => {
  const { max, windowMs } = throttleLimits.signIn;

  it(`refuses a client after ${max} failures across accounts, even with the right password, and not other clients`, async () => {
    const client = newClient();
    for (let i = 0; i < max; i++) {
      expect((await client.signIn(`nobody-${i}@delta.example`, 'wrong-password')).status).toBe(401);
    }
    await expectThrottled(await client.signIn('card@delta.example'), windowMs);
    expect((await newClient().signIn('card@delta.example')).status).toBe(200);
  });

  it('answers a throttled client the same for existing and unknown accounts', async () => {
    const client = newClient();
    for (let i = 0; i < max; i++) await client.signIn(`nobody-${i}@delta.example`, 'wrong-password');
    const answers: { status: number; body: string; retryAfter: boolean }[] = [];
    for (const identifier of ['card@delta.example', 'nobody@delta.example', '0000904001', '0000904999']) {
      const response = await client.signIn(identifier, 'wrong-password');
      answers.push({ status: response.status, body: await response.text(), retryAfter: response.headers.has('retry-after') });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]?.status).toBe(429);
  });

  it('does not count successful sign-ins', async () => {
    const client = newClient();
    for (let i = 0; i < max + 10; i++) expect((await client.signIn('vip@delta.example')).status).toBe(200);
    expect((await client.signIn('nobody@delta.example', 'wrong-password')).status).toBe(401);
  });

  it('counts credential-fixing failures and sign-in failures together', async () => {
    const client = newClient();
    for (let i = 0; i < max / 2; i++) await client.signIn(`nobody-${i}@delta.example`, 'wrong-password');
    for (let i = 0; i < max / 2; i++) {
      const response = await client.post('/api/Members/FixCredentials', {
        csrf: true,
        body: { emailOrPartnerNumber: `nobody-${i}@delta.example`, password: 'wrong-password', newEmail: `new-${i}@delta.example` },
      });
      expect(response.status).toBe(401);
    }
    await expectThrottled(await client.signIn('card@delta.example'), windowMs);
    const fix = await client.post('/api/Members/FixCredentials', {
      csrf: true,
      body: { emailOrPartnerNumber: 'fix@delta.example', password: 'Password1!', newEmail: 'fixed-by-throttled@delta.example' },
    });
    await expectThrottled(fix, windowMs);
  });

  it('throttles the sso stand-in’s form the same way, re-rendering the page with 429 and Retry-After', async () => {
    const client = newClient('hilton');
    const csrfToken = await client.csrf();
    const post = (email: string, password: string) =>
      client.post('/api/Sso/Login', {
        body: new URLSearchParams({ csrfToken, returnUrl: '/account/overview', email, password }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    for (let i = 0; i < max; i++) expect((await post(`nobody-${i}@hilton.example`, 'wrong-password')).status).toBe(401);
    const refused = await post('card@hilton.example', 'Password1!');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('location')).toBeNull();
    expect(await refused.text()).toContain(throttled.message);
  });

  it('keeps the per-account lockout, told apart by lockedUntil, with Retry-After', async () => {
    const member = await createMember(sandbox, { partner: 'delta' });
    // Five clients, one failure each: the account locks though no client is throttled.
    for (let i = 1; i < 5; i++) expect((await newClient().signIn(member.email, 'wrong-password')).status).toBe(401);
    const locked = await newClient().signIn(member.email, 'wrong-password');
    expect(locked.status).toBe(429);
    const body = await json<LockedOut>(locked);
    expect(body).not.toHaveProperty('code');
    expect(Date.parse(body.lockedUntil)).toBeGreaterThan(Date.now() + 29 * 60_000);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(29 * 60);
    expect(retryAfter).toBeLessThanOrEqual(30 * 60);
    const again = await newClient().signIn(member.email, member.password ?? '');
    expect(again.status).toBe(429);
    expect(await json(again)).toMatchObject({ lockedUntil: body.lockedUntil });
  });

  it('is cleared by DELETE /__sandbox/throttle and by POST /__sandbox/reset', async () => {
    const client = newClient();
    const exhaust = async () => {
      for (let i = 0; i < max; i++) await client.signIn(`nobody-${i}@delta.example`, 'wrong-password');
      expect((await client.signIn('card@delta.example')).status).toBe(429);
    };
    await exhaust();
    const cleared = await fetch(`${sandbox.url}/__sandbox/throttle`, { method: 'DELETE' });
    expect(cleared.status).toBe(200);
    expect(await json(cleared)).toEqual({ cleared: true });
    expect((await client.signIn('card@delta.example')).status).toBe(200);

    await exhaust();
    expect((await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' })).status).toBe(200);
    // The reset ended the member session this client's cookie named: the same address, a new visitor.
    expect((await new Client(sandbox.url, 'delta', client.forwardedFor).signIn('card@delta.example')).status).toBe(200);
  });
});

describe('behind the site’s proxy', () => {
  let dir: string;
  let site: StaticServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'throttle-site-'));
    site = await startStaticServer({ dir, port: 0, api: `${sandbox.url}/delta` });
  });
  afterAll(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts the browser’s address the proxy appends, so a made-up X-Forwarded-For escapes nothing', async () => {
    const csrf = await fetch(`${site.url}/api/CSRF`);
    const { csrfToken } = await json<{ csrfToken: string }>(csrf);
    const cookie = csrf.headers
      .getSetCookie()
      .map((header) => parseSetCookie(header))
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
    const signIn = (emailOrPartnerNumber: string, password: string, spoofed: string) =>
      fetch(`${site.url}/api/Login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken, Cookie: cookie, 'X-Forwarded-For': spoofed },
        body: JSON.stringify({ emailOrPartnerNumber, password }),
      });
    for (let i = 0; i < throttleLimits.signIn.max; i++) {
      expect((await signIn(`nobody-${i}@delta.example`, 'wrong-password', `198.51.100.${i}`)).status).toBe(401);
    }
    await expectThrottled(await signIn('card@delta.example', 'Password1!', '198.51.100.200'), throttleLimits.signIn.windowMs);
    // A client that really is 198.51.100.1 (its own address last) is someone else.
    expect((await new Client(sandbox.url, 'delta', '198.51.100.1').signIn('card@delta.example')).status).toBe(200);
  });
});

describe('enumeration and code guessing', () => {
  it(`refuses a client's email checks past ${throttleLimits.emailCheck.max}, alike for taken and free emails`, async () => {
    const client = newClient();
    for (let i = 0; i < throttleLimits.emailCheck.max; i++) {
      expect((await client.get(`/api/Members/Validate/Email?email=probe-${i}%40delta.example`)).status).toBe(200);
    }
    await expectThrottled(await client.get('/api/Members/Validate/Email?email=card%40delta.example'), throttleLimits.emailCheck.windowMs);
    await expectThrottled(await client.get('/api/Members/Validate/Email?email=free%40delta.example'), throttleLimits.emailCheck.windowMs);
    expect(await json(await newClient().get('/api/Members/Validate/Email?email=card%40delta.example'))).toEqual({ isValid: false });
  });

  it('throttles prospect captures and recovery requests per client, each on its own', async () => {
    const client = newClient();
    const capture = async () => client.post('/api/Members/Prospects/Capture', { csrf: true, body: { email: 'p@delta.example' } });
    const recover = async (body: Record<string, unknown> = {}) =>
      client.post('/api/Members/Recover', { csrf: true, body: { emailOrPartnerNumber: 'card@delta.example', ...body } });
    for (let i = 0; i < throttleLimits.prospectCapture.max; i++) expect((await capture()).status).toBe(400);
    await expectThrottled(await capture(), throttleLimits.prospectCapture.windowMs);
    for (let i = 0; i < throttleLimits.recoveryRequest.max; i++) expect((await recover()).status).toBe(400);
    await expectThrottled(
      await recover({ gRecaptchaResponse: await captchaToken(sandbox.standinOrigin) }),
      throttleLimits.recoveryRequest.windowMs,
    );
    const other = newClient();
    const accepted = await other.post('/api/Members/Recover', {
      csrf: true,
      body: { emailOrPartnerNumber: 'card@delta.example', gRecaptchaResponse: await captchaToken(sandbox.standinOrigin) },
    });
    expect(accepted.status).toBe(202);
  });

  async function requestCode(email: string): Promise<void> {
    const response = await newClient().post('/api/Members/Recover', {
      csrf: true,
      body: { emailOrPartnerNumber: email, gRecaptchaResponse: await captchaToken(sandbox.standinOrigin) },
    });
    expect(response.status).toBe(202);
  }

  const confirm = (client: Client, emailOrPartnerNumber: string, code: string) =>
    client.post('/api/Members/Recover/Confirm', { csrf: true, body: { emailOrPartnerNumber, code } });

  it(`refuses a client after ${throttleLimits.recoveryCode.max} wrong codes across accounts, known or not`, async () => {
    const member = await createMember(sandbox, { partner: 'delta' });
    await requestCode(member.email);
    const client = newClient();
    for (let i = 0; i < throttleLimits.recoveryCode.max; i++) {
      const response = await confirm(client, `nobody-${i}@delta.example`, '000000');
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ errors: { code: [expect.any(String)] } });
    }
    await expectThrottled(await confirm(client, member.email, '123456'), throttleLimits.recoveryCode.windowMs);
    // No wrong code named the member, so its code still works from elsewhere.
    expect((await confirm(newClient(), member.email, '123456')).status).toBe(200);
  });

  it(`voids an account's pending code after ${maxWrongRecoveryCodes} wrong ones, however many clients sent them`, async () => {
    const member = await createMember(sandbox, { partner: 'delta' });
    await requestCode(member.email);
    const wrongAnswers = new Set<string>();
    for (let i = 0; i < maxWrongRecoveryCodes; i++) {
      const response = await confirm(newClient(), member.email, String(100000 + i));
      expect(response.status).toBe(400);
      wrongAnswers.add(await response.text());
    }
    const voided = await confirm(newClient(), member.email, '123456');
    expect(voided.status).toBe(400);
    // The same answer as any wrong code: it tells the guesser nothing.
    wrongAnswers.add(await voided.text());
    expect(wrongAnswers.size).toBe(1);

    await requestCode(member.email);
    expect((await confirm(newClient(), member.email, '123456')).status).toBe(200);
  });

  it(`still takes the right code after ${maxWrongRecoveryCodes - 1} wrong ones`, async () => {
    const member = await createMember(sandbox, { partner: 'delta' });
    await requestCode(member.partnerNumber ?? '');
    const client = newClient();
    for (let i = 0; i < maxWrongRecoveryCodes - 1; i++) expect((await confirm(client, member.email, '654321')).status).toBe(400);
    const confirmed = await confirm(client, member.email, '123456');
    expect(confirmed.status).toBe(200);
    expect(await json(confirmed)).toMatchObject({ partnerNumber: member.partnerNumber });
  });
});

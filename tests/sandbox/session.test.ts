// Sessions, CSRF, sign-in and lockout over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LockedOut } from '../../src/api/contract/sign-in.ts';
import { Client, countRows, json, startTestSandbox, type TestSandbox } from './helpers.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.dispose();
});

describe('CSRF', () => {
  it('hands out a token and sets an HttpOnly session cookie', async () => {
    const client = new Client(sandbox.url, 'delta');
    const response = await client.get('/api/CSRF');
    expect(response.status).toBe(200);
    expect((await json(response))['csrfToken']).toEqual(expect.any(String) as unknown);
    const cookie = client.lastSetCookies.find((c) => c.name === 'session-delta');
    expect(cookie?.attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax']));
    expect(cookie?.attributes.some((a) => /^domain=/i.test(a))).toBe(false);
  });

  it('rejects state-changing calls without the X-CSRF-Token header (403) and accepts them with it', async () => {
    const client = new Client(sandbox.url, 'delta');
    await client.csrf();
    const body = { emailOrPartnerNumber: 'card@delta.example', password: 'Password1!' };
    expect((await client.post('/api/Login', { body })).status).toBe(403);
    expect((await client.post('/api/Login', { body, headers: { 'X-CSRF-Token': 'wrong' } })).status).toBe(403);
    expect((await client.post('/api/Login', { body, csrf: true })).status).toBe(200);
  });

  it('guards the known-member look-up, a GET the spec marks CSRF', async () => {
    const client = new Client(sandbox.url, 'delta');
    expect((await client.get('/api/Member/delta-known')).status).toBe(403);
    const response = await client.get('/api/Member/delta-known', { csrf: true });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ publicId: 'delta-known', hasWebProfile: false, interfaceType: 'known' });
  });
});

describe('visitor sessions', () => {
  it('stores no row per cookieless CSRF call: 5,000 of them leave the session table as it was', async () => {
    const before = countRows(sandbox, 'sessions');
    const tokens = new Set<string>();
    const url = `${sandbox.url}/delta/api/CSRF`;
    for (let batch = 0; batch < 100; batch++) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => fetch(url).then((r) => json<{ csrfToken: string }>(r))));
      for (const answer of answers) tokens.add(answer.csrfToken);
    }
    expect(tokens.size).toBe(5000);
    expect(countRows(sandbox, 'sessions')).toBe(before);
  });

  it('keeps at most 20 stored sessions per member, signing the oldest out first', async () => {
    const before = countRows(sandbox, 'sessions');
    const clients: Client[] = [];
    for (let i = 0; i < 25; i++) {
      const client = new Client(sandbox.url, 'ihg');
      expect((await client.signIn('member@ihg.example')).status).toBe(200);
      clients.push(client);
    }
    expect(countRows(sandbox, 'sessions') - before).toBeLessThanOrEqual(20);
    expect((await clients[0]!.get('/api/Member')).status).toBe(401);
    expect((await clients[24]!.get('/api/Member')).status).toBe(200);
  });

  it('keeps the visitor’s CSRF token valid across sign-in, sign-out and expiry', async () => {
    process.env['SANDBOX_SESSION_TTL_MS'] = '600';
    const short = await startTestSandbox();
    delete process.env['SANDBOX_SESSION_TTL_MS'];
    try {
      const client = new Client(short.url, 'delta');
      await client.csrf();
      expect((await client.signIn('card@delta.example')).status).toBe(200);
      expect((await client.get('/api/SignOut')).status).toBe(200);
      expect((await client.signIn('card@delta.example')).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect((await client.get('/api/Member')).status).toBe(401);
      // Still the token fetched at start-up (the client sends it): the CSRF check passes, the credentials decide.
      expect((await client.signIn('card@delta.example', 'wrong-password')).status).toBe(401);
    } finally {
      await short.dispose();
    }
  });

  it('refuses a tampered visitor cookie, and one of another partner', async () => {
    const client = new Client(sandbox.url, 'delta');
    const token = await client.csrf();
    const cookie = client.cookies.get('session-delta') ?? '';
    const body = { emailOrPartnerNumber: 'card@delta.example', password: 'Password1!' };

    client.cookies.set('session-delta', cookie.slice(0, -1) + (cookie.endsWith('A') ? 'B' : 'A'));
    expect((await client.post('/api/Login', { body, headers: { 'X-CSRF-Token': token } })).status).toBe(403);

    const united = new Client(sandbox.url, 'united');
    united.cookies.set('session-united', cookie);
    expect((await united.post('/api/Login', { body, headers: { 'X-CSRF-Token': token } })).status).toBe(403);
  });
});

describe('cookies over https', () => {
  it('marks both session cookies Secure when the request came over https, and not otherwise', async () => {
    const plain = new Client(sandbox.url, 'delta');
    await plain.get('/api/CSRF');
    expect(plain.lastSetCookies.find((c) => c.name === 'session-delta')?.attributes).not.toContain('Secure');

    const https = { 'X-Forwarded-Proto': 'https' };
    const proxied = new Client(sandbox.url, 'delta');
    await proxied.get('/api/CSRF', { headers: https });
    expect(proxied.lastSetCookies.find((c) => c.name === 'session-delta')?.attributes).toContain('Secure');
    const token = await proxied.csrf();
    const body = { emailOrPartnerNumber: 'card@delta.example', password: 'Password1!' };
    expect((await proxied.post('/api/Login', { body, headers: { ...https, 'X-CSRF-Token': token } })).status).toBe(200);
    for (const name of ['session-delta', 'session_expiry']) {
      expect(proxied.lastSetCookies.find((c) => c.name === name)?.attributes, name).toContain('Secure');
    }
  });
});

describe('member session', () => {
  it('answers 401 on member calls when signed out', async () => {
    const client = new Client(sandbox.url, 'delta');
    for (const path of ['/api/Member', '/api/Member/Cards', '/api/Member/Transactions', '/api/Member/DineSummary']) {
      expect((await client.get(path)).status, path).toBe(401);
    }
  });

  it('signs in, reads the member, keeps the session alive and signs out', async () => {
    const client = new Client(sandbox.url, 'delta');
    const signIn = await client.signIn('card@delta.example');
    expect(signIn.status).toBe(200);
    const expiry = client.lastSetCookies.find((c) => c.name === 'session_expiry');
    expect(expiry?.attributes).not.toContain('HttpOnly');
    const expiresAt = Number(expiry?.value);
    expect(expiresAt).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 15 * 60_000);

    const member = await client.get('/api/Member');
    expect(member.status).toBe(200);
    expect(await json(member)).toMatchObject({
      publicId: 'delta-card',
      email: 'card@delta.example',
      memberType: 'EnrolledCardMember',
      tierLevel: 2,
      interfaceType: 'direct',
    });
    expect(Number(client.cookies.get('session_expiry'))).toBeGreaterThanOrEqual(expiresAt);

    const signOut = await client.get('/api/SignOut');
    expect(signOut.status).toBe(200);
    expect(await json(signOut)).toEqual({ signedOut: true });
    expect(client.cookies.has('session_expiry')).toBe(false);
    expect((await client.get('/api/Member')).status).toBe(401);
  });

  it('signs in with the partner number and remembers the member for 90 days', async () => {
    const client = new Client(sandbox.url, 'delta');
    // delta is partner 04 in the registry; role 002 is the VIP member.
    expect((await client.signIn('0000904002', 'Password1!', true)).status).toBe(200);
    const expiry = Number(client.cookies.get('session_expiry'));
    expect(expiry).toBeGreaterThan(Date.now() + 89 * 86_400_000);
    expect(client.lastSetCookies.find((c) => c.name === 'session-delta')?.attributes).toContain('Max-Age=7776000');
    expect(await json(await client.get('/api/Member'))).toMatchObject({ tierLevel: 3 });
  });

  it('keeps sessions of different partners apart', async () => {
    const client = new Client(sandbox.url, 'delta');
    await client.signIn('card@delta.example');
    const united = new Client(sandbox.url, 'united');
    for (const [name, value] of client.cookies) united.cookies.set(name, value);
    expect((await united.get('/api/Member')).status).toBe(401);
  });

  it('answers 401 on bad credentials and locks the account for 30 minutes after 5 failures', async () => {
    const client = new Client(sandbox.url, 'caesars');
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await client.signIn('vip@caesars.example', 'wrong-password')).status).toBe(401);
    }
    const fifth = await client.signIn('vip@caesars.example', 'wrong-password');
    expect(fifth.status).toBe(429);
    const body = await json<LockedOut>(fifth);
    expect(body.message).toContain('locked for 30 minutes');
    expect(Date.parse(body.lockedUntil)).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect((await client.signIn('vip@caesars.example')).status).toBe(429);
    expect((await client.signIn('nobody@caesars.example')).status).toBe(401);
  });

  it('sends members who must fix their credentials to the fix flow (409)', async () => {
    const client = new Client(sandbox.url, 'delta');
    const response = await client.signIn('fix@delta.example');
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({ code: 'FixCredentials' });
    const fixed = await client.post('/api/Members/FixCredentials', {
      csrf: true,
      body: { emailOrPartnerNumber: 'fix@delta.example', password: 'Password1!', newEmail: 'fixed@delta.example' },
    });
    expect(fixed.status).toBe(200);
    expect((await client.signIn('fixed@delta.example')).status).toBe(200);
  });

  it('signs sso members in through the sso stand-in, not POST /api/Login', async () => {
    const client = new Client(sandbox.url, 'hilton');
    expect((await client.signIn('card@hilton.example')).status).toBe(403);
    const page = await client.get('/api/Sso/Login?returnUrl=/account/overview');
    expect(page.status).toBe(200);
    const csrfToken = /name="csrfToken" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    const form = new URLSearchParams({ csrfToken, returnUrl: '/account/overview', email: 'nocard@hilton.example', password: 'Password1!' });
    const posted = await client.post('/api/Sso/Login?returnUrl=/account/overview', {
      body: form.toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/account/overview');
    expect(await json(await client.get('/api/Member'))).toMatchObject({ memberType: 'NonCardMember', interfaceType: 'sso' });
  });

  it('ends a session when it expires', async () => {
    process.env['SANDBOX_SESSION_TTL_MS'] = '600';
    const short = await startTestSandbox();
    delete process.env['SANDBOX_SESSION_TTL_MS'];
    try {
      const client = new Client(short.url, 'delta');
      await client.signIn('card@delta.example');
      expect((await client.get('/api/Member')).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect((await client.get('/api/Member')).status).toBe(401);
    } finally {
      await short.dispose();
    }
  });

  it('clears session_expiry on the 401 that reports the expiry', async () => {
    process.env['SANDBOX_SESSION_TTL_MS'] = '600';
    const short = await startTestSandbox();
    delete process.env['SANDBOX_SESSION_TTL_MS'];
    try {
      const client = new Client(short.url, 'delta');
      await client.signIn('card@delta.example');
      expect(client.cookies.has('session_expiry')).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect((await client.get('/api/Member')).status).toBe(401);
      const cleared = client.lastSetCookies.find((c) => c.name === 'session_expiry');
      expect(cleared?.attributes).toEqual(expect.arrayContaining(['Max-Age=0']));
      expect(client.cookies.has('session_expiry')).toBe(false);
    } finally {
      await short.dispose();
    }
  });

  it('clears session_expiry on the expiry 401 over https too, with the attributes it was set with', async () => {
    process.env['SANDBOX_SESSION_TTL_MS'] = '600';
    const short = await startTestSandbox();
    delete process.env['SANDBOX_SESSION_TTL_MS'];
    try {
      const https = { 'X-Forwarded-Proto': 'https' };
      const client = new Client(short.url, 'delta');
      const token = await client.csrf();
      const body = { emailOrPartnerNumber: 'card@delta.example', password: 'Password1!' };
      expect((await client.post('/api/Login', { body, headers: { ...https, 'X-CSRF-Token': token } })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 700));
      const expired = await client.get('/api/Member', { headers: https });
      expect(expired.status).toBe(401);
      expect(await json(expired)).toEqual({ message: expect.any(String) as unknown });
      const cleared = client.lastSetCookies.find((c) => c.name === 'session_expiry');
      expect(cleared?.value).toBe('');
      expect(cleared?.attributes).toEqual(expect.arrayContaining(['Path=/', 'Secure', 'SameSite=Lax']));
      const inThePast = (a: string) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) < Date.now());
      expect(cleared?.attributes.some(inThePast)).toBe(true);
      expect(client.cookies.has('session_expiry')).toBe(false);
    } finally {
      await short.dispose();
    }
  });
});

// The sandbox's own surface: unknown partners and routes, bad JSON, fault injection, reset, and
// the stand-in origin (card-entry frame and captcha script).
import { Script } from 'node:vm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../src/api/contract/member.ts';
import { Client, createMember, json, signedIn, startTestSandbox, type TestSandbox } from './helpers.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.dispose();
});

describe('routing', () => {
  it('answers JSON 404s for unknown partners and routes', async () => {
    const unknownPartner = await fetch(`${sandbox.url}/acme/api/feature-flags`);
    expect(unknownPartner.status).toBe(404);
    expect(await json(unknownPartner)).toEqual({ message: 'Unknown partner "acme".' });
    const unknownRoute = await fetch(`${sandbox.url}/delta/api/Nope`);
    expect(unknownRoute.status).toBe(404);
    expect(unknownRoute.headers.get('content-type')).toContain('application/json');
  });

  it('answers 400 for a malformed JSON body', async () => {
    const client = new Client(sandbox.url, 'delta');
    const response = await client.post('/api/Login', { csrf: true, body: '{"emailOrPartnerNumber": ' });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ message: 'The request body is not valid JSON.' });
  });
});

describe('fault injection', () => {
  const addFault = async (rule: object) =>
    fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(rule),
    });
  afterEach(async () => {
    await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' });
  });

  it('fails matching calls with the given status, for the given number of times', async () => {
    const added = await addFault({ partner: 'delta', method: 'GET', path: '/api/v2/Merchants/Search', status: 503, times: 2 });
    expect(added.status).toBe(201);
    const url = `${sandbox.url}/delta/api/v2/Merchants/Search?location=Chicago%2C%20IL`;
    expect((await fetch(url)).status).toBe(503);
    expect((await fetch(`${sandbox.url}/united/api/v2/Merchants/Search?location=Chicago%2C%20IL`)).status).toBe(200);
    expect((await fetch(url)).status).toBe(503);
    expect((await fetch(url)).status).toBe(200);
  });

  it('matches regular expressions, returns custom bodies, delays, and clears', async () => {
    await addFault({ path: '^/api/cms/pages/(home|popup)/', status: 500, body: { error: 'boom' } });
    const failed = await fetch(`${sandbox.url}/nosh/api/cms/pages/home/?page_size=100`);
    expect(failed.status).toBe(500);
    expect(await json(failed)).toEqual({ error: 'boom' });
    expect((await fetch(`${sandbox.url}/nosh/api/cms/pages/sidebar/?page_size=100`)).status).toBe(200);

    await addFault({ path: '/api/feature-flags', delayMs: 300 });
    const started = Date.now();
    expect((await fetch(`${sandbox.url}/delta/api/feature-flags`)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);

    expect((await json<{ faults: unknown[] }>(await fetch(`${sandbox.url}/__sandbox/faults`))).faults).toHaveLength(2);
    await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' });
    expect((await fetch(`${sandbox.url}/nosh/api/cms/pages/home/?page_size=100`)).status).toBe(200);
  });

  it('drops the connection for status "network"', async () => {
    await addFault({ path: '/api/DefaultUserLocation', status: 'network', times: 1 });
    await expect(fetch(`${sandbox.url}/delta/api/DefaultUserLocation`)).rejects.toThrow();
    expect((await fetch(`${sandbox.url}/delta/api/DefaultUserLocation`)).status).toBe(200);
  });

  it('rejects an invalid rule', async () => {
    expect((await addFault({ path: '/api/Member' })).status).toBe(400);
  });

  it('applies a rule scoped to a member only to that member, so tests side by side keep their faults', async () => {
    const faulted = await createMember(sandbox, { partner: 'delta', role: 'card' });
    const other = await createMember(sandbox, { partner: 'delta', role: 'card' });
    const faultedClient = await signedIn(sandbox, 'delta', faulted);
    const otherClient = await signedIn(sandbox, 'delta', other);
    await addFault({
      partner: 'delta',
      member: faulted.email.toUpperCase(),
      method: 'GET',
      path: '/api/Member/Cards',
      status: 500,
      times: 1,
    });
    expect((await otherClient.get('/api/Member/Cards')).status).toBe(200);
    expect((await new Client(sandbox.url, 'delta').get('/api/Member/Cards')).status).toBe(401);
    expect((await faultedClient.get('/api/Member/Cards')).status).toBe(500);
    expect((await faultedClient.get('/api/Member/Cards')).status).toBe(200);
  });
});

describe('reset', () => {
  it('reseeds the data', async () => {
    const client = new Client(sandbox.url, 'delta');
    await client.signIn('card@delta.example');
    await client.put('/api/Member', { csrf: true, body: { firstName: 'Changed' } });
    const reset = await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
    expect(reset.status).toBe(200);
    const again = new Client(sandbox.url, 'delta');
    await again.signIn('card@delta.example');
    expect((await json<Member>(await again.get('/api/Member'))).firstName).not.toBe('Changed');
  });
});

describe('stand-in origin', () => {
  it('is a different origin from the API', () => {
    expect(new URL(sandbox.standinOrigin).origin).not.toBe(new URL(sandbox.url).origin);
  });

  it('serves the card-entry frame, embeddable from localhost', async () => {
    const response = await fetch(`${sandbox.standinOrigin}/card-frame?origin=${encodeURIComponent('http://localhost:4321')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors');
    expect(response.headers.get('content-security-policy')).toContain('http://localhost:*');
    expect(response.headers.get('x-frame-options')).toBeNull();
    const page = await response.text();
    expect(page).toContain('autocomplete="cc-number"');
    expect(page).toContain('postMessage');
    expect(page).toContain('encryptedCardNumber');
    // The inline script embeds the backend's card rules: it must parse and need no helpers.
    const script = /<script>([\s\S]*)<\/script>/.exec(page)?.[1] ?? '';
    expect(script).toContain('function passesLuhn(');
    expect(script).not.toMatch(/__name|__vite/);
    expect(() => new Script(script)).not.toThrow();
  });

  it('serves the captcha script with the reCAPTCHA client API', async () => {
    const response = await fetch(`${sandbox.standinOrigin}/recaptcha/api.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const script = await response.text();
    for (const name of ['ready:', 'render:', 'execute:', 'reset:', 'getResponse:', "'expired-callback'", "'error-callback'"]) {
      expect(script).toContain(name);
    }
  });
});

// The sandbox under hostile input (issue #7 "Sandbox hardening"): malformed requests are the
// caller's fault (4xx with the JSON error body, never a 500), the partner prefix is a boundary,
// bodies and impression batches are capped (413), and a wrong method is 405 with Allow.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../src/api/contract/member.ts';
import { Client, json, rawRequest, startTestSandbox, type RawResponse, type TestSandbox } from './helpers.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.dispose();
});

/** The docs/api.md "Conventions" error body: JSON with a message. */
function expectErrorBody(response: RawResponse): void {
  expect(response.headers['content-type']).toContain('application/json');
  expect(JSON.parse(response.body)).toEqual(expect.objectContaining({ message: expect.any(String) as unknown }));
}

describe('malformed requests are the caller’s fault', () => {
  it('answers a lone %25 in a CMS set name with 404, not 500', async () => {
    const response = await rawRequest(sandbox.url, 'GET', '/delta/api/cms/pages/%25/?page_size=100');
    expect(response.status).toBe(404);
    expectErrorBody(response);
  });

  it('answers bad percent-encoding anywhere in the path with 400', async () => {
    for (const path of [
      '/delta/api/cms/pages/%zz/',
      '/delta/api/cms/pages/%E0%A4%A/',
      '/delta/api/Member/%C0',
      '/__sandbox/cms/delta/%/x',
    ]) {
      const response = await rawRequest(sandbox.url, 'GET', path);
      expect(response.status, path).toBe(400);
      expect(JSON.parse(response.body), path).toEqual({ message: 'The request path is not valid percent-encoding.' });
    }
  });

  it('answers a returnUrl with a line break with 400 on the sso page and its form post', async () => {
    const client = new Client(sandbox.url, 'hilton');
    const page = await client.get('/api/Sso/Login?returnUrl=%2Faccount%0D%0ASet-Cookie%3A%20x%3Dy');
    expect(page.status).toBe(400);
    expect(await json(page)).toEqual({ message: 'returnUrl must be a path on this site.' });

    const csrfToken = await client.csrf();
    const form = new URLSearchParams({ csrfToken, returnUrl: '/account\nx', email: 'card@hilton.example', password: 'Password1!' });
    const posted = await client.post('/api/Sso/Login', {
      body: form.toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.status).toBe(400);
    expect(posted.headers.get('location')).toBeNull();
    expect((await client.get('/api/Sso/Login?returnUrl=/caf%E2%98%83')).status).toBe(400);
    expect((await client.get('/api/Sso/Login?returnUrl=/account/overview%3Fa%3D1')).status).toBe(200);
  });

  it('answers a form post that is not a form with 400', async () => {
    const client = new Client(sandbox.url, 'hilton');
    await client.csrf();
    for (const contentType of ['multipart/form-data; boundary=zzz', 'multipart/form-data']) {
      const response = await client.post('/api/Sso/Login', { body: 'garbage', headers: { 'Content-Type': contentType } });
      expect(response.status, contentType).toBe(400);
      expect(await json(response)).toEqual({ message: 'The request body is not a valid form.' });
    }
  });

  it('refuses a fault rule whose path is not a valid regular expression (400), and still takes a valid one', async () => {
    const add = (path: string) =>
      fetch(`${sandbox.url}/__sandbox/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ path, status: 500 }),
      });
    const bad = await add('^/api/(cms');
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ errors: { path: ['path starts with ^ but is not a valid regular expression.'] } });
    expect((await add('^/api/nothing-here$')).status).toBe(201);
    await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' });
  });
});

describe('the partner prefix is a boundary', () => {
  const traversals = [
    '/delta/api/../../__sandbox/reset',
    '/delta/api/%2e%2e/%2e%2e/__sandbox/reset',
    '/delta/api/%2E%2E/%2E%2E/__sandbox/reset',
    '/delta/api/.%2e/%2e./__sandbox/reset',
    '/delta/api/..%2f..%2f__sandbox/reset',
    '/delta/api/..%2F..%2F__sandbox/reset',
    '/delta/api/%2f..%2f..%2f__sandbox/reset',
    '/delta%2f..%2f__sandbox/reset',
    '/delta/api/..%5c..%5c__sandbox/reset',
    '/delta/api/..\\..\\__sandbox/reset',
    '/delta/../__sandbox/reset',
    '/delta/./api/../../__sandbox/reset',
  ];

  afterEach(async () => {
    await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' });
  });

  it('refuses every ../ form instead of resolving it, so the test controls stay out of reach', async () => {
    const client = new Client(sandbox.url, 'delta');
    expect((await client.signIn('card@delta.example')).status).toBe(200);
    expect((await client.put('/api/Member', { csrf: true, body: { firstName: 'Kept' } })).status).toBe(200);

    for (const path of traversals) {
      const reset = await rawRequest(sandbox.url, 'POST', path);
      expect([400, 404], path).toContain(reset.status);
      expectErrorBody(reset);
      const fault = await rawRequest(sandbox.url, 'POST', path.replace(/reset$/, 'faults'), {
        headers: { 'Content-Type': 'application/json' },
        chunks: [JSON.stringify({ path: '/api', status: 500 })],
      });
      expect([400, 404], path).toContain(fault.status);
    }

    // Nothing was wiped and no fault rule was added.
    expect((await json<Member>(await client.get('/api/Member'))).firstName).toBe('Kept');
    expect((await json<{ faults: unknown[] }>(await fetch(`${sandbox.url}/__sandbox/faults`))).faults).toEqual([]);
  });

  it('answers dot segments with 400 and names the reason', async () => {
    const response = await rawRequest(sandbox.url, 'GET', '/delta/api/%2e%2e/%2e%2e/united/api/feature-flags');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ message: 'The request path may not contain "." or ".." segments.' });
  });

  it('serves no test control under a partner prefix', async () => {
    const response = await rawRequest(sandbox.url, 'POST', '/delta/__sandbox/reset');
    expect(response.status).toBe(404);
    expectErrorBody(response);
  });
});

describe('body limits', () => {
  const limit = 64 * 1024;
  const event = (i: number) => ({
    eventType: 'merchantCarouselImpression',
    merchantId: i,
    channel: 'web',
    dateTime: new Date().toISOString(),
    userAgent: 'test',
  });

  it('answers 413 for a body over 64 KiB, announced by Content-Length', async () => {
    const client = new Client(sandbox.url, 'delta');
    const response = await client.post('/api/Login', {
      csrf: true,
      body: { emailOrPartnerNumber: 'card@delta.example', password: 'x'.repeat(limit) },
    });
    expect(response.status).toBe(413);
    expect(await json(response)).toEqual({ message: 'The request body is larger than 65536 bytes.' });
  });

  it('answers 413 for a chunked body over 64 KiB (no Content-Length)', async () => {
    const client = new Client(sandbox.url, 'delta');
    const token = await client.csrf();
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const chunk = `[${JSON.stringify(event(1))},`.padEnd(16 * 1024, ' ');
    const response = await rawRequest(sandbox.url, 'POST', '/delta/api/Impressions', {
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': token, Cookie: cookie },
      chunks: Array.from({ length: 64 }, () => chunk),
    });
    expect(response.status).toBe(413);
    expectErrorBody(response);
  });

  it('also caps the test controls', async () => {
    const response = await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/api', status: 500, body: 'x'.repeat(limit) }),
    });
    expect(response.status).toBe(413);
  });

  it('takes up to 100 impression events per call and answers 413 above that', async () => {
    const client = new Client(sandbox.url, 'delta');
    const hundred = Array.from({ length: 100 }, (_, i) => event(i));
    const accepted = await client.post('/api/Impressions', { csrf: true, body: hundred });
    expect(accepted.status).toBe(202);
    expect(await json(accepted)).toEqual({ received: 100 });
    const tooMany = await client.post('/api/Impressions', { csrf: true, body: [...hundred, event(100)] });
    expect(tooMany.status).toBe(413);
    expect(await json(tooMany)).toEqual({ message: 'Send at most 100 impression events per call.' });
  });
});

describe('methods', () => {
  it('answers a wrong method with 405 and the methods the path supports, before any CSRF check', async () => {
    const cases: [method: string, path: string, allow: string][] = [
      ['DELETE', '/delta/api/CSRF', 'GET, HEAD'],
      ['GET', '/delta/api/Login', 'POST'],
      ['POST', '/delta/api/Member/', 'GET, HEAD, PUT'],
      ['PUT', '/united/api/cms/pages/home/', 'GET, HEAD'],
      ['GET', '/__sandbox/reset', 'POST'],
      ['PUT', '/__sandbox/faults', 'GET, HEAD, POST, DELETE'],
    ];
    for (const [method, path, allow] of cases) {
      const response = await rawRequest(sandbox.url, method, path);
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers['allow'], `${method} ${path}`).toBe(allow);
      expect(JSON.parse(response.body), `${method} ${path}`).toEqual({ message: `${method} is not allowed here. Allowed: ${allow}.` });
    }
  });

  it('keeps 404 for paths nothing serves, and unknown partners', async () => {
    expect((await rawRequest(sandbox.url, 'DELETE', '/delta/api/Nope')).status).toBe(404);
    const unknown = await rawRequest(sandbox.url, 'DELETE', '/acme/api/CSRF');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toEqual({ message: 'Unknown partner "acme".' });
  });

  it('answers HEAD where GET is served', async () => {
    expect((await rawRequest(sandbox.url, 'HEAD', '/delta/api/feature-flags')).status).toBe(200);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { pullPartner, setUrl } from '../../scripts/build/pull.ts';
import { json, scriptedServer } from '../helpers/http.ts';

const sets = ['*', 'home'] as const;
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function serve(handler: Parameters<typeof scriptedServer>[0]) {
  const server = await scriptedServer(handler);
  close = server.close;
  return server;
}

const pull = (base: string, overrides: Partial<Parameters<typeof pullPartner>[0]> = {}) =>
  pullPartner({
    partner: 'delta',
    cmsBase: base,
    apiBase: base,
    cmsRoute: '/api/cms',
    preview: false,
    setNames: sets,
    backoffMs: 1,
    ...overrides,
  });

describe('pulling a partner', () => {
  it('builds the CONTRACTS URL, with preview when the partner has cmsPreview on', () => {
    expect(setUrl('http://cms.test/delta/', '/api/cms', '*', false)).toBe('http://cms.test/delta/api/cms/pages/*/?page_size=100');
    expect(setUrl('http://cms.test', '/api/cms', 'home', true)).toBe('http://cms.test/api/cms/pages/home/?page_size=100&preview=1');
  });

  it('reads every set and the flags, ignoring extra envelope keys', async () => {
    const server = await serve((req, res) => {
      if (req.url === '/api/feature-flags') json(res, 200, { partnerFeatureFlags: { hasVIP: true } });
      else json(res, 200, { data: [{ slug: req.url?.includes('home') ? 'banner' : 'navbar', fields: {} }], total: 1, next: null });
    });
    const pulled = await pull(server.url);
    expect(pulled.sets['home']).toEqual([{ slug: 'banner', fields: {} }]);
    expect(pulled.sets['*']).toEqual([{ slug: 'navbar', fields: {} }]);
    expect(pulled.flags).toEqual({ partnerFeatureFlags: { hasVIP: true } });
  });

  it('treats a 404 as an empty set', async () => {
    const server = await serve((req, res) =>
      req.url?.includes('home') ? json(res, 404, { message: 'Not Found' }) : json(res, 200, { data: [] }),
    );
    expect((await pull(server.url)).sets['home']).toEqual([]);
  });

  it('retries 5xx answers with backoff and succeeds when the CMS recovers', async () => {
    let failures = 2;
    const server = await serve((req, res) => {
      if (req.url?.includes('home') && failures-- > 0) json(res, 503, {});
      else json(res, 200, { data: [] });
    });
    await pull(server.url);
    expect(server.hits.filter((hit) => hit.includes('home'))).toHaveLength(3);
  });

  it('fails naming partner, set and URL when 5xx persists', async () => {
    const server = await serve((req, res) => (req.url?.includes('home') ? json(res, 500, {}) : json(res, 200, { data: [] })));
    await expect(pull(server.url)).rejects.toThrow(
      `delta: set "home" failed after 4 attempts (HTTP 500) at ${server.url}/api/cms/pages/home/?page_size=100`,
    );
  });

  it('fails naming the URL when the CMS is unreachable', async () => {
    const flags = await serve((_req, res) => json(res, 200, {}));
    await expect(pull('http://127.0.0.1:9', { apiBase: flags.url, retries: 1 })).rejects.toThrow(
      /delta: set "\*" failed after 2 attempts \(network error: .*\) at http:\/\/127\.0\.0\.1:9\/api\/cms\/pages\/\*\//,
    );
  });

  it('fails naming the URL when the flags service is unreachable', async () => {
    await expect(pull('http://127.0.0.1:9', { retries: 1 })).rejects.toThrow(
      /delta: feature flags failed after 2 attempts \(network error: .*\) at http:\/\/127\.0\.0\.1:9\/api\/feature-flags/,
    );
  });

  it('retries a CMS that sends headers and then stalls, and fails naming partner, set and URL', async () => {
    const server = await serve((req, res) => {
      if (!req.url?.includes('home')) return json(res, 200, { data: [] });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data": ['); // …and nothing more: the body never ends
    });
    await expect(pull(server.url, { retries: 1, timeoutMs: 200 })).rejects.toThrow(
      `delta: set "home" failed after 2 attempts (no complete answer within 0.2 s) at ${server.url}/api/cms/pages/home/?page_size=100`,
    );
    expect(server.hits.filter((hit) => hit.includes('home'))).toHaveLength(2);
  });

  it('succeeds when a stalled body read recovers on retry', async () => {
    let stalls = 1;
    const server = await serve((req, res) => {
      if (req.url?.includes('home') && stalls-- > 0) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"data": [');
      } else json(res, 200, { data: [{ slug: 'banner', fields: {} }] });
    });
    expect((await pull(server.url, { timeoutMs: 200 })).sets['home']).toEqual([{ slug: 'banner', fields: {} }]);
  });

  it('fails with one clear line when the flags answer is not JSON', async () => {
    const server = await serve((req, res) => {
      if (req.url === '/api/feature-flags') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html>maintenance</html>');
      } else json(res, 200, { data: [] });
    });
    await expect(pull(server.url)).rejects.toThrow(
      `delta: feature flags is not JSON at ${server.url}/api/feature-flags (starts with "<html>maintenance</html>")`,
    );
  });

  it('pulls the flags first, then the sets from the CMS route and preview the flags set (spec 000 §1)', async () => {
    const server = await serve((req, res) => {
      if (req.url === '/api/feature-flags') json(res, 200, { partnerFeatureFlags: { cmsPreview: true, cmsRoute: '/cms/v2' } });
      else if (req.url?.startsWith('/cms/v2/pages/') && req.url.endsWith('&preview=1'))
        json(res, 200, { data: [{ slug: 'draft', fields: {} }] });
      else json(res, 404, {});
    });
    const pulled = await pull(server.url);
    expect(server.hits[0]).toBe('/api/feature-flags');
    expect(server.hits.slice(1).sort()).toEqual([
      '/cms/v2/pages/*/?page_size=100&preview=1',
      '/cms/v2/pages/home/?page_size=100&preview=1',
    ]);
    expect(pulled.sets['home']).toEqual([{ slug: 'draft', fields: {} }]);
    expect(pulled.cms).toEqual({ route: '/cms/v2', preview: true });
  });

  it('lets a flag turn preview off, and keeps the partner value for a flag that does not fit', async () => {
    const server = await serve((req, res) => {
      if (req.url === '/api/feature-flags')
        json(res, 200, { partnerFeatureFlags: { cmsPreview: false, cmsRoute: '@evil.example/api/cms' } });
      else json(res, 200, { data: [] });
    });
    const pulled = await pull(server.url, { preview: true });
    expect(server.hits.slice(1).sort()).toEqual(['/api/cms/pages/*/?page_size=100', '/api/cms/pages/home/?page_size=100']);
    expect(pulled.cms).toEqual({ route: '/api/cms', preview: false });
  });

  it('lists every set the CMS answered 404 for, with its URL', async () => {
    const server = await serve((req, res) => (req.url?.includes('/pages/') ? json(res, 404, {}) : json(res, 200, {})));
    const pulled = await pull(server.url);
    expect(pulled.notFound).toEqual([
      { set: '*', url: `${server.url}/api/cms/pages/*/?page_size=100` },
      { set: 'home', url: `${server.url}/api/cms/pages/home/?page_size=100` },
    ]);
  });

  it('fails when a set answer has no data array', async () => {
    const server = await serve((_req, res) => json(res, 200, { items: [] }));
    await expect(pull(server.url)).rejects.toThrow('delta: set "*" has no "data" array');
  });
});

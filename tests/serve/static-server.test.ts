import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swapIn } from '../../scripts/build/bundle.ts';
import { startStaticServer, type StaticServer } from '../../scripts/serve/static-server.ts';
import { scriptedServer } from '../helpers/http.ts';

let site: StaticServer;
let root: string;
let backend: Awaited<ReturnType<typeof scriptedServer>>;

function file(root: string, relative: string, body: string) {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), body);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'bundle-'));
  file(root, 'index.html', 'home');
  file(root, '404.html', 'not found page');
  file(root, 'account/overview/index.html', 'overview');
  file(root, 'merchants/_detail/index.html', 'merchant page');
  file(root, '_astro/app.abc.js', 'console.log(1)');
  file(root, '_astro/hero.abc.avif', 'not really an image');
  file(root, 'nginx.conf', 'server { }');
  file(root, '.report.html', "the editors' content report");
  file(root, '.git/config', 'a secret');
  file(root, '.hidden/index.html', 'a hidden folder');
  file(root, 'account/.notes.html', 'hidden notes');
  file(
    root,
    '_redirects',
    [
      '/merchants/:id   /merchants/_detail/   200',
      '/account/overview /account/overview/ 200',
      '/account/*   /account/overview   302',
      '/old   /new   301',
    ].join('\n'),
  );
  file(
    root,
    '_headers',
    [
      '/*',
      '  Cache-Control: public, max-age=0, must-revalidate',
      '  X-Frame-Options: SAMEORIGIN',
      '/_astro/*',
      '  ! Cache-Control',
      '  Cache-Control: public, max-age=31536000, immutable',
    ].join('\n'),
  );
  backend = await scriptedServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['session=abc; Path=/; HttpOnly', 'expires=1; Path=/'] });
    res.end(JSON.stringify({ path: req.url, method: req.method }));
  });
  site = await startStaticServer({ dir: root, port: 0, api: `${backend.url}/delta` });
});

afterAll(async () => {
  await site.close();
  await backend.close();
});

const get = (pathname: string) => fetch(`${site.url}${pathname}`, { redirect: 'manual' });

describe('serving a bundle like its CDN', () => {
  it('serves files, folders and index pages', async () => {
    expect(await (await get('/')).text()).toBe('home');
    expect(await (await get('/account/overview')).text()).toBe('overview');
  });

  it('gzips text for clients that accept it, as a CDN does, and leaves the rest alone', async () => {
    const raw = (pathname: string, encoding?: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${site.url}${pathname}`, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const zipped = await raw('/_astro/app.abc.js', 'gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['vary']).toBe('Accept-Encoding');
    expect(gunzipSync(zipped.body).toString()).toBe('console.log(1)');
    const plain = await raw('/_astro/app.abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('console.log(1)');
    const picture = await raw('/_astro/hero.abc.avif', 'gzip');
    expect(picture.headers['content-type']).toBe('image/avif');
    expect(picture.headers['content-encoding']).toBeUndefined();
  });

  it('rewrites runtime routes with status 200', async () => {
    const response = await get('/merchants/1234');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('merchant page');
  });

  it('redirects by the first matching rule', async () => {
    const response = await get('/account/unknown');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account/overview');
    expect((await get('/old?x=1')).headers.get('location')).toBe('/new?x=1');
  });

  it("never serves the bundle's configuration or the editors' content report", async () => {
    for (const hidden of ['/_redirects', '/_headers', '/nginx.conf', '/.report.html']) {
      const response = await get(hidden);
      expect(response.status, hidden).toBe(404);
      expect(await response.text()).toBe('not found page');
    }
  });

  it('never serves a hidden file or folder, however its name is spelled', async () => {
    // Sent byte for byte: fetch would resolve and re-encode some of these first.
    const raw = (target: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const { hostname, port } = new URL(site.url);
        http
          .get({ hostname, port, path: target, agent: false }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          })
          .on('error', reject);
      });
    const spellings = [
      '/.report',
      '/.report.html',
      '/.report/',
      '/%2Ereport',
      '/%2ereport',
      '/%2Ereport.html',
      '/%2E%72eport',
      '//.report',
      '//%2Ereport',
      '///.report.html',
      '/./.report',
      '/x/../.report',
      '/.hidden',
      '/.hidden/',
      '/.hidden/index.html',
      '/%2Ehidden/',
      '/.git/config',
      '/%2Egit/config',
      '/.git//config',
      '/account/.notes',
      '/account/%2Enotes.html',
      '/account//.notes',
      '/merchants/.report', // a runtime route's pattern matches it: still not served
    ];
    for (const target of spellings) {
      const response = await raw(target);
      expect(response.status, target).toBe(404);
      expect(response.body, target).toBe('not found page');
    }
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    const response = await get('/nothing/here');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('not found page');
  });

  it('applies _headers, including removal with "!"', async () => {
    expect((await get('/')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const asset = await get('/_astro/app.abc.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('never marks a 404 under /_astro/ immutable: a missing asset must not be cached for a year', async () => {
    const response = await get('/_astro/app.not-built-yet.js');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('not found page');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('proxies /api to the partner backend, keeping method, path, query and cookies', async () => {
    const response = await fetch(`${site.url}/api/Member/Cards?id=3`, { method: 'DELETE' });
    expect(await response.json()).toEqual({ path: '/delta/api/Member/Cards?id=3', method: 'DELETE' });
    expect(response.headers.getSetCookie()).toEqual(['session=abc; Path=/; HttpOnly', 'expires=1; Path=/']);
  });

  it('refuses to serve files outside the bundle', async () => {
    expect((await get('/..%2f..%2fetc%2fpasswd')).status).toBe(400);
  });
});

describe('serving a bundle that a build replaces', () => {
  const headers = (cacheControl: string) => ['/*', `  Cache-Control: ${cacheControl}`, '  X-Build: one'].join('\n');

  it('serves the new _headers and _redirects after the bundle is swapped, without a restart', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
    const bundle = path.join(dist, 'delta');
    file(bundle, 'index.html', 'old home');
    file(bundle, '_headers', headers('public, max-age=0, must-revalidate'));
    file(bundle, '_redirects', '/old   /first   301');
    const server = await startStaticServer({ dir: bundle, port: 0 });
    try {
      const first = await fetch(`${server.url}/`);
      expect(first.headers.get('x-build')).toBe('one');
      expect((await fetch(`${server.url}/old`, { redirect: 'manual' })).headers.get('location')).toBe('/first');

      const staging = path.join(dist, '.staging-delta');
      file(staging, 'index.html', 'new home');
      file(staging, '_headers', headers('no-store').replace('one', 'two'));
      file(staging, '_redirects', '/old   /second   301');
      swapIn(staging, bundle);

      const second = await fetch(`${server.url}/`);
      expect(await second.text()).toBe('new home');
      expect(second.headers.get('x-build')).toBe('two');
      expect(second.headers.get('cache-control')).toBe('no-store');
      expect((await fetch(`${server.url}/old`, { redirect: 'manual' })).headers.get('location')).toBe('/second');
    } finally {
      await server.close();
    }
  });

  it('re-reads _headers edited in place', async () => {
    const bundle = mkdtempSync(path.join(tmpdir(), 'bundle-'));
    file(bundle, 'index.html', 'home');
    file(bundle, '_headers', headers('public, max-age=0, must-revalidate'));
    const server = await startStaticServer({ dir: bundle, port: 0 });
    try {
      expect((await fetch(`${server.url}/`)).headers.get('x-build')).toBe('one');
      file(bundle, '_headers', `${headers('no-store').replace('one', 'two')}\n`);
      expect((await fetch(`${server.url}/`)).headers.get('x-build')).toBe('two');
      rmSync(path.join(bundle, '_headers'));
      expect((await fetch(`${server.url}/`)).headers.get('x-build')).toBeNull();
    } finally {
      await server.close();
    }
  });
});

// nginx.conf answers every request the way our static server answers it from `_redirects` and
// `_headers`: status, redirect target, the file served, headers, and /api to the backend. Checked
// for every partner's real rules through a reading of the config (nginx-simulator.ts), and through
// the real nginx where it is installed (CI installs it); the browser suite runs its route, header
// and offline tests on nginx too (e2e/nginx.ts).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerSlugs } from '../../partners/index.ts';
import { headersFile, redirectsFile } from '../../scripts/build/headers.ts';
import { fillNginxPlaceholders, nginxConfig, NginxConfigError, type NginxConfigInput } from '../../scripts/build/nginx-config.ts';
import { parseHeaders, startStaticServer, type StaticServer } from '../../scripts/serve/static-server.ts';
import { notFoundFile, pageRoutes } from '../../src/site/routes.ts';
import type { Site } from '../../src/site/types.ts';
import { nginxBinary, startNginx, type RunningNginx } from '../../e2e/nginx.ts';
import { scriptedServer } from '../helpers/http.ts';
import { parseSetCookie, startTestSandbox, type SetCookie, type TestSandbox } from '../sandbox/helpers.ts';
import { siteWith } from '../helpers/sites.ts';
import { simulateNginx, type Outcome } from './nginx-simulator.ts';

const scriptHash = "'sha256-Q2BPg90ZMplYY+FSdApNErhpWafg2hcRRbndmvxuL/Q='";

/**
 * Paths neither server may serve: its configuration, and any dot-file or dot-folder (the editors'
 * `.report.html`) however the path is spelled. Each is answered with 404.html and status 404.
 */
const hiddenPaths = [
  '/nginx.conf',
  '/_headers',
  '/_redirects',
  '/.report.html',
  '/.report',
  '/.report/',
  '/%2Ereport',
  '/%2ereport.html',
  '/%2E%72eport',
  '//.report.html',
  '//%2Ereport',
  '/account/.report',
  '/account/%2Ereport',
  '/account//.report',
  '/merchants/.report',
  '/.git/config',
  '/%2Egit/config',
];

interface Bundle {
  site: Site;
  redirects: string;
  headers: string;
  files: Set<string>;
}

/** A partner's bundle as the build lays it out (pages, 404.html, worker, assets, config files). */
function bundleOf(site: Site): Bundle {
  const pages = pageRoutes(site).map((route) =>
    route.path === notFoundFile ? '/404.html' : route.path === '/' ? '/index.html' : `${route.path}/index.html`,
  );
  const files = new Set([
    ...pages,
    '/worker.js',
    '/manifest.webmanifest',
    '/robots.txt',
    '/partner.json',
    '/logo.svg',
    '/_astro/app.Ab12Cd.js',
    '/_astro/site.Ab12Cd.css',
    '/_redirects',
    '/_headers',
    // The editors' content report: in the folder, never served.
    '/.report.html',
  ]);
  return { site, redirects: redirectsFile(site), headers: headersFile(site, [scriptHash]), files };
}

const configOf = (bundle: Bundle, tweak: Partial<NginxConfigInput> = {}) =>
  nginxConfig({
    slug: bundle.site.slug,
    redirects: bundle.redirects,
    headers: bundle.headers,
    hasFile: (file) => bundle.files.has(file),
    ...tweak,
  });

/** Requests that exercise every rule, every kind of file, misses, methods and the backend. */
function samplesOf(bundle: Bundle): [method: string, target: string][] {
  const paths = new Set([
    '/',
    '/no-such-page',
    '/no-such-page/',
    '/a/b/c',
    '/earn/no-such-offer',
    '/_astro/missing.Zz99.js',
    '/404',
    '/_headers',
    '/_redirects',
    ...hiddenPaths,
  ]);
  for (const file of bundle.files) {
    paths.add(file);
    if (file.endsWith('/index.html')) {
      const page = file.slice(0, -'index.html'.length);
      paths.add(page);
      paths.add(page.replace(/\/$/, '') || '/');
    }
  }
  for (const line of bundle.redirects.split('\n')) {
    const from = line.replace(/#.*/, '').trim().split(/\s+/)[0];
    if (!from) continue;
    for (const splat of ['', 'x', 'x/y']) {
      const example = from.replace(/:[A-Za-z_]\w*/g, '1001').replace('*', splat);
      paths.add(example);
      if (!bundle.files.has(example)) paths.add(`${example}/`);
      paths.add(`${example}?q=1&r=two`);
    }
  }
  return [
    ...[...paths].map((target): [string, string] => ['GET', target]),
    ['HEAD', '/how-it-works'],
    ['POST', '/'],
    ['POST', '/how-it-works'],
    ['DELETE', '/merchants/1001'],
    ['GET', '/api/Member?x=1'],
    ['POST', '/api/v2/Merchants/Search?pageSize=15'],
  ];
}

/** What a real server answered, in the terms the simulator gives. */
async function outcomeOf(response: Response, names: readonly string[]): Promise<Outcome> {
  const body = await response.text();
  const proxied = response.headers.get('x-backend') === 'yes' ? (JSON.parse(body) as { path: string }).path : undefined;
  const file = /^file:(\S+)/.exec(body)?.[1];
  const headers: Record<string, string> = {};
  const own = names.filter((name) => name !== 'content-type');
  for (const name of [...own, ...(file ? ['content-type', 'content-encoding'] : []), 'allow']) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const location = response.headers.get('location') ?? undefined;
  return {
    status: response.status,
    ...(location ? { location } : {}),
    ...(file ? { file } : {}),
    headers: proxied ? {} : headers,
    ...(proxied ? { proxiedTo: proxied } : {}),
  };
}

const headerNames = (bundle: Bundle) => [...new Set(parseHeaders(bundle.headers).flatMap((block) => block.set.map(([name]) => name)))];

/** A HEAD answer shows no body: which file it is and how it is encoded cannot be seen. */
function headless(method: string, outcome: Outcome): Outcome {
  if (method !== 'HEAD') return outcome;
  const { file: _file, ...rest } = outcome;
  const { 'content-type': _type, 'content-encoding': _encoding, ...headers } = rest.headers;
  return { ...rest, headers };
}

/** Answers of a real server for every sample. */
async function answers(base: string, bundle: Bundle): Promise<Map<string, Outcome>> {
  const samples = samplesOf(bundle);
  const outcomes = await Promise.all(
    samples.map(async ([method, target]) => {
      const response = await fetch(`${base}${target}`, {
        method,
        redirect: 'manual',
        headers: { 'accept-encoding': 'gzip' },
        ...(method === 'POST' ? { body: 'a=1' } : {}),
      });
      return outcomeOf(response, headerNames(bundle));
    }),
  );
  return new Map(samples.map(([method, target], index) => [`${method} ${target}`, outcomes[index]!]));
}

/** A bundle folder on disk: every file holds its own path (padded: nginx gzips from 20 bytes). */
function writeBundle(bundle: Bundle, config: string): string {
  const root = mkdtempSync(path.join(tmpdir(), `nginx-bundle-${bundle.site.slug}-`));
  for (const file of bundle.files) {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, `file:${file} ${'.'.repeat(64)}\n`);
  }
  writeFileSync(path.join(root, '_redirects'), bundle.redirects);
  writeFileSync(path.join(root, '_headers'), bundle.headers);
  writeFileSync(path.join(root, 'nginx.conf'), config);
  return root;
}

let backend: Awaited<ReturnType<typeof scriptedServer>>;
beforeAll(async () => {
  backend = await scriptedServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json', 'x-backend': 'yes', 'set-cookie': 'session=abc; Path=/; HttpOnly' });
      res.end(JSON.stringify({ path: req.url, method: req.method, forwardedFor: req.headers['x-forwarded-for'], body }));
    });
  });
});
afterAll(() => backend.close());

const placeholders = (root: string, port: number, slug: string) => ({
  LISTEN: `127.0.0.1:${port}`,
  SERVER_NAME: '127.0.0.1',
  BUNDLE_ROOT: root,
  API_UPSTREAM: `${backend.url}/${slug}`,
});

describe('nginx.conf, read as nginx reads it, answers as the static server does', () => {
  // One check per distinct set of rules and pages (many partners share one).
  const shapes = new Map<string, Bundle[]>();
  for (const site of [...partnerSlugs.map((slug) => siteWith(slug)), siteWith('delta', {}, true)]) {
    const bundle = bundleOf(site);
    const shape = [bundle.redirects, bundle.headers, ...bundle.files].join('\n').replaceAll(site.slug, '');
    shapes.set(shape, [...(shapes.get(shape) ?? []), bundle]);
  }
  for (const [first, ...others] of shapes.values()) {
    const { site } = first!;
    const name = `${site.slug}${site.production ? ' (production)' : ''}${others.length ? ` (and ${others.map((other) => other.site.slug).join(', ')})` : ''}`;
    it(name, async () => {
      const bundle = first!;
      const config = configOf(bundle);
      const root = writeBundle(bundle, config);
      const server = await startStaticServer({ dir: root, port: 0, api: `${backend.url}/${site.slug}` });
      try {
        const expected = await answers(server.url, bundle);
        const nginx = simulateNginx(fillNginxPlaceholders(config, placeholders(root, 1, site.slug)), bundle.files);
        for (const [key, want] of expected) {
          const [method, target] = key.split(' ') as [string, string];
          expect(headless(method, nginx.request(method, target)), key).toEqual(want);
        }
        for (const hidden of hiddenPaths) expect(nginx.request('GET', hidden), hidden).toMatchObject({ status: 404, file: '/404.html' });
      } finally {
        await server.close();
        rmSync(root, { recursive: true, force: true });
      }
    });
  }

  it('notices a redirect that differs from _redirects', async () => {
    const bundle = bundleOf(siteWith('delta'));
    const root = writeBundle(bundle, configOf(bundle));
    const server = await startStaticServer({ dir: root, port: 0, api: `${backend.url}/delta` });
    try {
      const expected = await answers(server.url, bundle);
      const tampered = [
        configOf(bundle).replace('"/account/overview" redirect;', '"/account/overview" permanent;'),
        configOf(bundle).replace('"/recover/$1" permanent;', '"/recover" permanent;'),
        configOf(bundle).replace('"/merchants/_detail/index.html" break;', '"/merchants/_order/index.html" break;'),
        configOf(bundle).replace('immutable', 'must-revalidate'),
      ];
      for (const config of tampered) {
        const nginx = simulateNginx(fillNginxPlaceholders(config, placeholders(root, 1, 'delta')), bundle.files);
        const differing = [...expected].filter(([key, want]) => {
          const [method, target] = key.split(' ') as [string, string];
          return JSON.stringify(headless(method, nginx.request(method, target))) !== JSON.stringify(want);
        });
        expect(differing.length).toBeGreaterThan(0);
      }
    } finally {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('nginx.conf for ops', () => {
  const bundle = bundleOf(siteWith('delta'));

  it('reads as the rules it came from, with placeholders ops fill', () => {
    const config = configOf(bundle);
    expect(config).toContain('rewrite "^/account/(?<splat>.*)/?$" "/account/overview" redirect;');
    expect(config).toContain('rewrite "^/recover-credentials/(?<splat>.*)/?$" "/recover/$1" permanent;');
    expect(config).toContain('rewrite "^/merchants/(?<id>[^/]+)/?$" "/merchants/_detail/index.html" break;');
    expect(config).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(config.match(/\$\{[A-Z_]+\}/g)).toEqual(
      expect.arrayContaining(['${LISTEN}', '${SERVER_NAME}', '${BUNDLE_ROOT}', '${API_UPSTREAM}']),
    );
    const filled = fillNginxPlaceholders(config, placeholders('/srv/delta', 8080, 'delta'));
    expect(filled).not.toMatch(/\$\{[A-Z_]+\}/);
    expect(filled).toContain('root /srv/delta;');
    expect(filled).toContain(`proxy_pass ${backend.url}/delta/api/;`);
  });

  it('tells the backend the scheme the browser used, and lets no client take https away', () => {
    const nginx = simulateNginx(fillNginxPlaceholders(configOf(bundle), placeholders('/srv/delta', 8080, 'delta')), bundle.files);
    const proto = (scheme: 'http' | 'https', headers: Record<string, string> = {}) =>
      nginx.request('GET', '/api/Member', true, { scheme, headers }).proxyHeaders?.['X-Forwarded-Proto'];
    // nginx itself speaks TLS (`listen 443 ssl`): https, whatever the request claims.
    expect(proto('https')).toBe('https');
    expect(proto('https', { 'X-Forwarded-Proto': 'http' })).toBe('https');
    // Behind a TLS terminator that speaks http to nginx: what the terminator says.
    expect(proto('http', { 'X-Forwarded-Proto': 'https' })).toBe('https');
    // Plain http end to end (a developer's machine): http.
    expect(proto('http')).toBe('http');
  });

  it('refuses rules it cannot mirror, naming them', () => {
    const redirects = (line: string) => () => configOf(bundle, { redirects: `${bundle.redirects}${line}\n` });
    expect(redirects('/old  /new  307')).toThrow(/status 307/);
    expect(redirects('/old  /new  301!')).toThrow(/forced/);
    expect(redirects('/old/*  /new/:splat  200')).toThrow(/placeholder/);
    expect(redirects('/old  /new$x  301')).toThrow(NginxConfigError);
    expect(() => configOf(bundle, { headers: `${bundle.headers}\n/x/*\n  Content-Type: text/plain\n` })).toThrow(
      /Content-Type for \/x\/\*/,
    );
    expect(() => configOf(bundle, { headers: `${bundle.headers}\n/x\n  X-Cost: $5\n` })).toThrow(/"\$"/);
  });

  it('leaves out a rewrite whose page the bundle lacks, as the static server passes over it', () => {
    const config = configOf(bundle, { hasFile: (file) => file !== '/activate/index.html' && bundle.files.has(file) });
    expect(config).not.toContain('"/activate/index.html" break;');
    expect(config).toContain('"/activate/activated/index.html" break;');
  });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const binary = nginxBinary();
describe.skipIf(!binary)(`the real nginx${binary ? '' : ' (not installed here: skipped; CI installs it)'}`, () => {
  const partners = ['delta', 'hilton', 'nosh'] as const;
  const bundles = partners.map((slug) => bundleOf(siteWith(slug)));
  const roots: string[] = [];
  const ports: number[] = [];
  let nginx: RunningNginx | undefined;

  beforeAll(async () => {
    for (const bundle of bundles) {
      roots.push(writeBundle(bundle, configOf(bundle)));
      ports.push(await freePort());
    }
    nginx = await startNginx(
      binary!,
      bundles.map((bundle, index) => ({
        slug: bundle.site.slug,
        dir: roots[index]!,
        port: ports[index]!,
        api: `${backend.url}/${bundle.site.slug}`,
      })),
    );
  });
  afterAll(async () => {
    await nginx?.close();
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  bundles.forEach((bundle, index) => {
    it(`${bundle.site.slug}: every sample request answered as the static server answers it`, async () => {
      const server: StaticServer = await startStaticServer({ dir: roots[index]!, port: 0, api: `${backend.url}/${bundle.site.slug}` });
      try {
        const expected = await answers(server.url, bundle);
        const actual = await answers(`http://127.0.0.1:${ports[index]}`, bundle);
        for (const [key, want] of expected) expect(actual.get(key), key).toEqual(want);
      } finally {
        await server.close();
      }
    });
  });

  it('hides its own config, and forwards the client to the backend like the static server', async () => {
    const base = `http://127.0.0.1:${ports[0]}`;
    for (const file of hiddenPaths) {
      const hidden = await fetch(`${base}${file}`);
      expect(hidden.status, file).toBe(404);
      expect(await hidden.text()).toContain('file:/404.html');
    }
    const response = await fetch(`${base}/api/Member`, { method: 'POST', body: 'a=1', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(await response.json()).toEqual({
      path: '/delta/api/Member',
      method: 'POST',
      forwardedFor: '203.0.113.9, 127.0.0.1',
      body: 'a=1',
    });
    expect(response.headers.get('set-cookie')).toBe('session=abc; Path=/; HttpOnly');
  });
});

/** A throw-away self-signed certificate for 127.0.0.1 (openssl), or undefined where there is none. */
function selfSignedCertificate(dir: string): { certificate: string; key: string } | undefined {
  const certificate = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const args = ['-keyout', key, '-out', certificate, '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
  const result = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', ...args],
    { stdio: 'ignore' },
  );
  return result.status === 0 ? { certificate, key } : undefined;
}

const hasOpenssl = !spawnSync('openssl', ['version'], { stdio: 'ignore' }).error;
describe.skipIf(!binary || !hasOpenssl)(
  `the session cookie through the real nginx, over TLS${binary && hasOpenssl ? '' : ' (nginx or openssl missing here: skipped)'}`,
  () => {
    let sandbox: TestSandbox;
    let nginx: RunningNginx | undefined;
    let root: string;
    let certificates: string;
    let certificate: string;
    let plainPort: number;
    let tlsPort: number;

    beforeAll(async () => {
      sandbox = await startTestSandbox();
      const bundle = bundleOf(siteWith('delta'));
      root = writeBundle(bundle, configOf(bundle));
      certificates = mkdtempSync(path.join(tmpdir(), 'nginx-tls-'));
      const tls = selfSignedCertificate(certificates)!;
      certificate = readFileSync(tls.certificate, 'utf8');
      [plainPort, tlsPort] = [await freePort(), await freePort()];
      const api = `${sandbox.url}/delta`;
      nginx = await startNginx(binary!, [
        { slug: 'delta', dir: root, port: plainPort, api },
        { slug: 'delta', dir: root, port: tlsPort, api, tls },
      ]);
    });
    afterAll(async () => {
      await nginx?.close();
      await sandbox?.dispose();
      rmSync(root, { recursive: true, force: true });
      rmSync(certificates, { recursive: true, force: true });
    });

    /** One API call through nginx: over https to nginx itself, or over plain http. */
    const call = (
      scheme: 'http' | 'https',
      method: string,
      target: string,
      headers: Record<string, string> = {},
      body?: string,
    ): Promise<{ status: number; cookies: SetCookie[]; body: string }> =>
      new Promise((resolve, reject) => {
        const options = { host: '127.0.0.1', method, path: target, headers, agent: false as const };
        const answer = (res: IncomingMessage) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, cookies: (res.headers['set-cookie'] ?? []).map(parseSetCookie), body: text }),
          );
        };
        const req =
          scheme === 'https'
            ? httpsRequest({ ...options, port: tlsPort, ca: certificate }, answer)
            : httpRequest({ ...options, port: plainPort }, answer);
        req.on('error', reject);
        req.end(body);
      });
    const flags = (cookies: SetCookie[], name: string) => cookies.find((cookie) => cookie.name === name)?.attributes ?? [];

    it('is Secure, HttpOnly and SameSite=Lax when nginx itself speaks TLS, whatever the client claims', async () => {
      for (const claim of [{}, { 'X-Forwarded-Proto': 'http' }]) {
        const { cookies } = await call('https', 'GET', '/api/CSRF', claim);
        expect(flags(cookies, 'session-delta'), JSON.stringify(claim)).toEqual(
          expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Lax', 'Path=/']),
        );
      }
    });

    it('is Secure behind a TLS terminator that forwards https, and the member cookies too', async () => {
      const https = { 'X-Forwarded-Proto': 'https' };
      const visitor = await call('http', 'GET', '/api/CSRF', https);
      expect(flags(visitor.cookies, 'session-delta')).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Lax']));
      const cookie = visitor.cookies.map((one) => `${one.name}=${encodeURIComponent(one.value)}`).join('; ');
      const { csrfToken } = JSON.parse(visitor.body) as { csrfToken: string };
      const signedIn = await call(
        'http',
        'POST',
        '/api/Login',
        { ...https, cookie, 'content-type': 'application/json', 'x-csrf-token': csrfToken, 'x-forwarded-for': '198.51.100.22' },
        JSON.stringify({ emailOrPartnerNumber: 'card@delta.example', password: 'Password1!', rememberMe: false }),
      );
      expect(signedIn.status).toBe(200);
      expect(flags(signedIn.cookies, 'session-delta')).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Lax']));
      // The expiry cookie is read by the page: Secure, not HttpOnly.
      expect(flags(signedIn.cookies, 'session_expiry')).toEqual(expect.arrayContaining(['Secure', 'SameSite=Lax']));
      expect(flags(signedIn.cookies, 'session_expiry')).not.toContain('HttpOnly');
    });

    it('is not Secure over plain http end to end (a developer machine), and still HttpOnly', async () => {
      const { cookies } = await call('http', 'GET', '/api/CSRF');
      expect(flags(cookies, 'session-delta')).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax']));
      expect(flags(cookies, 'session-delta')).not.toContain('Secure');
    });
  },
);

// `npm run dev -- --partner delta` (scripts/dev/cli.ts): Astro's dev server for one partner against
// a running sandbox. Pages answer at the partner's paths, `_redirects` rewrites work, `/api` is
// proxied, and the run leaves dist/ alone. A build test: it runs Vite, and it writes .astro/ as
// `astro build` does, so it runs in the build stage, alone.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/build/paths.ts';
import { startSandbox, type Sandbox } from '../../scripts/sandbox/server.ts';

let sandbox: Sandbox | undefined;
let dev: ChildProcess | undefined;
let base = '';
let output = '';

/** The names and times of dist/'s bundles: what a dev run must not touch. */
const distState = () => {
  const dist = path.join(repoRoot, 'dist');
  if (!existsSync(dist)) return [];
  return readdirSync(dist).map((name) => `${name} ${statSync(path.join(dist, name)).mtimeMs}`);
};
const distBefore = distState();

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dataDir: mkdtempSync(path.join(tmpdir(), 'dev-sandbox-')), reset: true, quiet: true });
  dev = spawn(process.execPath, [path.join(repoRoot, 'scripts/dev/cli.ts'), '--partner', 'delta', '--port', '0'], {
    cwd: repoRoot,
    // As a terminal runs it: under VITEST set, Astro leaves its dev middleware out.
    env: { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST'))), SANDBOX_URL: sandbox.url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /dev server \(hot reload\) at (http:\/\/\S+?)\/?$/m.exec(output)?.[1];
      if (url) resolve(url);
    };
    dev!.stdout!.on('data', read);
    dev!.stderr!.on('data', read);
    dev!.once('exit', (code) => reject(new Error(`npm run dev exited with ${code}:\n${output}`)));
  });
  base = await ready;
}, 120_000);

afterAll(async () => {
  if (dev && dev.exitCode === null) {
    const exited = once(dev, 'exit');
    dev.kill('SIGTERM');
    await exited;
  }
  await sandbox?.close();
});

const get = (pathname: string) => fetch(`${base}${pathname}`, { redirect: 'manual' });
const parse = (html: string) => new new Window().DOMParser().parseFromString(html, 'text/html');
const headings = (html: string) => [...parse(html).querySelectorAll('main h1')].map((h1) => h1.textContent.trim());

describe('npm run dev -- --partner delta', () => {
  it('reuses the sandbox that is running', () => {
    expect(output).toContain(`sandbox backend  ${sandbox!.url}  (already running)`);
  });

  it('serves the home page with the partner’s hero', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(parse(html).title).toContain('Delta SkyMiles® Dining');
    expect(headings(html)).toContain('Your next meal earns miles');
  });

  it('is a dev server: pages load Vite’s hot-reload client', async () => {
    const html = await (await get('/how-it-works')).text();
    expect(parse(html).querySelector('script[src="/@vite/client"]')).not.toBeNull();
    expect((await get('/@vite/client')).status).toBe(200);
  });

  it('serves the search page for a location', async () => {
    const response = await get('/search?location=Chicago,+IL');
    expect(response.status).toBe(200);
    expect(headings(await response.text())).toContain('Find Restaurants');
  });

  it('serves /merchants/1001 and /merchants/1001/Order through the _redirects rewrites, with the island’s module', async () => {
    const titles = { '/merchants/1001': 'Restaurant Details |', '/merchants/1001/Order': 'Order Online |' };
    for (const [pathname, title] of Object.entries(titles)) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      const page = parse(await response.text());
      expect(page.title.startsWith(title), page.title).toBe(true);
      const island = page.querySelector('astro-island[component-url*="MerchantIsland"]')?.getAttribute('component-url');
      expect(island, pathname).toBeTruthy();
      expect((await get(island!)).status).toBe(200);
    }
  });

  it('redirects unknown account paths to the overview, as the bundle does', async () => {
    const response = await get('/account/nothing-here');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/account/overview');
  });

  it('answers a path the site does not have with its not-found page and 404', async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    expect(headings(await response.text())).toHaveLength(1);
  });

  it('proxies /api to the partner’s sandbox backend', async () => {
    const response = await get('/api/DefaultUserLocation');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ cityState: expect.any(String) as string });
  });

  it('serves the logo the pages show', async () => {
    const response = await get('/logo.svg');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<svg');
  });

  it('leaves dist/ as it was', () => {
    expect(distState()).toEqual(distBefore);
  });
});

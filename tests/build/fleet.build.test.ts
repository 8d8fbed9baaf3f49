// The real build: the sandbox backend over HTTP, a real Astro build, real bundles on disk.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildPartners, type BuildOptions } from '../../scripts/build/build.ts';
import { renderWithAstro, type Renderer } from '../../scripts/build/render.ts';
import { measureBundleJs } from '../../scripts/build/js-weight.ts';
import { jsBudgetKb } from '../../scripts/bench/goals.ts';
import { resolveSources, sandboxSources } from '../../scripts/build/sources.ts';
import { startSandbox, type Sandbox } from '../../scripts/sandbox/server.ts';
import { addSandboxFault } from '../helpers/sandbox-faults.ts';

let sandbox: Sandbox;
let distDir: string;
let lines: string[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dataDir: mkdtempSync(path.join(tmpdir(), 'build-sandbox-')), reset: true, quiet: true });
  distDir = mkdtempSync(path.join(tmpdir(), 'build-dist-'));
});
afterAll(() => sandbox.close());
afterEach(async () => {
  lines = [];
  await fetch(`${sandbox.url}/__sandbox/faults`, { method: 'DELETE' });
});

const build = (options: Partial<BuildOptions> = {}) =>
  buildPartners({
    distDir,
    sources: sandboxSources(sandbox.url, sandbox.standinOrigin, {}),
    log: (line) => lines.push(line),
    backoffMs: 1,
    ...options,
  });

const fault = (rule: Record<string, unknown>) => addSandboxFault(sandbox.url, rule);

const read = (...parts: string[]) => readFileSync(path.join(distDir, ...parts), 'utf8');
const readJson = <T>(...parts: string[]) => JSON.parse(read(...parts)) as T;

/** Every file of a bundle with its content hash and mtime: "byte-identical" made checkable. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else out[path.relative(dir, full)] = `${createHash('sha256').update(readFileSync(full)).digest('hex')}@${statSync(full).mtimeMs}`;
    }
  };
  walk(dir);
  return out;
}

describe('building partner bundles', () => {
  it('emits a complete deployable bundle per partner', async () => {
    const results = await build({ partners: ['delta', 'nosh'] });
    expect(results.map((r) => [r.slug, r.result])).toEqual([
      ['delta', 'built'],
      ['nosh', 'built'],
    ]);
    expect(results[0]!.pages).toBeGreaterThan(25);

    for (const file of [
      'index.html',
      '404.html',
      'robots.txt',
      'how-it-works/index.html',
      'offline/index.html',
      '_headers',
      '_redirects',
      'worker.js',
      'manifest.webmanifest',
      'icon.svg',
      'logo.svg',
      'partner.json',
      'build-manifest.json',
    ]) {
      expect(existsSync(path.join(distDir, 'delta', file)), file).toBe(true);
    }
    // Enrollment-dependent routes exist only where the partner enrolls members.
    expect(existsSync(path.join(distDir, 'delta', 'login', 'index.html'))).toBe(true);
    expect(existsSync(path.join(distDir, 'nosh', 'login'))).toBe(false);

    const partner = readJson<{ slug: string; name: string; enrollmentType: string; currencyType: string; build: { inputHash: string } }>(
      'delta',
      'partner.json',
    );
    expect(partner).toMatchObject({ slug: 'delta', enrollmentType: 'direct', currencyType: 'Mile' });
    const manifest = readJson<{ inputHash: string; contentHash: string; builtAt: string; versions: Record<string, string> }>(
      'delta',
      'build-manifest.json',
    );
    expect(manifest.inputHash).toMatch(/^[0-9a-f]{64}$/);
    expect(manifest.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(manifest.builtAt)).not.toBeNaN();
    expect(manifest.versions['astro']).toMatch(/^7\./);
    expect(manifest.versions['node']).toBe(process.versions.node);

    // The page carries the partner's name, theme and CMS content; its stylesheet ships with it.
    const home = read('delta', 'how-it-works', 'index.html');
    expect(home).toMatch(/<title>How It Works \| [^<]+<\/title>/);
    expect(home).toContain(`alt="${partner.name} home"`);
    expect(home).toContain('data-partner="delta"');
    const stylesheet = /<link rel="stylesheet" href="\/([^"]+\.css)"/.exec(home)?.[1];
    expect(stylesheet && existsSync(path.join(distDir, 'delta', stylesheet))).toBe(true);

    const worker = read('delta', 'worker.js');
    expect(worker).toContain('offline/index.html');
    expect(worker).not.toContain('self.__WB_MANIFEST');
    expect(readJson<object>('delta', 'manifest.webmanifest')).toMatchObject({ name: partner.name, start_url: '/', display: 'standalone' });
    expect(lines.some((line) => line.startsWith('delta  built'))).toBe(true);
  });

  it('keeps content pages within their budget of gzipped start-up JavaScript, and loads no React there', () => {
    const { perPage } = measureBundleJs(path.join(distDir, 'delta'));
    const contentPages = ['/', '/how-it-works', '/earn/reservations', '/earn/vip-upgrade', '/not_found', '/404.html'];
    for (const page of contentPages) {
      expect(perPage.get(page), page).toBeGreaterThan(0); // the shell's script is there…
      expect(perPage.get(page)!, page).toBeLessThanOrEqual(jsBudgetKb[page === '/' ? 'home' : 'content'] * 1024); // …and small
    }
    // The home page (hero search, prospect form, the built-in restaurant row): its own budget, no React
    // (issue #24; the parts' code loads only where the page has them, issue #26).
    expect(perPage.get('/')!).toBeLessThanOrEqual(jsBudgetKb.home * 1024);
    expect(read('delta', 'index.html')).not.toContain('<astro-island');
    const html = read('delta', 'how-it-works', 'index.html');
    expect(html).not.toContain('<astro-island');
  });

  it('keeps the islands within their budgets, with the map out of the start-up JavaScript (issue #9)', () => {
    const { perPage, referenced } = measureBundleJs(path.join(distDir, 'delta'));
    expect(perPage.get('/search')!).toBeLessThanOrEqual(jsBudgetKb.search * 1024);
    // 110 kB until issue #24's booking, actions and rail; 113 while its lower sections cannot be a lazy
    // chunk without a second stylesheet (docs/decisions.md, "Issue #24, the merchant page's budget");
    // 114 with issue #25's visitor rate and meal estimate; 113.5 once the shell's parts load only on the
    // pages that have them (issue #26).
    expect(perPage.get('/merchants/_detail')!).toBeLessThanOrEqual(jsBudgetKb.merchant * 1024);
    // The map (Leaflet) loads only when shown: no page loads it at start.
    expect([...referenced].filter((file) => file.includes('SearchMap'))).toEqual([]);
    expect(
      existsSync(path.join(distDir, 'delta', '_astro')) &&
        readdirSync(path.join(distDir, 'delta', '_astro')).some((f) => f.startsWith('SearchMap')),
    ).toBe(true);
  });

  it('keeps the form and account pages within their budgets, with react-hook-form under every form (issue #23)', () => {
    const { perPage } = measureBundleJs(path.join(distDir, 'delta'));
    const formPages = ['/join', '/login', '/recover', '/recover/confirm', '/recover/update', '/fix_credentials', '/activate'];
    const accountPages = ['/account/overview', '/account/manage_cards', '/account/recent_activity', '/account/user_profile'];
    for (const page of formPages) expect(perPage.get(page)!, page).toBeLessThanOrEqual(jsBudgetKb.form * 1024);
    for (const page of accountPages) expect(perPage.get(page)!, page).toBeLessThanOrEqual(jsBudgetKb.account * 1024);
    // The add-card page carries swr (the member's and the partner's cards) as well as the form: a
    // budget of its own (docs/decisions.md, "Issue #23, form page budgets").
    expect(perPage.get('/add_card')!).toBeLessThanOrEqual(jsBudgetKb.add_card * 1024);
  });

  it('skips partners whose code, config, content and flags are unchanged', async () => {
    const before = snapshot(path.join(distDir, 'delta'));
    const results = await build({ partners: ['delta', 'nosh'] });
    expect(results.map((r) => r.result)).toEqual(['skipped', 'skipped']);
    expect(snapshot(path.join(distDir, 'delta'))).toEqual(before);
  });

  it('rebuilds only the partner whose CMS entry an editor changed', async () => {
    const response = await fetch(`${sandbox.url}/__sandbox/cms/nosh/earn_banner/editor-change`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fields: { text: 'Fresh from the editor' } }),
    });
    expect(response.status).toBe(200);
    const results = await build({ partners: ['delta', 'nosh'] });
    expect(results.map((r) => r.result)).toEqual(['skipped', 'built']);
    expect(readJson<{ contentHash: string }>('nosh', 'build-manifest.json').contentHash).not.toBe(
      readJson<{ contentHash: string }>('delta', 'build-manifest.json').contentHash,
    );
  });

  it('rebuilds a partner whose flags changed, applying them over its settings', async () => {
    await fault({ partner: 'nosh', path: '/api/feature-flags', status: 200, body: { partnerFeatureFlags: { hasDiscoverPage: true } } });
    const results = await build({ partners: ['delta', 'nosh'] });
    expect(results.map((r) => r.result)).toEqual(['skipped', 'built']);
    expect(readJson<{ hasDiscoverPage: boolean }>('nosh', 'partner.json').hasDiscoverPage).toBe(true);
    expect(existsSync(path.join(distDir, 'nosh', 'discover', 'index.html'))).toBe(true);
  });

  it('fails only the partner whose CMS keeps failing, naming partner, set and URL, and keeps its bundle byte-identical', async () => {
    const before = snapshot(path.join(distDir, 'delta'));
    await fault({ partner: 'delta', path: '/api/cms/pages/home', status: 503 });
    const results = await build({ partners: ['delta', 'nosh'], force: true });
    const [delta, nosh] = results;
    expect(delta!.result).toBe('failed');
    expect(delta!.error).toContain(
      `delta: set "home" failed after 4 attempts (HTTP 503) at ${sandbox.url}/delta/api/cms/pages/home/?page_size=100`,
    );
    expect(nosh!.result).toBe('built');
    expect(snapshot(path.join(distDir, 'delta'))).toEqual(before);
    expect(readdirSync(distDir).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('drops an entry that does not fit its content model with a warning, and fails under --strict', async () => {
    await fault({
      partner: 'delta',
      path: '/api/cms/pages/earn_banner',
      status: 200,
      body: { data: [{ slug: 'blank-banner', fields: { text: '' } }] },
    });
    const strict = await build({ partners: ['delta'], force: true, strict: true });
    expect(strict[0]!.result).toBe('failed');
    expect(strict[0]!.error).toContain('--strict');
    expect(lines.some((line) => /^delta {2}warning: earn_banner\/blank-banner: text: /.test(line))).toBe(true);

    const lenient = await build({ partners: ['delta'], force: true });
    expect(lenient[0]).toMatchObject({ result: 'built', warnings: 1 });
  });

  it('warns about content links to pages the partner does not have, and fails on them under --strict', async () => {
    // Nosh's own earn pages plus one that links to the account center nosh lacks, once by path and
    // once by an absolute URL on nosh's own site host (checked like a path).
    const seeded = await fetch(`${sandbox.url}/nosh/api/cms/pages/earn_details/?page_size=100`);
    const { data } = (await seeded.json()) as { data: unknown[] };
    await fault({
      partner: 'nosh',
      path: '/api/cms/pages/earn_details',
      status: 200,
      body: {
        data: [
          ...data,
          {
            slug: 'rewards',
            fields: {
              url: '/earn/rewards',
              main_column: [
                { type: 'standalone_link', text: 'Your profile', url: '/account/user_profile' },
                { type: 'standalone_link', text: 'Your cards', url: 'https://dining.nosh.example/account/cards' },
              ],
            },
          },
        ],
      },
    });
    const lenient = await build({ partners: ['nosh'], force: true });
    expect(lenient[0]!.result).toBe('built');
    expect(lines.filter((line) => line.includes('which this partner'))).toEqual([
      "nosh  warning: /earn/rewards links to /account/user_profile, which this partner's site does not have",
      "nosh  warning: /earn/rewards links to https://dining.nosh.example/account/cards, which this partner's site does not have",
    ]);

    const before = snapshot(path.join(distDir, 'nosh'));
    const strict = await build({ partners: ['nosh'], force: true, strict: true });
    expect(strict[0]!.error).toBe('nosh: 2 broken link(s) and --strict is on');
    expect(snapshot(path.join(distDir, 'nosh'))).toEqual(before);
  });

  it('closes enrollment during an outage: the home page body is only the outage message', async () => {
    await fault({ partner: 'delta', path: '/api/feature-flags', status: 200, body: { authFlags: { outage: true } } });
    const results = await build({ partners: ['delta'] });
    expect(results[0]!.result).toBe('built');
    const main = (/<main[^>]*>([\s\S]*)<\/main>/.exec(read('delta', 'index.html'))?.[1] ?? '').replaceAll('&#39;', "'");
    expect(main).toContain("We're Working On It");
    expect(main).toContain("We're currently experiencing an issue. Our team is working to resolve it as quickly as possible.");
    expect(main).not.toContain('<prospect-form');
    expect(main).not.toMatch(/join now/i);
    expect(main).not.toContain('href="/join"');
  });

  it('fails only the partner whose pages fail to render: the others build, its previous bundle stays byte-identical', async () => {
    await build({ partners: ['delta', 'nosh'] }); // back to normal bundles after the tests above
    const noshBefore = snapshot(path.join(distDir, 'nosh'));
    const deltaBuiltAt = readJson<{ builtAt: string }>('delta', 'build-manifest.json').builtAt;
    lines = [];
    // Nosh's Site reaches the real Astro render without its copy table, so its pages throw there,
    // as a page bug or an unforeseen content shape would (a test-side stand-in: see render.ts).
    const render: Renderer = (sites, outDir) =>
      renderWithAstro(
        sites.map((site) => {
          if (site.slug !== 'nosh') return site;
          const broken = structuredClone(site);
          Reflect.deleteProperty(broken, 'copy');
          return broken;
        }),
        outDir,
      );
    const results = await build({ partners: ['delta', 'nosh'], force: true, render });
    expect(results.map((r) => [r.slug, r.result])).toEqual([
      ['delta', 'built'],
      ['nosh', 'failed'],
    ]);
    expect(results[1]!.error).toMatch(/^nosh: page rendering failed: /);
    expect(lines.filter((line) => line.includes('FAILED'))).toEqual([expect.stringMatching(/^nosh {2}FAILED: /)]);
    expect(readJson<{ builtAt: string }>('delta', 'build-manifest.json').builtAt).not.toBe(deltaBuiltAt);
    expect(snapshot(path.join(distDir, 'nosh'))).toEqual(noshBefore);
    expect(readdirSync(distDir).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('warns loudly about a production build without captcha or payment keys, and fails it under --strict', async () => {
    const base = `${sandbox.url}/{partner}`;
    const { sources } = await resolveSources({ CMS_BASE_URL: base, API_BASE_URL: base, CAPTCHA_SITE_KEY_VISIBLE: 'visible-key' });
    const before = snapshot(path.join(distDir, 'nosh'));
    const strict = await build({ partners: ['nosh'], sources, strict: true });
    expect(strict[0]!.result).toBe('failed');
    expect(strict[0]!.error).toBe('nosh: CAPTCHA_SITE_KEY_INVISIBLE, PAYMENT_LIVE_KEY not set for a production build and --strict is on');
    expect(snapshot(path.join(distDir, 'nosh'))).toEqual(before);

    lines = [];
    const lenient = await build({ partners: ['nosh'], sources });
    expect(lenient[0]).toMatchObject({ result: 'built' });
    expect(lines).toContain(
      'nosh  warning: CAPTCHA_SITE_KEY_INVISIBLE is not set: this production build has no invisible captcha site key (captchaSiteKeyInvisible)',
    );
    expect(lines).toContain(
      "nosh  warning: PAYMENT_LIVE_KEY is not set: this production build has no card-payment provider's key (paymentPublishableKey)",
    );
    expect(readJson<{ production: boolean }>('nosh', 'partner.json').production).toBe(true);
  });

  it('refuses unknown partner names with the list of valid ones', async () => {
    await expect(build({ partners: ['deltaa'] })).rejects.toThrow(/unknown partner deltaa: choose from american .* wynd/);
  });
});

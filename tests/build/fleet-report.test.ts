// The fleet report (dist/index.html) as ops read it: rows rendered from data, and the rows a run
// writes from the bundles on disk, its results and its warnings (no browser: --no-screenshots).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import type { PartnerResult, PartnerWarning } from '../../scripts/build/build.ts';
import { jsByKind, pageKind, renderFleetReport, type FleetReport, type FleetRow } from '../../scripts/build/fleet-report.ts';
import { writeFleetReport } from '../../scripts/build/fleet.ts';

const parse = (html: string) => new new Window().DOMParser().parseFromString(html, 'text/html');

const bundle = {
  pages: 37,
  js: { home: { bytes: 10_240, page: '/' }, form: { bytes: 93_900, page: '/join' } },
  contentHash: 'a'.repeat(64),
  builtAt: '2026-01-02T03:04:05.000Z',
};

const row = (overrides: Partial<FleetRow>): FleetRow => ({
  slug: 'delta',
  name: 'Delta SkyMiles® Dining',
  status: 'built',
  seconds: 4.2,
  bundle,
  warnings: [],
  warningCount: 0,
  thumbnails: [],
  ...overrides,
});

const withoutBundle = ({ bundle: _bundle, ...rest }: FleetRow): FleetRow => rest;

const report = (rows: FleetRow[], overrides: Partial<FleetReport> = {}): Document =>
  parse(
    renderFleetReport({
      generatedAt: '2026-01-02T03:04:06.000Z',
      rows,
      screenshots: '2 taken in 1.5 s',
      startUrl: 'http://localhost:4321',
      ...overrides,
    }),
  ) as unknown as Document;

/** A cell's text as read on screen: its pieces of text, one space apart. */
function cellText(doc: Document, slug: string, column: number): string {
  const pieces: string[] = [];
  const walk = (node: Node) => (node.nodeType === 3 ? pieces.push(node.textContent!) : node.childNodes.forEach(walk));
  walk(doc.querySelector(`tr#${slug}`)!.children[column]!);
  return pieces.join(' ').replace(/\s+/g, ' ').trim();
}

describe('page kinds', () => {
  it('puts every page of a bundle in the kind ops compare it with', () => {
    const kinds = Object.fromEntries(
      [
        '/',
        '/how-it-works',
        '/earn/terms',
        '/404.html',
        '/surveys',
        '/search',
        '/merchants/_detail',
        '/merchants/_order',
        '/login',
        '/Login',
        '/join',
        '/add_card',
        '/recover/confirm',
        '/fix_credentials',
        '/activate',
        '/account/overview',
        '/account/user_profile',
        '/stgtools',
      ].map((page) => [page, pageKind(page)]),
    );
    expect(kinds).toEqual({
      '/': 'home',
      '/how-it-works': 'content',
      '/earn/terms': 'content',
      '/404.html': 'content',
      '/surveys': 'content',
      '/search': 'search',
      '/merchants/_detail': 'merchant',
      '/merchants/_order': 'merchant',
      '/login': 'form',
      '/Login': 'form',
      '/join': 'form',
      '/add_card': 'form',
      '/recover/confirm': 'form',
      '/fix_credentials': 'form',
      '/activate': 'form',
      '/account/overview': 'account',
      '/account/user_profile': 'account',
      '/stgtools': 'tools',
    });
  });

  it('reports the heaviest page of each kind', () => {
    const perPage = new Map([
      ['/', 9_000],
      ['/how-it-works', 9_500],
      ['/faq', 12_000],
      ['/login', 90_000],
      ['/join', 94_000],
    ]);
    expect(jsByKind(perPage)).toEqual({
      home: { bytes: 9_000, page: '/' },
      content: { bytes: 12_000, page: '/faq' },
      form: { bytes: 94_000, page: '/join' },
    });
  });
});

describe('the rendered report', () => {
  it('shows each partner with its figures and the npm start link to its bundle', () => {
    const doc = report([row({})]);
    expect(cellText(doc, 'delta', 0)).toBe('Delta SkyMiles® Dining delta http://localhost:4321 npm start -- --partner delta');
    expect(doc.querySelector('tr#delta a')!.getAttribute('href')).toBe('http://localhost:4321');
    expect(cellText(doc, 'delta', 1)).toBe('built');
    expect(cellText(doc, 'delta', 2)).toBe('37');
    // home, content, search, merchant, form, account
    expect([3, 4, 5, 6, 7, 8, 9].map((column) => cellText(doc, 'delta', column))).toEqual(['10.0', '-', '-', '-', '91.7', '-', '-']);
    expect(doc.querySelector('tr#delta td[title="heaviest: /join"]')).not.toBeNull();
    expect(cellText(doc, 'delta', 10)).toBe('4.2');
    expect(cellText(doc, 'delta', 11)).toBe('aaaaaaaaaaaa');
    expect(doc.querySelector('tr#delta code[title]')!.getAttribute('title')).toBe('a'.repeat(64));
    expect(cellText(doc, 'delta', 12)).toBe('2026-01-02T03:04:05.000Z');
    expect(cellText(doc, 'delta', 13)).toBe('none');
  });

  it('shows a failed partner as failed with its error, and whether its previous bundle was kept', () => {
    const doc = report([
      row({ slug: 'nosh', name: 'Nosh', status: 'failed', error: 'nosh: home failed after 4 attempts (HTTP 503) at http://cms/nosh' }),
      withoutBundle(row({ slug: 'hilton', name: 'Hilton', status: 'failed', error: 'hilton: page rendering failed' })),
    ]);
    expect(doc.querySelector('tr#nosh')!.className).toBe('failed');
    expect(doc.querySelector('tr#nosh .status')!.textContent).toBe('failed');
    expect(doc.querySelector('tr#nosh .error')!.textContent).toBe('nosh: home failed after 4 attempts (HTTP 503) at http://cms/nosh');
    expect(cellText(doc, 'nosh', 1)).toContain('kept: the bundle built 2026-01-02T03:04:05.000Z');
    expect(cellText(doc, 'hilton', 1)).toBe('failed no bundle hilton: page rendering failed');
    expect(doc.querySelector('p.summary')!.textContent).toContain('2 failed');
  });

  it('lists each warning in an expandable list naming set, slug and field', () => {
    const warnings: PartnerWarning[] = [
      { kind: 'content', set: 'home', slug: 'hero', field: 'image.url', message: 'dropped: Invalid URL' },
      { kind: 'environment', message: 'CAPTCHA_SITE_KEY_VISIBLE is not set' },
    ];
    const doc = report([row({ warnings, warningCount: 3 })]);
    const details = doc.querySelector('tr#delta details')!;
    expect(details.hasAttribute('open')).toBe(false);
    expect(details.querySelector('summary')!.textContent).toBe('3 warnings');
    expect([...details.querySelectorAll('li')].map((item) => item.textContent.replace(/\s+/g, ' '))).toEqual([
      'set home · slug hero · field image.url dropped: Invalid URL',
      'environment CAPTCHA_SITE_KEY_VISIBLE is not set',
      '1 more in the build log of 2026-01-02T03:04:05.000Z',
    ]);
  });

  it('escapes partner names, errors and CMS warning text', () => {
    const attack = '</td><script>alert(1)</script><img src=x onerror="alert(2)">';
    const doc = report([
      row({
        name: `Evil ${attack}`,
        status: 'failed',
        error: attack,
        warnings: [{ kind: 'content', set: 'home', slug: `"><b>${attack}`, field: attack, message: attack }],
        warningCount: 1,
        thumbnailNote: attack,
      }),
    ]);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    expect(doc.querySelectorAll('tr#delta > *')).toHaveLength(15);
    expect(doc.querySelector('tr#delta .name')!.textContent).toBe(`Evil ${attack}`);
    expect(doc.querySelector('tr#delta .error')!.textContent).toBe(attack);
    expect(doc.querySelector('tr#delta li')!.textContent).toBe(`set home · slug "><b>${attack} · field ${attack} ${attack}`);
  });

  it('shows the home page thumbnails, or says why there are none', () => {
    const doc = report(
      [
        row({
          thumbnails: [
            { viewport: 390, src: '.fleet/delta-390.jpg?v=1', width: 117, height: 253 },
            { viewport: 1280, src: '.fleet/delta-1280.jpg?v=1', width: 320, height: 200 },
          ],
        }),
        row({ slug: 'nosh', name: 'Nosh', thumbnailNote: 'no thumbnail: skipped: no Chromium at /usr/bin/chromium' }),
      ],
      { screenshots: 'skipped: no Chromium at /usr/bin/chromium (set CHROMIUM_PATH to use another)' },
    );
    expect([...doc.querySelectorAll('tr#delta img')].map((img) => [img.getAttribute('src'), img.getAttribute('alt')])).toEqual([
      ['.fleet/delta-390.jpg?v=1', 'Delta SkyMiles® Dining home page at 390 px'],
      ['.fleet/delta-1280.jpg?v=1', 'Delta SkyMiles® Dining home page at 1280 px'],
    ]);
    expect(cellText(doc, 'nosh', 14)).toBe('no thumbnail: skipped: no Chromium at /usr/bin/chromium');
    expect(doc.querySelector('.banner')!.textContent).toBe(
      'Thumbnails: skipped: no Chromium at /usr/bin/chromium (set CHROMIUM_PATH to use another)',
    );
  });

  it('reads offline: no stylesheet, script or image from anywhere else', () => {
    const html = renderFleetReport({
      generatedAt: 'now',
      rows: [row({ thumbnails: [{ viewport: 390, src: '.fleet/delta-390.jpg', width: 117, height: 253 }] })],
      screenshots: '',
      startUrl: 'http://localhost:4321',
    });
    expect(html).not.toMatch(/<link|<script|src="(https?:)?\/\//);
    expect(html).toMatch(/<style>/);
  });
});

describe('writing the report after a run', () => {
  /** A bundle as the build leaves it: pages and its build manifest. */
  function fakeBundle(distDir: string, slug: string, inputHash: string, warnings = 0) {
    const dir = path.join(distDir, slug);
    mkdirSync(path.join(dir, 'join'), { recursive: true });
    mkdirSync(path.join(dir, '_astro'), { recursive: true });
    writeFileSync(path.join(dir, '_astro', 'form.js'), 'export const form = 1;'.repeat(50));
    writeFileSync(path.join(dir, 'index.html'), '<html></html>');
    writeFileSync(path.join(dir, 'join', 'index.html'), '<script type="module" src="/_astro/form.js"></script>');
    writeFileSync(path.join(dir, 'partner.json'), JSON.stringify({ name: `${slug} <Dining>` }));
    writeFileSync(
      path.join(dir, 'build-manifest.json'),
      JSON.stringify({ slug, inputHash, contentHash: `${slug}-content`, builtAt: '2026-01-01T00:00:00.000Z', warnings }),
    );
  }
  const result = (slug: string, outcome: PartnerResult['result'], extra: Partial<PartnerResult> = {}): PartnerResult => ({
    slug,
    result: outcome,
    pages: 0,
    jsGzipBytes: 0,
    seconds: 1.5,
    warnings: 0,
    ...extra,
  });
  const dropped: PartnerWarning = { kind: 'content', set: 'earn_banner', slug: 'spring', field: 'text', message: 'dropped: Required' };

  it('describes the bundles on disk, keeps a skipped partner’s warnings, and marks failed and missing partners', async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'fleet-report-'));
    fakeBundle(distDir, 'delta', 'hash-1', 1);
    fakeBundle(distDir, 'nosh', 'hash-2');
    const first = await writeFleetReport({
      distDir,
      results: [result('delta', 'built', { warnings: 1 }), result('nosh', 'built')],
      warnings: new Map([['delta', [dropped]]]),
      screenshots: false,
    });
    expect(first.file).toBe(path.join(distDir, 'index.html'));
    expect(first.screenshots).toEqual({ skipped: 'not taken (--no-screenshots)' });

    // The next run: delta unchanged (skipped), nosh's pull fails, hilton has never been built.
    await writeFleetReport({
      distDir,
      results: [result('delta', 'skipped'), result('nosh', 'failed', { error: 'nosh: home failed (HTTP 503)' })],
      warnings: new Map(),
      screenshots: false,
    });
    const doc = parse(readFileSync(path.join(distDir, 'index.html'), 'utf8')) as unknown as Document;
    expect(doc.querySelectorAll('tbody tr')).toHaveLength(19);
    expect(cellText(doc, 'delta', 1)).toBe('up to date');
    expect(doc.querySelector('tr#delta .name')!.textContent).toBe('delta <Dining>');
    expect(cellText(doc, 'delta', 2)).toBe('2');
    expect(Number(cellText(doc, 'delta', 7))).toBeGreaterThan(0); // form: /join loads form.js
    expect(cellText(doc, 'delta', 11)).toBe('delta-conten');
    expect(doc.querySelector('tr#delta li')!.textContent).toBe('set earn_banner · slug spring · field text dropped: Required');
    expect(cellText(doc, 'delta', 14)).toBe('no thumbnail: not taken (--no-screenshots)');
    expect(cellText(doc, 'nosh', 1)).toBe('failed kept: the bundle built 2026-01-01T00:00:00.000Z nosh: home failed (HTTP 503)');
    expect(cellText(doc, 'hilton', 1)).toBe('not in this run no bundle');
    expect(doc.querySelector('tr#hilton a')).toBeNull();
  });

  it('says so, and writes the rest of the report, where no browser is present', async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'fleet-report-'));
    fakeBundle(distDir, 'delta', 'hash-1');
    const written = await writeFleetReport({
      distDir,
      results: [result('delta', 'built')],
      warnings: new Map(),
      screenshots: true,
      env: { CHROMIUM_PATH: path.join(distDir, 'no-chromium') },
    });
    expect(written.screenshots).toEqual({ skipped: `skipped: no Chromium at ${distDir}/no-chromium (set CHROMIUM_PATH to use another)` });
    const doc = parse(readFileSync(written.file, 'utf8')) as unknown as Document;
    expect(doc.querySelector('.banner')!.textContent).toBe(
      `Thumbnails: skipped: no Chromium at ${distDir}/no-chromium (set CHROMIUM_PATH to use another)`,
    );
    expect(cellText(doc, 'delta', 14)).toBe(
      `no thumbnail: skipped: no Chromium at ${distDir}/no-chromium (set CHROMIUM_PATH to use another)`,
    );
    expect(cellText(doc, 'delta', 1)).toBe('built');
  });
});

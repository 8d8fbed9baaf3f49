// Links a member follows in real built pages (issue #22):
// - item 15: a CMS copy value used as a link target that is unsafe (`auth.signInUrl:
//   "javascript:alert(1)"`) is reported by the build, and the pages link to the built-in default;
// - item 4: on an sso partner, a signed-in non-card member's "Join Now" and "Link a card" lead to
//   card linking (the sso hand-off returning to /add_card), not back to the prompt they are on.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPartners, type PartnerResult } from '../../scripts/build/build.ts';
import { sandboxSources } from '../../scripts/build/sources.ts';
import { startSandbox, type Sandbox } from '../../scripts/sandbox/server.ts';
import { copyDefaults } from '../../src/site/copy-table.ts';

let sandbox: Sandbox;
let distDir: string;
let results: PartnerResult[];
const lines: string[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dataDir: mkdtempSync(path.join(tmpdir(), 'copy-links-sandbox-')), reset: true, quiet: true });
  distDir = mkdtempSync(path.join(tmpdir(), 'copy-links-dist-'));
  const globalSet = (await (await fetch(`${sandbox.url}/delta/api/cms/pages/%2A/?page_size=100`)).json()) as {
    data: { slug: string; fields: { copy?: Record<string, string> } }[];
  };
  const copy = globalSet.data.find((entry) => entry.slug === 'copy')!.fields.copy!;
  const edit = await fetch(`${sandbox.url}/__sandbox/cms/delta/%2A/copy`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fields: { copy: { ...copy, 'auth.signInUrl': 'javascript:alert(1)' } } }),
  });
  expect(edit.status).toBe(200);
  results = await buildPartners({
    partners: ['delta', 'hilton'],
    distDir,
    sources: sandboxSources(sandbox.url, sandbox.standinOrigin, {}),
    log: (line) => lines.push(line),
  });
  expect(results.map((result) => [result.slug, result.result, result.error])).toEqual([
    ['delta', 'built', undefined],
    ['hilton', 'built', undefined],
  ]);
}, 180_000);
afterAll(() => sandbox?.close());

/** A built page, parsed (happy-dom's parser, no scripts run). */
const page = (slug: string, file: string) =>
  new new Window().DOMParser().parseFromString(readFileSync(path.join(distDir, slug, file), 'utf8'), 'text/html');

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));

describe('an unsafe CMS link target (item 15)', () => {
  it('is reported, naming the partner and key', () => {
    expect(lines.filter((line) => line.includes('auth.signInUrl'))).toEqual([
      'delta  warning: */copy: copy.auth.signInUrl: "javascript:alert(1)" is not a safe link (site-relative, http(s), mailto: or tel:); the built-in "/login" is used',
    ]);
    expect(results[0]!.warnings).toBeGreaterThan(0);
  });

  it('never reaches a page: every Sign In link is the default', () => {
    const signIns = [...page('delta', 'how-it-works/index.html').querySelectorAll('a')].filter(
      (a) => a.textContent.trim() === copyDefaults['auth.signIn'],
    );
    expect(signIns.length).toBeGreaterThan(0);
    expect(new Set(signIns.map((a) => a.getAttribute('href')))).toEqual(new Set([copyDefaults['auth.signInUrl']]));
    for (const file of htmlFiles(path.join(distDir, 'delta'))) {
      expect(readFileSync(file, 'utf8'), file).not.toContain('javascript:alert(1)');
    }
  });
});

describe("an sso partner's non-card member (item 4)", () => {
  /** Where a link sends the member: the sso hand-off returns them to its returnUrl. */
  const destination = (href: string | null) => {
    const url = new URL(href ?? '', 'https://site.invalid');
    return url.pathname === '/Login' ? url.searchParams.get('returnUrl') : url.pathname;
  };

  it('"Link a card" on the account overview leads to card linking', () => {
    const prompt = page('hilton', 'account/overview/index.html').querySelector('section[aria-labelledby="no-card-title"]');
    const link = [...(prompt?.querySelectorAll('a') ?? [])].find((a) => a.textContent.trim() === copyDefaults['account.noCard.link']);
    expect(link?.getAttribute('href')).toBe('/Login?returnUrl=%2Fadd_card');
    expect(destination(link!.getAttribute('href'))).toBe('/add_card');
  });

  it('every join link shown to them (navbar, menu, footer) leads to card linking', () => {
    const overview = page('hilton', 'account/overview/index.html');
    // The shell's links carry the user states they are for, on the link or its footer list item.
    const links = [...overview.querySelectorAll('a[data-show-for~="non_card_member"], li[data-show-for~="non_card_member"] > a')];
    const joinHrefs = links.map((a) => a.getAttribute('href')).filter((href) => href !== copyDefaults['auth.signOutUrl']);
    expect(joinHrefs.length).toBeGreaterThanOrEqual(3);
    for (const href of joinHrefs) expect(destination(href), href ?? '').toBe('/add_card');
  });
});

// Stylesheets per page (issues #8, #26): every page of a real bundle links the one main CSS file,
// and the styles client code also imports (the merchant carousel's cards) are in it, not in a second
// file (scripts/build/one-stylesheet.ts). Leaflet's rules are a stylesheet of their own that only the
// search page links (src/features/search/map/map-styles.ts), so no other page carries them: the
// search page blocks on two stylesheets, every other page on one. The home and content pages name one
// script, the layout's, which loads the code of the shell parts they have (src/layouts/page-parts.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withBuiltPartners } from '../helpers/built-partners.ts';

const distDirOf = withBuiltPartners(['delta', 'nosh']);

/** Every HTML page of a bundle, by its path in the bundle. */
function pagesOf(slug: string): Map<string, string> {
  const root = path.join(distDirOf(), slug);
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) pages.set(path.relative(root, full), readFileSync(full, 'utf8'));
    }
  };
  walk(root);
  return pages;
}

const stylesheetsOf = (html: string) =>
  [...html.matchAll(/<link\b[^>]*\brel="?stylesheet"?[^>]*>/g)].map((m) => /href="?([^"\s>]+)/.exec(m[0])?.[1] ?? '');

/** The CSS of a page's stylesheets, together. */
const cssOf = (slug: string, html: string) =>
  stylesheetsOf(html)
    .map((href) => readFileSync(path.join(distDirOf(), slug, href), 'utf8'))
    .join('\n');

/** Style rules (or parts of selector lists) that name a Leaflet class. */
const leafletRules = (css: string) => css.match(/\.leaflet-[\w-]+[^{}]*\{/g) ?? [];

const searchPage = path.join('search', 'index.html');

describe('stylesheets', () => {
  it.each(['delta', 'nosh'])('every page of %s links the main stylesheet; only the search page links a second', (slug) => {
    const pages = pagesOf(slug);
    expect(pages.size).toBeGreaterThan(20);
    const [main] = stylesheetsOf(pages.get('index.html')!);
    const unexpected = [...pages]
      .map(([page, html]) => [page, stylesheetsOf(html)] as const)
      .filter(([page, sheets]) => sheets[0] !== main || sheets.length !== (page === searchPage ? 2 : 1));
    expect(unexpected).toEqual([]);
  });

  it.each(['delta', 'nosh'])("%s's pages other than search carry no Leaflet rules; the search page does", (slug) => {
    const pages = pagesOf(slug);
    for (const page of ['index.html', path.join('how-it-works', 'index.html')])
      expect(leafletRules(cssOf(slug, pages.get(page)!))).toEqual([]);
    const search = cssOf(slug, pages.get(searchPage)!);
    expect(leafletRules(search).length).toBeGreaterThan(20);
    // The second one is Leaflet's own file, linked after the main one.
    expect(stylesheetsOf(pages.get(searchPage)!)[1]).toMatch(/\/leaflet\.[\w-]+\.css$/);
  });

  it.each(['delta', 'nosh'])('%s has no other CSS file that a script could load later', (slug) => {
    // The merchant carousel's view is a lazily imported chunk: a CSS file of its own would be
    // fetched when it loads. Its styles are in the page's main stylesheet instead.
    const linked = new Set([...pagesOf(slug).values()].flatMap(stylesheetsOf));
    const cssFiles = readdirSync(path.join(distDirOf(), slug, '_astro')).filter((file) => file.endsWith('.css'));
    expect(cssFiles.map((file) => `/_astro/${file}`).sort()).toEqual([...linked].sort());
    expect(linked.size).toBe(2);
  });
});

/** The module scripts a page's HTML names (the ones the browser asks for before the first paint). */
const moduleScriptsOf = (html: string) => [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);

describe('scripts before the first paint (issue #26)', () => {
  it.each(['delta', 'nosh'])("%s's home and content pages name one script, the layout's, which starts the parts they have", (slug) => {
    const pages = pagesOf(slug);
    const home = pages.get('index.html')!;
    const [layoutScript] = moduleScriptsOf(home);
    for (const page of ['index.html', path.join('how-it-works', 'index.html'), path.join('earn', 'how-it-works', 'index.html')])
      expect(moduleScriptsOf(pages.get(page)!), page).toEqual([layoutScript]);
    // The parts are in the HTML; their code is reached from the layout's script.
    expect(home).toContain('<merchant-carousel');
    const layoutCode = readFileSync(path.join(distDirOf(), slug, layoutScript!), 'utf8');
    expect(layoutCode).toMatch(/carousel-element/);
  });
});

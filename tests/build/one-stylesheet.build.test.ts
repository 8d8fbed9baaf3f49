// One stylesheet per page (issue #8): every page of a real bundle links exactly one CSS file, and the
// styles client code also imports (the merchant carousel's cards) are in it, not in a second file
// (scripts/build/one-stylesheet.ts).
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
  [...html.matchAll(/<link\b[^>]*\brel="?stylesheet"?[^>]*>/g)].map((m) => /href="?([^"\s>]+)/.exec(m[0])?.[1]);

describe('stylesheets', () => {
  it.each(['delta', 'nosh'])('every page of %s links exactly one stylesheet', (slug) => {
    const pages = pagesOf(slug);
    expect(pages.size).toBeGreaterThan(20);
    const counts = [...pages].map(([page, html]) => [page, stylesheetsOf(html).length]);
    expect(counts.filter(([, count]) => count !== 1)).toEqual([]);
  });

  it.each(['delta', 'nosh'])('%s has no other CSS file that a script could load later', (slug) => {
    // The merchant carousel's view is a lazily imported chunk: a CSS file of its own would be
    // fetched when it loads. Its styles are in the page's one stylesheet instead.
    const [linked] = stylesheetsOf(pagesOf(slug).get('index.html')!);
    const cssFiles = readdirSync(path.join(distDirOf(), slug, '_astro')).filter((file) => file.endsWith('.css'));
    expect(cssFiles.map((file) => `/_astro/${file}`)).toEqual([linked]);
  });
});

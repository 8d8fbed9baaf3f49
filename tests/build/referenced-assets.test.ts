// A partner's bundle copies only the shared assets its own pages reach (scripts/build/referenced-assets.ts).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { referencedAssets } from '../../scripts/build/referenced-assets.ts';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'assets-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe('referencedAssets', () => {
  it('follows pages, stylesheets, srcsets and imports between chunks, and leaves the rest', () => {
    const site = tree({
      'index.html':
        '<link rel="stylesheet" href="/_astro/site.css"><script type="module" src="/_astro/page.js"></script>' +
        '<img srcset="/_astro/hero-1.avif 320w, /_astro/hero-2.avif 640w">',
      'offline/index.html': '<p>offline</p>',
    });
    const assets = tree({
      'site.css': '@font-face{src:url(/_astro/fonts/brand.woff2)}',
      'fonts/brand.woff2': 'binary',
      'page.js': 'import{a}from"./shared.js";const d=["_astro/lazy.js"];',
      'shared.js': 'export const a=1;',
      'lazy.js': 'import("./deeper.js")',
      'deeper.js': '',
      'hero-1.avif': '',
      'hero-2.avif': '',
      'other-partner-hero.png': '',
      'other-partner.js': 'import"./shared.js"',
    });
    expect([...referencedAssets(site, assets)].sort()).toEqual(
      ['deeper.js', 'fonts/brand.woff2', 'hero-1.avif', 'hero-2.avif', 'lazy.js', 'page.js', 'shared.js', 'site.css'].sort(),
    );
  });

  it('ignores names that are not in the assets folder', () => {
    const site = tree({ 'index.html': '<a href="./_astro/missing.js">x</a><script src="/_astro/page.js"></script>' });
    const assets = tree({ 'page.js': 'import"./gone.js"' });
    expect([...referencedAssets(site, assets)]).toEqual(['page.js']);
  });
});

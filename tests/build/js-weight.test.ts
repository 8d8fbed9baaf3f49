import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { measureBundleJs } from '../../scripts/build/js-weight.ts';

function bundle(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'jsw-'));
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), body);
  }
  return root;
}

const gz = (body: string) => gzipSync(body).length;

describe('start-up JavaScript per page', () => {
  it('counts scripts, island URLs and their static imports, but not lazy imports', () => {
    const shared = 'export const shared = 1;'.repeat(20);
    const main = 'import"./shared.js";const later=()=>import("./lazy.js");'.repeat(3);
    const island = 'import{shared}from"./shared.js";export default 1;';
    const root = bundle({
      'index.html': '<script type="module" src="/_astro/main.js"></script>',
      'shop/index.html': '<astro-island component-url="/_astro/island.js"></astro-island>',
      'about/index.html': '<p>No scripts</p>',
      '_astro/main.js': main,
      '_astro/shared.js': shared,
      '_astro/island.js': island,
      '_astro/lazy.js': 'export const big = "x";'.repeat(500),
      '_astro/site.css': 'body{}',
    });
    const { perPage, referenced } = measureBundleJs(root);
    expect(perPage.get('/')).toBe(gz(main) + gz(shared));
    expect(perPage.get('/shop')).toBe(gz(island) + gz(shared));
    expect(perPage.get('/about')).toBe(0);
    expect([...referenced].sort()).toEqual(['_astro/island.js', '_astro/main.js', '_astro/shared.js']);
  });
});

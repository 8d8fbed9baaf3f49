// What JavaScript each page of a bundle loads at start: its scripts, module preloads and island
// component/renderer URLs, plus everything those import statically. The build reports the heaviest
// page; the bench prints every page.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bundlePages } from './pages.ts';

const referencePatterns = [
  /<script[^>]+src="([^"]+\.js)"/g,
  /<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g,
  /\b(?:component-url|renderer-url|before-hydration-url)="([^"]+\.js)"/g,
];
// Static imports only (`import "x"`, `from "x"`): a dynamic `import("x")` loads later, on demand.
const importPattern = /(?:\bimport|\bfrom)\s*["'](\.{1,2}\/[^"']+\.js|\/_astro\/[^"']+\.js)["']/g;

export interface BundleJs {
  /** Start-up JS per page path, gzipped bytes. */
  perPage: Map<string, number>;
  /** Every JS and CSS file some page loads at start (bundle-relative, no leading slash). */
  referenced: Set<string>;
}

export function measureBundleJs(bundleDir: string): BundleJs {
  const gzCache = new Map<string, number>();
  const importsCache = new Map<string, string[]>();
  const referenced = new Set<string>();
  const perPage = new Map<string, number>();

  const importsOf = (file: string): string[] => {
    const cached = importsCache.get(file);
    if (cached) return cached;
    const source = readFileSync(path.join(bundleDir, file), 'utf8');
    const found = [...source.matchAll(importPattern)].map((m) =>
      m[1]!.startsWith('/') ? m[1]!.slice(1) : path.posix.join(path.posix.dirname(file), m[1]!),
    );
    importsCache.set(file, found);
    return found;
  };

  for (const [page, file] of bundlePages(bundleDir)) {
    const html = readFileSync(file, 'utf8');
    for (const [, href] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)) referenced.add(href!);
    const queue = referencePatterns.flatMap((pattern) => [...html.matchAll(pattern)].map((m) => m[1]!.replace(/^\//, '')));
    const loaded = new Set<string>();
    while (queue.length) {
      const next = queue.pop()!;
      if (loaded.has(next) || !existsSync(path.join(bundleDir, next))) continue;
      loaded.add(next);
      queue.push(...importsOf(next));
    }
    let bytes = 0;
    for (const js of loaded) {
      referenced.add(js);
      if (!gzCache.has(js)) gzCache.set(js, gzipSync(readFileSync(path.join(bundleDir, js))).length);
      bytes += gzCache.get(js)!;
    }
    perPage.set(page, bytes);
  }
  return { perPage, referenced };
}

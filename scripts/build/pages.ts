// The HTML pages of a bundle folder, as [page path, file]: '/how-it-works' for
// how-it-works/index.html, '/404.html' for 404.html. Hashed assets (_astro/) hold no pages, and
// dot-files are not deployed (the editors' `.report.html`, content-report.ts).
import { readdirSync } from 'node:fs';
import path from 'node:path';

export function* bundlePages(dir: string, base = dir): Generator<[page: string, file: string]> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '_astro') yield* bundlePages(full, base);
    } else if (entry.name.endsWith('.html')) {
      yield [`/${path.relative(base, full)}`.replace(/\/?index\.html$/, '') || '/', full];
    }
  }
}

// Same-site links in a finished bundle that lead nowhere: usually CMS content linking to a page
// this partner does not have (e.g. the account center on a partner without enrollment).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RedirectRule } from '../../src/site/routes.ts';
import { compilePattern } from '../serve/static-server.ts';
import { bundlePages } from './pages.ts';

export interface BrokenLink {
  page: string;
  href: string;
}

export function brokenLinks(bundleDir: string, rules: readonly RedirectRule[]): BrokenLink[] {
  const patterns = rules.map((rule) => compilePattern(rule.from));
  const exists = (pathname: string) =>
    [pathname, path.join(pathname, 'index.html'), `${pathname}.html`].some((candidate) =>
      statSync(path.join(bundleDir, candidate), { throwIfNoEntry: false })?.isFile(),
    );
  const found: BrokenLink[] = [];
  for (const [page, file] of bundlePages(bundleDir)) {
    if (page === '/404.html') continue;
    // /api/* is the partner backend, proxied on the same origin: not part of the bundle.
    for (const [, raw] of readFileSync(file, 'utf8').matchAll(/\shref="(\/(?!\/|api\/)[^"#?]*)/g)) {
      const href = raw!;
      if (!exists(href) && !patterns.some((pattern) => pattern.test(href)) && !found.some((b) => b.href === href && b.page === page)) {
        found.push({ page, href });
      }
    }
  }
  return found;
}

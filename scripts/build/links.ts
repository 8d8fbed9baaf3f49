// Same-site links in a finished bundle that lead nowhere: usually CMS content linking to a page
// this partner does not have (e.g. the account center on a partner without enrollment). Absolute
// links to the partner's own site host (`https://<siteUrl host>/path`) are same-site links too.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RedirectRule } from '../../src/site/routes.ts';
import { compilePattern } from '../serve/static-server.ts';
import { bundlePages } from './pages.ts';

export interface BrokenLink {
  page: string;
  /** The link as written (a path, or the absolute URL on the partner's host). */
  href: string;
}

/**
 * The bundle path `href` leads to, or undefined when it leaves the site or is not a page link.
 * Resolved as a browser would (`..`, `/\host`), against the partner's own origin.
 */
export function sitePath(href: string, siteUrl: string): string | undefined {
  if (!/^(\/|https?:)/i.test(href)) return undefined; // mailto:, tel:, #top, relative…
  try {
    const url = new URL(href, siteUrl);
    return url.hostname === new URL(siteUrl).hostname ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

export function brokenLinks(bundleDir: string, rules: readonly RedirectRule[], siteUrl: string): BrokenLink[] {
  const patterns = rules.map((rule) => compilePattern(rule.from));
  const exists = (pathname: string) =>
    [pathname, path.join(pathname, 'index.html'), `${pathname}.html`].some((candidate) =>
      statSync(path.join(bundleDir, candidate), { throwIfNoEntry: false })?.isFile(),
    );
  const found: BrokenLink[] = [];
  for (const [page, file] of bundlePages(bundleDir)) {
    if (page === '/404.html') continue;
    for (const [, href] of readFileSync(file, 'utf8').matchAll(/\shref="([^"]*)"/g)) {
      const target = sitePath(href!, siteUrl);
      // /api/* is the partner backend, proxied on the same origin: not part of the bundle.
      if (target === undefined || target.startsWith('/api/')) continue;
      if (!exists(target) && !patterns.some((pattern) => pattern.test(target)) && !found.some((b) => b.href === href && b.page === page)) {
        found.push({ page, href: href! });
      }
    }
  }
  return found;
}

// Where the dev server sends a request for one partner's site. Astro renders every partner under
// /<slug>/ (src/pages/[partner]/), while the partner's bundle answers at its root through its
// `_redirects` (CONTRACTS §3). The dev server gives the same answers: a page path becomes its
// /<slug>/ page, and the bundle's own `_redirects` text (scripts/build/headers.ts), read by the
// static server's parser, maps runtime paths (/merchants/1001, the account fallbacks) onto pages.
import { redirectsFile } from '../build/headers.ts';
import { urlOf } from '../serve/request-path.ts';
import { fillPlaceholders, parseRedirects } from '../serve/static-server.ts';
import { notFoundFile, pageRoutes } from '../../src/site/routes.ts';
import type { Site } from '../../src/site/types.ts';

export type DevAnswer =
  /** Render this Astro URL (the partner's page, under /<slug>/, with the query kept). */
  | { kind: 'page'; url: string }
  /** Redirect the browser, as the bundle's host would. */
  | { kind: 'redirect'; status: number; location: string }
  /** A page path the site does not have: render its not-found page (the bundle's 404.html) with 404. */
  | { kind: 'not-found'; url: string }
  /** Not a page path: Vite and Astro answer it (their modules and assets, public/, the /api proxy). */
  | { kind: 'pass' };

/** '/search/' and '/search' are one page (Astro's trailingSlash: 'ignore'). A loop, not a regex: user text. */
function withoutTrailingSlash(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === '/') end -= 1;
  return pathname.slice(0, end);
}

/**
 * Vite's and Astro's own requests: `/@vite/client`, `/@id/…`, `/_image?…`, `/_astro/fonts/…`, and
 * every module or file, which has a dot in its last segment; `/api/` is the proxy's.
 */
const isPagePath = (pathname: string) =>
  !pathname.startsWith('/@') && !pathname.startsWith('/_') && !pathname.startsWith('/api/') && !pathname.split('/').at(-1)!.includes('.');

/** Resolves request targets (`/path?query`) for `site`, the way its bundle's host resolves them. */
export function devPaths(site: Site): (target: string) => DevAnswer {
  const pages = new Set(pageRoutes(site).map((route) => route.path));
  const rules = parseRedirects(redirectsFile(site));
  const isPage = (pathname: string) => pages.has(withoutTrailingSlash(pathname));
  const pageUrl = (pathname: string, search: string) => `/${site.slug}${withoutTrailingSlash(pathname)}${search}`;

  return (target) => {
    const url = urlOf(target);
    if (!url) return { kind: 'pass' };
    const existing = isPage(url.pathname);
    // First match wins; a page that exists shadows the rules (Netlify semantics, static-server.ts).
    for (const rule of rules) {
      const match = rule.pattern.exec(url.pathname);
      if (!match) continue;
      if (existing && !rule.force) break;
      const to = fillPlaceholders(rule.to, match.groups);
      if (rule.status >= 300 && rule.status < 400) {
        return { kind: 'redirect', status: rule.status, location: to + (to.includes('?') ? '' : url.search) };
      }
      if (isPage(to)) return { kind: 'page', url: pageUrl(to, url.search) };
    }
    if (existing) return { kind: 'page', url: pageUrl(url.pathname, url.search) };
    return isPagePath(url.pathname) ? { kind: 'not-found', url: pageUrl(notFoundFile, '') } : { kind: 'pass' };
  };
}

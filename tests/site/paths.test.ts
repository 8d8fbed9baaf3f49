// The typed table of the site's own paths (src/site/paths.ts) names only pages some partner's
// bundle has: each is in the page table of a partner that enrolls directly, with the discover page
// flag on, in a non-production build, so no link or navigation in the code leads to a page that is
// not built. (That each page is at the spec's path is the browser suite's check: routes.spec.ts.)
import { describe, expect, it } from 'vitest';
import * as paths from '../../src/site/paths.ts';
import { pageRoutes } from '../../src/site/routes.ts';
import { resolveTestSite } from '../helpers/sites.ts';

describe('internal paths', () => {
  const site = resolveTestSite('delta', { partnerFeatureFlags: { hasDiscoverPage: true } }).site;
  const pages = new Set(pageRoutes(site).map((route) => route.path));

  it('are each a page of a directly enrolling partner with every optional page', () => {
    expect(site.settings.enrollmentType).toBe('direct');
    const missing = Object.entries(paths).filter(([, path]) => !pages.has(path));
    expect(missing).toEqual([]);
  });

  it('are all distinct paths on the site', () => {
    const values = Object.values(paths);
    expect(new Set(values).size).toBe(values.length);
    for (const path of values) expect(path).toMatch(/^\/[A-Za-z_/-]+$/);
  });
});

// Spec 000 §3: the not-found page content has a document title; it is the page's browser title.
import { describe, expect, it } from 'vitest';
import { pageProps } from '../../src/site/page-props.ts';
import { pageRoutes, type PageRoute } from '../../src/site/routes.ts';
import { translator } from '../../src/site/text.ts';
import type { Site } from '../../src/site/types.ts';
import { pageMeta } from '../../src/site/page-meta.ts';
import { resolveTestSite } from '../helpers/sites.ts';

const notFoundEntry = {
  slug: 'not_found',
  fields: { tagline: 'Nothing on this table.', document_title: 'Lost your way?', title: 'Not on the menu', home_link_label: 'Home' },
};

const notFoundRoutes = (site: Site): PageRoute[] => pageRoutes(site).filter((route) => route.view === 'not-found');

describe('the not-found page title', () => {
  it('is the CMS document_title, on /not_found and on 404.html, followed by the base title', () => {
    const { site } = resolveTestSite('delta', {}, { '*': [notFoundEntry, { slug: 'site', fields: { title: 'SkyMiles® Dining' } }] });
    const routes = notFoundRoutes(site);
    expect(routes.map((route) => route.path)).toEqual(['/not_found', '/404']);
    for (const route of routes) {
      const props = pageProps(site, translator(site), route);
      expect(props.title).toBe('Lost your way?');
      expect(props.intro).toBe('Nothing on this table.');
      expect(pageMeta(site, '/not_found', props.title, props.intro).title).toBe('Lost your way? | SkyMiles® Dining');
    }
  });

  it('falls back to the built-in document title without a CMS entry', () => {
    const { site } = resolveTestSite('delta');
    const [route] = notFoundRoutes(site);
    expect(pageProps(site, translator(site), route!).title).toBe('Page not found');
  });
});

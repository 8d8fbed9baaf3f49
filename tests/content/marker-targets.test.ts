// Issue #22 item 10: the markers' built-in link targets are pages every partner's bundle has (with
// the content the sandbox CMS serves), and `[[events]]` is a search whose every field the search
// page understands (a field it drops would show an unfiltered list under a filtered-looking link).
import { describe, expect, it } from 'vitest';
import { partnerSlugs } from '../../partners/index.ts';
import { findPartner } from '../../scripts/sandbox/partners.ts';
import { cmsSet } from '../../scripts/sandbox/seed/cms/index.ts';
import { resolveMarker, type MarkerName } from '../../src/content/markers.ts';
import { setNames, type SetName } from '../../src/content/models/content-sets.ts';
import { searchFromAddress, searchToAddress } from '../../src/features/search/search-url.ts';
import { pageRoutes } from '../../src/site/routes.ts';
import { resolveTestSite } from '../helpers/sites.ts';

function sandboxSite(slug: string) {
  const profile = findPartner(slug);
  if (!profile) throw new Error(`no sandbox profile for ${slug}`);
  const sets: Partial<Record<SetName, unknown[]>> = {};
  for (const name of setNames) sets[name] = cmsSet(profile, name, false);
  return resolveTestSite(slug, {}, sets).site;
}

const linkMarkers: MarkerName[] = [
  'terms',
  'privacy',
  'events',
  'offers',
  'home',
  'findPartnerNumber',
  'activate',
  'recover',
  'deleteCard',
];

describe.each(partnerSlugs)('marker targets of %s', (slug) => {
  const site = sandboxSite(slug);
  const pages = new Set(pageRoutes(site).map((route) => route.path));

  it.each(linkMarkers)('[[%s]] leads to a page the bundle has', (name) => {
    const marker = resolveMarker(site, name);
    if (marker.kind !== 'link') return; // a link the partner does not have shows as text
    const url = new URL(marker.href, site.siteUrl);
    expect(url.origin, marker.href).toBe(new URL(site.siteUrl).origin);
    expect(pages, marker.href).toContain(url.pathname);
  });

  it('[[events]] is a search the search page reads in full', () => {
    const marker = resolveMarker(site, 'events');
    expect(marker.kind).toBe('link');
    if (marker.kind !== 'link') return;
    const url = new URL(marker.href, site.siteUrl);
    expect(url.pathname).toBe('/search');
    const query = url.searchParams.toString();
    expect(new URLSearchParams(searchToAddress(searchFromAddress(query))).toString()).toBe(query);
  });
});

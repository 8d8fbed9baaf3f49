// CMS sets and feature flags: shapes, the deliberately empty sets (404), and every partner's
// fixtures parsing cleanly against the content model the build uses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseContent, setNames, type ContentWarning, type SetName } from '../../src/content/models/content-sets.ts';
import { partnerSlugs } from '../../partners/index.ts';
import type { CmsSet } from '../../src/api/contract/content.ts';
import { pageRoutes } from '../../src/site/routes.ts';
import { resolveTestSite } from '../helpers/sites.ts';
import { literalRates } from '../../scripts/build/literal-rates.ts';
import { json, startTestSandbox, type TestSandbox } from './helpers.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.dispose();
});

const cmsUrl = (partner: string, set: string, extra = '') =>
  `${sandbox.url}/${partner}/api/cms/pages/${encodeURIComponent(set)}/?page_size=100${extra}`;

async function pullSets(partner: string, extra = ''): Promise<Partial<Record<SetName, unknown[]>>> {
  const sets: Partial<Record<SetName, unknown[]>> = {};
  await Promise.all(
    setNames.map(async (set) => {
      const response = await fetch(cmsUrl(partner, set, extra));
      expect([200, 404], `${partner} ${set}`).toContain(response.status);
      if (response.status === 200) sets[set] = (await json<CmsSet>(response)).data;
    }),
  );
  return sets;
}

describe("editors' changes", () => {
  const edit = (path: string, fields: unknown) =>
    fetch(`${sandbox.url}/__sandbox/cms/${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fields }),
    });
  const earnBanner = async (partner: string) =>
    (await json<{ data: { slug: string; fields: { text: string } }[] }>(await fetch(cmsUrl(partner, 'earn_banner')))).data;

  it('replace, add and delete one entry of one partner until cleared', async () => {
    const [first] = await earnBanner('united');
    expect((await edit(`united/earn_banner/${first!.slug}`, { text: 'Edited banner' })).status).toBe(200);
    expect((await earnBanner('united')).find((entry) => entry.slug === first!.slug)?.fields.text).toBe('Edited banner');
    expect((await earnBanner('delta')).some((entry) => entry.fields.text === 'Edited banner')).toBe(false);

    await edit('united/earn_banner/brand-new', { text: 'New entry' });
    expect((await earnBanner('united')).map((entry) => entry.slug)).toContain('brand-new');
    await edit('united/earn_banner/brand-new', null);
    expect((await earnBanner('united')).map((entry) => entry.slug)).not.toContain('brand-new');

    await fetch(`${sandbox.url}/__sandbox/cms`, { method: 'DELETE' });
    expect((await earnBanner('united'))[0]).toEqual(first);
  });

  it('refuses an unknown partner and a body without fields', async () => {
    expect((await edit('nobody/earn_banner/x', { text: 'x' })).status).toBe(404);
    const response = await fetch(`${sandbox.url}/__sandbox/cms/united/earn_banner/x`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(400);
  });
});

describe('CMS sets', () => {
  it('answers every set as { data: [{ slug, fields }] }, and 404 for an empty one', async () => {
    for (const set of setNames) {
      const response = await fetch(cmsUrl('delta', set));
      if (set === 'discover') {
        // delta has no discover page: its discover set is deliberately empty.
        expect(response.status, set).toBe(404);
        continue;
      }
      expect(response.status, set).toBe(200);
      const body = await json<CmsSet>(response);
      expect(body.data.length, set).toBeGreaterThan(0);
      for (const entry of body.data) expect(entry).toEqual({ slug: expect.any(String) as unknown, fields: expect.any(Object) as unknown });
    }
    expect((await fetch(cmsUrl('united', 'discover'))).status).toBe(200);
    expect((await fetch(cmsUrl('daak', 'account_center'))).status).toBe(404);
    expect((await fetch(cmsUrl('delta', 'no_such_set'))).status).toBe(404);
  });

  it('serves content every partner build accepts without a warning', async () => {
    for (const partner of partnerSlugs) {
      const warnings: ContentWarning[] = [];
      const content = parseContent(await pullSets(partner), (w) => warnings.push(w));
      expect(warnings, partner).toEqual([]);
      expect(content.global.navbar?.nav_links.length, partner).toBeGreaterThan(0);
      expect(
        content.home.some((entry) => entry.user_states.includes('anonymous')),
        partner,
      ).toBe(true);
      expect(content.earnDetails.map((page) => page.url).sort(), partner).toEqual(
        [
          '/earn/accessibility',
          '/earn/how-it-works',
          '/earn/new-member-bonus',
          '/earn/privacy',
          '/earn/reservations',
          '/earn/terms',
          '/earn/topgolf-bonus',
          '/earn/vip-upgrade',
          ...(partner === 't-mobile' ? ['/earn/support'] : []),
        ].sort(),
      );
    }
  });

  it('words content in the partner’s own programme and currency', async () => {
    const [home] = (await json<{ data: { fields: { banner_text: { text_mobile: string }[] } }[] }>(await fetch(cmsUrl('hilton', 'home'))))
      .data;
    expect(JSON.stringify(home)).toContain('points');
    const earn = JSON.stringify(await json(await fetch(cmsUrl('delta', 'earn_details'))));
    expect(earn).toContain('SkyMiles® Dining');
    // Rates only through the placeholders the site fills from the partner's config (issue #25).
    expect(earn).toContain('{rate.tier3}');
    expect(earn).not.toMatch(/\d miles? per \$/);
  });

  it('writes no rate out in any partner’s CMS text: the content report has nothing to list (issue #25)', async () => {
    for (const partner of partnerSlugs) {
      const flags = await json(await fetch(`${sandbox.url}/${partner}/api/feature-flags`));
      const { site } = resolveTestSite(partner, flags, await pullSets(partner));
      expect(literalRates(site), partner).toEqual([]);
    }
  });

  it('points every footer link at a page the partner’s bundle has (or a mail or phone link)', async () => {
    for (const partner of partnerSlugs) {
      const flags = await json(await fetch(`${sandbox.url}/${partner}/api/feature-flags`));
      const { site } = resolveTestSite(partner, flags, await pullSets(partner));
      const pages = new Set(pageRoutes(site).map((route) => route.path));
      const footer = site.content.global.footer;
      const hrefs = [
        ...(footer?.primary_links ?? []).map((link) => link.url),
        ...(footer?.secondary_links ?? []).map((link) => link.url),
        ...[...(footer?.disclaimer ?? '').matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? ''),
      ];
      expect(hrefs.length, partner).toBeGreaterThan(4);
      const ownSite = new URL(site.siteUrl);
      for (const href of hrefs) {
        if (/^(mailto|tel):/.test(href)) continue;
        // Relative links and absolute ones to the partner's own host are pages of its bundle.
        const url = new URL(href, ownSite);
        expect(url.origin, `${partner} ${href}`).toBe(ownSite.origin);
        expect(pages.has(url.pathname), `${partner} ${href}`).toBe(true);
      }
    }
  });

  it('adds draft entries only with preview=1', async () => {
    const live = await json<CmsSet>(await fetch(cmsUrl('delta', 'announcement_banner')));
    const preview = await json<CmsSet>(await fetch(cmsUrl('delta', 'announcement_banner', '&preview=1')));
    expect(preview.data.length).toBe(live.data.length + 1);
  });
});

describe('feature flags', () => {
  it('answers { authFlags, filters, partnerFeatureFlags } without flipping enrollment or currency', async () => {
    for (const partner of partnerSlugs) {
      const flags = await json<{ authFlags: object; filters: object; partnerFeatureFlags: Record<string, unknown> }>(
        await fetch(`${sandbox.url}/${partner}/api/feature-flags`),
      );
      expect(flags).toEqual({
        authFlags: expect.any(Object) as unknown,
        filters: expect.any(Object) as unknown,
        partnerFeatureFlags: expect.any(Object) as unknown,
      });
      expect(flags.partnerFeatureFlags).not.toHaveProperty('enrollmentType');
      expect(flags.partnerFeatureFlags).not.toHaveProperty('currencyType');
    }
    const delta = await json<{ partnerFeatureFlags: Record<string, unknown> }>(await fetch(`${sandbox.url}/delta/api/feature-flags`));
    expect(delta.partnerFeatureFlags['hasVIP']).toBe(true);
    const united = await json<{ partnerFeatureFlags: Record<string, unknown> }>(await fetch(`${sandbox.url}/united/api/feature-flags`));
    expect(united.partnerFeatureFlags).toMatchObject({ hasDiscoverPage: true, homePage: 'discover' });
  });
});

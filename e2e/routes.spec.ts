// Every route of the spec's route table, per enrollment type, served from real bundles: by our static
// server and by nginx with the bundle's generated nginx.conf (the same answers from both).
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { settled, stayOnSsoHandOff } from './hand-off.ts';
import { baseUrlOf, e2ePartners, servedBy, serverMissing, servers } from './partners.ts';

const everywhere = [
  '/',
  '/how-it-works',
  '/search',
  '/merchants/1001',
  '/merchants/1001/Order',
  '/earn/topgolf-bonus',
  '/earn/new-member-bonus',
  '/earn/how-it-works',
  '/earn/reservations',
  '/earn/vip-upgrade',
  '/surveys',
  '/surveys/success',
  '/surveys/error',
  '/error',
  '/not_found',
  '/SignOut',
  '/stgtools',
];
const enrolled = [
  '/activate',
  '/activate/activated',
  '/join',
  '/add_card',
  '/card_added',
  '/login',
  '/account/overview',
  '/account/recent_activity',
  '/account/manage_cards',
  '/account/user_profile',
];
const directOnly = ['/fix_credentials', '/recover', '/recover/confirm', '/recover/update', '/recover/success'];
const ssoOnly = ['/Login'];

function expectedRoutes(enrollment: string): { available: string[]; missing: string[] } {
  const available = [...everywhere];
  const missing: string[] = [];
  (enrollment === 'none' ? missing : available).push(...enrolled);
  (enrollment === 'direct' ? available : missing).push(...directOnly);
  (enrollment === 'sso' ? available : missing).push(...ssoOnly);
  return { available, missing };
}

async function partnerJson(request: APIRequestContext, base: string) {
  const response = await request.get(`${base}/partner.json`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { name: string; enrollmentType: string; hasDiscoverPage: boolean };
}

// The service worker serves the hashed scripts from its cache, past page.route: without it the sso
// hand-off's script is stubbed for every page, not only the first (hand-off.ts).
test.use({ serviceWorkers: 'block' });

for (const [server, partner] of servers.flatMap((server) => e2ePartners.map((partner) => [server, partner] as const))) {
  const base = baseUrlOf(servedBy(partner, server));
  const { available, missing } = expectedRoutes(partner.enrollment);

  test.describe(`${partner.slug} (${partner.enrollment}) on the ${server.name}`, () => {
    test.skip(Boolean(serverMissing(server)), serverMissing(server));

    test('the bundle reports the partner and enrollment type it was built for', async ({ request }) => {
      const settings = await partnerJson(request, base);
      expect(settings.enrollmentType).toBe(partner.enrollment);
    });

    // In the browser once; nginx serves the very same bytes (the next test), and its pages are
    // driven in the browser by the 404, redirect and offline tests.
    if (server.name === 'static server') {
      test('every available route renders a themed page that says what it is', async ({ page, request }) => {
        test.setTimeout(120_000); // every page of the bundle, one after another
        const { name } = await partnerJson(request, base);
        await stayOnSsoHandOff(page);
        for (const path of available) {
          const response = await page.goto(`${base}${path}`);
          expect(response?.status(), path).toBe(200);
          await settled(page);
          await expect(page.getByRole('main'), path).toBeVisible();
          await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
          await expect(page.getByRole('link', { name: /skip to main content/i }), path).toBeAttached();
          await expect(page.getByRole('banner').getByRole('img').first(), path).toHaveAttribute(
            'alt',
            new RegExp(name.split(/[\s®]/)[0]!, 'i'),
          );
          expect(await page.title(), path).not.toBe('');
          const brand = await page.evaluate(() => getComputedStyle(document.querySelector('header')!).borderBottomColor);
          expect(brand, path).not.toBe('');
        }
      });
    }

    if (server.name === 'nginx') {
      test('every available route serves the page and assets our static server serves', async ({ request }) => {
        const ours = baseUrlOf(partner);
        const assets = new Set<string>();
        for (const path of available) {
          const [expected, actual] = await Promise.all([request.get(`${ours}${path}`), request.get(`${base}${path}`)]);
          expect(actual.status(), path).toBe(200);
          expect(actual.headers()['content-type'], path).toBe(expected.headers()['content-type']);
          expect(actual.headers()['content-security-policy'], path).toBe(expected.headers()['content-security-policy']);
          const html = await actual.text();
          expect(html, path).toBe(await expected.text());
          for (const [asset] of html.matchAll(/\/_astro\/[^"'\s),&]+/g)) assets.add(asset);
        }
        expect(assets.size).toBeGreaterThan(0);
        for (const asset of assets) {
          const [expected, actual] = await Promise.all([request.get(`${ours}${asset}`), request.get(`${base}${asset}`)]);
          expect([actual.status(), actual.headers()['content-type'], actual.headers()['cache-control']], asset).toEqual([
            200,
            expected.headers()['content-type'],
            expected.headers()['cache-control'],
          ]);
        }
      });
    }

    test('routes the partner does not offer show the not-found page with status 404', async ({ page }) => {
      for (const path of [...missing, '/no-such-page', '/earn/no-such-offer', '/merchants']) {
        const response = await page.goto(`${base}${path}`);
        if (path === '/merchants') {
          // The bare merchants path sends people to search rather than a dead end.
          expect(page.url()).toBe(`${base}/search`);
          continue;
        }
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(/radar/i);
      }
    });

    test('the discover page exists only when the partner has one', async ({ request }) => {
      const { hasDiscoverPage } = await partnerJson(request, base);
      const response = await request.get(`${base}/discover`, { maxRedirects: 0 });
      expect(response.status()).toBe(hasDiscoverPage ? 200 : 404);
    });

    test('same-site links on every page lead somewhere', async ({ request }) => {
      const seen = new Set<string>();
      const queue = ['/'];
      while (queue.length && seen.size < 80) {
        const path = queue.shift()!;
        if (seen.has(path)) continue;
        seen.add(path);
        const response = await request.get(`${base}${path}`);
        expect(response.status(), `link to ${path}`).toBe(200);
        if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
        for (const [, href] of (await response.text()).matchAll(/<a[^>]+href="([^"#]*)"/g)) {
          if (href && href.startsWith('/') && !href.startsWith('//')) queue.push(href.split('?')[0]!);
        }
      }
      // The crawl really followed links: home, nav and footer pages at least.
      expect(seen.size).toBeGreaterThanOrEqual(4);
    });
  });
}

for (const server of servers) {
  test.describe(`redirects and headers on the ${server.name}`, () => {
    test.skip(Boolean(serverMissing(server)), serverMissing(server));
    const direct = servedBy(e2ePartners[0], server);
    const sso = servedBy(e2ePartners[1], server);

    test('unknown account sub-pages go to the overview', async ({ request }) => {
      for (const partner of [direct, sso]) {
        // The server's own redirects (the overview's guard then sends a signed-out visitor on to
        // sign in, racing any check of where a browser ends up).
        const unknown = await request.get(`${baseUrlOf(partner)}/account/nothing-here?tab=2`, { maxRedirects: 0 });
        expect([unknown.status(), unknown.headers()['location']]).toEqual([302, '/account/overview?tab=2']);
        const bare = await request.get(`${baseUrlOf(partner)}/account`, { maxRedirects: 0 });
        expect([bare.status(), bare.headers()['location']]).toEqual([301, '/account/overview']);
        const overview = await request.get(`${baseUrlOf(partner)}/account/overview`, { maxRedirects: 0 });
        expect(overview.status()).toBe(200);
      }
    });

    test("the second document's path names redirect to the route-table ones", async ({ page }) => {
      const base = baseUrlOf(direct);
      await page.goto(`${base}/recover-credentials`);
      expect(new URL(page.url()).pathname).toBe('/recover');
      // The step itself sends a visitor with no recovery in progress back to /recover: check the redirect.
      const confirm = await page.request.get(`${base}/recover-credentials/confirm`, { maxRedirects: 0 });
      expect(confirm.status()).toBe(301);
      expect(confirm.headers()['location']).toBe('/recover/confirm');
      await page.goto(`${base}/fix-credentials`);
      expect(new URL(page.url()).pathname).toBe('/fix_credentials');
    });

    test('bundles carry security and caching headers', async ({ request }) => {
      const base = baseUrlOf(direct);
      const html = await request.get(`${base}/how-it-works`);
      expect(html.headers()['content-security-policy']).toContain("script-src 'self'");
      expect(html.headers()['content-security-policy']).not.toContain("'unsafe-inline' 'unsafe-eval'");
      expect(html.headers()['cache-control']).toContain('max-age=0');
      const worker = await request.get(`${base}/worker.js`);
      expect(worker.status()).toBe(200);
      expect(worker.headers()['cache-control']).toBe('no-cache');
      expect(await worker.text()).toContain('/offline/');
      expect(worker.headers()['service-worker-allowed']).toBe('/');
      // Hashed assets are kept for a year; a missing one is the not-found page, never cached long.
      const asset = /\/_astro\/[^"]+\.(?:js|css)/.exec(await html.text())?.[0];
      expect(asset, 'the page loads a hashed asset').toBeDefined();
      expect((await request.get(`${base}${asset}`)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      const missing = await request.get(`${base}/_astro/no-such-asset.Zz99.js`);
      expect(missing.status()).toBe(404);
      expect(missing.headers()['cache-control']).toContain('max-age=0');
      expect((await request.get(`${base}/manifest.webmanifest`)).headers()['content-type']).toBe('application/manifest+json');
      // The host's configuration is not content. (The static server predates nginx.conf and serves it.)
      for (const file of ['/_headers', '/_redirects', ...(server.name === 'nginx' ? ['/nginx.conf'] : [])]) {
        expect((await request.get(`${base}${file}`)).status(), file).toBe(404);
      }
    });

    test("the partner's backend answers through /api, query and all", async ({ request }) => {
      const search = await request.get(`${baseUrlOf(direct)}/api/v2/Merchants/Search?location=Chicago%2C%20IL&pageSize=15`);
      expect(search.status()).toBe(200);
      const { merchants } = (await search.json()) as { merchants: unknown[] };
      expect(merchants).toHaveLength(15);
    });
  });
}

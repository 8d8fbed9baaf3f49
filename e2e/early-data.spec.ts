// Data does not wait for code (issue #26): an island page's own data is asked for from its HTML,
// before the island's bundle has arrived, and the island takes that answer instead of asking again.
// Per load: the merchant page asks for its merchant once, the search page for its results once, and
// an account page (signed in, at a miles, a credit and an sso points partner) asks for nothing twice;
// every request the head started is taken by the page (none is wasted).
import type { Page, Request, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signIn } from './members.ts';
import { baseUrlOf, e2ePartners, fleetPartners } from './partners.ts';

const [delta] = e2ePartners;
const base = baseUrlOf(delta);

/** Every API GET the page sends from now on, as path and query. */
function apiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname + url.search);
  });
  return reads;
}

/** The head's requests not yet taken by the page (none once the islands have asked). */
const untaken = (page: Page): Promise<string[]> =>
  page.evaluate(() => Object.keys((window as { __earlyResponses?: Record<string, unknown> }).__earlyResponses ?? { missing: true }));

/** When the page started asking for `path` and when the island's own script had arrived, in ms. */
async function dataBeforeCode(page: Page, path: string): Promise<{ data: number; code: number }> {
  return page.evaluate((wanted) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const data = entries.find((entry) => new URL(entry.name).pathname === wanted);
    const island = document.querySelector('astro-island')?.getAttribute('component-url') ?? '';
    const code = entries.find((entry) => entry.name.endsWith(island));
    return { data: data?.startTime ?? Infinity, code: code?.responseEnd ?? -Infinity };
  }, path);
}

test.describe('data does not wait for code (issue #26)', () => {
  test('the merchant page asks for its merchant once, from its HTML, and preloads the picture', async ({ page }) => {
    const reads = apiReads(page);
    const pictures: string[] = [];
    page.on(
      'request',
      (request) => void (request.resourceType() === 'image' && request.url().includes('/1001/promo') && pictures.push(request.url())),
    );
    await page.goto(`${base}/merchants/1001`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    await page.waitForLoadState('networkidle');
    expect(reads.filter((read) => read.startsWith('/api/v2/Merchants/1001') && !read.includes('/1001/'))).toEqual([
      '/api/v2/Merchants/1001',
    ]);
    expect(reads.filter((read) => read === '/api/Member')).toHaveLength(1);
    expect(await untaken(page)).toEqual([]);
    const { data, code } = await dataBeforeCode(page, '/api/v2/Merchants/1001');
    expect(data).toBeLessThan(code);
    expect(new Set(pictures).size).toBe(1); // the head's preload and the page's <img> are one fetch
  });

  const earlyPictures = [
    { kind: "the merchant's picture", path: '/merchants/1001', skeleton: '[aria-hidden="true"] span', drawn: 'main figure img' },
    {
      kind: "the first result's picture",
      path: '/search?location=Chicago,+IL',
      skeleton: 'ul[aria-hidden="true"] li span',
      drawn: '[data-merchant-id] img',
    },
  ];
  for (const { kind, path, skeleton, drawn } of earlyPictures) {
    test(`the skeleton shows ${kind} before any of the page's code has run (${path})`, async ({ page }) => {
      // Every bundle held back: what shows now is the HTML and its head script alone.
      const held: Route[] = [];
      let release = false;
      await page.route(/\/_astro\/.*\.js$/, (route) => (release ? route.continue() : void held.push(route)));
      await page.goto(`${base}${path}`, { waitUntil: 'commit' });
      await expect(page.locator('html')).toHaveAttribute('data-early-picture', '');
      const largestPaint = () =>
        page.evaluate(
          () =>
            new Promise<string>((resolve) =>
              new PerformanceObserver((list) => resolve((list.getEntries().at(-1) as PerformanceEntry & { url: string }).url)).observe({
                type: 'largest-contentful-paint',
                buffered: true,
              }),
            ),
        );
      await expect.poll(largestPaint).toMatch(/\/promo$/);
      const painted = await largestPaint();
      const skeletonBox = await page.locator(skeleton).first().boundingBox();
      expect(held.length).toBeGreaterThan(0);
      // The code arrives: the page's own picture, the same one, takes the same box.
      release = true;
      for (const route of held.splice(0)) await route.continue();
      const picture = page.locator(drawn).first();
      await expect(picture).toHaveAttribute('src', painted);
      await expect.poll(() => picture.boundingBox()).toEqual(skeletonBox);
    });
  }

  test('a link with its search location passes it on, still one request', async ({ page }) => {
    const reads = apiReads(page);
    await page.goto(`${base}/merchants/1001?location=Chicago,+IL`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    await page.waitForLoadState('networkidle');
    expect(reads.filter((read) => read.startsWith('/api/v2/Merchants/1001') && !read.includes('/1001/'))).toEqual([
      '/api/v2/Merchants/1001?location=Chicago%2C+IL',
    ]);
    expect(await untaken(page)).toEqual([]);
  });

  test('the search page asks for its results once, from its HTML', async ({ page }) => {
    const reads = apiReads(page);
    await page.goto(`${base}/search?location=Chicago,+IL`);
    await expect(page.getByRole('region', { name: 'Restaurants' }).getByRole('status')).toHaveText(/near Chicago, IL/);
    await page.waitForLoadState('networkidle');
    const searches = reads.filter((read) => read.startsWith('/api/v2/Merchants/Search'));
    expect(searches).toHaveLength(1);
    expect(new URL(searches[0]!, base).searchParams.get('location')).toBe('Chicago, IL');
    expect(await untaken(page)).toEqual([]);
    const { data, code } = await dataBeforeCode(page, '/api/v2/Merchants/Search');
    expect(data).toBeLessThan(code);
  });

  test('a search the head cannot be sure of is left to the island, still one request', async ({ page }) => {
    const reads = apiReads(page);
    await page.goto(`${base}/search?location=Chicago,+IL&isNew=true`);
    await expect(page.getByRole('region', { name: 'Restaurants' }).getByRole('status')).toHaveText(/near Chicago, IL/);
    await page.waitForLoadState('networkidle');
    expect(reads.filter((read) => read.startsWith('/api/v2/Merchants/Search'))).toHaveLength(1);
    expect(await untaken(page)).toEqual([]);
  });

  const partners = [
    { slug: 'delta', enrollment: 'direct' },
    { slug: 'fuel-rewards', enrollment: 'sso' },
    { slug: 'hilton', enrollment: 'sso' },
  ] as const;
  for (const { slug, enrollment } of partners) {
    test(`${slug}: the account pages take their lists from the HTML and ask for nothing twice`, async ({ page }) => {
      const partnerBase = baseUrlOf(fleetPartners.find((partner) => partner.slug === slug)!);
      await signIn(page, partnerBase, slug, 'card', enrollment);
      for (const path of ['/account/overview', '/account/recent_activity', '/account/manage_cards']) {
        const reads = apiReads(page);
        await page.goto(`${partnerBase}${path}`);
        await expect.poll(() => untaken(page), { message: `${slug} ${path}` }).toEqual([]);
        await page.waitForLoadState('networkidle');
        const twice = reads.filter((read, at) => reads.indexOf(read) !== at);
        expect(twice, `${slug} ${path}`).toEqual([]);
        expect(reads.filter((read) => read === '/api/Member')).toHaveLength(1);
        page.removeAllListeners('request');
      }
    });
  }
});

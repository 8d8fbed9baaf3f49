// Issue #22 item 10: the page is at most 1400px wide, centred (spec 001 §9 "page max 1400px"), and
// the main menu lists each destination once (the CMS nav links and the footer's primary links
// both name "How it works").
import { expect, test } from './fixtures.ts';
import { baseUrlOf, e2ePartners } from './partners.ts';

const [delta, hilton] = e2ePartners;

test.describe('the page frame', () => {
  test('a wide window: the page is 1400px wide, centred; the navbar and footer stay within it', async ({ page }) => {
    await page.setViewportSize({ width: 1900, height: 900 });
    await page.goto(`${baseUrlOf(delta)}/how-it-works`);
    for (const selector of ['body', 'header', 'main', 'footer']) {
      const box = await page.locator(selector).first().boundingBox();
      expect(box, selector).not.toBeNull();
      expect(box!.width, selector).toBeLessThanOrEqual(1400);
      expect(box!.x, selector).toBeGreaterThanOrEqual(250);
    }
    expect((await page.locator('body').boundingBox())!.width).toBe(1400);
  });

  test('a window narrower than 1400px: the page fills it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrlOf(delta)}/how-it-works`);
    expect((await page.locator('body').boundingBox())!.width).toBe(1280);
  });
});

test.describe('the main menu', () => {
  for (const partner of [delta, hilton]) {
    test(`lists each destination once (${partner.slug})`, async ({ page }) => {
      await page.goto(`${baseUrlOf(partner)}/how-it-works`);
      await page.getByRole('button', { name: 'Menu' }).first().click();
      const menu = page.locator('#main-menu');
      await expect(menu).toBeVisible();
      // Links for other visitors' states are in the page but hidden (data-show-for).
      const hrefs = await menu
        .locator('a')
        .evaluateAll((links) => links.filter((link) => link.checkVisibility()).map((link) => (link as HTMLAnchorElement).href));
      expect(hrefs.length).toBeGreaterThan(3);
      expect(hrefs.filter((href, index) => hrefs.indexOf(href) !== index)).toEqual([]);
      await expect(menu.getByRole('link', { name: 'How it works' })).toHaveCount(1);
    });
  }
});

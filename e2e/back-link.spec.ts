// The Back link under the navbar (spec 000 §2, "going back in browser history"): back whenever the
// previous page in this tab was on this site, typed-in addresses included; home otherwise
// (src/features/shell/back-link.ts). Chromium has the Navigation API; the second group runs the
// session-storage path older browsers take.
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { baseUrlOf, e2ePartners } from './partners.ts';

const [delta, hilton] = e2ePartners;
const deltaUrl = baseUrlOf(delta);
const back = (page: Page) => page.getByRole('link', { name: 'Back', exact: true });

for (const navigationApi of [true, false]) {
  test.describe(navigationApi ? 'with the Navigation API' : 'without the Navigation API', () => {
    test.beforeEach(async ({ page }) => {
      if (!navigationApi) await page.addInitScript(() => Object.defineProperty(window, 'navigation', { value: undefined }));
    });

    test('goes back after a page of this site whose address was typed in', async ({ page }) => {
      await page.goto(`${deltaUrl}/search`);
      await page.goto(`${deltaUrl}/merchants/1001`); // no referrer: typed in or bookmarked
      await back(page).click();
      await expect(page).toHaveURL(`${deltaUrl}/search`);
    });

    test('goes back after a link on this site', async ({ page }) => {
      await page.goto(`${deltaUrl}/how-it-works`);
      await page.goto(`${deltaUrl}/merchants/1001`, { referer: `${deltaUrl}/how-it-works` });
      await back(page).click();
      await expect(page).toHaveURL(`${deltaUrl}/how-it-works`);
    });

    test('goes home from the first page of the tab, also after a reload', async ({ page }) => {
      await page.goto(`${deltaUrl}/merchants/1001`);
      await page.reload();
      await back(page).click();
      await expect(page).toHaveURL(`${deltaUrl}/`);
    });

    test('goes home when another site linked here', async ({ page }) => {
      await page.goto(`${deltaUrl}/search`);
      await page.goto(`${baseUrlOf(hilton)}/how-it-works`);
      await page.goto(`${deltaUrl}/merchants/1001`, { referer: `${baseUrlOf(hilton)}/how-it-works` });
      await back(page).click();
      await expect(page).toHaveURL(`${deltaUrl}/`);
    });
  });
}

test('goes home when another site came in between and the address was then typed in (Navigation API)', async ({ page }) => {
  await page.goto(`${deltaUrl}/search`);
  await page.goto(`${baseUrlOf(hilton)}/how-it-works`);
  await page.goto(`${deltaUrl}/merchants/1001`);
  await back(page).click();
  await expect(page).toHaveURL(`${deltaUrl}/`);
});

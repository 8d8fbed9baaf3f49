// The CMS earn banner and sidebars are shown where they belong (issue #7; docs/decisions.md): the
// earn banner on earn pages and the search page, a sidebar in the side column of the pages its key
// names (sandbox seed: `earn`, `reservations`, `account`).
import { violations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { baseUrlOf, e2ePartners } from './partners.ts';

const [delta] = e2ePartners;
const deltaUrl = baseUrlOf(delta);
const earnBanner = /Members earn up to/;

test('an earn page shows the earn banner, and its own sidebar in the side column', async ({ page }) => {
  await page.goto(`${deltaUrl}/earn/reservations`);
  await expect(page.getByRole('main').getByText(earnBanner)).toBeVisible();
  const side = page.getByRole('complementary', { name: 'More information' });
  await expect(side.getByText('Book through OpenTable')).toBeVisible();
  await expect(side.getByRole('heading', { name: 'Questions?' })).toBeVisible(); // the earn entry's side column stays
  await page.goto(`${deltaUrl}/earn/topgolf-bonus`);
  await expect(page.getByRole('complementary', { name: 'More information' }).getByText('Every dine paid with a linked card')).toBeVisible();
});

test('the search page shows the earn banner', async ({ page }) => {
  await page.goto(`${deltaUrl}/search`);
  await expect(page.getByRole('main').getByText(earnBanner)).toBeVisible();
});

test('account pages show the account sidebar', async ({ page }) => {
  await page.goto(`${deltaUrl}/account/overview`);
  await expect(page.getByRole('complementary', { name: 'More information' }).getByText('Need help?')).toBeVisible();
});

test('the pages with them have no axe violations', async ({ page }) => {
  const problems: string[] = [];
  for (const path of ['/earn/reservations', '/search', '/account/overview']) {
    await page.goto(`${deltaUrl}${path}`);
    await expect(page.locator('html')).toHaveAttribute('data-user-state', 'anonymous');
    problems.push(...(await violations(page)).map((v) => `${path} ${v}`));
  }
  expect(problems).toEqual([]);
});

test('other pages show neither', async ({ page }) => {
  await page.goto(`${deltaUrl}/how-it-works`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(earnBanner)).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'More information' })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a merchant carousel is left out and its "View all" link stays', async ({ page }) => {
    await page.goto(`${deltaUrl}/earn/reservations`);
    await expect(page.locator('merchant-carousel')).toBeHidden();
    await expect(page.getByRole('link', { name: 'View all' })).toHaveAttribute('href', /^\/search\?/);
  });
});

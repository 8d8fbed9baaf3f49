// Content pages. The CMS earn banner and sidebars are shown where they belong (issue #7;
// docs/decisions.md): the earn banner on earn pages and the search page, a sidebar in the side
// column of the pages its key names (sandbox seed: `earn`, `reservations`, `account`). The
// how-it-works steps and an earn page's main action, pinned to the bottom of phone screens (issue #8).
import type { Page } from '@playwright/test';
import { violations, widths } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './members.ts';
import { baseUrlOf, e2ePartners } from './partners.ts';

const [delta] = e2ePartners;
const deltaUrl = baseUrlOf(delta);
const earnBanner = /Members earn up to .+ at participating restaurants/; // the CMS banner, not the cards' line

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

test('account pages show the account sidebar, without axe violations', async ({ page }) => {
  // Only members see the account center (a visitor goes to sign in).
  await signIn(page, deltaUrl, delta.slug, 'card', 'direct');
  await page.goto(`${deltaUrl}/account/overview`);
  await expect(page.locator('html')).toHaveAttribute('data-user-state', 'card_member');
  await expect(page.getByRole('complementary', { name: 'More information' }).getByText('Need help?')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the pages with them have no axe violations', async ({ page }) => {
  test.setTimeout(90_000); // axe over the search page's results and map takes a while on a busy machine
  const problems: string[] = [];
  for (const path of ['/earn/reservations', '/search']) {
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

test.describe('how it works', () => {
  const stepsOf = (page: Page) =>
    page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });

  test('three numbered steps: stacked on phones, side by side from the tablet breakpoint', async ({ page }) => {
    await page.setViewportSize(widths.mobile);
    await page.goto(`${deltaUrl}/how-it-works`);
    const steps = stepsOf(page);
    await expect(steps).toHaveCount(3);
    for (const [index, name] of ['Search', 'Dine and pay', 'Earn'].entries()) {
      await expect(steps.nth(index).getByRole('heading', { level: 2, name })).toBeVisible();
      await expect(steps.nth(index)).toContainText(String(index + 1));
    }
    const tops = async () => Promise.all([0, 1, 2].map(async (index) => (await steps.nth(index).boundingBox())!.y));
    const [first, second, third] = await tops();
    expect(first! < second! && second! < third!).toBe(true);
    await page.setViewportSize(widths.desktop);
    expect(new Set(await tops()).size).toBe(1);
  });
});

test.describe('the earn page main action', () => {
  const action = (page: Page) => page.locator('[data-main-action]').getByRole('link', { name: 'Join Now' });

  /** Closes the announcement as a visitor would: the pinned action waits while the dock shows it. */
  async function dismissAnnouncement(page: Page): Promise<void> {
    const dismiss = page.getByRole('button', { name: 'Dismiss announcement' });
    await expect(dismiss).toBeVisible();
    await expect(action(page)).toBeHidden();
    await dismiss.click();
  }

  test('is pinned to the bottom of a phone screen and leaves the end of the page readable', async ({ page }) => {
    await page.setViewportSize(widths.mobile);
    await page.goto(`${deltaUrl}/earn/new-member-bonus`);
    await dismissAnnouncement(page);
    await expect(action(page)).toBeVisible();
    await expect(action(page)).toHaveAttribute('href', '/join');
    const bar = (await page.locator('[data-main-action]').boundingBox())!;
    expect(Math.round(bar.y + bar.height)).toBe(widths.mobile.height);
    // Scrolled to the very end, the footer's last line is above the pinned bar, not under it.
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    const lastLine = (await page.getByRole('contentinfo').getByRole('img', { name: 'Visa' }).boundingBox())!;
    const barNow = (await page.locator('[data-main-action]').boundingBox())!;
    expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(barNow.y);
  });

  test('is the search for a card member, and not pinned from the desktop breakpoint', async ({ page, context }) => {
    // A member who closed the announcement earlier today (its cookie, docs/runtime.md#cookies).
    await context.addCookies([{ name: 'announcement_dismissed', value: '1', url: deltaUrl }]);
    await signIn(page, deltaUrl, 'delta', 'card', 'direct');
    await page.setViewportSize(widths.mobile);
    await page.goto(`${deltaUrl}/earn/new-member-bonus`);
    await expect(page.locator('html')).toHaveAttribute('data-user-state', 'card_member');
    const bar = page.locator('[data-main-action]');
    await expect(bar.getByRole('link', { name: 'Find Restaurants' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Join Now' })).toBeHidden();
    await page.setViewportSize(widths.desktop);
    await expect(bar).toBeHidden();
  });
});

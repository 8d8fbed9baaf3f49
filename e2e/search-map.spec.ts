// The search map's pins and the chosen pin's card (issue #24) against the sandbox: pins say the
// member's earn rate or the price level; on a laptop a pin opens a small card on the map and rings
// its list card; on a phone a pin opens a bottom sheet that steps (buttons, swipe) to the
// neighbouring pins, by keyboard too, and closes back to its pin. axe at both widths with it open.
import { expect, type Page } from '@playwright/test';
import { copyDefaults } from '../src/site/copy-table.ts';
import { violations, widths } from './axe.ts';
import { test } from './fixtures.ts';
import { signIn } from './members.ts';
import { baseUrlOf, e2ePartners } from './partners.ts';

const [delta] = e2ePartners;
const base = baseUrlOf(delta);
const map = (page: Page) => page.getByRole('region', { name: copyDefaults['search.mapLabel'] });
const results = (page: Page) => page.getByRole('list', { name: 'Restaurants' });
const card = (page: Page) => page.locator('[data-map-card]');
const pins = (page: Page) => map(page).locator('[data-merchant-id]');

test.describe('laptop (1280 px)', () => {
  test.use({ viewport: widths.desktop });

  test("a visitor's pins show the price level; a click opens the card on the map and rings the list card", async ({ page }) => {
    await page.goto(`${base}/search?location=Chicago,+IL`);
    await expect(pins(page)).toHaveCount(15);
    for (const text of await pins(page).allTextContents()) expect(text).toMatch(/^\${0,4}$/);

    const lastCard = results(page).getByRole('listitem').last();
    const id = (await lastCard.getAttribute('data-merchant-id')) ?? '';
    const name = (await lastCard.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const pin = map(page).locator(`[data-merchant-id="${id}"]`);
    await pin.click();
    await expect(pin).toHaveAttribute('aria-current', 'true');
    await expect(card(page)).toBeVisible();
    await expect(card(page)).toHaveAccessibleName(name);
    await expect(card(page).getByRole('link', { name })).toHaveAttribute('href', `/merchants/${id}`);
    await expect(card(page).getByRole('img', { name })).toBeVisible();
    await expect(lastCard).toHaveAttribute('data-selected', 'true');
    await expect(lastCard).toBeInViewport();
    // The card sits inside the map's box.
    const [mapBox, cardBox] = [await map(page).boundingBox(), await card(page).boundingBox()];
    expect(cardBox!.y + cardBox!.height).toBeLessThanOrEqual(mapBox!.y + mapBox!.height + 1);
    expect(await violations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(card(page)).toHaveCount(0);
    await expect(pin).toBeFocused();
  });

  test("a member's pins show their earn rate, and Enter on a pin opens its card with focus in it", async ({ page }) => {
    await signIn(page, base, 'delta', 'card', 'direct');
    await page.goto(`${base}/search?location=Chicago,+IL`);
    await expect(pins(page)).toHaveCount(15);
    await expect(
      pins(page)
        .filter({ hasText: /^\d+(\.\d)?x$/ })
        .first(),
    ).toBeVisible();
    const pin = pins(page).first();
    await pin.focus();
    await page.keyboard.press('Enter');
    await expect(card(page)).toBeFocused();
    await expect(card(page)).toContainText(/miles per \$1|Unlock access to earn/);
  });
});

test.describe('phone (390 px)', () => {
  test.use({ viewport: widths.mobile });

  test('a tapped pin opens the sheet; Next, a swipe and Escape move through the neighbours and back to the pin', async ({ page }) => {
    await page.goto(`${base}/search?location=Chicago,+IL`);
    await expect(results(page)).toBeVisible();
    // By keyboard and a dispatched tap: the survey drawer may be open over the foot of the screen.
    await page.getByRole('button', { name: copyDefaults['search.showMap'] }).focus();
    await page.keyboard.press('Enter');
    await expect(pins(page)).toHaveCount(15);
    const pin = pins(page).nth(3);
    const name = (await pin.getAttribute('title')) ?? '';
    await pin.dispatchEvent('click');
    const sheet = card(page);
    await expect(sheet).toBeVisible();
    await expect(sheet).toHaveAccessibleName(name);
    await expect(sheet).toBeInViewport({ ratio: 1 });
    await expect(sheet.getByRole('link', { name })).toHaveAttribute('href', /^\/merchants\//);
    await expect(sheet.getByRole('img', { name })).toBeVisible();
    const status = sheet.getByRole('status');
    await expect(status).toHaveText(new RegExp(`^\\d+ of 15: ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    const place = Number((await status.textContent())?.split(' ')[0]);

    // Next by button (not at the last pin, else Previous).
    const [label, step] = place < 15 ? ['Next', 1] : ['Previous', -1];
    await sheet.getByRole('button', { name: label }).focus();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText(new RegExp(`^${place + step} of 15: `));
    const second = (await sheet.getAttribute('aria-label')) ?? '';
    expect(second).not.toBe(name);
    await expect(map(page).locator('[aria-current="true"]')).toHaveAttribute('title', second);

    // A swipe back the other way (pointer events, as a finger sends them).
    const box = (await sheet.boundingBox())!;
    const y = box.y + box.height / 2;
    const [from, to] = step === 1 ? [box.x + 40, box.x + box.width - 40] : [box.x + box.width - 40, box.x + 40];
    await sheet.dispatchEvent('pointerdown', { clientX: from, clientY: y, pointerType: 'touch', isPrimary: true });
    await sheet.dispatchEvent('pointerup', { clientX: to, clientY: y, pointerType: 'touch', isPrimary: true });
    await expect(status).toHaveText(new RegExp(`^${place} of 15: `));
    expect(await violations(page)).toEqual([]);

    await sheet.focus();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(map(page).getByTitle(name, { exact: true })).toBeFocused();
  });
});

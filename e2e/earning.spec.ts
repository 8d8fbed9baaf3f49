// What a member earns, stated the same way everywhere (issue #25): the home page, how it works (the
// tier ladder), the search banner, a card and the restaurant page carry the partner's own rates from
// its config, for visitors too; unticking the email opt-in on Profile warns first. On delta (miles,
// VIP), hilton (points, sso) and fuel-rewards (credit, sso, no VIP).
import { expect, type Page } from '@playwright/test';
import { loadPartner } from '../partners/index.ts';
import { tierLadder, topStep } from '../src/lib/earn-rates.ts';
import { violations } from './axe.ts';
import { test } from './fixtures.ts';
import { freshMember, signInAs } from './members.ts';
import { baseUrlOf, fleetPartners } from './partners.ts';

const literally = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const served = (slug: string) => baseUrlOf(fleetPartners.find((partner) => partner.slug === slug)!);

for (const slug of ['delta', 'hilton', 'fuel-rewards']) {
  test(`${slug}: home, how it works, search, a card and the restaurant page state the config's rates`, async ({ page }) => {
    const base = served(slug);
    const { settings } = loadPartner(slug);
    const ladder = tierLadder(settings);
    const best = topStep(ladder).rateText;

    await page.goto(`${base}/`);
    await expect(page.getByRole('main')).toContainText(new RegExp(`up to ${literally(best)}`, 'i'));

    await page.goto(`${base}/how-it-works`);
    const steps = page.getByRole('list', { name: /tier earns$/ }).getByRole('listitem');
    await expect(steps).toHaveCount(ladder.length);
    for (const [index, step] of ladder.entries()) {
      await expect(steps.nth(index)).toContainText(step.name);
      await expect(steps.nth(index)).toContainText(step.rateText);
    }

    await page.goto(`${base}/search?location=Chicago,+IL`);
    await expect(page.getByRole('main')).toContainText(`Members earn up to ${best}`); // the CMS banner's {rate.max}
    const card = page.getByRole('list', { name: 'Restaurants' }).getByRole('listitem').first();
    await expect(card).toContainText(`Members earn up to ${best}`);
    await expect(card.getByRole('link', { name: 'Sign in to see offers' })).toBeVisible();

    await card.getByRole('heading', { level: 3 }).getByRole('link').click();
    const earn = page.getByRole('region', { name: 'What you earn' });
    await expect(earn).toContainText(`Members earn up to ${best}`);
    await expect(earn).toContainText(new RegExp(`A \\$100 meal here earns about .+ as a ${literally(settings.tierNames.select)}\\.`));
  });
}

async function openProfile(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/account/user_profile`);
  await expect(page.getByRole('textbox', { name: /ZIP code/ })).not.toHaveValue('');
}

test('Profile: a Select Member unticking the email opt-in is told the rate it drops to, and decides', async ({ page, request }) => {
  const base = served('delta');
  await signInAs(page, base, await freshMember(request, { partner: 'delta', role: 'card' }), 'direct');
  await openProfile(page, base);
  const optIn = page.getByRole('checkbox', { name: 'Email me offers and news' });
  await expect(optIn).toBeChecked();
  await expect(page.getByText('Members who get our emails earn 3 miles per $1 instead of 1 mile per $2.')).toBeVisible();

  // By keyboard: Space asks; Keep emails keeps the box ticked and focus comes back to it.
  await optIn.focus();
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: 'Stop getting emails?' });
  await expect(dialog).toContainText('You will earn 1 mile per $2 instead of 3 miles per $1.');
  expect(await violations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Keep emails' }).click();
  await expect(dialog).toBeHidden();
  await expect(optIn).toBeChecked();
  await expect(optIn).toBeFocused();

  await optIn.click();
  await dialog.getByRole('button', { name: 'Stop emails' }).click();
  await expect(optIn).not.toBeChecked();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('paragraph').filter({ hasText: 'All changes were saved.' })).toBeVisible();
  await openProfile(page, base);
  await expect(optIn).not.toBeChecked();
});

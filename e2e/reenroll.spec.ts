// Re-enrollment for closed accounts (spec 001 §4 "Re-enrollment") against the sandbox, for a direct
// partner (delta) and an sso partner (hilton): the gate in place of the page with its title, notice,
// prompt and card form; linking a card through the stand-in frame reopens the account, names the
// card and lands on the account center; a declined card shows its line inside the form; 'Sign in
// later' signs out; no modal over the gate; axe at both widths. Each test has a fresh closed member.
import type { Page } from '@playwright/test';
import { violations, widths } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { expectUserState, freshMember, signInAs } from './members.ts';
import { baseUrlOf, e2ePartners } from './partners.ts';

const [deltaPartner, hiltonPartner] = e2ePartners;

const cardFrame = (page: Page) => page.frameLocator('iframe[title="Card number"]');
const gate = (page: Page) => page.locator('[data-reenroll-gate]');

for (const partner of [deltaPartner, hiltonPartner]) {
  const base = baseUrlOf(partner);
  const { slug, enrollment } = partner;

  test.describe(`re-enrollment at ${slug} (${enrollment})`, () => {
    async function openAsClosed(page: Page, path = '/account/overview'): Promise<void> {
      const member = await freshMember(page.request, { partner: slug, role: 'closed' });
      await signInAs(page, base, member, enrollment);
      await page.goto(`${base}${path}`);
      await expectUserState(page, 'closed_account');
    }

    test('the gate replaces the page: title, notice, prompt and the card form', async ({ page }) => {
      await openAsClosed(page, '/account/manage_cards');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Linked Cards' })).toBeHidden();
      await expect(gate(page)).toContainText('Your card was deleted, so your account was closed.');
      await expect(gate(page)).toContainText('Link a card to start earning');
      await expect(cardFrame(page).getByLabel('Card number')).toBeVisible();
      await expect(gate(page).getByRole('checkbox', { name: /see purchases on this card/ })).toBeVisible();
      // One card form on the page: the hidden cards page loads none.
      await expect(page.locator('iframe[title="Card number"]')).toHaveCount(1);
      // No announcement or other modal over it.
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('linking a card reopens the account and goes to the account center', async ({ page }) => {
      await openAsClosed(page, '/how-it-works');
      await cardFrame(page).getByLabel('Card number').fill('4111111111111111');
      await gate(page)
        .getByRole('checkbox', { name: /see purchases on this card/ })
        .check();
      await gate(page).getByRole('button', { name: 'Add card' }).click();
      await expect(page).toHaveURL(`${base}/account/overview`);
      await expectUserState(page, 'card_member');
      await expect(page.getByText('Your card ending in 1111 has been linked.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
      const answer = await page.request.get(`${base}/api/Member`);
      expect(await answer.json()).toMatchObject({ memberType: 'EnrolledCardMember', active: true });
      await page.goto(`${base}/account/manage_cards`);
      await expect(
        page.getByRole('list', { name: 'Your linked cards' }).getByRole('listitem').filter({ hasText: 'ending in 1111' }),
      ).toBeVisible();
    });

    test('a declined card: its line inside the form, the account still closed', async ({ page }) => {
      await openAsClosed(page);
      await cardFrame(page).getByLabel('Card number').fill('4000000000000002');
      await gate(page)
        .getByRole('checkbox', { name: /see purchases on this card/ })
        .check();
      await gate(page).getByRole('button', { name: 'Add card' }).click();
      await expect(gate(page).getByRole('heading', { name: 'No selected cards were linked.' })).toBeFocused();
      await expect(gate(page).getByText('Visa ending in 0002 - CardDeclined: The card issuer declined to link this card.')).toBeVisible();
      await expect(page).toHaveURL(`${base}/account/overview`);
      await expectUserState(page, 'closed_account');
    });

    test("'Sign in later' signs out", async ({ page }) => {
      await openAsClosed(page);
      const later = gate(page).getByRole('link', { name: 'Sign in later' });
      await expect(later).toHaveAttribute('href', '/SignOut');
      // The form has replaced the loading slot (one link, the form's own).
      await expect(cardFrame(page).getByLabel('Card number')).toBeVisible();
      await later.click();
      await expect(page).toHaveURL(`${base}/SignOut`);
      await expectUserState(page, 'anonymous');
    });

    for (const [label, viewport] of Object.entries(widths)) {
      test(`axe is clean on the gate at ${label} width`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await openAsClosed(page);
        await expect(cardFrame(page).getByLabel('Card number')).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}

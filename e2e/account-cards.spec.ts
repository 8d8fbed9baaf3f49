// Linked Cards (/account/manage_cards; spec 001 §2, §4 "Card deletion", "Adding cards", §8, §9)
// against the sandbox, for a direct partner (delta) and an sso partner with partner-loaded cards
// (hilton): the list; deleting a card through its modal by keyboard alone; the last card closing the
// account and signing out; a failed delete; adding a card through the stand-in frame under the limit
// (and a partner card at hilton); the notice at the limit; axe at both widths. Issue #25: the
// network marks, a quiet Delete and a danger confirm, the frame's skeleton (no blank gap, no shift),
// why linking is safe, and one error for an invalid number. Every test that
// changes cards has a fresh member of its own.
import type { Locator, Page } from '@playwright/test';
import { violations, widths } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { expectUserState, freshMember, signInAs, type FreshMember } from './members.ts';
import { baseUrlOf, e2ePartners } from './partners.ts';

const [deltaPartner, hiltonPartner] = e2ePartners;
const sandboxUrl = (): string => process.env['E2E_SANDBOX_URL'] ?? 'http://127.0.0.1:4610';

const cardFrame = (page: Page) => page.frameLocator('iframe[title="Card number"]');
const cardList = (page: Page) => page.getByRole('list', { name: 'Your linked cards' });
const cardRow = (page: Page, lastFour: string) =>
  cardList(page)
    .getByRole('listitem')
    .filter({ hasText: `ending in ${lastFour}` });
const addCardForm = (page: Page) => page.locator('form').filter({ has: page.getByRole('button', { name: 'Add card' }) });

/** A danger button: red (its red channel well above green and blue), not the brand's colour. */
async function expectDanger(button: Locator): Promise<void> {
  const colour = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
  const [red, green, blue] = (colour.match(/\d+/g) ?? []).map(Number);
  expect(red! - Math.max(green!, blue!), colour).toBeGreaterThan(80);
}

/** Presses Tab until `target` has focus. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the control');
}

for (const partner of [deltaPartner, hiltonPartner]) {
  const base = baseUrlOf(partner);
  const { slug, enrollment } = partner;

  test.describe(`linked cards at ${slug} (${enrollment})`, () => {
    // In order, one at a time: the failed delete's sandbox fault applies to this partner's deletes.
    test.describe.configure({ mode: 'default' });

    async function openAs(page: Page, cardCount: number): Promise<FreshMember> {
      const member = await freshMember(page.request, { partner: slug, role: 'card', cardCount });
      await signInAs(page, base, member, enrollment);
      await page.goto(`${base}/account/manage_cards`);
      await expect(page.getByRole('heading', { level: 1, name: 'Linked Cards' })).toBeVisible();
      return member;
    }

    test('lists each card with its brand, last four and a Delete', async ({ page }) => {
      await openAs(page, 2);
      await expect(cardList(page).getByRole('listitem')).toHaveCount(2);
      for (const lastFour of ['9001', '9002']) {
        await expect(cardRow(page, lastFour)).toBeVisible();
        await expect(cardRow(page, lastFour).getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
      }
      await expect(cardRow(page, '9001')).toContainText(/Visa|Mastercard|Amex|Discover/);
      // Issue #25: each card shows its network's mark, and Delete is quiet (a text button).
      await expect(cardRow(page, '9001').locator('svg[viewBox="0 0 48 32"]')).toBeVisible();
      const deleteBackground = await cardRow(page, '9001')
        .getByRole('button', { name: 'Delete', exact: true })
        .evaluate((button) => getComputedStyle(button).backgroundColor);
      expect(deleteBackground).toBe('rgba(0, 0, 0, 0)');
      // Under the limit: the add-card form with its secure frame.
      await expect(cardFrame(page).getByLabel('Card number')).toBeVisible();
    });

    test('the confirm of a deletion is a danger button; Cancel keeps the card', async ({ page }) => {
      await openAs(page, 2);
      await cardRow(page, '9001').getByRole('button', { name: 'Delete', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this card?' });
      await expectDanger(dialog.getByRole('button', { name: 'Delete', exact: true }));
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(cardList(page).getByRole('listitem')).toHaveCount(2);
    });

    test('no blank gap while the secure frame loads: its skeleton holds the place, and the frame arrives where it was', async ({
      page,
    }) => {
      // The frame held back, as a slow network would, until the skeleton has been measured (a fixed
      // delay raced the test's own waits on a loaded machine).
      let releaseFrame = () => {};
      const frameHeld = new Promise<void>((resolve) => (releaseFrame = resolve));
      await page.route('**/card-frame**', async (route) => {
        await frameHeld;
        await route.continue();
      });
      await openAs(page, 2);
      const skeleton = page.locator('[data-frame-skeleton]').first();
      await expect(skeleton).toBeVisible();
      // Where things are on the page (not the viewport): the skeleton's box, then the frame's.
      const placeOf = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => {
            const box = element.getBoundingClientRect();
            return { x: box.left + scrollX, y: box.top + scrollY };
          });
      // Measured once the list is in (the list's loading frame is a fixed height of its own), and at
      // hilton the partner's cards: their picker comes above the frame, skeleton and form alike.
      await expect(cardList(page).getByRole('listitem')).toHaveCount(2);
      if (slug === 'hilton') await expect(page.locator('fieldset').filter({ hasText: /^Your .+ cards/ })).toBeVisible();
      // Measured once the form runs (its frame is on its way): the skeleton is then the form's own and
      // stays until the frame is let through.
      await expect(page.locator('iframe[title="Card number"]')).toBeAttached();
      await expect(skeleton).toBeVisible();
      const before = await placeOf('[data-frame-skeleton]');
      expect(before.y).toBeGreaterThan(0);
      releaseFrame();
      await expect(cardFrame(page).getByLabel('Card number')).toBeVisible();
      await expect(page.locator('[data-frame-skeleton]')).toHaveCount(0);
      const after = await placeOf('iframe[title="Card number"]');
      expect(Math.abs(after.y - before.y), 'the frame arrives where its skeleton was').toBeLessThanOrEqual(1);
      expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(1);
      // Why linking is safe, beside the frame.
      await expect(addCardForm(page).getByText(/never charged/)).toBeVisible();
      await expect(addCardForm(page).getByText(/about 24 hours/)).toBeVisible();
    });

    test("an invalid card number shows one error, the frame's own", async ({ page }) => {
      await openAs(page, 2);
      const form = addCardForm(page);
      await cardFrame(page).getByLabel('Card number').fill('4111111111111112');
      await form.getByRole('checkbox', { name: /see purchases on this card/ }).check();
      // Shown as unavailable (aria-disabled): pressing it says what is missing.
      await form.getByRole('button', { name: 'Add card' }).press('Enter');
      await expect(cardFrame(page).getByText('Enter a valid card number.')).toBeVisible();
      await expect(page.getByText('Please enter your credit card number.')).toHaveCount(0);
      await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    });

    test('deletes a card through the confirmation modal, by keyboard alone', async ({ page }) => {
      await openAs(page, 2);
      const remove = cardRow(page, '9001').getByRole('button', { name: 'Delete', exact: true });
      await tabTo(page, remove);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Delete this card?' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('ending in 9001');
      // Focus starts on Cancel; Escape closes without deleting and focus returns to Delete.
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(remove).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Shift+Tab');
      await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
      await page.keyboard.press('Enter');

      await expect(page.getByText('Your card ending in 9001 has been deleted.')).toBeVisible();
      // The message takes focus (the row it came from is gone).
      await expect(page.locator(':focus')).toHaveText('Your card ending in 9001 has been deleted.');
      await expect(cardRow(page, '9001')).toHaveCount(0);
      // One card left: its button closes the account now.
      await expect(cardRow(page, '9002').getByRole('button', { name: 'Delete and close account' })).toBeVisible();
      // The backend has it so too.
      await page.reload();
      await expect(cardList(page).getByRole('listitem')).toHaveCount(1);
      await expect(cardRow(page, '9002')).toBeVisible();
    });

    test('a failed delete says so, reading "Deleting..." meanwhile, and keeps the card', async ({ page }) => {
      const member = await openAs(page, 2);
      const added = await page.request.post(`${sandboxUrl()}/__sandbox/faults`, {
        data: { partner: slug, member: member.email, method: 'DELETE', path: '/api/Member/Cards', status: 500, delayMs: 3000, times: 1 },
      });
      expect(added.status()).toBe(201);
      const { id } = (await added.json()) as { id: number };
      try {
        await cardRow(page, '9002').getByRole('button', { name: 'Delete', exact: true }).click();
        await page.getByRole('dialog', { name: 'Delete this card?' }).getByRole('button', { name: 'Delete', exact: true }).click();
        await expect(cardRow(page, '9002').getByRole('button', { name: 'Deleting...' })).toBeVisible();
        await expect(page.getByText('Your card ending in 9002 can not be deleted, please try again later.')).toBeVisible();
        await expect(cardRow(page, '9002').getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
        await expect(cardList(page).getByRole('listitem')).toHaveCount(2);
      } finally {
        await page.request.delete(`${sandboxUrl()}/__sandbox/faults/${id}`); // 404 once it was used
      }
    });

    test('deleting the last card closes the account and signs the member out', async ({ page }) => {
      const member = await openAs(page, 1);
      const remove = cardRow(page, '9001').getByRole('button', { name: 'Delete and close account' });
      await remove.click();
      const dialog = page.getByRole('dialog', { name: 'Delete this card?' });
      await expect(dialog).toContainText('closes your account');
      // Issue #25: the confirm is a danger button, its consequence in its name.
      await expectDanger(dialog.getByRole('button', { name: 'Delete and close account' }));
      await dialog.getByRole('button', { name: 'Delete and close account' }).click();
      await expect(page).toHaveURL(`${base}/SignOut`);
      await expectUserState(page, 'anonymous');
      // The account is closed: signing in again leads to re-enrollment.
      await signInAs(page, base, member, enrollment);
      const answer = await page.request.get(`${base}/api/Member`);
      expect(((await answer.json()) as { memberType: string }).memberType).toBe('ClosedAccountMember');
      await page.goto(`${base}/account/manage_cards`);
      await expectUserState(page, 'closed_account');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    });

    test('adds a card under the limit through the secure frame', async ({ page }) => {
      await openAs(page, 2);
      const form = addCardForm(page);
      await cardFrame(page).getByLabel('Card number').fill('4111111111111111');
      await form.getByRole('checkbox', { name: /see purchases on this card/ }).check();
      // Shown as unavailable (aria-disabled): pressing it says what is missing.
      await form.getByRole('button', { name: 'Add card' }).press('Enter');
      await expect(page.getByText('Your card ending in 1111 has been linked.')).toBeVisible();
      await expect(cardRow(page, '1111')).toBeVisible();
      await expect(cardList(page).getByRole('listitem')).toHaveCount(3);
      await page.reload();
      await expect(cardRow(page, '1111')).toBeVisible();
    });

    test('the form: the accepted brands under the frame, "Do not refresh." while linking, and Cancel', async ({ page }) => {
      const member = await openAs(page, 2);
      const form = addCardForm(page);
      // Spec 001 §5: the allowed brands (sandbox partners accept all four).
      await expect(form.getByText('We accept Amex, Discover, Mastercard and Visa cards.')).toBeVisible();
      // Spec 001 §2: a Cancel link, back to the account center.
      await expect(form.getByRole('link', { name: 'Cancel', exact: true })).toHaveAttribute('href', '/account/overview');
      // Spec 001 §8 'Do not refresh.' while the link runs: the sandbox holds the answer back.
      const added = await page.request.post(`${sandboxUrl()}/__sandbox/faults`, {
        data: { partner: slug, member: member.email, method: 'POST', path: '/api/Member/Cards', delayMs: 2000 },
      });
      expect(added.status()).toBe(201);
      const { id } = (await added.json()) as { id: number };
      try {
        await cardFrame(page).getByLabel('Card number').fill('5555555555554444');
        await form.getByRole('checkbox', { name: /see purchases on this card/ }).check();
        await expect(form.getByText('Do not refresh.', { exact: true })).toHaveCount(0);
        // Shown as unavailable (aria-disabled): pressing it says what is missing.
        await form.getByRole('button', { name: 'Add card' }).press('Enter');
        await expect(form.getByText('Do not refresh.', { exact: true })).toBeVisible();
        await expect(page.getByText('Your card ending in 4444 has been linked.')).toBeVisible();
        await expect(form.getByText('Do not refresh.', { exact: true })).toHaveCount(0);
      } finally {
        await page.request.delete(`${sandboxUrl()}/__sandbox/faults/${id}`);
      }
    });

    test('at the limit: the notice and no form', async ({ page }) => {
      await openAs(page, 12);
      await expect(cardList(page).getByRole('listitem')).toHaveCount(12);
      await expect(page.getByText('You can only add 12 cards to your account.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add card' })).toHaveCount(0);
      await expect(page.locator('iframe[title="Card number"]')).toHaveCount(0);
    });

    for (const [label, viewport] of Object.entries(widths)) {
      test(`axe is clean at ${label} width, with the form and with the modal`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await openAs(page, 2);
        await expect(cardFrame(page).getByLabel('Card number')).toBeVisible();
        expect(await violations(page), 'the page').toEqual([]);
        await cardRow(page, '9001').getByRole('button', { name: 'Delete', exact: true }).click();
        await expect(page.getByRole('dialog', { name: 'Delete this card?' })).toBeVisible();
        expect(await violations(page), 'the modal').toEqual([]);
      });
    }
  });
}

test('hilton: a partner card the partner loaded can be added from the picker', async ({ page }) => {
  const base = baseUrlOf(hiltonPartner);
  const member = await freshMember(page.request, { partner: 'hilton', role: 'card', cardCount: 2 });
  await signInAs(page, base, member, 'sso');
  await page.goto(`${base}/account/manage_cards`);
  const picker = page.getByRole('group', { name: /Hilton Honors™ cards/ });
  await picker.getByRole('checkbox', { name: /Reserve American Express Card ending in 1005/ }).check();
  const form = addCardForm(page);
  await form.getByRole('checkbox', { name: /see purchases on this card/ }).check();
  await form.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByText('Your card ending in 1005 has been linked.')).toBeVisible();
  await expect(cardRow(page, '1005')).toContainText('Reserve American Express Card');
  // A linked partner card is no longer offered.
  await expect(picker.getByRole('checkbox', { name: /ending in 1005/ })).toHaveCount(0);
});

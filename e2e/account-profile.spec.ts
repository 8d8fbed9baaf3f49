// The profile page (/account/user_profile) against the sandbox (issue #11; spec 001 §4 "SMS opt-in",
// "Profile save", §5 "Profile form", §6, §8): a direct partner with SMS opt-in v2 (delta) and an sso
// credit partner that asks for the full address but, being credit, does not require it
// (fuel-rewards). Every error on blur and on save, a failed ZIP check and a failed save (sandbox
// faults scoped to fuel-rewards and the one path, removed after), saves that persist after a
// reload, the no-change message, the SMS confirmation by keyboard, axe at both widths.
// Saves use fresh members; the demo members are only read.
import type { Locator, Page } from '@playwright/test';
import { violations, widths } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { freshMember, signIn, signInAs } from './members.ts';
import { baseUrlOf, e2ePartners, fleetPartners } from './partners.ts';

const delta = baseUrlOf(e2ePartners[0]);
const fuelPartner = fleetPartners.find((partner) => partner.slug === 'fuel-rewards');
if (!fuelPartner) throw new Error('fuel-rewards is not in the fleet');
const fuel = baseUrlOf(fuelPartner);
const profilePath = '/account/user_profile';

function sandboxUrl(): string {
  const url = process.env['E2E_SANDBOX_URL'];
  if (!url) throw new Error('E2E_SANDBOX_URL is set by e2e/global-setup.ts');
  return url;
}

/** A sandbox fault for the test's own partner and path; the returned function removes it. */
async function injectFault(rule: {
  partner: string;
  member?: string;
  method: string;
  path: string;
  status: number;
}): Promise<() => Promise<void>> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(rule),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return async () => {
    await fetch(`${sandboxUrl()}/__sandbox/faults/${id}`, { method: 'DELETE' });
  };
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const stateSelect = (page: Page) => page.getByRole('combobox', { name: 'State' });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save changes' });
const smsSwitch = (page: Page) => page.getByRole('switch', { name: 'Text me offers' });

/** Opens the profile and waits for the member's values (the form is disabled until then). */
async function openProfile(page: Page, base: string): Promise<void> {
  await page.goto(`${base}${profilePath}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(field(page, 'ZIP code')).toBeEnabled();
  await expect(field(page, 'ZIP code')).not.toHaveValue('');
  await expect(saveButton(page)).toBeEnabled();
}

/** The field's error text (the kit ties it to the control with aria-describedby). */
async function expectError(control: Locator, message: string): Promise<void> {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
}

async function enter(control: Locator, value: string): Promise<void> {
  await control.fill(value);
  await control.blur();
}

async function tabTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    if (await page.evaluate((wanted) => (document.activeElement as HTMLInputElement | null)?.name === wanted, name)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name}`);
}

test.describe('delta: direct enrollment, SMS opt-in v2', () => {
  test('every error on blur and on save, then a save that persists, then no changes', async ({ page, request }) => {
    test.setTimeout(60_000);
    await signInAs(page, delta, await freshMember(request, { partner: 'delta', role: 'card' }), 'direct');
    await openProfile(page, delta);

    // Read-only sign-in details with the way to change them.
    await expect(field(page, 'Email')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
    await expect(page.getByText(/To change your email or password, contact customer support at/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Recover your account' })).toHaveAttribute('href', '/recover');

    // On blur.
    await enter(field(page, 'First name'), '');
    await expectError(field(page, 'First name'), 'First name is required.');
    await enter(field(page, 'Last name'), 'L'.repeat(21));
    await expectError(field(page, 'Last name'), 'Last name can have at most 20 characters.');
    await enter(field(page, 'Street address'), 'a'.repeat(31));
    await expectError(field(page, 'Street address'), 'Street address can have at most 30 characters.');
    await enter(field(page, 'Apt, suite, etc.'), 'b'.repeat(31));
    await expectError(field(page, 'Apt, suite, etc.'), 'Apt, suite, etc. can have at most 30 characters.');
    await enter(field(page, 'City'), 'c'.repeat(21));
    await expectError(field(page, 'City'), 'City can have at most 20 characters.');
    await enter(field(page, 'ZIP code'), '3030');
    await expectError(field(page, 'ZIP code'), 'ZIP code must be exactly 5 digits.');
    await enter(field(page, 'ZIP code'), '99999');
    await expectError(field(page, 'ZIP code'), 'This ZIP code is not located in the U.S.');
    await enter(field(page, 'Phone number'), '117-555-0188');
    await expectError(field(page, 'Phone number'), 'Invalid phone number, please check the number and try again.');

    // On save: nothing is sent, the first invalid field is focused, the count announced.
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts.push(request.url());
    });
    await saveButton(page).click();
    await expect(field(page, 'First name')).toBeFocused();
    await expect(page.locator('[data-form-announcer]', { hasText: '7 errors: First name is required.' })).toHaveCount(1);
    expect(puts).toEqual([]);

    // Put right, by keyboard where a member would.
    await field(page, 'First name').fill('Kay');
    await field(page, 'Last name').fill('Board');
    await field(page, 'Street address').fill('12 Main St');
    await field(page, 'Apt, suite, etc.').fill('Apt 4');
    await field(page, 'City').fill('Atlanta');
    await stateSelect(page).selectOption('PR');
    await enter(field(page, 'ZIP code'), '30303');
    await enter(field(page, 'Phone number'), '(617) 555 0188');
    await expect(field(page, 'Phone number')).toHaveValue('617-555-0188');
    await saveButton(page).click();
    await expect(page.getByText('All changes were saved.', { exact: true }).first()).toBeVisible();
    expect(puts).toHaveLength(1);
    // The shell greets the member by the new name: the member store was set from the save's answer.
    await expect(page.getByRole('button', { name: /Hi, Kay/ })).toBeVisible();

    await page.reload();
    await openProfile(page, delta);
    await expect(field(page, 'First name')).toHaveValue('Kay');
    await expect(field(page, 'Last name')).toHaveValue('Board');
    await expect(field(page, 'Street address')).toHaveValue('12 Main St');
    await expect(field(page, 'Apt, suite, etc.')).toHaveValue('Apt 4');
    await expect(field(page, 'City')).toHaveValue('Atlanta');
    await expect(stateSelect(page)).toHaveValue('PR');
    await expect(field(page, 'ZIP code')).toHaveValue('30303');
    await expect(field(page, 'Phone number')).toHaveValue('617-555-0188');

    await saveButton(page).click();
    await expect(page.getByText('No changes were made.', { exact: true }).first()).toBeVisible();
  });

  test('the SMS confirmation by keyboard: Escape leaves it off, Confirm with the box ticked turns it on and saves', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await signInAs(page, delta, await freshMember(request, { partner: 'delta', role: 'card' }), 'direct');
    await openProfile(page, delta);
    await field(page, 'Phone number').fill('404-555-0123');
    await tabTo(page, 'smsOptIn');
    // Turning it off needs no confirmation.
    if (await smsSwitch(page).isChecked()) {
      await page.keyboard.press('Space');
      await expect(smsSwitch(page)).not.toBeChecked();
      await expect(page.getByRole('dialog')).toBeHidden();
    }
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog', { name: 'Confirm text messages' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(smsSwitch(page)).not.toBeChecked();
    await expect(smsSwitch(page)).toBeFocused();

    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await page.keyboard.press('Space'); // the agreement box has focus
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(smsSwitch(page)).toBeChecked();
    await expect(smsSwitch(page)).toBeFocused();

    await tabTo(page, 'emailOptIn');
    await page.keyboard.press('Tab');
    await expect(saveButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('All changes were saved.', { exact: true }).first()).toBeVisible();
    await page.reload();
    await openProfile(page, delta);
    await expect(smsSwitch(page)).toBeChecked();
    await expect(field(page, 'Phone number')).toHaveValue('404-555-0123');

    // Clearing the phone turns it off and disables it.
    await enter(field(page, 'Phone number'), '');
    await expect(smsSwitch(page)).not.toBeChecked();
    await expect(smsSwitch(page)).toBeDisabled();
  });
});

test('delta (SMS v2): changing the phone keeps SMS opt-in on, after a reload too (issue #22)', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signInAs(page, delta, await freshMember(request, { partner: 'delta', role: 'card' }), 'direct');
  await openProfile(page, delta);
  // Opted in on a first number.
  await enter(field(page, 'Phone number'), '404-555-0123');
  if (!(await smsSwitch(page).isChecked())) {
    await smsSwitch(page).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm text messages' });
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
  }
  await saveButton(page).click();
  await expect(page.getByText('All changes were saved.', { exact: true }).first()).toBeVisible();
  await page.reload();
  await openProfile(page, delta);
  await expect(smsSwitch(page)).toBeChecked();

  // A new number, the toggle left on: it stays on, on screen and after a reload.
  await enter(field(page, 'Phone number'), '678-555-0199');
  await expect(smsSwitch(page)).toBeChecked();
  await saveButton(page).click();
  await expect(page.getByText('All changes were saved.', { exact: true }).first()).toBeVisible();
  await expect(smsSwitch(page)).toBeChecked();
  await page.reload();
  await openProfile(page, delta);
  await expect(field(page, 'Phone number')).toHaveValue('678-555-0199');
  await expect(smsSwitch(page)).toBeChecked();
});

test.describe('fuel-rewards: sso, credit currency with fullAddressRequired', () => {
  test('names disabled, address optional, a failed ZIP check and a failed save keep the input; the save persists', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const member = await freshMember(request, { partner: 'fuel-rewards', role: 'card' });
    await signInAs(page, fuel, member, 'sso');
    await openProfile(page, fuel);

    const firstName = page.getByLabel('First name', { exact: true });
    await expect(firstName).toBeDisabled();
    await expect(page.getByLabel('Last name', { exact: true })).toBeDisabled();
    await expect(firstName).toHaveAccessibleDescription('To change your name, contact Fuel Rewards® customer service.');
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expect(field(page, 'Email')).toHaveAttribute('readonly', '');
    await expect(page.getByText(/contact Fuel Rewards® customer service\.$/).first()).toBeVisible();
    // No SMS opt-in at this partner, so no phone either (spec 001 §5).
    await expect(field(page, 'Phone number')).toHaveCount(0);

    // Credit partners never require the address, even with fullAddressRequired.
    await enter(field(page, 'Street address'), '');
    await enter(field(page, 'City'), '');
    await stateSelect(page).selectOption('');
    await expect(field(page, 'Street address')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'City')).not.toHaveAttribute('aria-invalid', 'true');
    // Still, the ZIP code is required and exact.
    await enter(field(page, 'ZIP code'), '123456');
    await expectError(field(page, 'ZIP code'), 'ZIP code must be exactly 5 digits.');

    // The ZIP check fails: the general API message, the ZIP kept.
    const removeZipFault = await injectFault({
      partner: 'fuel-rewards',
      member: member.email,
      method: 'GET',
      path: '/api/Members/Validate/Zip',
      status: 500,
    });
    try {
      await enter(field(page, 'ZIP code'), '60614');
      await expectError(field(page, 'ZIP code'), 'Error while checking ZIP code.');
      await expect(field(page, 'ZIP code')).toHaveValue('60614');
    } finally {
      await removeZipFault();
    }

    // The save fails without field errors: nothing saved, the server error at the bottom, input kept.
    const removeSaveFault = await injectFault({
      partner: 'fuel-rewards',
      member: member.email,
      method: 'PUT',
      path: '^/api/Member$',
      status: 500,
    });
    try {
      await saveButton(page).click();
      await expect(
        page.getByText('No changes were saved. See error at bottom of page for more details.', { exact: true }).first(),
      ).toBeVisible();
      await expect(page.getByText('Something went wrong. Please refresh the page and try again.', { exact: true }).first()).toBeVisible();
      await expect(field(page, 'ZIP code')).toHaveValue('60614');
      await expect(field(page, 'City')).toHaveValue('');
    } finally {
      await removeSaveFault();
    }

    await field(page, 'City').fill('Chicago');
    await stateSelect(page).selectOption('IL');
    await saveButton(page).click();
    await expect(page.getByText('All changes were saved.', { exact: true }).first()).toBeVisible();
    await page.reload();
    await openProfile(page, fuel);
    await expect(field(page, 'Street address')).toHaveValue('');
    await expect(field(page, 'City')).toHaveValue('Chicago');
    await expect(stateSelect(page)).toHaveValue('IL');
    await expect(field(page, 'ZIP code')).toHaveValue('60614');
  });
});

test.describe('accessibility', () => {
  for (const [label, viewport] of Object.entries(widths)) {
    test(`axe is clean on the profile at ${label} width, with errors shown too`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      await signIn(page, delta, 'delta', 'card', 'direct');
      await openProfile(page, delta);
      expect(await violations(page), 'delta profile').toEqual([]);
      // Errors shown (nothing saved: the demo member is shared).
      await enter(field(page, 'ZIP code'), '12');
      await enter(field(page, 'First name'), '');
      expect(await violations(page), 'delta profile with errors').toEqual([]);

      await signIn(page, fuel, 'fuel-rewards', 'card', 'sso');
      await openProfile(page, fuel);
      expect(await violations(page), 'fuel-rewards profile').toEqual([]);
    });
  }
});

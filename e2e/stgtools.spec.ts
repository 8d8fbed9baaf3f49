// The form kit on the staging tools page (delta's /stgtools): axe at mobile and desktop widths in
// the empty state and after failed submits, a keyboard-only run (spec 000 §5: the first invalid
// field is focused, errors are announced politely) and the slow submit's busy button.
import type { Locator, Page } from '@playwright/test';
import { violations, widths } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { baseUrlOf, e2ePartners } from './partners.ts';

const [delta] = e2ePartners;
const required = 'This field is required.';

/** The join-style form, hydrated (its submit is disabled until the island runs). */
async function openJoinForm(page: Page): Promise<Locator> {
  await page.goto(`${baseUrlOf(delta)}/stgtools`);
  const form = page.getByRole('form', { name: /join-style form/i });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('button', { name: 'Continue' })).toBeEnabled();
  return form;
}

const announcerOf = (page: Page): Locator => page.locator('[data-form-announcer]').first();

async function fillValidly(form: Locator): Promise<void> {
  await form.getByRole('textbox', { name: 'Email' }).fill('ann@example.com');
  await form.getByLabel(/^Password/).fill('Password1!');
  await form.getByRole('textbox', { name: 'ZIP code' }).fill('30301');
  await form.getByRole('combobox', { name: 'State' }).selectOption('GA');
  await form.getByRole('checkbox', { name: /authorize activity monitoring/ }).check();
}

for (const [label, viewport] of Object.entries(widths)) {
  test(`stgtools: the form kit has no axe violations, empty and after failed submits, at ${label} width`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const form = await openJoinForm(page);
    const problems = (await violations(page)).map((v) => `empty: ${v}`);

    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form.getByRole('textbox', { name: 'Email' })).toBeFocused();
    problems.push(...(await violations(page)).map((v) => `client errors: ${v}`));

    const search = page.getByRole('form', { name: /search-style form/i });
    await search.getByRole('textbox', { name: /city, state or zip/i }).fill('Atlanta');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(search.getByRole('heading', { name: 'Please fix the following:' })).toBeFocused({ timeout: 5_000 });
    problems.push(...(await violations(page)).map((v) => `banner-only failure: ${v}`));
    expect(problems).toEqual([]);
  });
}

test('stgtools: keyboard only — Enter submits, focus lands on the first invalid field, the count is announced', async ({ page }) => {
  await page.setViewportSize(widths.desktop);
  const form = await openJoinForm(page);
  const email = form.getByRole('textbox', { name: 'Email' });
  await page.locator('body').focus();
  for (let presses = 0; presses < 60 && !(await email.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(email).toBeFocused();
  await page.keyboard.type('ann@example.com');
  await page.keyboard.press('Enter');

  const password = form.getByLabel(/^Password/);
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  const errorId = (await password.getAttribute('aria-describedby'))?.split(' ')[0] ?? '';
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText(required);
  await expect(page.locator(`[id="${errorId}"]`)).toBeVisible();
  await expect(announcerOf(page)).toHaveAttribute('aria-live', 'polite');
  await expect(announcerOf(page)).toHaveText(`4 errors: ${required}`);

  // Errors follow each change once shown.
  await page.keyboard.type('Password1!');
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
});

test('stgtools: the slow submit disables the button, then the server\u2019s errors land on their fields', async ({ page }) => {
  await page.setViewportSize(widths.mobile);
  const form = await openJoinForm(page);
  await fillValidly(form);
  const submit = form.getByRole('button', { name: 'Continue' });
  await submit.click();
  // The busy state lasts the answer's 1.5 s: seen in one look (three separate waits could straddle
  // its end on a loaded machine).
  await expect
    .poll(() =>
      submit.evaluate((button: HTMLButtonElement) => ({
        disabled: button.disabled,
        busy: button.getAttribute('aria-busy'),
        said: document.querySelector('[data-form-announcer]')?.textContent?.replace('\u00a0', '').trim(),
      })),
    )
    .toEqual({ disabled: true, busy: 'true', said: 'Working on your request, please wait.' });

  const email = form.getByRole('textbox', { name: 'Email' });
  await expect(email).toBeFocused({ timeout: 5_000 });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('This email is already in use.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'ZIP code' })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('This ZIP code is not located in the U.S.')).toBeVisible();
  await expect(form.getByText('You must complete the reCAPTCHA to continue.')).toBeVisible();
  await expect(announcerOf(page)).toHaveText('4 errors: This email is already in use.');
  await expect(submit).toBeEnabled();
  expect(await violations(page)).toEqual([]);
});

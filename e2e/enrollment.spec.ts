// Joining and activation against the sandbox (issue #10): a delta visitor joins end to end through
// the stand-in card frame, a declined card and a frame that never loads, the sso partner's join and
// partner-card picker, no joining for enrollment type none, every activation redirect and a fresh
// non-activated member activated; each form by keyboard alone; axe at both widths on every page.
import type { Page } from '@playwright/test';
import { violations, widths } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { expectUserState, signIn } from './members.ts';
import { baseUrlOf, e2ePartners } from './partners.ts';

const [deltaPartner, hiltonPartner, noshPartner] = e2ePartners;
const delta = baseUrlOf(deltaPartner);
const hilton = baseUrlOf(hiltonPartner);
const nosh = baseUrlOf(noshPartner);

function sandboxUrl(): string {
  const url = process.env['E2E_SANDBOX_URL'];
  if (!url) throw new Error('E2E_SANDBOX_URL is set by e2e/global-setup.ts');
  return url;
}

async function standinOrigin(): Promise<string> {
  return ((await (await fetch(`${sandboxUrl()}/__sandbox`)).json()) as { standinOrigin: string }).standinOrigin;
}

interface FreshMember {
  publicId: string;
  email: string;
  password: string;
}

/** A member of its own (POST /__sandbox/members), so nothing here changes a shared demo member. */
async function freshMember(role: 'nocard' | 'inactive'): Promise<FreshMember> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/members`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ partner: 'delta', role }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as FreshMember;
}

/** Signs a fresh delta member in through the real backend, so the session cookie is the browser's. */
async function signInFresh(page: Page, member: FreshMember): Promise<void> {
  const csrf = (await (await page.request.get(`${delta}/api/CSRF`)).json()) as { csrfToken: string };
  const response = await page.request.post(`${delta}/api/Login`, {
    data: { emailOrPartnerNumber: member.email, password: member.password, rememberMe: false },
    headers: { 'X-CSRF-Token': csrf.csrfToken },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const uniqueEmail = () => `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const cardFrame = (page: Page) => page.frameLocator('iframe[title="Card number"]');
const addCardForm = (page: Page) => page.locator('form').filter({ has: page.getByRole('button', { name: 'Add card' }) });

/** Step 1 filled in with the mouse; the partner number left empty (it is optional). */
async function fillJoinForm(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'First name' }).fill('Erin');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Tester');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('30301');
  await page.locator('input[name="password"]').fill('Tasty2024');
  await page.locator('input[name="passwordConfirm"]').fill('Tasty2024');
}

test.describe('joining at a direct partner', () => {
  test('join end to end: details, a card through the secure frame, and step 3 names it', async ({ page }) => {
    await page.goto(`${delta}/join`);
    await expect(page.getByText('Step 1 of 3', { exact: true })).toBeVisible();
    await fillJoinForm(page, uniqueEmail());
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(`${delta}/add_card`);
    await expect(page.getByText('Step 2 of 3', { exact: true })).toBeVisible();
    const form = addCardForm(page);
    await expect(form.getByRole('button', { name: 'Add card' })).toBeDisabled();
    await cardFrame(page).getByLabel('Card number').fill('4111111111111111');
    await expect(form.getByRole('button', { name: 'Add card' })).toBeDisabled(); // the opt-in is required
    await form.getByRole('checkbox', { name: /see purchases on this card/ }).check();
    await expect(form.getByRole('button', { name: 'Add card' })).toBeEnabled();
    await form.getByRole('button', { name: 'Add card' }).click();

    await expect(page).toHaveURL(`${delta}/card_added`);
    await expect(page.getByText('Step 3 of 3', { exact: true })).toBeVisible();
    await expect(page.getByText('Your card ending in 1111 has been linked.')).toBeVisible();
    // Issue #25: Card Added celebrates: the card with its mark, the bonus now theirs, when it is active.
    await expect(page.getByRole('listitem').filter({ hasText: 'ending in 1111' }).getByRole('img', { name: 'Visa' })).toBeVisible();
    const bonus = page.getByRole('region', { name: 'Your new member bonus' });
    await expect(bonus).toContainText('500 bonus miles');
    await expect(page.getByText('Your card becomes active in about 24 hours.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account/overview');
    await expect(page.getByRole('link', { name: 'Find Restaurants' }).first()).toHaveAttribute('href', '/search');
    await expectUserState(page, 'card_member');
  });

  test('the backend refuses a taken email on its field, keeping what was typed', async ({ page }) => {
    await page.goto(`${delta}/join`);
    await fillJoinForm(page, 'card@delta.example');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('This email is already in use.', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Erin');
    await expect(page).toHaveURL(`${delta}/join`);
  });

  test('a server error stays on the form (no /error: it is a submission) and keeps what was typed', async ({ page }) => {
    await page.route(
      '**/api/Members/Prospects',
      (route) => route.fulfill({ status: 500, json: { message: 'Something went wrong. Please refresh the page and try again.' } }),
      {
        times: 1,
      },
    );
    await page.goto(`${delta}/join`);
    const email = uniqueEmail();
    await fillJoinForm(page, email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Something went wrong. Please refresh the page and try again.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(`${delta}/join`);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect(page.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('30301');
    await expect(page.locator('input[name="password"]')).toHaveValue('Tasty2024');
    // The next try joins.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${delta}/add_card`);
  });

  test('a signed-in card member opening /join goes to the account center', async ({ page }) => {
    await signIn(page, delta, 'delta', 'card', 'direct');
    await page.goto(`${delta}/join`);
    await expect(page).toHaveURL(`${delta}/account/overview`);
  });

  test('step 1: the value beside the form, which number the partner number is, the terms, and what the email opt-in does to the rate', async ({
    page,
  }) => {
    await page.goto(`${delta}/join`);
    const value = page.getByRole('region', { name: 'What you get' });
    await expect(value).toContainText('500 bonus miles');
    await expect(value.getByRole('list', { name: /tier earns/ }).getByRole('listitem')).toHaveCount(3);
    await expect(value).toContainText('3 miles per $1');
    await expect(value).toContainText('Free to join');
    await expect(page.getByRole('textbox', { name: 'Loyalty member number' })).toBeVisible();
    await expect(page.getByText(/10-digit number of the loyalty account you earn miles in/)).toBeVisible();
    const form = page.locator('form');
    await expect(form.getByRole('link', { name: 'Terms and Conditions' })).toBeVisible();
    await expect(form.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /earn 3 miles per \$1 instead of 1 mile per \$2/ })).toBeVisible();
  });

  test('"Sign In" stays on one line in the 390 px header', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${delta}/join`);
    const signInLink = page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true });
    await expect(signInLink).toBeVisible();
    const lines = await signInLink.evaluate((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
  });

  test("an invalid card number shows one error, the frame's own", async ({ page }) => {
    await signInFresh(page, await freshMember('nocard'));
    await page.goto(`${delta}/add_card`);
    const form = addCardForm(page);
    await expect(form.getByText(/never charged/)).toBeVisible();
    await cardFrame(page).getByLabel('Card number').fill('4111 1111 1111 1112');
    await form.getByRole('checkbox', { name: /see purchases on this card/ }).check();
    // Shown as unavailable (aria-disabled): pressing it says what is missing.
    await form.getByRole('button', { name: 'Add card' }).press('Enter');
    await expect(cardFrame(page).getByText('Enter a valid card number.')).toBeVisible();
    await expect(page.getByText('Please enter your credit card number.')).toHaveCount(0);
    // An empty frame: the page's message, and only that one.
    await page.reload();
    await addCardForm(page)
      .getByRole('checkbox', { name: /see purchases on this card/ })
      .check();
    await addCardForm(page).getByRole('button', { name: 'Add card' }).press('Enter');
    // Once on the page (the form's announcer says it too, as "1 error: ...").
    await expect(page.getByText('Please enter your credit card number.', { exact: true })).toHaveCount(1);
    await expect(cardFrame(page).getByText('Please enter your credit card number.')).toHaveCount(0);
  });

  test('a declined card: none linked, with its line', async ({ page }) => {
    await signInFresh(page, await freshMember('nocard'));
    await page.goto(`${delta}/add_card`);
    const form = addCardForm(page);
    await cardFrame(page).getByLabel('Card number').fill('4000000000000002');
    await form.getByRole('checkbox', { name: /see purchases on this card/ }).check();
    await form.getByRole('button', { name: 'Add card' }).click();
    await expect(page.getByRole('heading', { name: 'No selected cards were linked.' })).toBeFocused();
    await expect(page.getByText('Visa ending in 0002 - CardDeclined: The card issuer declined to link this card.')).toBeVisible();
    await expect(page).toHaveURL(`${delta}/add_card`);
  });

  test('"No, thanks" leads home', async ({ page }) => {
    await signInFresh(page, await freshMember('nocard'));
    await page.goto(`${delta}/add_card`);
    await expect(addCardForm(page).getByRole('link', { name: 'No, thanks' })).toHaveAttribute('href', '/');
  });

  test('a frame that never loads is reported after 20 seconds, with a way to try again', async ({ page }) => {
    await signInFresh(page, await freshMember('nocard'));
    const frameOrigin = await standinOrigin();
    let hang = true;
    await page.route(`${frameOrigin}/card-frame**`, async (route) => {
      if (hang) return; // never answered: the frame never loads
      await route.continue();
    });
    await page.clock.install();
    await page.goto(`${delta}/add_card`);
    await expect(page.locator('iframe[title="Card number"]')).toBeAttached();
    // The installed clock also runs on by itself while the test works: keep a margin under 20 s.
    await page.clock.runFor(14_000);
    await expect(page.getByText('The required iframe has not loaded')).toBeHidden();
    await page.clock.runFor(7_000);
    await expect(page.getByText('The required iframe has not loaded')).toBeVisible();
    // Spec 001 §8: and the load-error text from content (its built-in default here).
    await expect(page.getByRole('alert').filter({ hasText: 'The secure card form could not be loaded.' })).toBeVisible();
    hang = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('The required iframe has not loaded')).toBeHidden();
    await expect(cardFrame(page).getByLabel('Card number')).toBeVisible();
  });

  test('a signed-out visitor on /add_card is sent to sign in', async ({ page }) => {
    await page.goto(`${delta}/add_card`);
    await expect(page).toHaveURL(`${delta}/login`);
  });
});

test.describe('joining at an sso partner', () => {
  test('/join hands off to the partner sign-in, which returns to step 2', async ({ page }) => {
    await page.goto(`${hilton}/join`);
    await expect(page.getByText('Sign in with your Hilton Honors™ account to join.')).toBeVisible();
    const main = page.getByRole('main');
    // The partner's sso join wording (copy auth.ssoJoin; the sandbox CMS says "Join with Hilton").
    await expect(main.getByRole('link', { name: 'Join with Hilton' }).first()).toHaveAttribute('href', '/Login?returnUrl=%2Fadd_card');
    await expect(page.locator('form input[name="email"]')).toHaveCount(0);
  });

  test('/join shows what joining gives beside the hand-off', async ({ page }) => {
    await page.goto(`${hilton}/join`);
    const value = page.getByRole('region', { name: 'What you get' });
    await expect(value).toContainText('Free to join');
    await expect(value.getByRole('list', { name: /tier earns/ }).getByRole('listitem')).not.toHaveCount(0);
    await expect(value).toContainText(/bonus points/);
  });

  test('a signed-in non-card member gets the add-card form', async ({ page }) => {
    await signIn(page, hilton, 'hilton', 'nocard', 'sso');
    await page.goto(`${hilton}/add_card`);
    await expect(page).toHaveURL(`${hilton}/add_card`);
    await expect(cardFrame(page).getByLabel('Card number')).toBeVisible();
    await expect(addCardForm(page).getByRole('checkbox', { name: /see purchases on this card/ })).toBeVisible();
  });

  test('the partner-card picker offers the cards the partner loaded, not those already linked', async ({ page }) => {
    await signIn(page, hilton, 'hilton', 'card', 'sso');
    await page.goto(`${hilton}/add_card`);
    const picker = page.getByRole('group', { name: 'Your Hilton Honors™ cards' });
    await expect(picker.getByRole('checkbox', { name: /Reserve American Express Card ending in 1005/ })).toBeVisible();
    await expect(picker.getByRole('checkbox', { name: /Gold American Express Card ending in 0005/ })).toBeVisible();
    // A partner card alone is enough to send, once the opt-in is ticked.
    const form = addCardForm(page);
    await picker.getByRole('checkbox', { name: /ending in 1005/ }).check();
    await expect(form.getByRole('button', { name: 'Add card' })).toBeDisabled();
    await form.getByRole('checkbox', { name: /see purchases on this card/ }).check();
    await expect(form.getByRole('button', { name: 'Add card' })).toBeEnabled();
  });
});

test('enrollment type none has no /join', async ({ page }) => {
  const response = await page.goto(`${nosh}/join`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: /That page isn.t on our radar/ })).toBeVisible();
});

test.describe('activation', () => {
  test('without a public id: join, saying why', async ({ page }) => {
    await page.goto(`${delta}/activate`);
    await expect(page).toHaveURL(`${delta}/join?rfr=0`);
    await expect(page.getByRole('status').filter({ hasText: 'missing your member ID' })).toBeVisible();
  });

  for (const [publicId, target] of [
    ['nope', '/join?rfr=1'],
    ['delta-known', '/join?rfr=2'],
    ['delta-card', '/login?rfr=3'],
    ['delta-closed', '/login?rfr=4'],
  ] as const) {
    test(`public id ${publicId} → ${target}`, async ({ page }) => {
      await page.goto(`${delta}/activate?public_id=${publicId}`);
      await expect(page).toHaveURL(`${delta}${target}`);
      // The redirect replaces the activation page: Back does not bounce the visitor there again.
      await page.goBack();
      await expect(page).not.toHaveURL(/\/activate/);
    });
  }

  test('a fresh non-activated member activates, by keyboard alone', async ({ page }) => {
    const member = await freshMember('inactive');
    await page.goto(`${delta}/activate?public_id=${member.publicId}`);
    const button = page.getByRole('button', { name: 'Activate now' });
    await expect(button).toBeVisible();
    await expect(page.getByRole('heading', { name: /Activate your SkyMiles/ })).toBeVisible();
    for (let i = 0; i < 60 && !(await button.evaluate((element) => element === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${delta}/activate/activated`);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Activated' })).toBeVisible();
    // Activated now: the same link is "not eligible, join instead".
    await page.goto(`${delta}/activate?public_id=${member.publicId}`);
    await expect(page).toHaveURL(`${delta}/join?rfr=2`);
  });

  test('the shell carries the stored public id on activate links', async ({ page }) => {
    await page.goto(`${delta}/how-it-works?public_id=delta-inactive`);
    await page.goto(`${delta}/earn/how-it-works`);
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/activate';
      link.textContent = 'Activate';
      link.id = 'probe-activate';
      document.querySelector('main')?.append(link);
    });
    await page.locator('#probe-activate').click();
    await expect(page).toHaveURL(`${delta}/activate?public_id=delta-inactive`);
    await expect(page.getByRole('button', { name: 'Activate now' })).toBeVisible();
  });
});

test.describe('by keyboard alone', () => {
  /** Presses Tab until the control named `name` has focus. */
  async function tabTo(page: Page, name: string): Promise<void> {
    for (let i = 0; i < 40; i++) {
      if (await page.evaluate((wanted) => (document.activeElement as HTMLInputElement | null)?.name === wanted, name)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${name}`);
  }

  test('join, the SMS confirmation and a card', async ({ page }) => {
    await page.goto(`${delta}/join`);
    await tabTo(page, 'email');
    await page.keyboard.type(uniqueEmail());
    await tabTo(page, 'firstName');
    await page.keyboard.type('Kay');
    await tabTo(page, 'lastName');
    await page.keyboard.type('Board');
    await tabTo(page, 'zipCode');
    await page.keyboard.type('30301');
    await tabTo(page, 'phoneNumber');
    await page.keyboard.type('617-555-0188');
    await tabTo(page, 'smsOptInV2');
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog', { name: 'Confirm text messages' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await page.keyboard.press('Space'); // the agreement checkbox has focus
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const toggle = page.getByRole('switch', { name: /Text me offers/ });
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeFocused();
    await tabTo(page, 'password');
    await page.keyboard.type('Tasty2024');
    await tabTo(page, 'passwordConfirm');
    await page.keyboard.type('Tasty2024');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(`${delta}/add_card`);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.keyboard.press('Tab');
    const number = cardFrame(page).getByLabel('Card number');
    await expect(number).toBeFocused();
    await page.keyboard.type('5555555555554444');
    await tabTo(page, 'directFileFeedOptIn');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(addCardForm(page).getByRole('button', { name: 'Add card' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${delta}/card_added`);
    await expect(page.getByText('Your card ending in 4444 has been linked.')).toBeVisible();
  });

  test('Escape closes the SMS confirmation and leaves the opt-in off', async ({ page }) => {
    await page.goto(`${delta}/join`);
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled(); // the form is live
    await page.getByRole('textbox', { name: 'Mobile phone number' }).fill('6175550188');
    await tabTo(page, 'smsOptInV2');
    await page.keyboard.press('Space');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('switch', { name: /Text me offers/ })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: /Text me offers/ })).toBeFocused();
  });
});

test.describe('accessibility', () => {
  for (const [label, viewport] of Object.entries(widths)) {
    test(`axe is clean on every joining page at ${label} width`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      const check = async (path: string, ready: () => Promise<void>) => {
        await page.goto(`${delta}${path}`);
        await ready();
        expect(await violations(page), path).toEqual([]);
      };
      await check('/join', () => expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled());
      await check('/activate?public_id=delta-inactive', () => expect(page.getByRole('button', { name: 'Activate now' })).toBeVisible());
      await check('/activate/activated', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
      await signInFresh(page, await freshMember('nocard'));
      await check('/add_card', () => expect(cardFrame(page).getByLabel('Card number')).toBeVisible());
      await check('/card_added', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
      await page.goto(`${hilton}/join`);
      expect(await violations(page), 'hilton /join').toEqual([]);
    });
  }
});

// The product against a backend that answers only what the spec names (Issue #21, CONTRACTS §4): the
// minimal fleet (global-setup.ts) built against and served by a sandbox in the spec-minimal mode
// (docs/api.md "Spec-minimal mode": no maxCards, no interfaceType, partnerNumber or campaignCodes, no
// row ids or dates in activity, `{}` for answers the spec gives no fields, every id a string). The
// account pages show their content, cards are deleted (the last one closing the account), activity
// pages with its review links, search finds restaurants, a merchant page shows the merchant, and a
// member signs in and joins. Every test that changes a member has a fresh one of its own, made by the
// minimal sandbox. A failing test prints the page's errors, which say what the page demanded.
import type { Page } from '@playwright/test';
import { copyDefaults } from '../src/site/copy-table.ts';
import { expect, test } from './fixtures.ts';
import { expectUserState, freshMember, minimalSandboxUrl, signInAs, type FreshMember, type FreshMemberOptions } from './members.ts';
import { baseUrlOf, minimalPartners } from './partners.ts';

const [deltaPartner, hiltonPartner] = minimalPartners;
const delta = baseUrlOf(deltaPartner);
const hilton = baseUrlOf(hiltonPartner);
const copy = (key: keyof typeof copyDefaults): string => copyDefaults[key];

/** The page's uncaught errors and console errors, printed when its test fails. */
const pageErrors = new WeakMap<Page, string[]>();
test.beforeEach(({ page }) => {
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
  });
});
test.afterEach(({ page }, testInfo) => {
  const errors = pageErrors.get(page) ?? [];
  if (testInfo.status !== testInfo.expectedStatus && errors.length > 0) console.log(`${testInfo.title}:\n  ${errors.join('\n  ')}`);
});

/** A member of the test's own on the minimal sandbox, signed in at `base`. */
async function signedInFresh(page: Page, options: FreshMemberOptions, base = delta): Promise<FreshMember> {
  const member = await freshMember(page.request, options, minimalSandboxUrl());
  await signInAs(page, base, member, base === delta ? 'direct' : 'sso');
  return member;
}

/** A card member with the demo history (70 transactions, bonuses) and the role's two cards. */
const withActivity = { partner: 'delta', role: 'card', withActivity: true } as const;

/** No part of the page says it could not load its data (LoadFailed's Try again, the activity's error view). */
async function expectNoLoadError(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'We couldn’t load your activity' })).toHaveCount(0);
}

const cardList = (page: Page) => page.getByRole('list', { name: 'Your linked cards' });
const cardRow = (page: Page, lastFour: string) =>
  cardList(page)
    .getByRole('listitem')
    .filter({ hasText: `ending in ${lastFour}` });
const activityList = (page: Page) => page.getByRole('list', { name: 'Your activity' });
const activityPages = (page: Page) => page.getByRole('navigation', { name: 'Pages' });
const activityStatus = (page: Page) => page.getByRole('main').getByRole('status');
const cardFrame = (page: Page) => page.frameLocator('iframe[title="Card number"]');
const addCardForm = (page: Page) => page.locator('form').filter({ has: page.getByRole('button', { name: 'Add card' }) });

test('the fleet’s backend answers in the spec-minimal form', async ({ page }) => {
  await signedInFresh(page, withActivity);
  const cards = (await (await page.request.get(`${delta}/api/Member/Cards`)).json()) as { items: { id: unknown }[] };
  expect(Object.keys(cards)).toEqual(['items']);
  expect(typeof cards.items[0]?.id).toBe('string');
  const member = (await (await page.request.get(`${delta}/api/Member`)).json()) as Record<string, unknown>;
  expect(member).not.toHaveProperty('interfaceType');
});

test.describe('the account pages show their content (delta, a card member with activity)', () => {
  test.beforeEach(async ({ page }) => {
    await signedInFresh(page, withActivity);
  });

  test('overview: the tier, the dining progress and the bonuses', async ({ page }) => {
    await page.goto(`${delta}/account/overview`);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
    await expect(page.getByText('You are a Select Member.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your progress to VIP' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Available' }).getByRole('button', { name: 'Activate' }).first()).toBeVisible();
    await expectNoLoadError(page);
  });

  test('recent activity: the first page of transactions', async ({ page }) => {
    await page.goto(`${delta}/account/recent_activity`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews & History' })).toBeVisible();
    await expect(activityStatus(page)).toHaveText('Page 1 of 7');
    await expect(activityList(page).getByRole('listitem')).toHaveCount(10);
    await expect(activityList(page).getByRole('heading', { level: 3 }).getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/merchants\/\d+$/,
    );
    await expectNoLoadError(page);
  });

  test('linked cards: both cards with their Delete', async ({ page }) => {
    await page.goto(`${delta}/account/manage_cards`);
    await expect(page.getByRole('heading', { level: 1, name: 'Linked Cards' })).toBeVisible();
    await expect(cardList(page).getByRole('listitem')).toHaveCount(2);
    for (const lastFour of ['1111', '4444']) {
      await expect(cardRow(page, lastFour).getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
    }
    await expectNoLoadError(page);
  });

  test('profile: the form filled with the member’s details', async ({ page }) => {
    await page.goto(`${delta}/account/user_profile`);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const zip = page.getByRole('textbox', { name: 'ZIP code', exact: true });
    await expect(zip).toBeEnabled();
    await expect(zip).not.toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'First name', exact: true })).not.toHaveValue('');
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled();
    await expectNoLoadError(page);
  });
});

test.describe('deleting cards', () => {
  test('a card: the message, the row gone, and gone after a reload', async ({ page }) => {
    await signedInFresh(page, { partner: 'delta', role: 'card', cardCount: 2 });
    await page.goto(`${delta}/account/manage_cards`);
    await cardRow(page, '9001').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete this card?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Your card ending in 9001 has been deleted.')).toBeVisible();
    await expect(cardRow(page, '9001')).toHaveCount(0);
    await expect(cardRow(page, '9002').getByRole('button', { name: 'Delete and close account' })).toBeVisible();
    await page.reload();
    await expect(cardList(page).getByRole('listitem')).toHaveCount(1);
    await expect(cardRow(page, '9002')).toBeVisible();
  });

  test('the last card: the account closes and the member goes to /SignOut', async ({ page }) => {
    const member = await signedInFresh(page, { partner: 'delta', role: 'card', cardCount: 1 });
    await page.goto(`${delta}/account/manage_cards`);
    await cardRow(page, '9001').getByRole('button', { name: 'Delete and close account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this card?' });
    await expect(dialog).toContainText('closes your account');
    await dialog.getByRole('button', { name: 'Delete and close account' }).click();
    await expect(page).toHaveURL(`${delta}/SignOut`);
    await expectUserState(page, 'anonymous');
    await signInAs(page, delta, member, 'direct');
    await page.goto(`${delta}/account/manage_cards`);
    await expectUserState(page, 'closed_account');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  });
});

test('activity: review links on page 1 (after the review statuses), then page 2 through the pagination', async ({ page }) => {
  await signedInFresh(page, withActivity);
  const firstReviews = page.waitForResponse((r) => r.url().includes('/api/reviews/status?txnId='));
  await page.goto(`${delta}/account/recent_activity`);
  expect((await firstReviews).status()).toBe(200);
  await expect(activityStatus(page)).toHaveText('Page 1 of 7');
  // Only the newest rows are within the 35-day review window (spec 001 §5): they are on page 1.
  const review = activityList(page)
    .getByRole('link', { name: /^Write a review for / })
    .first();
  await expect(review).toBeVisible();
  expect(new URL((await review.getAttribute('href')) ?? '').searchParams.get('txnId')).toMatch(/^\w+$/);

  const transactions = page.waitForResponse((r) => r.url().includes('/api/Member/Transactions?pageNo=2'));
  const reviews = page.waitForResponse((r) => r.url().includes('/api/reviews/status?txnId='));
  await activityPages(page).getByRole('link', { name: 'Next' }).click();
  await transactions;
  expect((await reviews).status()).toBe(200);
  await expect(activityStatus(page)).toHaveText('Page 2 of 7');
  await expect(page).toHaveURL(`${delta}/account/recent_activity?page=2`);
  await expect(activityPages(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(activityList(page).getByRole('listitem')).toHaveCount(10);
  await expect(activityList(page).getByRole('heading', { level: 3 }).first()).not.toHaveText('');
  await expectNoLoadError(page);

  await activityPages(page).getByRole('link', { name: 'Previous' }).click();
  await expect(activityStatus(page)).toHaveText('Page 1 of 7');
  await expect(
    activityList(page)
      .getByRole('link', { name: /^Write a review for / })
      .first(),
  ).toBeVisible();
});

test('search: a city lists restaurants linking to their pages', async ({ page }) => {
  await page.goto(`${delta}/search?location=Chicago,+IL`);
  const region = page.getByRole('region', { name: 'Restaurants' });
  await expect(region.getByRole('status')).toHaveText(/near Chicago, IL/);
  const cards = page.getByRole('list', { name: 'Restaurants' }).getByRole('listitem');
  await expect(cards).toHaveCount(15);
  await expect(cards.first().getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute('href', /^\/merchants\/\d+$/);
  await expect(cards.first()).toContainText(/out of 5 stars/);
});

test.describe('the merchant page', () => {
  test('a visitor sees the merchant, its offers and reviews', async ({ page }) => {
    await page.goto(`${delta}/merchants/1003`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    await expect(page.getByRole('heading', { level: 1, name: copy('merchant.notFoundTitle') })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: copy('merchant.offers') })).toBeVisible();
    await expect(page.getByRole('link', { name: copy('earn.line.signIn') })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('heading', { name: copy('merchant.reviews') })).toBeVisible();
  });

  test('a member sees the earn line of their tier', async ({ page }) => {
    await signedInFresh(page, withActivity);
    await page.goto(`${delta}/merchants/1003`);
    await expectUserState(page, 'card_member');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    await expect(page.getByText(/^Earn 3 miles per \$1 as a /)).toBeVisible();
  });
});

test('sign-in at /login: the account center, signed in as a card member', async ({ page }) => {
  const member = await freshMember(page.request, { partner: 'delta', role: 'card' }, minimalSandboxUrl());
  await page.goto(`${delta}/login`);
  const form = page.locator('main form');
  await expect(form.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  await form.getByLabel(/^Email or .* number/).fill(member.email);
  await form.locator('input[name="password"]').fill(member.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`${delta}/account/overview`);
  await expectUserState(page, 'card_member');
  await expect(page.getByText('You are a Select Member.')).toBeVisible();
});

test('join at /join: details, a card through the secure frame, step 3 names it', async ({ page }) => {
  await page.goto(`${delta}/join`);
  await expect(page.getByText('Step 1 of 3', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(`minimal-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.getByRole('textbox', { name: 'First name' }).fill('Erin');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Tester');
  await page.getByRole('textbox', { name: 'ZIP code' }).fill('30301');
  await page.locator('input[name="password"]').fill('Tasty2024');
  await page.locator('input[name="passwordConfirm"]').fill('Tasty2024');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(`${delta}/add_card`);
  const form = addCardForm(page);
  await cardFrame(page).getByLabel('Card number').fill('4111111111111111');
  await form.getByRole('checkbox', { name: /see purchases on this card/ }).check();
  await form.getByRole('button', { name: 'Add card' }).click();

  await expect(page).toHaveURL(`${delta}/card_added`);
  await expect(page.getByText('Your card ending in 1111 has been linked.')).toBeVisible();
  await expectUserState(page, 'card_member');
});

test('hilton (sso): linked cards lists the cards and links a partner-loaded card', async ({ page }) => {
  await signedInFresh(page, { partner: 'hilton', role: 'card', cardCount: 2 }, hilton);
  await page.goto(`${hilton}/account/manage_cards`);
  await expect(cardList(page).getByRole('listitem')).toHaveCount(2);
  const picker = page.getByRole('group', { name: /Hilton Honors™ cards/ });
  await picker.getByRole('checkbox', { name: /Reserve American Express Card ending in 1005/ }).check();
  const form = addCardForm(page);
  await form.getByRole('checkbox', { name: /see purchases on this card/ }).check();
  await form.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByText('Your card ending in 1005 has been linked.')).toBeVisible();
  await expect(cardRow(page, '1005')).toContainText('Reserve American Express Card');
  await expectNoLoadError(page);
});

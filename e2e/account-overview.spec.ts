// The account overview (/account/overview; spec 001 §2 Overview row, §3, §4 "Bonuses", "Tier",
// "Dining progress", §7, §8, §9) against the sandbox, for a miles partner with VIP (delta, direct) and
// a credit partner without it (fuel-rewards, sso): the status summary and the VIP ticker in each
// dining-progress state (demo members card = Building, blocked = Renewing, vip = Complete; read
// only), activating a bonus on a fresh member (success, failure, the memory across a reload), the
// referral link's copy and its fallback, the error state and its retry, the static frame and no
// layout shift, everything by keyboard alone, axe at both widths.
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { violations, widths } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { freshMember, signIn, signInAs } from './members.ts';
import { baseUrlOf, e2ePartners, fleetPartners } from './partners.ts';
import { amountText } from '../src/lib/earn-rates.ts';

const [deltaPartner] = e2ePartners;
const fuelPartner = fleetPartners.find((partner) => partner.slug === 'fuel-rewards')!;
const hiltonPartner = fleetPartners.find((partner) => partner.slug === 'hilton')!;
/** Issue #25: miles with VIP and app links (delta), credit without VIP or app (fuel-rewards), points
 *  over sso with its client-side welcome bonus (hilton). */
const partners = [
  { slug: 'delta', base: baseUrlOf(deltaPartner), enrollment: 'direct', hasVIP: true, currencyType: 'Mile', appLink: true, special: [] },
  {
    slug: 'fuel-rewards',
    base: baseUrlOf(fuelPartner),
    enrollment: 'sso',
    hasVIP: false,
    currencyType: 'Credit',
    appLink: false,
    special: [],
  },
  {
    slug: 'hilton',
    base: baseUrlOf(hiltonPartner),
    enrollment: 'sso',
    hasVIP: false,
    currencyType: 'Point',
    appLink: false,
    special: ['Welcome bonus'],
  },
] as const;

/** An amount as the page shows it (the lead's one formatter), whole units for miles and points. */
const shown = (amount: number, currencyType: 'Mile' | 'Point' | 'Credit') =>
  amountText(currencyType === 'Credit' ? amount : Math.round(amount), currencyType);

interface Row {
  kind?: string;
  awardStatus?: string;
  benefitAmount: number;
  transactionCreatedAt: string;
}

/** What the activity API sums to this calendar year (UTC): earned (Awarded and Paid) and pending. */
async function activityTotals(page: Page, base: string): Promise<{ earned: number; pending: number; summary: number }> {
  const year = String(new Date().getUTCFullYear());
  let earned = 0;
  let pending = 0;
  for (let pageNo = 1; ; pageNo++) {
    const answer = await page.request.get(`${base}/api/Member/Transactions?pageNo=${pageNo}&resultsPerPage=100`);
    const body = (await answer.json()) as { data: Row[]; totalPages: number };
    for (const row of body.data.filter((r) => r.transactionCreatedAt.startsWith(year))) {
      if (row.awardStatus === 'Awarded' || row.awardStatus === 'Paid') earned += row.benefitAmount;
      if (row.awardStatus === 'Pending') pending += row.benefitAmount;
    }
    if (pageNo >= body.totalPages) break;
  }
  const summary = (await (await page.request.get(`${base}/api/Member/DineSummary`)).json()) as { currentYearBenefits: number };
  return { earned, pending, summary: summary.currentYearBenefits };
}

/** The headline figure under `label` (its value line). */
const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Your membership' })
    .getByRole('term')
    .filter({ hasText: label })
    .locator('xpath=following-sibling::dd[1]');

const nextYear = new Date().getFullYear() + 1;
const referralQuery = 'utm_source=accountcenter&utm_medium=website&utm_campaign=2023_referral';

/** A returning visitor: the one-time overlays and the account survey already closed (their cookies). */
async function quiet(context: BrowserContext, base: string, slug: string): Promise<void> {
  await context.addCookies([
    { name: 'announcement_dismissed', value: '1', url: base },
    { name: 'temp_sso_modal', value: new Date().toISOString(), url: base },
    { name: 'pwa_install_later', value: new Date(Date.now() + 30 * 86_400_000).toISOString(), url: base },
    { name: `survey_last_seen_${slug}-account-2025`, value: String(Date.now()), url: base },
  ]);
}

/** Opens the overview and waits for the member's data (the tier line). */
async function openOverview(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/account/overview`);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
  await expect(page.getByText(/^You are a /).first()).toBeVisible();
}

/** Alerts with something to say (the shell's toast region is an empty alert until it has one). */
const alerts = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });
const group = (page: Page, name: 'Available' | 'Activated') => page.getByRole('list', { name });
const bannerTitles = (page: Page, name: 'Available' | 'Activated') => group(page, name).getByRole('heading', { level: 4 });

/** Presses Tab until `target` has focus. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the control');
}

for (const partner of partners) {
  const { slug, base, enrollment, hasVIP, currencyType, appLink, special } = partner;

  test.describe(`the overview at ${slug} (${enrollment})`, () => {
    test.beforeEach(async ({ context }) => quiet(context, base, slug));

    test('Building (card): tier, earning text, the new-member bonus summary, the VIP ticker where the partner has VIP, this year', async ({
      page,
    }) => {
      await signIn(page, base, slug, 'card', enrollment);
      await openOverview(page, base);
      await expect(page.getByText('You are a Select Member.')).toBeVisible();
      await expect(page.getByText(/^As a Select Member you earn \S/)).toBeVisible();
      // The card member holds an eligible new-member bonus: that case comes before Building.
      await expect(page.getByText('Dine at a participating restaurant to earn your new member bonus.')).toBeVisible();
      await expect(figure(page, 'Earned this year')).toBeVisible();
      if (hasVIP) {
        await expect(page.getByRole('heading', { name: 'Your progress to VIP' })).toBeVisible();
        await expect(page.getByText('7 more visits or $640 more spend to go')).toBeVisible();
        const meter = page.getByRole('meter', { name: 'Visits: 4 of 11' });
        await expect(meter).toHaveAttribute('min', '0');
        await expect(meter).toHaveAttribute('max', '11');
        await expect(page.getByRole('progressbar', { name: 'Spend: $360 of $1,000' })).toBeVisible();
      } else {
        await expect(page.getByRole('meter')).toHaveCount(0);
        await expect(page.getByText(/progress to VIP/)).toHaveCount(0);
      }
    });

    test('Renewing (blocked): next year’s goal where the partner has VIP, no VIP goal where it has none', async ({ page }) => {
      await signIn(page, base, slug, 'blocked', enrollment);
      await openOverview(page, base);
      if (hasVIP) {
        await expect(page.getByText('Next year: dine 3 more times to keep VIP status.')).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Next year: your progress to VIP' })).toBeVisible();
        await expect(page.getByRole('meter', { name: 'Visits: 8 of 11' })).toBeVisible();
      } else {
        // Issue #22: a partner without VIP never promises it (spec 001 §1, §4 "Dining progress", §6).
        await expect(page.getByText('You are a Select Member.')).toBeVisible();
        await expect(page.getByRole('region', { name: 'Your membership' })).not.toContainText('VIP');
        await expect(page.getByText(/more times to/)).toHaveCount(0);
        await expect(page.getByRole('meter')).toHaveCount(0);
      }
    });

    test('Complete (vip): VIP through next year where the partner has VIP, no ticker', async ({ page }) => {
      await signIn(page, base, slug, 'vip', enrollment);
      await openOverview(page, base);
      if (hasVIP) {
        await expect(page.getByText('You are a VIP.', { exact: true })).toBeVisible();
        await expect(page.getByText(`You are a VIP through ${nextYear}.`)).toBeVisible();
      } else {
        // A tier-3 member of a partner without VIP reads as opted in, with no VIP year (issue #22).
        await expect(page.getByText('You are a Select Member.', { exact: true })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Your membership' })).not.toContainText('VIP');
      }
      await expect(page.getByRole('meter')).toHaveCount(0);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
    });

    test('an opted-out member (tier 0) is sent to the profile to opt in, without the ticker', async ({ page }) => {
      await signIn(page, base, slug, 'member', enrollment);
      await openOverview(page, base);
      await expect(page.getByText('You are a Member.', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Opt in to emails' })).toHaveAttribute('href', '/account/user_profile');
      await expect(page.getByRole('meter')).toHaveCount(0);
    });

    test('bonus banners: Available with Activate (app-only shows the app text), Activated without a button', async ({ page }) => {
      await signIn(page, base, slug, 'card', enrollment);
      await openOverview(page, base);
      // Issue #25: an app-only bonus shows the way to the app, or is left out where there is none.
      await expect(bannerTitles(page, 'Available')).toHaveText(
        appLink ? ['New member bonus', /^Triple .+ this month$/] : ['New member bonus'],
      );
      await expect(bannerTitles(page, 'Activated')).toHaveText([...special, 'Reservation bonus', 'Topgolf special offer']);
      await expect(group(page, 'Available').getByRole('button')).toHaveText(['Activate']);
      if (appLink) {
        await expect(group(page, 'Available').getByText(/^Open the .+ app to activate this bonus\.$/)).toBeVisible();
        await expect(group(page, 'Available').getByRole('link', { name: /^Get it on Google Play/ })).toHaveAttribute(
          'href',
          /play\.google\.com/,
        );
      }
      await expect(group(page, 'Activated').getByRole('button')).toHaveCount(0);
      // Activated bonuses show their date.
      await expect(
        group(page, 'Activated')
          .getByText(/^Since [A-Z][a-z]{2} \d{1,2}, \d{4}$/)
          .first(),
      ).toBeVisible();
    });

    test('activating a bonus by keyboard alone: refused first, then registered, and still activated after a reload', async ({ page }) => {
      const member = await freshMember(page.request, { partner: slug, role: 'card', withActivity: true });
      await signInAs(page, base, member, enrollment);
      await openOverview(page, base);
      const activate = group(page, 'Available').getByRole('button', { name: 'Activate' });

      // The backend refuses once: the spec's message beside the button, which keeps focus.
      await page.route('**/api/Member/Bonus/**', (route) => route.fulfill({ status: 500, json: { message: 'down' } }), { times: 1 });
      await tabTo(page, activate);
      await page.keyboard.press('Enter');
      await expect(group(page, 'Available').getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
        'Something went wrong, please refresh your browser.',
      );
      await expect(activate).toBeFocused();

      const request = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/Member/Bonus/NMB500');
      await page.keyboard.press('Enter');
      expect((await request).postData() ?? '').toBe('');
      await expect(page.getByRole('status').filter({ hasText: 'Registered for bonus.' })).toBeVisible();
      await expect(bannerTitles(page, 'Activated')).toHaveText([
        ...special,
        'New member bonus',
        'Reservation bonus',
        'Topgolf special offer',
      ]);
      await expect(page.getByRole('heading', { level: 4, name: 'New member bonus' })).toBeFocused();
      await expect(group(page, 'Available').getByRole('button')).toHaveCount(0);
      const memory = await page.evaluate(() => JSON.parse(localStorage.getItem('registered_bonuses') ?? '[]') as { code: string }[]);
      expect(memory.map((entry) => entry.code)).toEqual(['NMB500']);

      await page.reload();
      await expect(bannerTitles(page, 'Activated')).toHaveText([
        ...special,
        'New member bonus',
        'Reservation bonus',
        'Topgolf special offer',
      ]);
    });

    test('for 35 minutes a registered code counts as activated even when the member answer still says Eligible', async ({ page }) => {
      await signIn(page, base, slug, 'card', enrollment);
      await page.goto(`${base}/`);
      await page.evaluate(
        (publicId) =>
          localStorage.setItem('registered_bonuses', JSON.stringify([{ member: publicId, code: 'NMB500', until: Date.now() + 2_000_000 }])),
        `${slug}-card`,
      );
      await openOverview(page, base);
      await expect(bannerTitles(page, 'Activated').nth(special.length)).toHaveText('New member bonus');
      // Past the 35 minutes: the member answer decides again.
      await page.evaluate(
        (publicId) =>
          localStorage.setItem('registered_bonuses', JSON.stringify([{ member: publicId, code: 'NMB500', until: Date.now() - 1 }])),
        `${slug}-card`,
      );
      await page.reload();
      await expect(bannerTitles(page, 'Available').first()).toHaveText('New member bonus');
    });

    test('issue #25: the headline totals match the activity, the tier states its rate, the rail sums up the cards', async ({ page }) => {
      await page.setViewportSize(widths.desktop);
      await signIn(page, base, slug, 'card', enrollment);
      await openOverview(page, base);
      const totals = await activityTotals(page, base);
      // The dine summary is what the activity sums to; the page shows both figures as the API gives them.
      expect(totals.summary).toBeCloseTo(totals.earned, 2);
      await expect(figure(page, 'Earned this year').first()).toHaveText(shown(totals.summary, currencyType));
      await expect(figure(page, 'Pending').first()).toHaveText(shown(totals.pending, currencyType));
      const rate = { Mile: '3 miles per $1', Point: '8 points per $1', Credit: '5% back in credit' }[currencyType];
      await expect(figure(page, 'Your tier')).toHaveText(`You are a Select Member. ${rate}`);
      await expect(
        page
          .getByRole('list', { name: /tier earns$/ })
          .getByRole('listitem')
          .filter({ hasText: 'You are here' }),
      ).toContainText(rate);
      if (hasVIP) {
        await expect(figure(page, 'Toward VIP')).toHaveText('4 of 11 visits');
        await expect(page.getByText(/^Visits toward VIP count in your qualifying year/)).toBeVisible();
      } else {
        await expect(page.getByRole('term').filter({ hasText: 'Toward' })).toHaveCount(0);
      }
      // The rail: the bonus to activate and the linked cards at a glance.
      const side = page.getByRole('complementary', { name: 'More information' });
      await expect(side.getByRole('region', { name: 'Bonus to activate' })).toContainText('New member bonus');
      await expect(side.getByRole('region', { name: 'Bonus to activate' }).getByRole('button', { name: 'Activate' })).toBeVisible();
      const cards = side.getByRole('region', { name: 'Linked cards' });
      await expect(cards).toContainText('2 cards linked');
      await expect(cards).toContainText('Ending in 1111, 4444');
      await expect(cards.getByRole('link', { name: 'Manage linked cards' })).toHaveAttribute('href', '/account/manage_cards');
    });

    test('issue #25: the tabs mark the active page, in one row at 320 px', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await signIn(page, base, slug, 'card', enrollment);
      const tabs = page.getByRole('navigation', { name: 'Account navigation' });
      for (const [path, name] of [
        ['/account/overview', 'Account Overview'],
        ['/account/user_profile', 'Profile'],
      ] as const) {
        await page.goto(`${base}${path}`);
        const active = tabs.getByRole('link', { name, exact: true });
        await expect(active).toHaveAttribute('aria-current', 'page');
        await expect(tabs.locator('[aria-current]')).toHaveCount(1);
        // One row: every tab on the same line; the active one in view with its bar.
        const tops = await tabs.getByRole('link').evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
        expect(new Set(tops).size).toBe(1);
        await expect(active).toBeInViewport();
        expect(await active.evaluate((link) => getComputedStyle(link).borderBottomStyle)).toBe('solid');
        expect(await active.evaluate((link) => getComputedStyle(link).borderBottomColor)).not.toBe('rgba(0, 0, 0, 0)');
        // The row itself fits the width (it scrolls inside, the page does not).
        expect(await tabs.evaluate((nav) => nav.getBoundingClientRect().right)).toBeLessThanOrEqual(320);
      }
    });

    test('issue #25: a new member sees the bonus they were promised; a long-standing VIP is not offered it and gets no empty box', async ({
      page,
    }) => {
      await page.setViewportSize(widths.desktop);
      const member = await freshMember(page.request, { partner: slug, role: 'card' });
      await signInAs(page, base, member, enrollment);
      await openOverview(page, base);
      await expect(bannerTitles(page, 'Available')).toHaveText(['New member bonus']);
      await expect(page.getByText('Dine at a participating restaurant to earn your new member bonus.')).toBeVisible();
      await expect(
        page.getByRole('complementary', { name: 'More information' }).getByRole('region', { name: 'Bonus to activate' }),
      ).toContainText('New member bonus');

      await page.context().clearCookies();
      await quiet(page.context(), base, slug);
      await signIn(page, base, slug, 'vip', enrollment);
      await openOverview(page, base);
      await expect(page.getByRole('heading', { name: 'Linked cards' })).toBeVisible();
      await expect(page.locator('main').getByText('New member bonus')).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Bonus to activate' })).toHaveCount(0);
      // Every box in the side column holds something.
      const empty = await page
        .getByRole('complementary', { name: 'More information' })
        .locator('section')
        .evaluateAll((boxes) => boxes.filter((box) => (box.textContent ?? '').trim() === '').length);
      expect(empty).toBe(0);
    });

    test('the error state when the member cannot be loaded, and its retry', async ({ page }) => {
      await signIn(page, base, slug, 'card', enrollment);
      await page.route('**/api/Member', (route) => route.fulfill({ status: 503, json: { message: 'down' } }));
      await page.goto(`${base}/account/overview`);
      await expect(alerts(page)).toHaveText('Something went wrong. Please refresh the page and try again.');
      await expect(page.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
      await page.unroute('**/api/Member');
      const retry = page.getByRole('button', { name: 'Try again' });
      await tabTo(page, retry);
      await page.keyboard.press('Enter');
      await expect(page.getByText('You are a Select Member.')).toBeVisible();
      await expect(alerts(page)).toHaveCount(0);
    });

    for (const [name, viewport] of Object.entries(widths)) {
      test(`axe finds nothing at ${name} width, and the member's data moves nothing`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.addInitScript(() => {
          const shifts: string[] = [];
          (window as unknown as { overviewShifts: string[] }).overviewShifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node | null }[] })[]) {
              for (const source of entry.sources ?? []) {
                const node = source.node instanceof Element ? source.node : source.node?.parentElement;
                // The navbar's own swap to the member's name is the shell's, not this page's.
                if (node && !node.closest('header')) shifts.push(node.outerHTML.slice(0, 120));
              }
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await signIn(page, base, slug, 'card', enrollment);
        // A slow member answer, so the frame is on screen before the data replaces it.
        await page.route('**/api/Member', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 600));
          await route.continue();
        });
        await openOverview(page, base);
        await expect(bannerTitles(page, 'Activated').first()).toBeVisible();
        await expect(figure(page, 'Earned this year')).not.toBeEmpty();
        await expect(page.getByRole('heading', { name: 'Linked cards' })).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { overviewShifts: string[] }).overviewShifts)).toEqual([]);
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}

test.describe('the referral link box (delta)', () => {
  const { base, slug } = partners[0];
  test.beforeEach(async ({ context }) => quiet(context, base, slug));

  test('copies the member’s link by keyboard and says so politely', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await signIn(page, base, slug, 'card', 'direct');
    await openOverview(page, base);
    await expect(page.getByRole('heading', { level: 2, name: 'Share the love' })).toBeVisible();
    const link = `${base}/join?referrer=delta-card&${referralQuery}`;
    await expect(page.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(link);
    await tabTo(page, page.getByRole('button', { name: 'Copy link' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Your referral link has been copied.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });

  test('without a clipboard the link is selected and the message says how to copy it', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined, configurable: true });
      document.execCommand = () => false;
    });
    await signIn(page, base, slug, 'card', 'direct');
    await openOverview(page, base);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copying is not available here.' })).toBeVisible();
    const field = page.getByRole('textbox', { name: 'Your referral link' });
    await expect(field).toBeFocused();
    const selection = await field.evaluate((input: HTMLInputElement) =>
      input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0),
    );
    expect(selection).toBe(`${base}/join?referrer=delta-card&${referralQuery}`);
  });

  test('the credit partner’s CMS turns the box off', async ({ page, context }) => {
    const fuel = partners[1];
    await quiet(context, fuel.base, fuel.slug);
    await signIn(page, fuel.base, fuel.slug, 'card', 'sso');
    await openOverview(page, fuel.base);
    await expect(page.getByRole('textbox', { name: 'Your referral link' })).toHaveCount(0);
  });
});

test.describe('the static page', () => {
  test('is the frame: the panels’ headings and reserved space, no member data, no error', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const { base } = partners[0];
    await page.goto(`${base}/account/overview`);
    await expect(page.getByRole('heading', { level: 2, name: 'Your membership' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Share the love' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Bonuses' })).toBeVisible();
    await expect(page.getByText(/^You are a /)).toHaveCount(0);
    await expect(alerts(page)).toHaveCount(0);
    const height = await page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Your membership' }) })
      .evaluate((e) => e.clientHeight);
    expect(height).toBeGreaterThan(300);
    await context.close();
  });
});

// Reviews & History (/account/recent_activity, issue #11) against the sandbox: a miles partner (delta:
// the demo card member's 70 transactions) and a credit partner (fuel-rewards: transactions and
// statement credits with the balance panel). Paging by keyboard with focus and the announcement,
// status labels, a review link followed, the CSV download, the empty view for a member without
// activity, a server error going to /error, the error view for an answer it cannot read, a 401
// going to /login, axe at both widths. Issue #25: the year's totals, filters by keyboard, one status
// word per row with its reason, and a missing-reward claim sent and still shown after a reload.
// The demo members are shared and only read here; faults are scoped to one partner and path, and
// removed afterwards.
import type { APIRequestContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { violations, widths } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { freshMember, signIn, signInAs } from './members.ts';
import { baseUrlOf, e2ePartners, fleetPartners } from './partners.ts';

const delta = baseUrlOf(e2ePartners[0]);
const fuel = baseUrlOf(fleetPartners.find((partner) => partner.slug === 'fuel-rewards')!);
const hilton = baseUrlOf(fleetPartners.find((partner) => partner.slug === 'hilton')!);
const tMobile = baseUrlOf(fleetPartners.find((partner) => partner.slug === 't-mobile')!);
const activityPath = '/account/recent_activity';

const sandboxUrl = (): string => process.env['E2E_SANDBOX_URL'] ?? 'http://127.0.0.1:4610';

const list = (page: Page) => page.getByRole('list', { name: 'Your activity' });
const rows = (page: Page) => list(page).getByRole('listitem');
const pages = (page: Page) => page.getByRole('navigation', { name: 'Pages' });
/** The page line ("Page 2 of 7"): the polite announcement of a page change. */
const pageStatus = (page: Page) => page.getByRole('main').getByRole('status');
const listHeading = (page: Page) => page.getByRole('heading', { name: 'Your activity', level: 2 });

async function openActivity(page: Page, base: string, query = ''): Promise<void> {
  await page.goto(`${base}${activityPath}${query}`);
  await expect(page.getByRole('heading', { name: 'Reviews & History', level: 1 })).toBeVisible();
}

/** A fault for one partner's path until removed (docs/api.md "Sandbox controls"). */
async function addFault(request: APIRequestContext, rule: Record<string, unknown>): Promise<() => Promise<void>> {
  const response = await request.post(`${sandboxUrl()}/__sandbox/faults`, { data: rule });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return async () => {
    await request.delete(`${sandboxUrl()}/__sandbox/faults/${id}`);
  };
}

test.describe('a miles partner (delta)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, delta, 'delta', 'card', 'direct');
  });

  test('lists transactions with their status labels, merchant links and the missing-rewards banner', async ({ page }) => {
    await openActivity(page, delta);
    await expect(pageStatus(page)).toHaveText('Page 1 of 7');
    await expect(rows(page)).toHaveCount(10);
    // The seeded first page covers every status (docs/api.md "Activity and bonuses").
    // Each row leads with one word, the spec's label and the partner's word as its reason (issues #22, #25).
    await expect(list(page).getByText('Pending Review · Processing', { exact: true }).first()).toBeVisible();
    await expect(list(page).getByText('Review expired · Processing', { exact: true }).first()).toBeVisible();
    await expect(list(page).getByText('Expired · did not qualify', { exact: true }).first()).toBeVisible();
    await expect(list(page).getByText('finalized, allow up to two weeks for rewards to appear', { exact: true }).first()).toBeVisible();
    await expect(
      list(page)
        .getByText(/^on [A-Z][a-z]{2} \d{1,2}, \d{4}$/)
        .first(),
    ).toBeVisible();
    // Pending and missing rows say why and what happens next.
    await expect(
      list(page)
        .getByText(/^The restaurant is confirming this visit/)
        .first(),
    ).toBeVisible();
    await expect(
      list(page)
        .getByText(/^This visit did not meet/)
        .first(),
    ).toBeVisible();
    await expect(
      list(page)
        .getByText(/Earned [\d,]+ miles/)
        .first(),
    ).toBeVisible();
    const merchant = list(page).getByRole('heading', { level: 3 }).getByRole('link').first();
    await expect(merchant).toHaveAttribute('href', /^\/merchants\/\d+$/);
    const banner = page.getByText(/^Missing a reward\? You can report it once 10 days have passed since your purchase\./);
    await expect(banner.getByRole('link', { name: 'Report a missing reward' })).toHaveAttribute(
      'href',
      'mailto:support@dining.delta.example',
    );
    // Mile partners list transactions only: no balance panel, no disclaimer.
    await expect(page.getByRole('region', { name: 'Credit balance' })).toHaveCount(0);
    await expect(page.getByText('Cash back of $20 or more is paid as a statement credit.')).toHaveCount(0);
  });

  test('each row leads with its status, and reads as earned only when it was (issue #22)', async ({ page }) => {
    await openActivity(page, delta);
    await expect(rows(page)).toHaveCount(10);
    const miles = '[\\d,]+ miles?';
    // What a member reads first in a row, and how its amount reads, per status (spec 001 §4).
    const expected: Record<string, { lead: RegExp | null; amount: RegExp; struck: boolean }> = {
      Awarded: { lead: /^Earned$/, amount: new RegExp(`^Earned ${miles}$`), struck: false },
      Paid: { lead: /^Paid on [A-Z][a-z]{2} \d{1,2}, \d{4}$/, amount: new RegExp(`^Earned ${miles}$`), struck: false },
      Pending: { lead: /^Pending (Pending Review|Review expired) · Processing$/, amount: new RegExp(`^${miles} pending$`), struck: false },
      Forfeit: { lead: /^Not earned Expired · did not qualify$/, amount: new RegExp(`^Not earned: ${miles}$`), struck: true },
      Deferred: {
        lead: /^Not earned finali[sz]ed, allow up to two weeks for rewards to appear$/,
        amount: new RegExp(`^Not earned: ${miles}$`),
        struck: true,
      },
    };
    const seen = new Set<string>();
    for (const row of await rows(page).all()) {
      const status = (await row.getAttribute('data-status')) ?? '';
      const rule = expected[status];
      expect(rule, `a seeded status: ${status}`).toBeDefined();
      seen.add(status);
      const first = row.locator(':scope > :first-child');
      if (rule!.lead) await expect(first).toHaveText(rule!.lead);
      else await expect(first.getByRole('heading', { level: 3 })).toBeVisible();
      await expect(row.getByText(rule!.amount)).toBeVisible();
      await expect(row.locator('s')).toHaveCount(rule!.struck ? 1 : 0);
      if (status !== 'Awarded' && status !== 'Paid') await expect(row).not.toContainText('Earned');
    }
    // The seeded first page covers every status (docs/api.md "Activity and bonuses").
    expect([...seen].sort()).toEqual(['Awarded', 'Deferred', 'Forfeit', 'Paid', 'Pending']);
  });

  test('pages forward and back by keyboard: focus on the list heading, the page announced, the address kept', async ({ page }) => {
    await openActivity(page, delta);
    await expect(pageStatus(page)).toHaveText('Page 1 of 7');
    const firstMerchant = await rows(page).first().getByRole('heading').textContent();
    await expect(pages(page).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pages(page).getByRole('link', { name: 'Previous' })).toHaveCount(0);
    await expect(pages(page).getByRole('link', { name: /^Page \d$/ })).toHaveCount(5);

    const transactions = page.waitForResponse((r) => r.url().includes('/api/Member/Transactions?pageNo=2'));
    const reviews = page.waitForResponse((r) => r.url().includes('/api/reviews/status?txnId='));
    await pages(page).getByRole('link', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await transactions;
    await reviews;
    await expect(listHeading(page)).toBeFocused();
    await expect(pageStatus(page)).toHaveText('Page 2 of 7');
    await expect(page).toHaveURL(`${delta}${activityPath}?page=2`);
    await expect(pages(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(rows(page).first().getByRole('heading')).not.toHaveText(firstMerchant ?? '');

    // The next Tab goes on from the heading into the page, not back to the top.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeFocused();

    await pages(page).getByRole('link', { name: 'Page 5' }).focus();
    await page.keyboard.press('Enter');
    await expect(pageStatus(page)).toHaveText('Page 5 of 7');
    await expect(pages(page).getByRole('link', { name: /^Page \d$/ })).toHaveText(['3', '4', '5', '6', '7']);

    await pages(page).getByRole('link', { name: 'Previous' }).focus();
    await page.keyboard.press('Enter');
    await expect(pageStatus(page)).toHaveText('Page 4 of 7');
    await expect(listHeading(page)).toBeFocused();

    // Back in the browser returns to the page before.
    await page.goBack();
    await expect(pageStatus(page)).toHaveText('Page 5 of 7');
    await expect(page).toHaveURL(`${delta}${activityPath}?page=5`);
  });

  test('a review link opens the transaction review survey in a new tab', async ({ page }) => {
    await openActivity(page, delta);
    const review = list(page)
      .getByRole('link', { name: /^Write a review for / })
      .first();
    await expect(review).toBeVisible();
    const href = (await review.getAttribute('href')) ?? '';
    expect(new URL(href).searchParams.get('txnId')).toMatch(/^\d+$/);
    expect(new URL(href).searchParams.get('partner_code')).toBe('DL');
    const popup = page.waitForEvent('popup');
    await review.focus();
    await page.keyboard.press('Enter');
    const survey = await popup;
    await expect(survey).toHaveURL(href);
    await expect(survey.getByText('How was your last visit?')).toBeVisible();
    await survey.close();
  });

  test('downloads the page on screen as a CSV file', async ({ page }) => {
    await openActivity(page, delta, '?page=2');
    await expect(pageStatus(page)).toHaveText('Page 2 of 7');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('activity-page-2.csv');
    const text = (await readFile((await file.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('Date,Status,Type,Merchant or paid to,Card,Dine amount,Amount,Amount status');
    expect(lines).toHaveLength(11);
    const firstName = (await rows(page).first().getByRole('heading').textContent()) ?? '';
    expect(lines[1]).toContain(firstName.includes(',') ? `"${firstName}"` : firstName);
  });

  test('signed out mid-session: the next page goes to /login', async ({ page, context }) => {
    await openActivity(page, delta);
    await expect(pageStatus(page)).toHaveText('Page 1 of 7');
    await context.clearCookies();
    await pages(page).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(`${delta}/login`);
  });
});

test('a member without activity sees the empty view with a way to find restaurants', async ({ page, request }) => {
  const member = await freshMember(request, { partner: 'delta' });
  await signInAs(page, delta, member, 'direct');
  await openActivity(page, delta);
  await expect(page.getByRole('heading', { name: 'No activity yet', level: 2 })).toBeVisible();
  await expect(page.getByText('Dine at participating restaurants to start earning miles.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find restaurants' })).toHaveAttribute('href', '/search');
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Find restaurants' }).click();
  await expect(page).toHaveURL(`${delta}/search`);
});

test.describe('a credit partner (fuel-rewards)', () => {
  test('lists transactions and statement credits, with the balance panel and the disclaimer', async ({ page }) => {
    await signIn(page, fuel, 'fuel-rewards', 'card', 'sso');
    const activity = page.waitForResponse((r) => r.url().includes('/api/Member/TransactionsStatementCredits?pageNo=1&resultsPerPage=10'));
    await openActivity(page, fuel);
    await activity;
    await expect(pageStatus(page)).toHaveText('Page 1 of 10');
    await expect(list(page).getByRole('heading', { name: 'Statement credit' }).first()).toBeVisible();
    await expect(
      list(page)
        .getByText(/^Amount \$\d+\.\d{2}$/)
        .first(),
    ).toBeVisible();
    await expect(
      list(page)
        .getByText(/^Earned \$\d+\.\d{2} in credit$/)
        .first(),
    ).toBeVisible();
    await expect(list(page).getByText('Requested', { exact: true }).first()).toBeVisible();
    const balance = page.getByRole('region', { name: 'Credit balance' });
    await expect(balance.getByText(/^\$\d+\.\d{2}$/)).toBeVisible();
    await expect(balance.getByRole('progressbar', { name: 'Credit balance' })).toHaveAttribute('aria-valuemax', '20');
    await expect(balance.getByText(/more until your next statement credit\.$/)).toBeVisible();
    await expect(page.getByText('Cash back of $20 or more is paid as a statement credit.')).toBeVisible();

    await pages(page).getByRole('link', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(listHeading(page)).toBeFocused();
    await expect(pageStatus(page)).toHaveText('Page 2 of 10');
  });
});

test('statement credits lead with their payout status: paid, pending, or struck out when not paid (issue #22)', async ({ page }) => {
  await signIn(page, fuel, 'fuel-rewards', 'card', 'sso');
  const money = '\\$\\d+\\.\\d{2}';
  const expected: Record<string, { lead: string; amount: RegExp; struck: boolean }> = {
    completed: { lead: 'Paid', amount: new RegExp(`^Amount ${money}$`), struck: false },
    pending: { lead: 'Requested', amount: new RegExp(`^${money} pending$`), struck: false },
    pending_received: { lead: 'Processing', amount: new RegExp(`^${money} pending$`), struck: false },
    rejected: { lead: 'Rejected', amount: new RegExp(`^Not paid: ${money}$`), struck: true },
    error: { lead: 'Not paid', amount: new RegExp(`^Not paid: ${money}$`), struck: true },
  };
  const seen = new Set<string>();
  // The seeded credits in every payout status fall on the first two pages.
  for (const query of ['', '?page=2']) {
    await openActivity(page, fuel, query);
    await expect(rows(page)).toHaveCount(10);
    for (const row of await list(page)
      .locator('li', { has: page.getByRole('heading', { name: 'Statement credit' }) })
      .all()) {
      const status = (await row.getAttribute('data-status')) ?? '';
      const rule = expected[status];
      expect(rule, `a seeded payout status: ${status}`).toBeDefined();
      seen.add(status);
      await expect(row.locator(':scope > :first-child')).toHaveText(rule!.lead);
      await expect(row.getByText(rule!.amount)).toBeVisible();
      await expect(row.locator('s')).toHaveCount(rule!.struck ? 1 : 0);
    }
  }
  expect([...seen].sort()).toEqual(['completed', 'error', 'pending', 'pending_received', 'rejected']);
});

test('a server error on the activity goes to the error page (spec 000 §8)', async ({ page, request }) => {
  await signIn(page, tMobile, 't-mobile', 'card', 'sso');
  const removeFault = await addFault(request, { partner: 't-mobile', path: '^/api/Member/TransactionsStatementCredits$', status: 503 });
  try {
    await page.goto(`${tMobile}${activityPath}`);
    await expect(page).toHaveURL(/\/error\?code=503\b/);
    await expect(page.getByRole('heading', { name: 'Looks like this page is still simmering', level: 1 })).toBeVisible();
  } finally {
    await removeFault();
  }
});

test('an answer the page cannot read shows the error view, and Try again loads the activity once it is back', async ({ page, request }) => {
  await signIn(page, tMobile, 't-mobile', 'card', 'sso');
  const removeFault = await addFault(request, {
    partner: 't-mobile',
    path: '^/api/Member/TransactionsStatementCredits$',
    status: 200,
    body: { data: [{ merchantName: 'No date' }], totalResultSize: 1, totalPages: 1 },
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    await openActivity(page, tMobile);
    await expect(page.getByRole('heading', { name: 'We couldn’t load your activity', level: 2 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find restaurants' })).toHaveAttribute('href', '/search');
    expect(errors.filter((text) => text.startsWith('GET /api/Member/TransactionsStatementCredits: cannot read data.0.'))).toHaveLength(1);
    expect(await violations(page)).toEqual([]);
  } finally {
    await removeFault();
  }
  await page.getByRole('button', { name: 'Try again' }).focus();
  await page.keyboard.press('Enter');
  await expect(listHeading(page)).toBeFocused();
  await expect(pageStatus(page)).toHaveText(/^Page 1 of \d+$/);
});

test.describe('totals, filters and a missing-reward claim (issue #25)', () => {
  test('the year’s totals lead the page, earned matching the dine summary the overview shows', async ({ page }) => {
    await signIn(page, delta, 'delta', 'card', 'direct');
    await openActivity(page, delta);
    const totals = page.getByRole('region', { name: 'This year' });
    const earned = totals.locator('[data-total="earned"] dd');
    await expect(earned).toHaveText(/^[\d,]+ miles?$/);
    await expect(totals.locator('[data-total="pending"] dd')).toHaveText(/^[\d,]+ miles?$/);
    await expect(totals.locator('[data-total="notEarned"] dd')).toHaveText(/^[\d,]+ miles?$/);
    const summary = (await (await page.request.get(`${delta}/api/Member/DineSummary`)).json()) as { currentYearBenefits: number };
    expect(Number((await earned.textContent())!.replace(/[^\d.]/g, ''))).toBe(summary.currentYearBenefits);
  });

  test('filters the page by status and card from the keyboard, saying how many it shows', async ({ page }) => {
    await signIn(page, delta, 'delta', 'card', 'direct');
    await openActivity(page, delta);
    await expect(rows(page)).toHaveCount(10);
    const status = page.getByRole('combobox', { name: 'Status' });
    await status.focus();
    // Earned, then Pending: the arrow keys change a closed select.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(status).toHaveValue('pending');
    const shown = await rows(page).count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(10);
    for (const row of await rows(page).all()) await expect(row).toHaveAttribute('data-status', 'Pending');
    await expect(pageStatus(page)).toHaveText(`Showing ${shown} of 10 on this page. Page 1 of 7`);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Card' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(rows(page)).toHaveCount(10);
    await expect(status).toBeFocused();
    await expect(pageStatus(page)).toHaveText('Page 1 of 7');
  });

  for (const [slug, base, enrollment] of [
    ['delta', delta, 'direct'],
    ['hilton', hilton, 'sso'],
    ['fuel-rewards', fuel, 'sso'],
  ] as const) {
    test(`${slug}: a missing reward is reported from its row, and the row still says so after a reload`, async ({ page, request }) => {
      const member = await freshMember(request, { partner: slug, role: 'card', withActivity: true });
      await signInAs(page, base, member, enrollment);
      await openActivity(page, base);
      await expect(rows(page).first()).toBeVisible();
      const reportName = /^Report a missing reward for /;
      const row = rows(page)
        .filter({ has: page.getByRole('button', { name: reportName }) })
        .first();
      const toggle = row.getByRole('button', { name: reportName });
      const merchant = (await row.getByRole('heading', { level: 3 }).textContent())!;
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const form = row.getByRole('form', { name: 'Report a missing reward' });
      await expect(form).toContainText(merchant);
      await expect(form).toContainText(/Card ending in \d{4}/);
      await expect(form.getByRole('textbox', { name: 'Anything we should know? (optional)' })).toBeFocused();
      await page.keyboard.type('Paid with my Visa, no miles yet.');
      const claimed = page.waitForResponse((r) => r.url().endsWith('/api/Member/MissingRewards') && r.status() === 200);
      await form.getByRole('button', { name: 'Send report' }).click();
      await claimed;
      const sent = page.getByText(/^Missing reward reported on [A-Z][a-z]{2} \d{1,2}, \d{4}\./);
      await expect(sent).toBeFocused();
      await page.reload();
      const reported = list(page)
        .getByRole('listitem')
        .filter({ hasText: /Missing reward reported on/ });
      await expect(reported).toHaveCount(1);
      await expect(reported.getByRole('heading', { level: 3 })).toHaveText(merchant);
      await expect(reported.getByRole('button', { name: /^Report a missing reward/ })).toHaveCount(0);
    });
  }
});

test.describe('accessibility', () => {
  for (const [label, size] of Object.entries(widths)) {
    for (const [partner, base, slug, enrollment] of [
      ['delta', delta, 'delta', 'direct'],
      ['fuel-rewards', fuel, 'fuel-rewards', 'sso'],
    ] as const) {
      test(`axe finds nothing on ${partner}'s activity at ${label} width`, async ({ page }) => {
        await page.setViewportSize(size);
        await signIn(page, base, slug, 'card', enrollment);
        await openActivity(page, base);
        await expect(pageStatus(page)).toHaveText(/^Page 1 of \d+$/);
        expect(await violations(page)).toEqual([]);
        // With a filter set and a claim form open too (issue #25; the shared demo member: nothing is sent).
        await page.getByRole('combobox', { name: 'Status' }).selectOption('pending');
        const report = list(page).getByRole('button', { name: /^Report a missing reward for / });
        if ((await report.count()) > 0) {
          await report.first().click();
          await expect(page.getByRole('form', { name: 'Report a missing reward' })).toBeVisible();
        }
        expect(await violations(page)).toEqual([]);
      });
    }
  }
});

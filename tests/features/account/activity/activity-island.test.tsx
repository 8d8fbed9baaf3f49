// @vitest-environment happy-dom
// The activity island against a scripted API: which list each kind of partner asks for, paging
// (the list refetched, then the review statuses of the transactions it returned, focus on the list
// heading, the page announced, the address updated), status labels and review links, the balance
// panel, the empty and error views with their ways on, and a 401 going to /login.
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityIslandProps } from '../../../../src/features/account/activity/ActivityIsland.tsx';
import { dimmed } from '../../../../src/features/account/activity/activity.css.ts';
import { activityCopyKeys } from '../../../../src/features/account/activity/copy-keys.ts';
import { copyDefaults } from '../../../../src/site/copy-table.ts';
import { fakeFetch, type Reply } from '../../../helpers/browser-runtime.ts';
import { visit } from '../../auth/fixture.tsx';
import { deferred } from '../../enrollment/fixture.ts';

vi.mock('../../../../src/lib/navigate.ts', () => ({ navigate: vi.fn(), replacePage: vi.fn() }));

const day = 86_400_000;
const path = '/account/recent_activity';

const copy = Object.fromEntries(
  activityCopyKeys.map((key) => [key, copyDefaults[key].replaceAll('{currencySingular}', 'mile').replaceAll('{currency}', 'miles')]),
) as ActivityIslandProps['copy'];

function props(overrides: Partial<ActivityIslandProps> = {}): ActivityIslandProps {
  return {
    copy,
    currencyType: 'Mile',
    source: 'transactions',
    showBalance: false,
    maxCreditBalance: 20,
    disclaimer: null,
    help: { href: 'mailto:support@dining.delta.example', newTab: false },
    review: { formUrl: 'http://forms.test/survey-form', partnerCode: 'DL' },
    path,
    ...overrides,
  };
}

/** Transaction `id`, `age` days old. */
function transaction(id: number, age: number, extra: Record<string, unknown> = {}) {
  const at = new Date(Date.now() - age * day).toISOString();
  return {
    id,
    kind: 'transaction',
    date: at,
    transactionCreatedAt: at,
    merchantId: 1000 + id,
    merchantName: `Merchant ${id}`,
    sourceTransactionId: String(id),
    ticketAmount: 40,
    benefitAmount: 120,
    cardLastFour: '1111',
    awardStatus: 'Awarded',
    transactionType: 'settle',
    sourceCode: 'S',
    activeMerchant: true,
    paidAt: null,
    ...extra,
  };
}

function credit(id: number, age: number, status = 'completed') {
  const at = new Date(Date.now() - age * day).toISOString();
  return {
    id,
    kind: 'credit',
    date: at,
    createdAt: at,
    creditId: `SC${id}`,
    creditAmountCents: 2550,
    targetType: 'card',
    targetLabel: 'Visa ending in 1111',
    benefitProcessor: 'Visa',
    delivery: 'Card',
    status,
  };
}

/** 23 transactions, newest first, ids 1..23; pages of 10. */
const allTransactions = Array.from({ length: 23 }, (_, i) => transaction(i + 1, i * 2 + 1));

function pageOf(rows: unknown[], url: URL): Reply {
  const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
  const size = Number(url.searchParams.get('resultsPerPage') ?? 10);
  return {
    status: 200,
    body: {
      data: rows.slice((pageNo - 1) * size, pageNo * size),
      totalResultSize: rows.length,
      totalPages: Math.ceil(rows.length / size),
      pageNo,
      resultsPerPage: size,
    },
  };
}

interface Seen {
  url: URL;
}

/** A scripted API keyed by path (a missing route is a 404); records every URL asked, in order. */
type Route = (url: URL, init: RequestInit) => Reply | Promise<Reply>;

function api(routes: Record<string, Route>): Seen[] {
  const seen: Seen[] = [];
  fakeFetch((input, init) => {
    const url = new URL(input, 'http://site.test');
    seen.push({ url });
    return routes[url.pathname]?.(url, init) ?? { status: 404, body: { message: 'Unknown route' } };
  });
  return seen;
}

const completedReviews = new Set([2]);
const reviewStatuses = (url: URL): Reply => ({
  status: 200,
  body: url.searchParams.getAll('txnId').map((id) => ({ id: Number(id), completed: completedReviews.has(Number(id)) })),
});
const signedIn: Reply = { status: 200, body: { publicId: 'delta-card', memberType: 'EnrolledCardMember', tierLevel: 2 } };

async function open(routes: Record<string, Route>, overrides: Partial<ActivityIslandProps> = {}, at = path) {
  visit(at);
  const seen = api({ '/api/Member': () => signedIn, ...routes });
  const { default: ActivityIsland } = await import('../../../../src/features/account/activity/ActivityIsland.tsx');
  const { loadMember } = await import('../../../../src/stores/member.ts');
  void loadMember();
  // A cache of its own per test, as each page load has.
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ActivityIsland {...props(overrides)} />
    </SWRConfig>,
  );
  return seen;
}

/** The year's transactions for the totals come 100 a page (issue #25): the list's own calls are the others. */
const isYearCall = (s: Seen) => s.url.searchParams.get('resultsPerPage') === '100';
const asked = (seen: Seen[], pathname: string) =>
  seen.filter((s) => s.url.pathname === pathname && !isYearCall(s)).map((s) => s.url.search);
/** The page line: the list's one polite status. */
const pageStatus = () => screen.getByRole('status');
const rows = () => within(screen.getByRole('list', { name: 'Your activity' })).getAllByRole('listitem');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the build', () => {
  it('renders the loading frame: a page of placeholder rows, busy, and calls nothing', async () => {
    visit(path);
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { default: ActivityIsland } = await import('../../../../src/features/account/activity/ActivityIsland.tsx');
    const { renderToString } = await import('react-dom/server');
    document.body.innerHTML = renderToString(<ActivityIsland {...props()} />);
    const list = screen.getByRole('region', { name: 'Your activity' });
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByText('Loading your activity…')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    document.body.innerHTML = '';
  });
});

describe('a miles partner', () => {
  it('lists its transactions, page 1 of 10, then asks the review statuses of exactly those ids', async () => {
    const seen = await open({ '/api/Member/Transactions': (url) => pageOf(allTransactions, url), '/api/reviews/status': reviewStatuses });
    await screen.findByText('Page 1 of 3');
    expect(rows()).toHaveLength(10);
    expect(asked(seen, '/api/Member/Transactions')).toEqual(['?pageNo=1&resultsPerPage=10']);
    expect(asked(seen, '/api/reviews/status')).toEqual(['?' + [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((id) => `txnId=${id}`).join('&')]);
    expect(asked(seen, '/api/Member/TransactionsStatementCredits')).toEqual([]);
    // The status line is the polite announcement.
    expect(pageStatus()?.textContent).toContain('Page 1 of 3');
  });

  it('pages forward and back: list then review statuses each time, focus on the list heading, the address follows', async () => {
    const seen = await open({ '/api/Member/Transactions': (url) => pageOf(allTransactions, url), '/api/reviews/status': reviewStatuses });
    await screen.findByText('Page 1 of 3');
    const user = userEvent.setup();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).queryByRole('link', { name: 'Previous' })).toBeNull();

    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    expect(location.pathname + location.search).toBe(`${path}?page=2`);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your activity' }));
    expect(screen.getByRole('link', { name: 'Merchant 11' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    const order = seen
      .filter((s) => !isYearCall(s))
      .map((s) => s.url.pathname)
      .filter((p) => p !== '/api/Member');
    expect(order).toEqual(['/api/Member/Transactions', '/api/reviews/status', '/api/Member/Transactions', '/api/reviews/status']);
    expect(asked(seen, '/api/reviews/status')[1]).toBe('?' + [11, 12, 13, 14, 15, 16, 17, 18, 19, 20].map((id) => `txnId=${id}`).join('&'));

    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    await screen.findByText('Page 3 of 3');
    expect(rows()).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Previous' }));
    await screen.findByText('Page 2 of 3');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your activity' }));
    expect(asked(seen, '/api/Member/Transactions')).toEqual([
      '?pageNo=1&resultsPerPage=10',
      '?pageNo=2&resultsPerPage=10',
      '?pageNo=3&resultsPerPage=10',
      '?pageNo=2&resultsPerPage=10',
    ]);

    // Back in the browser pages back too.
    history.back();
    await screen.findByText('Page 3 of 3');
  });

  it('opens the page the address names, and a page past the end shows the last one', async () => {
    const seen = await open(
      { '/api/Member/Transactions': (url) => pageOf(allTransactions, url), '/api/reviews/status': reviewStatuses },
      {},
      `${path}?page=9`,
    );
    await screen.findByText('Page 3 of 3');
    expect(asked(seen, '/api/Member/Transactions')).toEqual(['?pageNo=9&resultsPerPage=10', '?pageNo=3&resultsPerPage=10']);
    expect(location.search).toBe('?page=3');
  });

  it('labels and dims by status, links active merchants, offers a review per the rule, and says why', async () => {
    const data = [
      transaction(1, 3, { awardStatus: 'Pending' }),
      transaction(2, 4), // review completed
      transaction(3, 12, { awardStatus: 'Forfeit' }),
      transaction(4, 6, { awardStatus: 'Deferred', activeMerchant: false }),
      transaction(5, 7, { awardStatus: 'Paid', paidAt: new Date(Date.now() - day).toISOString() }),
      transaction(6, 40, { awardStatus: 'Pending' }),
      transaction(7, 20, { awardStatus: 'Pending' }),
    ];
    await open({ '/api/Member/Transactions': (url) => pageOf(data, url), '/api/reviews/status': reviewStatuses });
    await screen.findByText('Page 1 of 1');
    const [pending, completed, forfeit, deferred, paid, old, reportable] = rows();
    expect(pending?.textContent).toContain('Pending Review');
    expect(pending?.textContent).toMatch(/The restaurant is confirming this visit\. If it is still pending after/);
    expect(within(pending!).queryByRole('button', { name: /^Report a missing reward/ })).toBeNull();
    expect(
      within(pending!)
        .getByRole('link', { name: /^Write a review for Merchant 1 on / })
        .getAttribute('href'),
    ).toContain('txnId=1');
    expect(pending!.classList.contains(dimmed)).toBe(true);
    expect(within(completed!).queryByRole('link', { name: /Write a review/ })).toBeNull();
    expect(completed!.classList.contains(dimmed)).toBe(false);
    expect(within(completed!).getByRole('link', { name: 'Merchant 2' }).getAttribute('href')).toBe('/merchants/1002');
    expect(completed?.textContent).toContain('Earned 120 miles');
    expect(completed?.textContent).toContain('Dine amount $40.00');
    expect(forfeit?.firstElementChild?.textContent).toBe('Not earned Expired · did not qualify');
    expect(forfeit?.textContent).toContain('This visit did not meet');
    // Issue #25: the report is a form on the row, no longer a mail link.
    expect(within(forfeit!).getByRole('button', { name: /^Report a missing reward for Merchant 3 on / })).toBeTruthy();
    expect(within(forfeit!).queryByRole('link', { name: 'Report a missing reward' })).toBeNull();
    expect(within(forfeit!).queryByRole('link', { name: /Write a review/ })).toBeNull();
    expect(forfeit!.classList.contains(dimmed)).toBe(true);
    expect(deferred!.classList.contains(dimmed)).toBe(true);
    expect(old!.classList.contains(dimmed)).toBe(true);
    expect(deferred?.firstElementChild?.textContent).toBe('Not earned finalized, allow up to two weeks for rewards to appear');
    expect(within(deferred!).queryByRole('link', { name: 'Merchant 4' })).toBeNull();
    expect(within(deferred!).getByRole('heading', { name: 'Merchant 4' })).toBeTruthy();
    expect(paid?.textContent).toMatch(/Paid on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(paid!.classList.contains(dimmed)).toBe(false);
    expect(old?.textContent).toContain('Review expired');
    expect(within(old!).queryByRole('link', { name: /Write a review/ })).toBeNull();
    expect(reportable?.textContent).toContain('you can report it as a missing reward now');
    expect(within(reportable!).getByRole('button', { name: /^Report a missing reward/ })).toBeTruthy();
  });

  it('shows the missing-rewards banner with its link straight to the help path', async () => {
    await open({ '/api/Member/Transactions': (url) => pageOf(allTransactions, url), '/api/reviews/status': reviewStatuses });
    const banner = screen.getByText(/Missing a reward\? You can report it once 10 days have passed/);
    expect(within(banner).getByRole('link', { name: 'Report a missing reward' }).getAttribute('href')).toBe(
      'mailto:support@dining.delta.example',
    );
  });

  it('without review statuses (the call failed) the page still shows, offering no review links', async () => {
    await open({ '/api/Member/Transactions': (url) => pageOf(allTransactions, url), '/api/reviews/status': () => ({ status: 503 }) });
    await screen.findByText('Page 1 of 3');
    expect(screen.queryByRole('link', { name: /Write a review/ })).toBeNull();
  });

  it('no activity: the no-results view with its title, tagline and a search button', async () => {
    const seen = await open({ '/api/Member/Transactions': (url) => pageOf([], url), '/api/reviews/status': reviewStatuses });
    expect(await screen.findByRole('heading', { name: 'No activity yet' })).toBeTruthy();
    expect(screen.getByText('Dine at participating restaurants to start earning miles.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find restaurants' }).getAttribute('href')).toBe('/search');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
    expect(asked(seen, '/api/reviews/status')).toEqual([]);
  });

  it('a server error (5xx) on the list goes to /error (spec 000 §8); no error view meanwhile', async () => {
    await open({ '/api/Member/Transactions': () => ({ status: 503 }), '/api/reviews/status': reviewStatuses });
    const { navigate } = await import('../../../../src/lib/navigate.ts');
    await waitFor(() => expect(vi.mocked(navigate)).toHaveBeenCalledWith(expect.stringMatching(/^\/error\?code=503\b/)));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('heading', { name: 'We couldn’t load your activity' })).toBeNull();
  });

  it('an answer it cannot read: the error view, one console error naming the call and the field, and a retry that loads the page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    await open({
      '/api/Member/Transactions': (url) =>
        broken
          ? { status: 200, body: { data: [{ merchantName: 'No date' }], totalResultSize: 1, totalPages: 1 } }
          : pageOf(allTransactions, url),
      '/api/reviews/status': reviewStatuses,
    });
    expect(await screen.findByRole('heading', { name: 'We couldn’t load your activity' })).toBeTruthy();
    expect(pageStatus()?.textContent).toContain('We couldn’t load your activity');
    expect(screen.getByRole('link', { name: 'Find restaurants' }).getAttribute('href')).toBe('/search');
    // The list's call and the year's (the totals) read the same broken answer.
    expect(new Set(logged.mock.calls.map(([message]) => String(message)))).toEqual(
      new Set(['GET /api/Member/Transactions: cannot read data.0.transactionCreatedAt: required, and missing']),
    );
    broken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Page 1 of 3');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your activity' }));
    logged.mockRestore();
  });

  it('never draws a page that answers after the member moved on', async () => {
    const slow = deferred<Reply>();
    await open({
      '/api/Member/Transactions': (url) => (url.searchParams.get('pageNo') === '2' ? slow.promise : pageOf(allTransactions, url)),
      '/api/reviews/status': reviewStatuses,
    });
    await screen.findByText('Page 1 of 3');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    // Page 2 has not answered: page 1 stays, busy, and the member goes on to page 3.
    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    await screen.findByText('Page 3 of 3');
    await act(async () => {
      slow.resolve(pageOf(allTransactions, new URL('http://site.test/?pageNo=2')));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(rows()).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'Merchant 11' })).toBeNull();
    expect(location.search).toBe('?page=3');
  });

  it('reads the spec’s own answer: no id, date, kind or sourceCode, string merchant ids, other ISO date forms', async () => {
    // Spec 001 §3 "Activity record": only the fields it names.
    const minimal = (source: string, merchantId: string, transactionCreatedAt: string, extra: Record<string, unknown> = {}) => ({
      transactionCreatedAt,
      merchantId,
      merchantName: `Merchant ${merchantId}`,
      sourceTransactionId: source,
      benefitAmount: 120,
      ticketAmount: 40,
      cardLastFour: '1111',
      awardStatus: 'Awarded',
      transactionType: 'settle',
      activeMerchant: true,
      paidAt: null,
      ...extra,
    });
    const local = new Date(Date.now() - 2 * day);
    const pad = (n: number) => String(n).padStart(2, '0');
    const localText = `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T10:00:00`;
    const basic = new Date(Date.now() - 3 * day).toISOString().replace(/[-:]|\.\d+/g, '');
    const data = [
      minimal('SRC-1', 'm-17', localText),
      minimal('SRC-2', 'm-18', basic),
      minimal('SRC-3', 'm-19', new Date(Date.now() - 4 * day).toISOString(), { awardStatus: 'Paid', paidAt: '20260101' }),
    ];
    const seen = await open({
      '/api/Member/Transactions': () => ({ status: 200, body: { data, totalResultSize: 3, totalPages: 1 } }),
      // Answered with the ids it was asked by, as strings.
      '/api/reviews/status': (url) => ({
        status: 200,
        body: url.searchParams.getAll('txnId').map((id) => ({ id, completed: id === 'SRC-2' })),
      }),
    });
    await screen.findByText('Page 1 of 1');
    expect(asked(seen, '/api/reviews/status')).toEqual(['?txnId=SRC-1&txnId=SRC-2&txnId=SRC-3']);
    const [first, second, third] = rows();
    expect(within(first!).getByRole('link', { name: 'Merchant m-17' }).getAttribute('href')).toBe('/merchants/m-17');
    expect(
      within(first!)
        .getByRole('link', { name: /^Write a review for Merchant m-17 on / })
        .getAttribute('href'),
    ).toContain('txnId=SRC-1');
    expect(first!.querySelector('time')?.textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(first!.querySelector('time')?.getAttribute('datetime')).toBe(`${localText}.000`);
    expect(within(second!).queryByRole('link', { name: /Write a review/ })).toBeNull();
    expect(second!.querySelector('time')?.textContent).not.toBe('');
    expect(third?.textContent).toContain('Paid on Jan 1, 2026');
  });

  it('leads each row with its status; the amount reads as earned only on Awarded and Paid rows (issue #22)', async () => {
    const data = [
      transaction(1, 3),
      transaction(2, 4, { awardStatus: 'Paid', paidAt: '2026-01-01T12:00:00Z' }),
      transaction(3, 5, { awardStatus: 'Pending' }),
      transaction(4, 40, { awardStatus: 'Pending' }),
      transaction(5, 6, { awardStatus: 'Forfeit' }),
      transaction(6, 7, { awardStatus: 'Deferred' }),
    ];
    await open({ '/api/Member/Transactions': (url) => pageOf(data, url), '/api/reviews/status': reviewStatuses });
    await screen.findByText('Page 1 of 1');
    const [awarded, paid, pending, expired, forfeit, deferredRow] = rows();
    const lead = (row: HTMLElement | undefined) => row!.firstElementChild!.textContent;
    // One short word per row, its reason beside it (issue #25); the spec 001 §4 labels are the reason.
    const word = (row: HTMLElement | undefined) => row!.firstElementChild!.firstElementChild!.textContent;
    expect(lead(awarded)).toBe('Earned');
    expect(awarded?.textContent).toContain('Earned 120 miles');
    expect(lead(paid)).toBe('Paid on Jan 1, 2026');
    expect(paid?.textContent).toContain('Earned 120 miles');
    expect(lead(pending)).toBe(`Pending Pending Review · ${copy['activity.award.pending']}`);
    expect(pending?.textContent).toContain('120 miles pending');
    expect(lead(expired)).toBe(`Pending Review expired · ${copy['activity.award.pending']}`);
    expect(expired?.textContent).toContain('120 miles pending');
    expect(lead(forfeit)).toBe('Not earned Expired · did not qualify');
    expect(lead(deferredRow)).toBe('Not earned finalized, allow up to two weeks for rewards to appear');
    expect([awarded, paid, pending, expired, forfeit, deferredRow].map(word)).toEqual([
      'Earned',
      'Paid',
      'Pending',
      'Pending',
      'Not earned',
      'Not earned',
    ]);
    for (const row of [pending, expired, forfeit, deferredRow]) expect(row?.textContent).not.toContain('Earned ');
    // Not earned: the amount struck out, and said so in words for a screen reader.
    for (const row of [forfeit, deferredRow]) {
      expect(row!.querySelector('s')?.textContent).toBe('120 miles');
      expect(row!.querySelector('s')?.parentElement?.textContent).toBe('Not earned: 120 miles');
    }
    for (const row of [awarded, paid, pending, expired]) expect(row!.querySelector('s')).toBeNull();
    // Under 10 days old: no report link yet (spec 001 §9: more than 10 days), the day named instead.
    for (const row of [forfeit, deferredRow]) expect(within(row!).queryByRole('button', { name: /^Report a missing reward/ })).toBeNull();
    expect(forfeit?.textContent).toMatch(/you can report a missing reward after [A-Z][a-z]{2} \d{1,2}, \d{4}\./);
  });

  it('an award status it does not know is shown neutrally: no label, not dimmed, never "Earned"', async () => {
    const data = [transaction(1, 3, { awardStatus: 'UnderReview' }), transaction(2, 4)];
    await open({ '/api/Member/Transactions': (url) => pageOf(data, url), '/api/reviews/status': reviewStatuses });
    await screen.findByText('Page 1 of 1');
    const [unknown, awarded] = rows();
    expect(unknown?.textContent).toContain('120 miles');
    expect(unknown?.textContent).not.toContain('Earned');
    expect(unknown!.classList.contains(dimmed)).toBe(false);
    expect(unknown!.querySelectorAll('p')).toHaveLength(3); // meta, amount, the review link: no badge, no guidance
    expect(awarded?.textContent).toContain('Earned 120 miles');
  });

  it('a network failure is the error view too, never an unhandled rejection', async () => {
    await open({ '/api/Member/Transactions': () => new TypeError('Failed to fetch'), '/api/reviews/status': reviewStatuses });
    expect(await screen.findByRole('heading', { name: 'We couldn’t load your activity' })).toBeTruthy();
  });

  it('signed out (401): to /login, keeping this page as the login redirect; no error view', async () => {
    await open({ '/api/Member/Transactions': () => ({ status: 401, body: { message: 'Sign in.' } }) }, {}, `${path}?page=2`);
    const { navigate } = await import('../../../../src/lib/navigate.ts');
    await waitFor(() => expect(vi.mocked(navigate)).toHaveBeenCalledWith('/login'));
    expect(sessionStorage.getItem('login_redirect')).toContain(`${path}?page=2`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('heading', { name: 'We couldn’t load your activity' })).toBeNull();
  });

  it('downloads the page on screen as CSV', async () => {
    await open({ '/api/Member/Transactions': (url) => pageOf(allTransactions, url), '/api/reviews/status': reviewStatuses });
    await screen.findByText('Page 1 of 3');
    const saved: { name: string; text: string }[] = [];
    const csv = await import('../../../../src/features/account/activity/activity-csv.ts');
    const spy = vi.spyOn(csv, 'downloadCsv').mockImplementation((name, text) => void saved.push({ name, text }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('activity-page-1.csv');
    const lines = saved[0]!.text.trim().split('\r\n');
    expect(lines).toHaveLength(11);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},Earned,Transaction,Merchant 1,1111,40\.00,120,Earned$/);
    spy.mockRestore();
  });
});

describe('a credit partner', () => {
  const data = [credit(100, 1, 'pending'), transaction(1, 2, { benefitAmount: 4.5 }), credit(101, 9, 'error'), transaction(2, 3)];

  it('lists transactions and statement credits together and shows the credit balance against the breakpoint', async () => {
    const seen = await open(
      {
        '/api/Member/TransactionsStatementCredits': (url) => pageOf(data, url),
        '/api/Member/StatementCreditBalance': () => ({ status: 200, body: { memberBalance: 12.5 } }),
        '/api/reviews/status': reviewStatuses,
      },
      {
        currencyType: 'Credit',
        source: 'transactionsAndCredits',
        showBalance: true,
        disclaimer: 'Cash back of $20 or more is paid as a statement credit.',
      },
    );
    await screen.findByText('Page 1 of 1');
    expect(asked(seen, '/api/Member/Transactions')).toEqual([]);
    expect(asked(seen, '/api/reviews/status')).toEqual(['?txnId=1&txnId=2']);
    const balance = screen.getByRole('region', { name: 'Credit balance' });
    await waitFor(() => expect(balance?.textContent).toContain('$12.50'));
    const meter = within(balance).getByRole('progressbar', { name: 'Credit balance' });
    expect(meter.getAttribute('aria-valuemax')).toBe('20');
    expect(meter.getAttribute('aria-valuenow')).toBe('12.5');
    expect(balance?.textContent).toContain('$7.50 more until your next statement credit.');
    const [pendingCredit, earned, failedCredit] = rows();
    expect(pendingCredit?.textContent).toContain('Statement credit');
    expect(pendingCredit?.textContent).toContain('Visa ending in 1111');
    expect(pendingCredit?.textContent).toContain('$25.50 pending');
    expect(pendingCredit?.textContent).toContain('Requested');
    expect(earned?.textContent).toContain('Earned $4.50');
    expect(failedCredit?.textContent).toContain('This statement credit could not be paid.');
    expect(screen.getByText('Cash back of $20 or more is paid as a statement credit.')).toBeTruthy();
  });

  it('leads each credit with its payout status; pending amounts read as pending, unpaid ones struck out (issue #22)', async () => {
    const credits = [
      credit(1, 1, 'completed'),
      credit(2, 2, 'pending'),
      credit(3, 3, 'pending_received'),
      credit(4, 4, 'rejected'),
      credit(5, 5, 'error'),
    ];
    await open(
      {
        '/api/Member/TransactionsStatementCredits': (url) => pageOf(credits, url),
        '/api/Member/StatementCreditBalance': () => ({ status: 200, body: { memberBalance: 2 } }),
        '/api/reviews/status': reviewStatuses,
      },
      { currencyType: 'Credit', source: 'transactionsAndCredits', showBalance: true },
    );
    await screen.findByText('Page 1 of 1');
    const [completed, requested, processing, rejected, failed] = rows();
    const lead = (row: HTMLElement | undefined) => row!.firstElementChild!.textContent;
    expect(lead(completed)).toBe('Paid');
    expect(completed?.textContent).toContain('Amount $25.50');
    expect(lead(requested)).toBe('Requested');
    expect(requested?.textContent).toContain('$25.50 pending');
    expect(lead(processing)).toBe('Processing');
    expect(processing?.textContent).toContain('$25.50 pending');
    expect(lead(rejected)).toBe('Rejected');
    expect(lead(failed)).toBe('Not paid');
    for (const row of [rejected, failed]) {
      expect(row!.querySelector('s')?.textContent).toBe('$25.50');
      expect(row!.querySelector('s')?.parentElement?.textContent).toBe('Not paid: $25.50');
    }
    for (const row of [requested, processing, rejected, failed]) expect(row?.textContent).not.toContain('Amount $25.50');
  });

  it('reads credits without kind, id or date, and shows an unknown payout status neutrally', async () => {
    const bare = {
      creditId: 'SC9',
      creditAmountCents: 1000,
      targetType: 'card',
      targetLabel: 'Visa ending in 1111',
      benefitProcessor: 'Visa',
    };
    const minimal = [
      { ...bare, status: 'on_hold' },
      { ...transaction(1, 2), kind: undefined, id: undefined, date: undefined },
      { ...bare, creditId: 7, status: 'completed', createdAt: '2026-01-05T09:00:00Z' },
    ];
    await open(
      {
        '/api/Member/TransactionsStatementCredits': () => ({ status: 200, body: { data: minimal, totalResultSize: 3, totalPages: 1 } }),
        '/api/Member/StatementCreditBalance': () => ({ status: 200, body: { memberBalance: 2 } }),
        '/api/reviews/status': reviewStatuses,
      },
      { currencyType: 'Credit', source: 'transactionsAndCredits', showBalance: true },
    );
    await screen.findByText('Page 1 of 1');
    const [onHold, dine, paid] = rows();
    // Undated, in the answer's place; no label for a status the product does not know.
    expect(onHold?.textContent).toContain('Statement credit');
    expect(onHold?.textContent).toContain('Amount $10.00');
    expect(onHold!.querySelector('time')).toBeNull();
    expect(within(onHold!).getByText('Visa ending in 1111').textContent).toBe('Visa ending in 1111');
    expect(onHold!.textContent).not.toMatch(/Requested|Processing|Paid|Rejected|Not paid|·/);
    expect(dine?.textContent).toContain('Earned $120.00');
    expect(paid?.textContent).toContain('Paid');
    expect(paid!.querySelector('time')?.getAttribute('datetime')).toBe('2026-01-05T09:00:00.000Z');
  });

  it('says so when the balance cannot be loaded, and still lists the activity', async () => {
    await open(
      {
        '/api/Member/TransactionsStatementCredits': (url) => pageOf(data, url),
        '/api/Member/StatementCreditBalance': () => ({ status: 500 }),
        '/api/reviews/status': reviewStatuses,
      },
      { currencyType: 'Credit', source: 'transactionsAndCredits', showBalance: true },
    );
    expect(await screen.findByText('Your credit balance is not available right now.')).toBeTruthy();
    await screen.findByText('Page 1 of 1');
  });
});

describe('totals, filters and missing-reward claims (issue #25)', () => {
  const data = [
    transaction(1, 3),
    transaction(2, 4, { awardStatus: 'Pending', cardLastFour: '4444' }),
    transaction(3, 12, { awardStatus: 'Forfeit' }),
    transaction(4, 20, { awardStatus: 'Pending', benefitAmount: 30 }),
  ];
  const routes = (): Record<string, Route> => ({
    '/api/Member/Transactions': (url) => pageOf(data, url),
    '/api/reviews/status': reviewStatuses,
    '/api/CSRF': () => ({ status: 200, body: { csrfToken: 'token' } }),
  });

  it('totals the year at the top in the partner’s unit', async () => {
    await open(routes());
    const totals = screen.getByRole('region', { name: 'This year' });
    await waitFor(() => expect(totals.textContent).toContain('120 miles'));
    const figure = (name: string) => totals.querySelector(`[data-total="${name}"] dd`)?.textContent;
    expect(figure('earned')).toBe('120 miles');
    expect(figure('pending')).toBe('150 miles');
    expect(figure('notEarned')).toBe('120 miles');
  });

  it('filters this page by status and card from the keyboard, saying how many it shows', async () => {
    await open(routes());
    await screen.findByText('Page 1 of 1');
    const user = userEvent.setup();
    const status = screen.getByRole('combobox', { name: 'Status' });
    await user.selectOptions(status, 'pending');
    expect(rows().map((row) => row.querySelector('h3')?.textContent)).toEqual(['Merchant 2', 'Merchant 4']);
    expect(screen.getAllByText('Showing 2 of 4 on this page.')).toHaveLength(2);
    expect(pageStatus().textContent).toBe('Showing 2 of 4 on this page. Page 1 of 1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Card' }), '4444');
    expect(rows().map((row) => row.querySelector('h3')?.textContent)).toEqual(['Merchant 2']);
    expect(screen.getByRole('combobox', { name: 'Card' }).textContent).toContain('Ending in 4444');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(rows()).toHaveLength(4);
    expect(document.activeElement).toBe(status);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('opens the claim form prefilled with the visit, sends it with a note, and the row then says it was reported', async () => {
    let sent: unknown;
    await open({
      ...routes(),
      '/api/Member/MissingRewards': (_url, init) => {
        sent = JSON.parse(init.body as string);
        return { status: 200, body: { transactionId: 3, claimedAt: '2026-11-20T10:00:00.000Z', message: '' } };
      },
    });
    await screen.findByText('Page 1 of 1');
    const forfeit = rows()[2]!;
    const user = userEvent.setup();
    const toggle = within(forfeit).getByRole('button', { name: /^Report a missing reward for Merchant 3 on / });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const form = within(forfeit).getByRole('form', { name: 'Report a missing reward' });
    expect(form.textContent).toContain('Merchant 3');
    expect(form.textContent).toContain('Card ending in 1111');
    expect(form.textContent).toContain('$40.00');
    expect(form.textContent).toContain('120 miles');
    const note = within(form).getByRole('textbox', { name: 'Anything we should know? (optional)' });
    expect(document.activeElement).toBe(note);
    await user.type(note, 'Paid with my Visa');
    await user.click(within(form).getByRole('button', { name: 'Send report' }));
    const reported = await within(forfeit).findByText(/^Missing reward reported on Nov 20, 2026\./);
    expect(document.activeElement).toBe(reported);
    expect(within(forfeit).queryByRole('button', { name: /^Report a missing reward/ })).toBeNull();
    expect(sent).toEqual({ transactionId: '3', note: 'Paid with my Visa' });
  });

  it('Escape closes the form and gives focus back; too early says so and keeps the form', async () => {
    await open({ ...routes(), '/api/Member/MissingRewards': () => ({ status: 409, body: { code: 'TooEarly', message: 'Too early' } }) });
    await screen.findByText('Page 1 of 1');
    const user = userEvent.setup();
    const row = rows()[3]!;
    const toggle = within(row).getByRole('button', { name: /^Report a missing reward/ });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(within(row).queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Enter}');
    await user.click(within(row).getByRole('button', { name: 'Send report' }));
    expect(
      await within(row).findByText('A missing reward can be reported once more than 10 days have passed since your purchase.'),
    ).toBeTruthy();
    expect(within(row).getByRole('form')).toBeTruthy();
  });

  it('shows a claim the answer carries, after a reload, and offers no second one', async () => {
    const claimed = [transaction(3, 12, { awardStatus: 'Forfeit', missingRewardClaimedAt: '2026-11-02T09:00:00Z' })];
    await open({ '/api/Member/Transactions': (url) => pageOf(claimed, url), '/api/reviews/status': reviewStatuses });
    await screen.findByText('Page 1 of 1');
    expect(rows()[0]?.textContent).toContain('Missing reward reported on Nov 2, 2026.');
    expect(within(rows()[0]!).queryByRole('button', { name: /^Report a missing reward/ })).toBeNull();
  });
});

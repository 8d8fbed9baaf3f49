// @vitest-environment happy-dom
// The merchant page island against a scripted API (the fetch stub is the only fake): what visitors,
// members and non-activated members see, the missing and failed views, and the reservation widget's
// messages and booking outcomes, with focus on each outcome and the selections kept.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { merchantPageCopyKeys } from '../../../src/features/merchant/copy-keys.ts';
import type { MerchantIslandProps } from '../../../src/features/merchant/MerchantIsland.tsx';
import { copyDefaults } from '../../../src/site/copy-table.ts';
import { fakeFetch, member, testRuntimeConfig, type Reply } from '../../helpers/browser-runtime.ts';
import { detailAnswer } from './fixture.ts';

// The api client's redirects (/error, /login), observed without a page load.
vi.mock('../../../src/lib/navigate.ts', () => ({ navigate: vi.fn(), replacePage: vi.fn() }));
const navigated = async () => vi.mocked((await import('../../../src/lib/navigate.ts')).navigate).mock.calls.map(([url]) => url);

/** A merchant with only what spec 000 §3 "Merchant" names, its id a string (CONTRACTS §4). */
const specMerchant = {
  id: '1212',
  name: 'The Honey Fork',
  images: { imageBaseUrl: 'http://127.0.0.1:4600/images/merchants/' },
  details: { rating: { overallRating: 4.5, numberOfRatings: 370 }, priceRange: 2, cuisines: ['Chinese'], highlight: 'new' },
  location: { address: { city: 'Chicago' }, neighborhood: 'West Loop' },
  distance: null,
  origin: null,
  acclaimedLevel: null,
  benefitAvailability: { campaignCodes: ['STANDARD'] },
  reservationProviders: { openTable: null },
};

const copy = Object.fromEntries(merchantPageCopyKeys.map((key) => [key, copyDefaults[key]]));
const text = (key: (typeof merchantPageCopyKeys)[number], vars: Record<string, string | number> = {}) =>
  copyDefaults[key].replace(/\{(\w+)\}/g, (whole, name: string) => String(vars[name] ?? whole));

const props: MerchantIslandProps = {
  view: 'merchant',
  copy,
  links: { signInHref: '/login', activateHref: '/activate', addCardHref: '/add_card' },
  titleTemplate: '{name} | SkyMiles Dining',
  siteUrl: 'https://dining.delta.example',
};

const available = {
  status: 'available',
  slots: [
    { dateTime: '2026-11-23T18:45', time: '18:45' },
    { dateTime: '2026-11-23T19:15', time: '19:15' },
  ],
  reservationBonus: { amount: 50, text: 'Earn 50 bonus miles when you dine.' },
};

interface Api {
  member?: Record<string, unknown> | null;
  merchant?: Reply | (() => Reply);
  availability?: Reply;
  booking?: Reply;
  flex?: Reply;
  /** The reviews page asked for (default: none). */
  reviews?: (pageNo: number) => Reply;
  events?: Reply;
}

let calls: { url: string; init: RequestInit }[];

function stubApi(api: Api) {
  calls = [];
  return fakeFetch((url, init) => {
    calls.push({ url, init });
    const path = url.split('?')[0] ?? '';
    if (path === '/api/Member') return api.member ? { status: 200, body: api.member } : { status: 401, body: { message: 'Sign in.' } };
    if (path.endsWith('/Reviews')) {
      const pageNo = Number(new URL(url, 'http://localhost').searchParams.get('pageNo'));
      return api.reviews?.(pageNo) ?? { status: 200, body: { data: [], totalResultSize: 0, totalPages: 0, pageNo: 1 } };
    }
    if (path.endsWith('/Events')) return api.events ?? { status: 200, body: { data: [] } };
    if (path.includes('/flex-offers/')) return api.flex ?? { status: 200, body: { data: [] } };
    if (path.endsWith('/Reservations/Availability')) return api.availability ?? { status: 200, body: available };
    if (path.endsWith('/Reservations')) return api.booking ?? { status: 500, body: {} };
    if (/^\/api\/v2\/Merchants\/[^/]+$/.test(path)) {
      const answer = api.merchant ?? { status: 200, body: detailAnswer() };
      return typeof answer === 'function' ? answer() : answer;
    }
    return { status: 404, body: { message: 'Unknown route' } };
  });
}

async function renderPage(
  api: Api,
  options: { path?: string; settings?: Record<string, unknown>; view?: MerchantIslandProps['view'] } = {},
) {
  stubApi(api);
  history.replaceState(null, '', options.path ?? '/merchants/1212');
  const { setRuntimeConfig } = await import('../../../src/lib/runtime-config.ts');
  setRuntimeConfig(
    testRuntimeConfig({
      settings: {
        enrollmentType: 'direct',
        acclaimedEnabled: true,
        hasReservationBonus: true,
        openTableReservationsEnabled: true,
        ...options.settings,
      },
    }),
  );
  const { default: MerchantIsland } = await import('../../../src/features/merchant/MerchantIsland.tsx');
  // A fresh swr cache per page, as a page load has.
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MerchantIsland {...props} view={options.view ?? 'merchant'} />
    </SWRConfig>,
  );
}

const card = (extra: Record<string, unknown> = {}) => member('EnrolledCardMember', { campaignCodes: ['STANDARD', 'SELECT'], ...extra });

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 23, 10, 0) });
  sessionStorage.clear();
  document.head.querySelector('link[rel="canonical"]')?.remove();
});

afterEach(() => {
  cleanup();
  // The unlock modal lives on the body (merchant-card's unlock-modal.ts), outside React's tree.
  for (const dialog of document.querySelectorAll('dialog')) dialog.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the merchant', () => {
  it('first draws the skeleton (the static HTML), then the merchant with its title and canonical URL', async () => {
    await renderPage({});
    expect(screen.getByRole('status').textContent).toBe(text('merchant.loading'));
    expect(await screen.findByRole('heading', { level: 1, name: 'The Honey Fork' })).toBeTruthy();
    // The title and canonical are set in an effect that can run just after the heading is drawn.
    await waitFor(() => expect(document.title).toBe('The Honey Fork | SkyMiles Dining'));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://dining.delta.example/merchants/1212');
    expect(screen.getByText('Chinese/Dim Sum')).toBeTruthy();
    expect(screen.getByText('2028 Union St, Chicago (West Loop), IL 60607')).toBeTruthy();
    // Issue #24: the number is both the "Call" quick action and the line in Location and hours.
    for (const call of screen.getAllByRole('link', { name: /312-555-0198/ })) expect(call.getAttribute('href')).toBe('tel:3125550198');
    const directions = screen.getByRole('link', { name: /Get directions/ });
    expect(directions.getAttribute('target')).toBe('_blank');
    expect(directions.textContent).toContain(text('merchant.newTab'));
    // Offer limits and the earning days, then the calendar (Monday 23 November 2026 onwards).
    expect(screen.getByText('Earn on up to $150 per month')).toBeTruthy();
    expect(screen.getByText('Earn on up to 2 visits per month')).toBeTruthy();
    expect(screen.getByText('Earns Sun-Thu')).toBeTruthy();
    const calendar = screen.getByRole('list', { name: text('merchant.calendarTitle') });
    const days = within(calendar).getAllByRole('listitem');
    expect(days.map((day) => day.textContent)).toEqual([
      'Mon 23✓Earns',
      'Tue 24✓Earns',
      'Wed 25✓Earns',
      'Thu 26✓Earns',
      'Fri 27–No earning',
      'Sat 28–No earning',
      'Sun 29✓Earns',
    ]);
    expect(days[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-23');
  });

  it('passes the link’s location for the distance', async () => {
    await renderPage(
      { merchant: { status: 200, body: detailAnswer({ distance: 1.26 }) } },
      { path: '/merchants/1212?location=Chicago%2C%20IL' },
    );
    expect(await screen.findByText('1.3 mi')).toBeTruthy();
    expect(calls.some(({ url }) => url === '/api/v2/Merchants/1212?location=Chicago%2C+IL')).toBe(true);
  });

  it('a visitor is asked to sign in to see offers and sees no flex offers', async () => {
    await renderPage({}, { settings: { hasFlexOffers: true } });
    const signIn = await screen.findByRole('link', { name: text('earn.line.signIn') });
    expect(signIn.getAttribute('href')).toBe('/login');
    // Issue #25: what members earn, beside the link, and a meal priced at the Select Member rate.
    expect(screen.getByText(text('earn.visitorRate'))).toBeTruthy();
    expect(screen.getByText(/^A \$100 meal here earns about [\d,]+ miles as a Select Member\.$/)).toBeTruthy();
    expect(calls.some(({ url }) => url.includes('flex-offers'))).toBe(false);
  });

  it('a member sees their tier’s rate and, where the partner has them, their flex offers', async () => {
    await renderPage(
      {
        member: card(),
        flex: { status: 200, body: { data: [{ id: 'f1', webMessageOfferAmount: 'Earn 500 bonus miles on your next visit' }] } },
      },
      { settings: { hasFlexOffers: true } },
    );
    expect(await screen.findByText('Earn 3 miles per $1 as a {tierSelect}')).toBeTruthy();
    expect(await screen.findByText('Earn 500 bonus miles on your next visit')).toBeTruthy();
    expect(screen.queryByRole('link', { name: text('earn.line.signIn') })).toBeNull();
    expect(screen.getByText(/^A \$100 meal here earns you about [\d,]+ miles\.$/)).toBeTruthy();
    expect(screen.queryByText(text('earn.visitorRate'))).toBeNull();
  });

  it('a non-activated member is asked to activate, in the earn line and the reservation section', async () => {
    await renderPage({ member: card({ tierLevel: 1 }) });
    const links = await screen.findAllByRole('link', { name: /activate/i });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/activate', '/activate']);
    expect(screen.getByText(text('earn.line.nonActivated'))).toBeTruthy();
  });

  it('the Acclaimed unlock opens the modal with its call to action, not a link', async () => {
    const user = userEvent.setup();
    await renderPage({
      member: card({ campaignCodes: ['STANDARD'] }),
      merchant: { status: 200, body: detailAnswer({ acclaimedLevel: 1, benefitAvailability: { campaignCodes: ['SELECT', 'VIP'] } }) },
    });
    const unlock = await screen.findByRole('button', { name: text('merchant.unlockToEarn') });
    await user.click(unlock);
    const dialog = screen.getByRole('dialog', { name: text('merchant.unlockToEarn') });
    expect(within(dialog).getByText(text('merchant.unlockTier2'))).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: text('merchant.unlockCta') })
        .getAttribute('href'),
    ).toBe('/account/user_profile');
  });

  it('the header shows the Acclaimed badge only where the partner has that level (spec 000 §1, §2)', async () => {
    const header = async () => (await screen.findByRole('heading', { level: 1, name: 'The Honey Fork' })).closest('header')!;
    const level = (acclaimedLevel: number) => ({ merchant: { status: 200, body: detailAnswer({ acclaimedLevel }) } });
    await renderPage(level(1), { settings: { acclaimedEnabled: false } });
    expect(within(await header()).queryByText(text('merchant.acclaimed'))).toBeNull();
    cleanup();
    await renderPage(level(2), { settings: { acclaimedEnabled: true, acclaimed2Enabled: false } });
    expect(within(await header()).queryByText(text('merchant.acclaimed'))).toBeNull();
    cleanup();
    await renderPage(level(2), { settings: { acclaimedEnabled: true, acclaimed2Enabled: true } });
    expect(within(await header()).getByText(text('merchant.acclaimed'))).toBeTruthy();
  });

  it('without VIP, a merchant only VIP unlocks offers no VIP prompt', async () => {
    await renderPage(
      {
        member: card({ campaignCodes: ['STANDARD', 'SELECT'] }),
        merchant: { status: 200, body: detailAnswer({ acclaimedLevel: 1, benefitAvailability: { campaignCodes: ['VIP'] } }) },
      },
      { settings: { hasVIP: false } },
    );
    await screen.findByRole('heading', { level: 1, name: 'The Honey Fork' });
    expect(screen.queryByRole('button', { name: text('merchant.unlockToEarn') })).toBeNull();
  });

  it('a partner without sign-in shows visitors no sign-in prompt', async () => {
    stubApi({});
    const { setRuntimeConfig } = await import('../../../src/lib/runtime-config.ts');
    setRuntimeConfig(testRuntimeConfig({ settings: { enrollmentType: 'none' } }));
    history.replaceState(null, '', '/merchants/1212');
    const { default: MerchantIsland } = await import('../../../src/features/merchant/MerchantIsland.tsx');
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <MerchantIsland {...props} links={{ ...props.links, signInHref: '' }} />
      </SWRConfig>,
    );
    await screen.findByRole('heading', { level: 1, name: 'The Honey Fork' });
    expect(screen.queryByText(text('earn.line.signIn'))).toBeNull();
  });

  it('hostile text stays text', async () => {
    await renderPage({ merchant: { status: 200, body: detailAnswer({ name: '<img src=x onerror=alert(1)>' }) } });
    expect(await screen.findByRole('heading', { level: 1, name: '<img src=x onerror=alert(1)>' })).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('missing and failed', () => {
  it('an address that names no id is not found, without asking the API', async () => {
    for (const path of [
      '/merchants/_detail/',
      '/merchants/',
      '/merchants/%3Cb%3E',
      '/merchants/a%20b',
      '/merchants/%E0%A4%A',
      `/merchants/${'7'.repeat(65)}`,
    ]) {
      await renderPage({}, { path });
      expect(await screen.findByRole('heading', { level: 1, name: text('merchant.notFoundTitle') })).toBeTruthy();
      expect(calls.some(({ url }) => url.startsWith('/api/v2/Merchants'))).toBe(false);
      cleanup();
    }
  });

  it('a string id is an id (CONTRACTS §4): the page asks for it and names it in its links', async () => {
    await renderPage(
      { merchant: { status: 200, body: detailAnswer({ id: 'm-17', ordering: { type: 'internal', url: null } }) } },
      { path: '/merchants/m-17' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'The Honey Fork' })).toBeTruthy();
    expect(calls.some(({ url }) => url === '/api/v2/Merchants/m-17')).toBe(true);
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        'https://dining.delta.example/merchants/m-17',
      ),
    );
  });

  it('MerchantNotFound: restaurant not found, with the way to search', async () => {
    await renderPage({ merchant: { status: 404, body: { code: 'MerchantNotFound', message: 'No merchant has this id.' } } });
    expect(await screen.findByRole('heading', { level: 1, name: text('merchant.notFoundTitle') })).toBeTruthy();
    expect(screen.getByRole('link', { name: text('merchant.findRestaurants') }).getAttribute('href')).toBe('/search');
    await waitFor(() => expect(document.title).toBe(`${text('merchant.notFoundTitle')} | SkyMiles Dining`));
  });

  it('MerchantNotInProgram: the server’s message, else the copy', async () => {
    await renderPage({
      merchant: {
        status: 404,
        body: { code: 'MerchantNotInProgram', message: 'The Honey Fork does not offer miles through SkyMiles Dining.' },
      },
    });
    expect(await screen.findByText('The Honey Fork does not offer miles through SkyMiles Dining.')).toBeTruthy();
    cleanup();
    await renderPage({ merchant: { status: 404, body: { code: 'MerchantNotInProgram' } } });
    expect(await screen.findByText(text('merchant.notFound'))).toBeTruthy();
  });

  it('a failed load offers Try again, which loads the merchant and moves focus to its name', async () => {
    const user = userEvent.setup();
    let fail = true;
    await renderPage({ merchant: () => (fail ? new TypeError('Failed to fetch') : { status: 200, body: detailAnswer() }) });
    expect((await screen.findByRole('alert')).textContent).toContain(text('merchant.loadError'));
    fail = false;
    await user.click(screen.getByRole('button', { name: text('merchant.retry') }));
    const name = await screen.findByRole('heading', { level: 1, name: 'The Honey Fork' });
    await waitFor(() => expect(document.activeElement).toBe(name));
  });
});

describe('reviews and events', () => {
  const reviewPage = (pageNo: number) => ({
    status: 200,
    body: {
      data: Array.from({ length: pageNo < 3 ? 5 : 2 }, (_, i) => ({
        id: pageNo * 10 + i,
        author: `Reviewer ${pageNo}-${i}`,
        rating: 4,
        text: 'Lovely.',
        date: '2026-11-01',
      })),
      totalResultSize: 12,
      totalPages: 3,
      pageNo,
    },
  });
  const reviewCalls = () =>
    calls.filter(({ url }) => url.includes('/Reviews')).map(({ url }) => new URL(url, 'http://x').searchParams.get('pageNo'));

  it('"Show more reviews" adds the next page and moves focus to its first review; all shown, the button goes', async () => {
    const user = userEvent.setup();
    await renderPage({ reviews: reviewPage });
    expect(await screen.findByText(text('merchant.reviewsShown', { shown: 5, total: 12 }))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: text('merchant.reviewsMore') }));
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Reviewer 2-0'));
    expect(screen.getByText(text('merchant.reviewsShown', { shown: 10, total: 12 }))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: text('merchant.reviewsMore') }));
    expect(await screen.findByText(text('merchant.reviewsShown', { shown: 12, total: 12 }))).toBeTruthy();
    expect(screen.queryByRole('button', { name: text('merchant.reviewsMore') })).toBeNull();
    expect(reviewCalls()).toEqual(['1', '2', '3']);
  });

  it('a page that fails says so with Try again, which asks that page only; the reviews shown stay', async () => {
    const user = userEvent.setup();
    let failing = true;
    await renderPage({ reviews: (pageNo) => (pageNo === 2 && failing ? { status: 503, body: {} } : reviewPage(pageNo)) });
    await user.click(await screen.findByRole('button', { name: text('merchant.reviewsMore') }));
    expect(await screen.findByText(text('merchant.reviewsError'))).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    failing = false;
    await user.click(screen.getByRole('button', { name: text('merchant.retry') }));
    expect(await screen.findByText(text('merchant.reviewsShown', { shown: 10, total: 12 }))).toBeTruthy();
    expect(screen.queryByText(text('merchant.reviewsError'))).toBeNull();
    expect(reviewCalls()).toEqual(['1', '2', '2']);
  });

  it('events show soonest first; a failure says so in the section and the page stays', async () => {
    await renderPage({
      events: {
        status: 200,
        body: {
          data: [
            { id: 2, title: 'Jazz night', startDateTime: '2026-12-10T19:00:00Z' },
            { id: 1, title: 'Wine tasting', description: 'Six wines.', startDateTime: '2026-12-01T19:00:00Z' },
          ],
        },
      },
    });
    const titles = await screen.findAllByRole('heading', { level: 3, name: /night|tasting/ });
    expect(titles.map((title) => title.textContent)).toEqual(['Wine tasting', 'Jazz night']);
    cleanup();
    await renderPage({ events: { status: 500, body: {} } });
    expect(await screen.findByText(text('merchant.eventsError'))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'The Honey Fork' })).toBeTruthy();
  });
});

describe('what the backend may send (issue #21)', () => {
  it('a merchant with only the spec’s fields draws the page, leaving out what it does not say', async () => {
    await renderPage({ member: card(), merchant: { status: 200, body: specMerchant } });
    expect(await screen.findByRole('heading', { level: 1, name: 'The Honey Fork' })).toBeTruthy();
    expect(screen.getByText(text('merchant.highlight.new'))).toBeTruthy();
    expect(screen.getByText('Chicago (West Loop)')).toBeTruthy();
    expect(screen.getByText('Chinese')).toBeTruthy();
    // No hours, phone or directions; no offers, calendar or earning days; no reservations.
    expect(screen.queryByRole('heading', { name: text('merchant.locationTitle') })).toBeNull();
    expect(screen.queryByRole('heading', { name: text('merchant.offers') })).toBeNull();
    expect(screen.queryByText(/^Earns/)).toBeNull();
    expect(screen.queryByRole('heading', { name: text('reservation.title') })).toBeNull();
    expect(screen.queryByRole('button', { name: text('merchant.orderOnline') })).toBeNull();
  });

  it('unknown values are shown neutrally: a highlight kind, a limit type, weekdays, an ordering type', async () => {
    await renderPage({
      merchant: {
        status: 200,
        body: detailAnswer({
          id: '1212',
          details: { ...(detailAnswer().details as object), highlight: 'closingSoon' },
          offers: [{ id: 7, limitType: 'Seasonal', maxSpendPerMonth: 150, daysAvailable: ['Monday', 'Tuesday'] }],
          ordering: { type: 'phone', url: 'https://order.example.com' },
          hours: [
            { day: 'Holiday', open: '10:00', close: '14:00' },
            { day: 'Mon', open: '17:00:00', close: '22:00' },
          ],
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'The Honey Fork' })).toBeTruthy();
    for (const key of ['merchant.highlight.new', 'merchant.highlight.coming', 'merchant.highlight.leaving'] as const)
      expect(screen.queryByText(text(key))).toBeNull();
    expect(screen.queryByText('Earn on up to $150 per month')).toBeNull();
    expect(screen.queryByText(/^Earns/)).toBeNull();
    expect(screen.queryByRole('list', { name: text('merchant.calendarTitle') })).toBeNull();
    expect(screen.queryByRole('button', { name: text('merchant.orderOnline') })).toBeNull();
    expect(await screen.findByText('5:00 PM–10:00 PM')).toBeTruthy(); // Location and hours: its own chunk
  });

  it('a server error (5xx) on the merchant goes to /error (spec 000 §8)', async () => {
    await renderPage({ merchant: { status: 503, body: { message: 'Down.' } } });
    await waitFor(async () => expect(await navigated()).toEqual([expect.stringMatching(/^\/error\?code=503\b/)]));
  });

  it('an answer that cannot be read is the failed view with Try again, and one console error naming the call and field', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await renderPage({ merchant: { status: 200, body: detailAnswer({ name: undefined }) } });
      expect((await screen.findByRole('alert')).textContent).toContain(text('merchant.loadError'));
      expect(screen.getByRole('button', { name: text('merchant.retry') })).toBeTruthy();
      expect(log.mock.calls).toEqual([['GET /api/v2/Merchants/1212: cannot read name: required, and missing']]);
    } finally {
      log.mockRestore();
    }
  });

  it('flex offers answering 401 send the member to sign in, like every member call', async () => {
    await renderPage({ member: card(), flex: { status: 401, body: { message: 'Sign in.' } } }, { settings: { hasFlexOffers: true } });
    await screen.findByRole('heading', { level: 1, name: 'The Honey Fork' });
    await waitFor(async () => expect(await navigated()).toEqual(['/login']));
  });
});

describe('reservations', () => {
  const findTable = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('button', { name: text('reservation.find') }));
  };

  it('starts at today, 7:00 PM, 2 people, within yesterday to a year ahead', async () => {
    await renderPage({});
    const date = await screen.findByLabelText<HTMLInputElement>(text('reservation.date'));
    expect([date.value, date.min, date.max]).toEqual(['2026-11-23', '2026-11-22', '2027-11-23']);
    expect(screen.getByLabelText<HTMLSelectElement>(text('reservation.time')).value).toBe('19:00');
    expect(screen.getByLabelText<HTMLSelectElement>(text('reservation.partySize')).value).toBe('2');
  });

  it('is not there for a merchant without reservations', async () => {
    await renderPage({ merchant: { status: 200, body: detailAnswer({ reservations: null, reservationProviders: { openTable: null } }) } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: text('reservation.title') })).toBeNull();
  });

  it.each([
    [{ status: 'none', slots: [] }, 'reservation.none'],
    [{ status: 'tooBig', slots: [] }, 'reservation.tooBig'],
    [{ status: 'tooSmall', slots: [] }, 'reservation.tooSmall'],
    [{ status: 'tooFar', slots: [] }, 'reservation.tooFar'],
    [{ status: 'tooClose', slots: [] }, 'reservation.tooClose'],
    [{ status: 'available', slots: [], reservationBonus: null }, 'reservation.none'],
  ] as const)('availability %j says %s in the polite status region', async (body, key) => {
    const user = userEvent.setup();
    await renderPage({ availability: { status: 200, body } });
    await findTable(user);
    await waitFor(() => expect(screen.getByText(text(key)).closest('[role="status"]')).toBeTruthy());
    expect(screen.queryByRole('group', { name: text('reservation.slots') })).toBeNull();
  });

  it('free tables show as times with the bonus, or "no bonus"', async () => {
    const user = userEvent.setup();
    await renderPage({});
    await findTable(user);
    const slots = await screen.findByRole('group', { name: text('reservation.slots') });
    expect(
      within(slots)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['6:45 PM', '7:15 PM']);
    expect(screen.getByText(text('reservation.bonus', { bonus: 50 }))).toBeTruthy();
    cleanup();
    await renderPage({ availability: { status: 200, body: { ...available, reservationBonus: null } } });
    await findTable(user);
    expect(await screen.findByText(text('reservation.noBonus'))).toBeTruthy();
  });

  it('a provider failure (424) says so and the widget stays usable', async () => {
    const user = userEvent.setup();
    await renderPage({ availability: { status: 424, body: { code: 'ProviderUnavailable' } } });
    await findTable(user);
    expect(await screen.findByText(text('reservation.errorGeneral'))).toBeTruthy();
    expect(screen.getByRole('button', { name: text('reservation.find') }).getAttribute('aria-disabled')).toBe('false');
  });

  it('a visitor who picks a time is asked to sign in; the choice is kept and offered again after sign-in', async () => {
    const user = userEvent.setup();
    await renderPage({});
    await user.selectOptions(await screen.findByLabelText(text('reservation.partySize')), '4');
    await findTable(user);
    await user.click(await screen.findByRole('button', { name: '7:15 PM' }));
    expect(screen.getByText(text('reservation.signIn')).parentElement).toBe(document.activeElement);
    expect(screen.getByRole('link', { name: text('reservation.signInLink') }).getAttribute('href')).toBe('/login');
    expect(JSON.parse(sessionStorage.getItem('RN_MERCHANT_RESERVATION')!)).toEqual({
      date: '2026-11-23',
      time: '19:00',
      partySize: 4,
      slot: '2026-11-23T19:15',
    });
    cleanup();
    // Signed in now: the same page finds the table again and opens the confirm step for it.
    vi.resetModules();
    await renderPage({
      member: card(),
      availability: { status: 200, body: { ...available, slots: [{ dateTime: '2026-11-23T19:15', time: '19:15' }] } },
    });
    const confirm = await screen.findByRole('heading', { name: text('reservation.confirmTitle') });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    expect(screen.getByLabelText<HTMLSelectElement>(text('reservation.partySize')).value).toBe('4');
    expect(screen.getByText(/party of 4/)).toBeTruthy();
  });

  async function bookAs(booking: Reply) {
    const user = userEvent.setup();
    await renderPage({ member: card(), booking });
    await findTable(user);
    await user.click(await screen.findByRole('button', { name: '7:15 PM' }));
    await user.type(screen.getByLabelText(text('reservation.specialRequests')), 'Window seat');
    await user.click(screen.getByRole('button', { name: text('reservation.book') }));
    return user;
  }

  it('books with the member’s requests and moves focus to the confirmation', async () => {
    await bookAs({
      status: 201,
      body: {
        reservation: {
          id: 7,
          merchantId: 1212,
          merchantName: 'The Honey Fork',
          dateTime: '2026-11-23T19:15',
          partySize: 2,
          status: 'booked',
          confirmationNumber: 'OT00055433',
        },
        reservationBonus: { amount: 50, text: '' },
      },
    });
    // Issue #24: the confirmation replaces the success banner; its heading takes focus.
    const heading = await screen.findByRole('heading', { name: text('reservation.success') });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const confirmation = heading.closest('section');
    expect(confirmation?.textContent).toContain('OT00055433');
    expect(confirmation?.textContent).toContain('The Honey Fork');
    expect(confirmation?.textContent).toContain('Mon, Nov 23');
    expect(confirmation?.textContent).toContain('7:15 PM');
    expect(confirmation?.textContent).toContain('2 people');
    expect(confirmation?.textContent).toContain(text('reservation.earnAboutBonus', { amount: 300, bonus: 50 })); // $50 a person × 2 × 3 per $1
    expect(screen.getByRole('link', { name: text('reservation.addToCalendar') }).getAttribute('download')).toBe(
      'the-honey-fork-2026-11-23.ics',
    );
    expect(screen.getByRole('button', { name: text('reservation.modify') })).toBeTruthy();
    expect(screen.getByRole('button', { name: text('reservation.cancel') })).toBeTruthy();
    const post = calls.find(({ init }) => init.method === 'POST');
    expect(post?.url).toBe('/api/v2/Merchants/1212/Reservations');
    expect(JSON.parse(post?.init.body as string)).toEqual({ dateTime: '2026-11-23T19:15', partySize: 2, specialRequests: 'Window seat' });
    // The widget stays usable with the selections kept.
    expect(screen.getByLabelText<HTMLSelectElement>(text('reservation.time')).value).toBe('19:00');
  });

  it.each([
    [{ status: 403, body: { code: 'CardRequired' } }, 'reservation.cardRequired'],
    [{ status: 403, body: { code: 'UserFraud' } }, 'reservation.errorFraud'],
    [{ status: 409, body: { code: 'Overlap' } }, 'reservation.errorOverlap'],
    [{ status: 409, body: { code: 'SlotUnavailable' } }, 'reservation.slotTaken'],
    [{ status: 409, body: { code: 'tooClose' } }, 'reservation.tooClose'],
    [{ status: 424, body: { code: 'ProviderUnavailable' } }, 'reservation.errorGeneral'],
    [{ status: 500, body: {} }, 'reservation.errorGeneral'],
  ] as const)('a booking answered %j shows %s, focused, keeping the selections', async (booking, key) => {
    await bookAs(booking);
    const message = await screen.findByText(text(key));
    await waitFor(() => expect(document.activeElement).toBe(message.closest('[tabindex="-1"]')));
    expect(screen.getByLabelText<HTMLSelectElement>(text('reservation.partySize')).value).toBe('2');
    expect(screen.getByRole('button', { name: text('reservation.find') })).toBeTruthy();
    if (key === 'reservation.slotTaken') expect(screen.queryByRole('button', { name: '7:15 PM' })).toBeNull();
    if (key === 'reservation.cardRequired')
      expect(screen.getByRole('link', { name: text('reservation.cardLink') }).getAttribute('href')).toBe('/add_card');
  });

  it('a session that ended meanwhile (401) asks to sign in again', async () => {
    await bookAs({ status: 401, body: { message: 'Sign in.' } });
    expect(await screen.findByText(text('reservation.signIn'))).toBeTruthy();
    expect((JSON.parse(sessionStorage.getItem('RN_MERCHANT_RESERVATION')!) as { slot?: string }).slot).toBe('2026-11-23T19:15');
  });

  it('special requests stop at 250 characters', async () => {
    const user = userEvent.setup();
    await renderPage({ member: card() });
    await findTable(user);
    await user.click(await screen.findByRole('button', { name: '6:45 PM' }));
    const requests = screen.getByLabelText<HTMLTextAreaElement>(text('reservation.specialRequests'));
    expect(requests.maxLength).toBe(250);
    await user.click(requests);
    await user.paste('x'.repeat(300));
    expect(requests.value).toHaveLength(250);
    expect(screen.getByText(text('reservation.charactersLeft', { count: 0 }))).toBeTruthy();
  });
});

describe('the ordering page and dialog', () => {
  it('internal ordering: the dialog leads to /merchants/{id}/Order', async () => {
    const user = userEvent.setup();
    await renderPage({ merchant: { status: 200, body: detailAnswer({ ordering: { type: 'internal', url: null } }) } });
    await user.click(await screen.findByRole('button', { name: text('merchant.orderOnline') }));
    const dialog = screen.getByRole('dialog', { name: 'Order online from The Honey Fork' });
    expect(
      within(dialog)
        .getByRole('link', { name: text('merchant.orderCta') })
        .getAttribute('href'),
    ).toBe('/merchants/1212/Order');
  });

  it('external ordering opens the merchant’s site in a new tab, saying so', async () => {
    const user = userEvent.setup();
    await renderPage({
      merchant: { status: 200, body: detailAnswer({ ordering: { type: 'external', url: 'https://order.example.com/r/1212' } }) },
    });
    await user.click(await screen.findByRole('button', { name: text('merchant.orderOnline') }));
    const cta = within(screen.getByRole('dialog')).getByRole('link', { name: new RegExp(text('merchant.orderCta')) });
    expect([cta.getAttribute('href'), cta.getAttribute('target'), cta.getAttribute('rel')]).toEqual([
      'https://order.example.com/r/1212',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(cta.textContent).toContain(text('merchant.newTab'));
  });

  it('/merchants/{id}/Order: the header, the ordering and the way back', async () => {
    await renderPage(
      { merchant: { status: 200, body: detailAnswer({ ordering: { type: 'internal', url: 'https://order.example.com/r/1212' } }) } },
      { path: '/merchants/1212/Order', view: 'merchant-order' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'The Honey Fork' })).toBeTruthy();
    expect(screen.getByRole('link', { name: new RegExp(text('merchant.orderCta')) }).getAttribute('href')).toBe(
      'https://order.example.com/r/1212',
    );
    expect(screen.getByRole('link', { name: 'Back to The Honey Fork' }).getAttribute('href')).toBe('/merchants/1212');
    expect(screen.queryByRole('heading', { name: text('reservation.title') })).toBeNull();
  });
});

describe('issue #24: the open-now line, quick actions, photos, empty sections and the Reserve bar', () => {
  const reviewsNone = () => ({ status: 200, body: { data: [], totalResultSize: 0, totalPages: 0, pageNo: 1 } });

  it("says when it opens (Monday 10 AM, open 5 PM) and makes today's row of the week bold and current", async () => {
    await renderPage({});
    expect(await screen.findByText('Opens at 5 PM')).toBeTruthy();
    // Location and hours is below the first screen: its own chunk, drawn just after.
    const today = await waitFor(() => document.querySelector('[aria-current="date"]') ?? Promise.reject(new Error('no today row')));
    expect(today.textContent).toBe(`Mon (${text('merchant.today')})5:00 PM–10:00 PM`);
  });

  it('says open now, until a close past midnight', async () => {
    vi.setSystemTime(new Date(2026, 10, 29, 0, 30)); // Sunday, after Saturday's 11 AM–2 AM
    await renderPage({});
    expect(await screen.findByText('Open now · until 2 AM')).toBeTruthy();
  });

  it('offers call, directions and share; share copies the link and says so politely', async () => {
    const user = userEvent.setup(); // puts its clipboard on navigator; happy-dom has no Web Share
    expect('share' in navigator).toBe(false);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await renderPage({});
    const actions = await screen.findByRole('group', { name: text('merchant.quickActions') });
    expect(within(actions).getByRole('link', { name: /^Call/ }).getAttribute('href')).toBe('tel:3125550198');
    expect(
      within(actions)
        .getByRole('link', { name: /Get directions/ })
        .getAttribute('href'),
    ).toBe('https://www.google.com/maps/dir/?api=1&destination=41.88,-87.62');
    await user.click(within(actions).getByRole('button', { name: text('merchant.share') }));
    expect(writeText).toHaveBeenCalledWith(location.href);
    await waitFor(() => expect(within(actions).getByRole('status').textContent).toBe(text('merchant.linkCopied')));
  });

  it('without a directions link, directions search the maps for the name and address', async () => {
    await renderPage({ merchant: { status: 200, body: detailAnswer({ directionsUrl: null }) } });
    const link = await screen.findByRole('link', { name: /Get directions/ });
    expect(link.getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('The Honey Fork, 2028 Union St, Chicago (West Loop), IL 60607')}`,
    );
  });

  it('hides events and reviews when there are none (no "No upcoming events.")', async () => {
    await renderPage({ events: { status: 200, body: { data: [] } }, reviews: reviewsNone });
    await screen.findByRole('heading', { level: 1, name: 'The Honey Fork' });
    await waitFor(() => expect(screen.queryByRole('heading', { name: text('merchant.reviews') })).toBeNull());
    expect(screen.queryByRole('heading', { name: text('merchant.events') })).toBeNull();
    expect(screen.queryByText('No upcoming events.')).toBeNull(); // the old empty line
    expect(screen.queryByText('No reviews yet.')).toBeNull();
  });

  it('a merchant without a picture gets the compact band, not an empty picture box', async () => {
    const { container } = await renderPage({ merchant: { status: 200, body: detailAnswer({ images: { imageBaseUrl: 'not a url/' } }) } });
    await screen.findByRole('heading', { level: 1, name: 'The Honey Fork' });
    expect(container.querySelector('[data-no-photo]')).not.toBeNull();
    expect(container.querySelector('header img')).toBeNull();
  });

  it('the Reserve bar leads to the reservation widget, only where the merchant takes reservations', async () => {
    const user = userEvent.setup();
    await renderPage({});
    await user.click(await screen.findByRole('button', { name: text('merchant.reserve') }));
    const widget = screen.getByRole('region', { name: text('reservation.title') });
    expect(widget.contains(document.activeElement)).toBe(true);
    cleanup();
    await renderPage({ merchant: { status: 200, body: detailAnswer({ reservationProviders: { openTable: null }, reservations: null }) } });
    await screen.findByRole('heading', { level: 1, name: 'The Honey Fork' });
    expect(screen.queryByRole('button', { name: text('merchant.reserve') })).toBeNull();
  });
});

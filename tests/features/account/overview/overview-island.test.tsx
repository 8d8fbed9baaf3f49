// @vitest-environment happy-dom
// The overview island against a scripted API (spec 001 §2 Overview, §4, §7, §8): the static frame,
// the member's panels, the error state and its retry, activation (success with the 35-minute memory
// against a stale member, failure), app-only banners, and the referral link's copy with its fallback.
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Member } from '../../../../src/api/contract/member.ts';
import { overviewCopyKeys, railCopyKeys } from '../../../../src/features/account/overview/copy-keys.ts';
import type { OverviewIslandProps } from '../../../../src/features/account/overview/OverviewIsland.tsx';
import { earnProgrammeOf } from '../../../../src/lib/earn-rates.ts';
import { withBrowserRuntime, type Reply } from '../../../helpers/browser-runtime.ts';
import { scriptApi, type Call, type Routes } from '../../enrollment/fixture.ts';
import { banner, bonus, cardMember, copyOf, text } from './fixture.ts';

vi.mock('../../../../src/lib/navigate.ts', () => ({ navigate: vi.fn(), replacePage: vi.fn() }));

withBrowserRuntime();
beforeEach(() => {
  localStorage.clear();
  history.replaceState(null, '', '/account/overview');
});
afterEach(cleanup);

const tierNames = { member: 'Member', select: 'Select Member', vip: 'VIP' };
const deltaEarn = earnProgrammeOf({ currencyType: 'Mile', earnRates: { member: 0.5, select: 3, vip: 5 }, hasVIP: true, tierNames });
const creditEarn = earnProgrammeOf({
  currencyType: 'Credit',
  earnRates: { member: 0.02, select: 0.05, vip: 0.1 },
  hasVIP: false,
  tierNames,
});
const appStore = { ios: null, android: 'https://play.google.com/store/apps/details?id=com.example.delta.dining' };
const creditSettings = { hasVIP: false, currencyType: 'Credit' as const, earn: creditEarn, appStore };

const props: OverviewIslandProps = {
  copy: copyOf(overviewCopyKeys),
  settings: { hasVIP: true, currencyType: 'Mile', earn: deltaEarn, appStore },
  signInHref: '/login',
  referral: { title: 'Share the love', description: 'Invite friends to SkyMiles Dining.' },
  banners: [
    banner('NMB500', { order: 1, button: { mobile: 'Activate' } }),
    banner('DINE3X', { order: 2, appOnly: true, appTextHtml: '<p>Open the app to activate this bonus.</p>' }),
    banner('RESERVE50', { order: 3 }),
    banner('TOPGOLF', { order: 4 }),
  ],
  specialBonus: null,
};

const recent = () => new Date(Date.now() - 2 * 86_400_000).toISOString();
const withBonuses = (extra: Partial<Member> = {}) =>
  cardMember({
    joinDate: recent(),
    activeBonuses: [
      bonus('NMB500', 'Eligible', { createDateUtc: recent(), isNewMemberBonus: true, memberIsEligibleForNMB: true }),
      bonus('DINE3X', 'Eligible', { createDateUtc: recent() }),
      bonus('RESERVE50', 'Enrolled', { createDateUtc: recent() }),
      bonus('TOPGOLF', 'Qualified', { createDateUtc: recent() }),
    ],
    ...extra,
  });

let calls: Call[];

const thisYear = new Date().getUTCFullYear();
/** A transaction as the list answers it. */
const row = (id: number, awardStatus: string, benefitAmount: number, date: string) => ({
  id,
  kind: 'transaction',
  date,
  transactionCreatedAt: date,
  merchantId: '1001',
  merchantName: 'Bistro',
  sourceTransactionId: `S${id}`,
  ticketAmount: 40,
  benefitAmount,
  cardLastFour: '1111',
  awardStatus,
  transactionType: 'settle',
  activeMerchant: true,
  paidAt: null,
});
// Pending this year: 120 + 45; last year's Pending row is not this year's.
const transactions = {
  data: [
    row(1, 'Pending', 120, `${thisYear}-03-02T18:00:00.000Z`),
    row(2, 'Awarded', 300, `${thisYear}-02-20T18:00:00.000Z`),
    row(3, 'Pending', 45, `${thisYear}-01-05T18:00:00.000Z`),
    row(4, 'Pending', 999, `${thisYear - 1}-12-30T18:00:00.000Z`),
  ],
  totalResultSize: 4,
  totalPages: 1,
};
const cards = [
  { id: 'c1', cardType: 'VISA', lastFour: '1111', description: '' },
  { id: 'c2', cardType: 'MAST', lastFour: '4444', description: '' },
];

async function renderIsland(routes: Routes, overrides: Partial<OverviewIslandProps> = {}) {
  ({ calls } = scriptApi({
    'GET /api/Member/DineSummary': { status: 200, body: { currentYearBenefits: 1234.5, currentYearDines: 9 } },
    'GET /api/Member/Transactions': { status: 200, body: transactions },
    'GET /api/Member/Cards': { status: 200, body: { items: cards } },
    ...routes,
  }));
  const { default: OverviewIsland } = await import('../../../../src/features/account/overview/OverviewIsland.tsx');
  // A cache of its own per test, as each page load has.
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <OverviewIsland {...props} {...overrides} />
    </SWRConfig>,
  );
}

const list = (name: string) => screen.getByRole('list', { name });
/** The Available banner's Activate (the rail repeats the first one's, issue #25). */
const availableActivate = async () =>
  within(await screen.findByRole('list', { name: 'Available' })).getByRole('button', { name: 'Activate' });
const codesIn = (name: string) =>
  within(list(name))
    .getAllByRole('heading', { level: 4 })
    .map((h) => h.textContent);

describe('the static frame', () => {
  it('is the page’s panels with their titles, waiting for the member; it calls nothing', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const { default: OverviewIsland } = await import('../../../../src/features/account/overview/OverviewIsland.tsx');
    const html = renderToString(<OverviewIsland {...props} />);
    document.body.innerHTML = html;
    expect(screen.getByRole('heading', { level: 2, name: 'Your membership' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Share the love' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Bonuses' })).toBeTruthy();
    expect(screen.getByText(text('overview.loading')).getAttribute('role')).toBe('status');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Copy link' }).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Activate' })).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    document.body.innerHTML = '';
  });
});

describe('signed out', () => {
  it('keeps the frame with the no-member summary while the guard sends the visitor to sign in; nothing else is fetched', async () => {
    await renderIsland({ 'GET /api/Member': { status: 401, body: { message: 'Sign in.' } } });
    expect(await screen.findByText(text('overview.status.noMember'))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('heading', { name: 'Share the love' })).toBeTruthy();
    expect(screen.queryByText(/^You are a /)).toBeNull();
    expect(calls.map((call) => call.path)).toEqual(['/api/Member']);
  });
});

describe('the membership panel', () => {
  it('shows the tier, its earning text, the Building summary, the VIP ticker, bar and meter, and this year', async () => {
    await renderIsland({ 'GET /api/Member': { status: 200, body: cardMember() } });
    expect(await screen.findByText('You are a Select Member.')).toBeTruthy();
    expect(screen.getByText(text('overview.earn.select'))).toBeTruthy();
    expect(screen.getByText(text('account.overview.building', { count: 7 }))).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your progress to VIP' })).toBeTruthy();
    expect(screen.getByText('7 more visits or $640 more spend to go')).toBeTruthy();
    const meter = screen.getByRole('meter', { name: 'Visits: 4 of 11' });
    expect([meter.getAttribute('min'), meter.getAttribute('max'), meter.getAttribute('value')]).toEqual(['0', '11', '4']);
    expect(screen.getByRole('progressbar', { name: 'Spend: $360 of $1,000' }).getAttribute('value')).toBe('360');
    expect(await screen.findByText('Visits that earned: 9')).toBeTruthy();
    // Issue #25: the headline figures in large type, the tier's rate, the visits toward VIP explained.
    const figures = document.querySelector('dl')!;
    const figure = (label: string) => within(figures).getByText(label).parentElement!.textContent;
    expect(figure('Earned this year')).toBe('Earned this year1,235 milesVisits that earned: 9');
    expect(await within(figures).findByText('165 miles')).toBeTruthy();
    expect(figure('Your tier')).toBe('Your tierYou are a Select Member. 3 miles per $1');
    expect(figure('Toward VIP')).toBe('Toward VIP4 of 11 visits');
    expect(screen.getByText(text('overview.progress.visitsNote'))).toBeTruthy();
    // The tier ladder with the member's step.
    const ladder = screen.getByRole('list', { name: text('earn.ladder.label') });
    expect(within(ladder).getByText('You are here').closest('li')!.textContent).toContain('Select Member3 miles per $1');
    // Issue #25: this year's transactions for the pending figure (the rail, its own island, asks for
    // the cards and the reservations).
    await waitFor(() =>
      expect([...new Set(calls.map((call) => `${call.method} ${call.path}`))].sort()).toEqual(
        ['GET /api/Member', 'GET /api/Member/DineSummary', 'GET /api/Member/Transactions'].sort(),
      ),
    );
    expect(calls.find((call) => call.path === '/api/Member/Transactions')?.query.get('resultsPerPage')).toBe('100');
  });

  it('Renewing: the goal is next year’s; Complete: no ticker, through next year', async () => {
    const progress = cardMember().diningProgress!;
    await renderIsland({
      'GET /api/Member': { status: 200, body: cardMember({ diningProgress: { ...progress, status: 'QualifiedAndBuilding' } }) },
    });
    expect(await screen.findByRole('heading', { name: 'Next year: your progress to VIP' })).toBeTruthy();
    expect(screen.getByText(text('account.overview.renewing', { count: 7 }))).toBeTruthy();
    cleanup();
    vi.resetModules();

    await renderIsland({
      'GET /api/Member': { status: 200, body: cardMember({ tierLevel: 3, diningProgress: { ...progress, status: 'Qualified' } }) },
    });
    expect(await screen.findByText(`You are a VIP through ${new Date().getFullYear() + 1}.`)).toBeTruthy();
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.queryByRole('heading', { name: /progress to VIP/ })).toBeNull();
  });

  it('an opted-out member without email opt-in is asked to opt in on the profile page, and gets no VIP progress', async () => {
    await renderIsland({ 'GET /api/Member': { status: 200, body: cardMember({ tierLevel: 0, emailOptIn: false }) } });
    expect(await screen.findByText('You are a Member.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Opt in to emails' }).getAttribute('href')).toBe('/account/user_profile');
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('a partner without VIP shows no ticker; dollars for a credit partner', async () => {
    await renderIsland(
      { 'GET /api/Member': { status: 200, body: cardMember() } },
      {
        settings: creditSettings,
      },
    );
    expect(await screen.findByText('$1,234.50 in credit')).toBeTruthy();
    expect(await screen.findByText('$165.00 in credit')).toBeTruthy();
    // The tier's rate beside the tier, and on the ladder.
    expect(screen.getAllByText('5% back in credit')).toHaveLength(2);
    expect(screen.queryByText(/Toward/)).toBeNull();
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('a partner without VIP never names the VIP tier: no dining goal, no VIP year, a tier-3 member reads as opted in (issue #22)', async () => {
    const noVip = { settings: creditSettings };
    const progress = cardMember().diningProgress!;
    for (const status of ['Building', 'QualifiedAndBuilding', 'Qualified'] as const) {
      for (const tierLevel of [2, 3] as const) {
        await renderIsland(
          { 'GET /api/Member': { status: 200, body: cardMember({ tierLevel, diningProgress: { ...progress, status } }) } },
          noVip,
        );
        expect(await screen.findByText('You are a Select Member.')).toBeTruthy();
        const panel = screen.getByRole('region', { name: 'Your membership' });
        expect(panel.textContent, `${status}, tier ${tierLevel}`).not.toMatch(/VIP/);
        expect(panel.textContent).not.toMatch(/Dine \d+ more times/);
        cleanup();
      }
    }
  });

  it('an unknown tier gets the sign-in prompt', async () => {
    await renderIsland({ 'GET /api/Member': { status: 200, body: cardMember({ tierLevel: 1 as Member['tierLevel'] }) } });
    expect(await screen.findByText(text('overview.tier.unknown'), { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('a failed dine summary says so and can be fetched again', async () => {
    let answer: Reply = { status: 500, body: { message: 'down' } };
    await renderIsland({ 'GET /api/Member': { status: 200, body: cardMember() }, 'GET /api/Member/DineSummary': () => answer });
    expect(await screen.findByText(text('overview.year.error'))).toBeTruthy();
    answer = { status: 200, body: { currentYearBenefits: 10, currentYearDines: 1 } };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Visits that earned: 1')).toBeTruthy();
  });
});

describe('when the member cannot be loaded', () => {
  it('shows the error state with a retry that loads the page', async () => {
    let answer: Reply = { status: 500, body: { message: 'down' } };
    await renderIsland({ 'GET /api/Member': () => answer });
    expect((await screen.findByRole('alert')).textContent).toContain(text('overview.loadError'));
    answer = { status: 200, body: cardMember() };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You are a Select Member.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the client’s one time limit passes without an answer, and Try again loads the page', async () => {
    const { requestTimeoutMs } = await import('../../../../src/api/client.ts');
    const limit = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => limit.signal);
    let answer: () => Promise<Reply> = () =>
      new Promise((_, reject) => limit.signal.addEventListener('abort', () => reject(limit.signal.reason as Error)));
    await renderIsland({ 'GET /api/Member': () => answer() });
    expect(screen.getByText(text('overview.loading'))).toBeTruthy();
    expect(timeout).toHaveBeenCalledWith(requestTimeoutMs);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => limit.abort(new DOMException('The operation timed out.', 'TimeoutError')));
    expect((await screen.findByRole('alert')).textContent).toContain(text('overview.loadError'));
    answer = () => Promise.resolve({ status: 200, body: cardMember() });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You are a Select Member.')).toBeTruthy();
    timeout.mockRestore();
  });
});

describe('bonus banners', () => {
  it('splits Available (Eligible) from Activated (Enrolled, Qualified); app-only shows the app text', async () => {
    await renderIsland({ 'GET /api/Member': { status: 200, body: withBonuses() } });
    await screen.findByRole('list', { name: 'Available' });
    expect(codesIn('Available')).toEqual(['NMB500 title', 'DINE3X title']);
    expect(codesIn('Activated')).toEqual(['RESERVE50 title', 'TOPGOLF title']);
    expect(
      within(list('Available'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Activate']);
    expect(within(list('Available')).getByText('Open the app to activate this bonus.')).toBeTruthy();
    expect(within(list('Activated')).queryByRole('button')).toBeNull();
    // The new-member bonus is the summary's case here.
    expect(screen.getByText(text('account.overview.newMemberBonus'))).toBeTruthy();
  });

  it('activates: POST without a body, the success message, the banner moves to Activated and its title takes focus; a stale member keeps it there', async () => {
    // Every member answer still says Eligible (a backend whose member view lags).
    await renderIsland({
      'GET /api/Member': { status: 200, body: withBonuses() },
      'POST /api/Member/Bonus/NMB500': { status: 200, body: { code: 'NMB500', bonusStatus: 'Enrolled', message: 'Registered for bonus.' } },
    });
    const button = await availableActivate();
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByRole('heading', { name: 'NMB500 title' }).id);
    await userEvent.click(button);
    expect(await screen.findByText('Registered for bonus.')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({ path: '/api/Member/Bonus/NMB500', body: undefined });
    await waitFor(() => expect(codesIn('Activated')).toEqual(['NMB500 title', 'RESERVE50 title', 'TOPGOLF title']));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'NMB500 title' })));
    // The member was fetched again, still saying Eligible: the memory keeps the bonus enrolled.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/Member')).toHaveLength(2));
    expect(codesIn('Available')).toEqual(['DINE3X title']);
    expect(JSON.parse(localStorage.getItem('registered_bonuses')!)).toMatchObject([{ member: 'delta-card', code: 'NMB500' }]);
  });

  it('reads the spec’s own answers: a member without the docs’ extras, a bonus POST answering {}, a status it does not know', async () => {
    const { interfaceType: _i, partnerNumber: _p, campaignCodes: _c, ...specMember } = withBonuses();
    const member = {
      ...specMember,
      familyId: 1234567,
      activeBonuses: [
        ...specMember.activeBonuses.filter((b) => b.code !== 'TOPGOLF'),
        { ...bonus('TOPGOLF', 'Qualified'), bonusStatus: 'Paused', createDateUtc: '20260101T000000Z' },
      ],
    };
    await renderIsland({
      'GET /api/Member': { status: 200, body: member },
      'GET /api/Member/DineSummary': { status: 200, body: { currentYearBenefits: 20, currentYearDines: 2 } },
      'POST /api/Member/Bonus/NMB500': { status: 200, body: {} },
    });
    await screen.findByRole('list', { name: 'Available' });
    // A bonus in a status the product does not know gets no banner; the page goes on.
    expect(codesIn('Activated')).toEqual(['RESERVE50 title']);
    expect(await screen.findByText('Visits that earned: 2')).toBeTruthy();
    await userEvent.click(await availableActivate());
    expect(await screen.findByText('Registered for bonus.')).toBeTruthy();
    await waitFor(() => expect(codesIn('Activated')).toEqual(['NMB500 title', 'RESERVE50 title']));
  });

  it('a failed activation says so beside the button, which stays available and focused', async () => {
    await renderIsland({
      'GET /api/Member': { status: 200, body: withBonuses() },
      'POST /api/Member/Bonus/NMB500': { status: 500, body: { message: 'down' } },
    });
    const button = await availableActivate();
    await userEvent.click(button);
    const alert = await within(list('Available')).findByText('Something went wrong, please refresh your browser.');
    expect(alert).toBeTruthy();
    expect(document.activeElement).toBe(await availableActivate());
    expect(codesIn('Available')).toEqual(['NMB500 title', 'DINE3X title']);
    expect(localStorage.getItem('registered_bonuses')).toBeNull();
  });

  it('already registered (409) counts as registered', async () => {
    await renderIsland({
      'GET /api/Member': { status: 200, body: withBonuses() },
      'POST /api/Member/Bonus/NMB500': {
        status: 409,
        body: { message: 'You are already registered for this bonus.', code: 'NMB500', bonusStatus: 'Enrolled' },
      },
    });
    await userEvent.click(await availableActivate());
    expect(await screen.findByText('Registered for bonus.')).toBeTruthy();
    expect(codesIn('Activated')).toContain('NMB500 title');
  });

  it('remembers a registration for 35 minutes across page loads, then believes the member again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const { rememberBonus } = await import('../../../../src/features/account/overview/bonus-memory.ts');
    rememberBonus('delta-card', 'NMB500', start);
    await renderIsland({ 'GET /api/Member': { status: 200, body: withBonuses() } });
    await screen.findByRole('list', { name: 'Activated' });
    expect(codesIn('Activated')).toContain('NMB500 title');
    cleanup();

    vi.setSystemTime(start + 2_100_000);
    vi.resetModules();
    await renderIsland({ 'GET /api/Member': { status: 200, body: withBonuses() } });
    await screen.findByRole('list', { name: 'Available' });
    expect(codesIn('Available')).toContain('NMB500 title');
  });
});

describe('the referral link box', () => {
  const link = () => `${location.origin}/join?referrer=delta-card&utm_source=accountcenter&utm_medium=website&utm_campaign=2023_referral`;

  it('shows the member’s link and copies it, saying so politely', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await renderIsland({ 'GET /api/Member': { status: 200, body: cardMember() } });
    await screen.findByText('You are a Select Member.');
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your referral link' });
    expect(field.value).toBe(link());
    expect(field.readOnly).toBe(true);
    expect(screen.getByText('Invite friends to SkyMiles Dining.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(link());
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent?.trim())).toContain('Your referral link has been copied.'),
    );
  });

  it('without a clipboard, selects the link and says how to copy it', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    document.execCommand = vi.fn(() => false);
    await renderIsland({ 'GET /api/Member': { status: 200, body: cardMember() } });
    await screen.findByText('You are a Select Member.');
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your referral link' });
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent?.trim())).toContain(text('overview.referral.selected')),
    );
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, link().length]);
  });

  it('is not there when the CMS turns it off', async () => {
    await renderIsland({ 'GET /api/Member': { status: 200, body: cardMember() } }, { referral: null });
    await screen.findByText('You are a Select Member.');
    expect(screen.queryByRole('textbox', { name: 'Your referral link' })).toBeNull();
  });
});

describe('the right rail (issue #25)', () => {
  const railCopy = copyOf(railCopyKeys);
  async function renderRail(member: Member) {
    scriptApi({
      'GET /api/Member': { status: 200, body: member },
      'GET /api/Member/Cards': { status: 200, body: { items: cards } },
      'GET /api/Member/Reservations': { status: 200, body: { items: [] } },
    });
    const { default: OverviewRailIsland } = await import('../../../../src/features/account/overview/OverviewRailIsland.tsx');
    return render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <OverviewRailIsland copy={railCopy} banners={props.banners} specialBonus={null} appStore={appStore} />
      </SWRConfig>,
    );
  }

  it('is empty as static HTML (nothing reserved)', async () => {
    const { default: OverviewRailIsland } = await import('../../../../src/features/account/overview/OverviewRailIsland.tsx');
    expect(renderToString(<OverviewRailIsland copy={railCopy} banners={props.banners} specialBonus={null} appStore={appStore} />)).toBe('');
  });

  it('holds the bonus to activate and the linked cards at a glance', async () => {
    await renderRail(withBonuses());
    const bonusBox = await screen.findByRole('region', { name: 'Bonus to activate' });
    expect(bonusBox.textContent).toContain('NMB500 title');
    expect(within(bonusBox).getByRole('button', { name: 'Activate' })).toBeTruthy();
    const cardsBox = await screen.findByRole('region', { name: 'Linked cards' });
    await waitFor(() => expect(cardsBox.textContent).toContain('2 cards linked'));
    expect(cardsBox.textContent).toContain('Visa · Mastercard');
    expect(cardsBox.textContent).toContain('Ending in 1111, 4444');
  });

  it('offers no bonus to a member with none to activate on the web (a VIP): only the cards box', async () => {
    await renderRail(
      cardMember({
        tierLevel: 3,
        joinDate: new Date(Date.now() - 900 * 86_400_000).toISOString(),
        activeBonuses: [
          bonus('NMB500', 'Eligible', { isNewMemberBonus: true, memberIsEligibleForNMB: false }),
          bonus('DINE3X', 'Eligible', { createDateUtc: recent() }),
        ],
      }),
    );
    expect(await screen.findByRole('region', { name: 'Linked cards' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Bonus to activate' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

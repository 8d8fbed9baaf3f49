// @vitest-environment happy-dom
// Re-enrollment's form against a scripted API: it links through POST /api/Member/Reenroll without
// the entries that have no last four; success names the first card, reads the member again and goes
// to the account center; 'Sign in later' signs out; a 400's per-card errors and other failures
// stay in the form; a 401 goes to /login; an account reopened elsewhere (409 NotClosed) goes on.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addCardCopyKeys } from '../../../src/features/enrollment/public-copy-keys.ts';
import { reenrollCopyKeys } from '../../../src/features/reenroll/copy-keys.ts';
import type { ReenrollIslandProps } from '../../../src/features/reenroll/ReenrollIsland.tsx';
import { installFakeGrecaptcha, removeGrecaptcha } from '../../captcha/fake-grecaptcha.ts';
import { member, withBrowserRuntime } from '../../helpers/browser-runtime.ts';
import { copyOf, kitCopy, scriptApi, text, type Call, type Routes } from '../enrollment/fixture.ts';

vi.mock('../../../src/lib/navigate.ts', () => ({ navigate: vi.fn(), replacePage: vi.fn() }));

withBrowserRuntime();

const standin = 'http://127.0.0.1:4601';
const props: ReenrollIslandProps = {
  copy: copyOf(reenrollCopyKeys),
  addCardCopy: copyOf(addCardCopyKeys),
  kitCopy,
  cardTypesAccepted: ['VISA', 'MAST'],
  hasPartnerLoadedCards: true,
  frameUrl: `${standin}/card-frame`,
  signOutUrl: '/SignOut',
};

const visa = { encryptedCardNumber: 'sbxenc1.NDExMTExMTExMTExMTExMQ', lastFour: '1111', cardType: 'VISA' };
const gold = { partnerCardId: 'pc-5', cardType: 'AMEX', lastFour: '0005', description: 'Gold American Express Card' };
const linkedVisa = { memberCard: { id: 31, partnerCardId: null, cardType: 'VISA', lastFour: '1111', description: 'Visa' } };

let calls: Call[];
let user: ReturnType<typeof userEvent.setup>;
const frameWindow = { postMessage: vi.fn() };

beforeEach(() => {
  installFakeGrecaptcha();
  sessionStorage.clear();
  user = userEvent.setup();
  history.replaceState(null, '', '/how-it-works');
});

afterEach(() => {
  cleanup();
  removeGrecaptcha();
});

async function renderGate(routes: Routes = {}) {
  ({ calls } = scriptApi({
    'GET /api/Member': { status: 200, body: member('EnrolledCardMember') },
    'GET /api/Cards/AllPartnerCards': { status: 200, body: { items: [gold] } },
    'POST /api/Member/Reenroll': {
      status: 200,
      body: { message: 'All selected cards were linked.', cardRegistration: [linkedVisa], member: member('EnrolledCardMember') },
    },
    ...routes,
  }));
  const { ReenrollIsland } = await import('../../../src/features/reenroll/ReenrollIsland.tsx');
  const { navigate } = await import('../../../src/lib/navigate.ts');
  // A cache of its own per test, as a page load has.
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ReenrollIsland {...props} />
    </SWRConfig>,
  );
  const frame = screen.getByTitle('Card number');
  Object.defineProperty(frame, 'contentWindow', { value: frameWindow, configurable: true });
  return { navigate: vi.mocked(navigate) };
}

function typeCard() {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'card', ...visa }, origin: standin, source: frameWindow as unknown as Window }),
    );
  });
}

async function submit() {
  await user.click(screen.getByRole('checkbox', { name: text('cards.optIn') }));
  await user.click(screen.getByRole('button', { name: 'Add card' }));
}

const reenrolls = () => calls.filter((call) => call.method === 'POST' && call.path === '/api/Member/Reenroll');
const countOf = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path).length;

describe('re-enrolling', () => {
  it('says "Do not refresh." while the re-enrollment request runs (spec 001 §8)', async () => {
    const { deferred } = await import('../enrollment/fixture.ts');
    const answer = deferred<{ status: number; body: unknown }>();
    await renderGate({ 'POST /api/Member/Reenroll': () => answer.promise });
    typeCard();
    expect(screen.queryByText('Do not refresh.')).toBeNull();
    await submit();
    await waitFor(() => expect(reenrolls()).toHaveLength(1));
    expect(screen.getByText('Do not refresh.')).toBeTruthy();
    answer.resolve({ status: 500, body: { message: 'Down' } });
    await waitFor(() => expect(screen.queryByText('Do not refresh.')).toBeNull());
  });

  it("'Sign in later' signs out", async () => {
    await renderGate();
    expect(screen.getByRole('link', { name: 'Sign in later' }).getAttribute('href')).toBe('/SignOut');
  });

  it('links through the re-enrollment call, then names the card, reads the member again and goes to the account center', async () => {
    const { navigate } = await renderGate();
    await user.click(await screen.findByRole('checkbox', { name: /Gold American Express Card ending in 0005/ }));
    typeCard();
    // The closed account holds no cards: the form does not ask for them.
    expect(countOf('GET', '/api/Member/Cards')).toBe(0);
    await submit();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account/overview'));
    expect(reenrolls()).toHaveLength(1);
    expect(countOf('POST', '/api/Member/Cards')).toBe(0);
    expect(reenrolls()[0]?.body).toEqual({
      creditCards: [visa, { cardId: 'pc-5', cardType: 'AMEX', lastFour: '0005' }],
      directFileFeedOptIn: true,
      gRecaptchaResponse: 'token-1',
    });
    const message = screen.getByText('Your card ending in 1111 has been linked.');
    expect(message.closest('[role="status"]')).not.toBeNull();
    // The member was read again before leaving, and the message waits for the next page.
    expect(countOf('GET', '/api/Member')).toBeGreaterThanOrEqual(1);
    expect(sessionStorage.getItem('reenroll_linked')).toBe('Your card ending in 1111 has been linked.');
  });

  it('the message reads the first registration entry, even when the request held more cards', async () => {
    const { navigate } = await renderGate({
      'POST /api/Member/Reenroll': {
        status: 200,
        body: {
          message: 'All selected cards were linked.',
          cardRegistration: [
            { memberCard: { id: 40, partnerCardId: 'pc-5', cardType: 'AMEX', lastFour: '0005', description: 'Gold' } },
            linkedVisa,
          ],
          member: member('EnrolledCardMember'),
        },
      },
    });
    typeCard();
    await submit();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account/overview'));
    expect(screen.getByText('Your card ending in 0005 has been linked.')).toBeTruthy();
  });

  it('a spec-minimal answer (string ids, no message, no member) names the card all the same', async () => {
    const { navigate } = await renderGate({
      'POST /api/Member/Reenroll': {
        status: 200,
        body: { cardRegistration: [{ memberCard: { id: 'card-31', cardType: 'VISA', lastFour: '1111', description: 'Visa' } }] },
      },
    });
    typeCard();
    await submit();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account/overview'));
    expect(screen.getByText('Your card ending in 1111 has been linked.')).toBeTruthy();
  });

  it('none linked (400): the per-card errors inside the form, no redirect', async () => {
    const { navigate } = await renderGate({
      'POST /api/Member/Reenroll': {
        status: 400,
        body: {
          message: 'No selected cards were linked.',
          cardRegistration: [
            {
              memberCard: { cardType: 'VISA', lastFour: '0002', description: 'VISA' },
              error: { code: 'CardDeclined', message: 'Declined.' },
            },
          ],
        },
      },
    });
    typeCard();
    await submit();
    expect(await screen.findByRole('heading', { name: text('cards.noneLinked') })).toBeTruthy();
    expect(screen.getByText('Visa ending in 0002 - CardDeclined: Declined.')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('reenroll_linked')).toBeNull();
  });

  it('a server failure shows in the form', async () => {
    const { navigate } = await renderGate({ 'POST /api/Member/Reenroll': { status: 500, body: { message: 'Server error' } } });
    typeCard();
    await submit();
    expect(await screen.findByRole('heading', { name: kitCopy.errorBannerTitle })).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a 401 goes to /login', async () => {
    const { navigate } = await renderGate({ 'POST /api/Member/Reenroll': { status: 401, body: { message: 'Signed out' } } });
    typeCard();
    await submit();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(navigate).not.toHaveBeenCalledWith('/account/overview');
  });

  it('an account reopened elsewhere (409 NotClosed) goes to the account center', async () => {
    const { navigate } = await renderGate({
      'POST /api/Member/Reenroll': { status: 409, body: { message: 'Only a closed account can re-enroll.', code: 'NotClosed' } },
    });
    typeCard();
    await submit();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account/overview'));
  });
});

// @vitest-environment happy-dom
// The add-card form (step 2 of joining; reused by the account center) against a scripted API and a
// stand-in frame window: the frame inserted only in the browser, its messages accepted only from its
// origin and its own window, the 20-second load failure, the partner-card picker with its 12-card cap,
// the required opt-in, when submit is unavailable, and the all / some / none outcomes with their lines.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addCardStepCopyKeys } from '../../../src/features/enrollment/copy-keys.ts';
import type { AddCardIslandProps } from '../../../src/features/enrollment/add-card/AddCardIsland.tsx';
import { installFakeGrecaptcha, removeGrecaptcha } from '../../captcha/fake-grecaptcha.ts';
import { member, withBrowserRuntime, type Reply } from '../../helpers/browser-runtime.ts';
import { copyOf, deferred, kitCopy, scriptApi, text, type Call, type Routes } from './fixture.ts';

vi.mock('../../../src/lib/navigate.ts', () => ({ navigate: vi.fn(), replacePage: vi.fn() }));

withBrowserRuntime();

const standin = 'http://127.0.0.1:4601';
const props: AddCardIslandProps = {
  copy: copyOf(addCardStepCopyKeys),
  kitCopy,
  cardTypesAccepted: ['VISA', 'MAST'],
  hasPartnerLoadedCards: false,
  frameUrl: `${standin}/card-frame`,
};

const visa = { encryptedCardNumber: 'sbxenc1.NDExMTExMTExMTExMTExMQ', lastFour: '1111', cardType: 'VISA' };
const partnerCard = (n: number) => ({
  partnerCardId: `pc-${n}`,
  cardType: 'AMEX',
  lastFour: String(1000 + n),
  description: `Honors Card ${n}`,
});
const linked = (card: { cardType: string; lastFour: string; description?: string }, id = 1) => ({
  memberCard: { id, partnerCardId: null, cardType: card.cardType, lastFour: card.lastFour, description: card.description ?? 'Visa' },
});

let calls: Call[];
let user: ReturnType<typeof userEvent.setup>;
/** The frame's window as the page sees it (happy-dom loads no frame pages). */
let frameWindow: { postMessage: ReturnType<typeof vi.fn<(message: unknown, origin: string) => void>> };

beforeEach(() => {
  installFakeGrecaptcha();
  sessionStorage.clear();
  frameWindow = { postMessage: vi.fn<(message: unknown, origin: string) => void>() };
});

afterEach(() => {
  cleanup();
  removeGrecaptcha();
});

async function renderStep(options: { routes?: Routes; props?: Partial<AddCardIslandProps>; timers?: 'fake' } = {}) {
  ({ calls } = scriptApi({
    'GET /api/Member/Cards': { status: 200, body: { items: [], maxCards: 12 } },
    'GET /api/Cards/AllPartnerCards': { status: 200, body: { items: [] } },
    'POST /api/Member/Cards': { status: 200, body: { message: 'All selected cards were linked.', cardRegistration: [linked(visa)] } },
    ...options.routes,
  }));
  user = options.timers === 'fake' ? userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) : userEvent.setup();
  history.replaceState(null, '', '/add_card');
  const { default: AddCardIsland } = await import('../../../src/features/enrollment/add-card/AddCardIsland.tsx');
  const { navigate } = await import('../../../src/lib/navigate.ts');
  // A cache of its own per test, as a page load has.
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AddCardIsland {...props} {...options.props} />
    </SWRConfig>,
  );
  const frame = screen.getByTitle('Card number');
  Object.defineProperty(frame, 'contentWindow', { value: frameWindow, configurable: true });
  return { navigate: vi.mocked(navigate), frame: frame as HTMLIFrameElement };
}

function fromFrame(data: unknown, origin = standin, source: unknown = frameWindow) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  });
}

const submitButton = () => screen.getByRole('button', { name: 'Add card' });
const unavailable = () => submitButton().getAttribute('aria-disabled') === 'true' || submitButton().hasAttribute('disabled');
const optIn = () => screen.getByRole('checkbox', { name: text('cards.optIn') });
const posts = () => calls.filter((call) => call.method === 'POST').map((call) => call.body as Record<string, unknown>);
const sentToFrame = (): [unknown, string][] => frameWindow.postMessage.mock.calls.map(([message, origin]) => [message, origin]);

describe('the secure frame', () => {
  it('is not in the static HTML; in the browser it gets the page origin and the accepted brands', async () => {
    const { default: AddCardIsland } = await import('../../../src/features/enrollment/add-card/AddCardIsland.tsx');
    const html = renderToString(<AddCardIsland {...props} />);
    expect(html).not.toContain('<iframe');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    const { frame } = await renderStep();
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(`${src.origin}${src.pathname}`).toBe(`${standin}/card-frame`);
    expect(src.searchParams.get('origin')).toBe(location.origin);
    expect(src.searchParams.get('brands')).toBe('VISA,MAST');
  });

  it('says under it which brands the partner accepts (spec 001 §5)', async () => {
    const { frame } = await renderStep();
    const message = screen.getByText('We accept Visa and Mastercard cards.');
    expect(frame.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("accepts messages only from the frame's origin and from its own window", async () => {
    await renderStep();
    await user.click(optIn());
    fromFrame({ type: 'card', ...visa }, 'http://evil.example');
    expect(unavailable()).toBe(true);
    fromFrame({ type: 'card', ...visa }, standin, { postMessage: vi.fn() });
    expect(unavailable()).toBe(true);
    fromFrame({ type: 'card', ...visa, lastFour: 'abcd' });
    expect(unavailable()).toBe(true);
    fromFrame({ type: 'card', ...visa, cardType: 'JCB' });
    expect(unavailable()).toBe(true);
    fromFrame({ type: 'card', ...visa });
    expect(unavailable()).toBe(false);
    // A number that stops being valid takes the card away; an invalid one shows nothing more here.
    fromFrame({ type: 'cleared' });
    expect(unavailable()).toBe(true);
    fromFrame({ type: 'invalid', message: 'Enter a valid card number.' });
    expect(unavailable()).toBe(true);
    expect(screen.queryByText('Enter a valid card number.')).toBeNull();
  });

  it('takes its height from resize messages, within bounds', async () => {
    const { frame } = await renderStep();
    fromFrame({ type: 'resize', height: 151.2 });
    expect(frame.style.height).toBe('152px');
    fromFrame({ type: 'resize', height: 99999 });
    expect(frame.style.height).toBe('600px');
    fromFrame({ type: 'resize', height: 'tall' });
    expect(frame.style.height).toBe('600px');
  });

  it('reports a frame that has not loaded within 20 seconds, and Try again reloads it', async () => {
    vi.useFakeTimers();
    const pushed: unknown[] = [];
    window.dataLayer = pushed;
    const { frame } = await renderStep({
      timers: 'fake',
      props: { copy: { ...props.copy, 'cards.frameLoadError': 'Our card form is down. Call us.' } },
    });
    await act(() => vi.advanceTimersByTimeAsync(19_999));
    expect(screen.queryByText(text('cards.frameFailed'))).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert').textContent).toContain(text('cards.frameFailed'));
    // Spec 001 §8: the load-error text comes from content, under the spec's own line.
    expect(screen.getByRole('alert').textContent).toContain('Our card form is down. Call us.');
    expect(pushed).toContainEqual({ event: 'card_frame_failed' });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByText(text('cards.frameFailed'))).toBeNull();
    const again = screen.getByTitle('Card number');
    expect(again).not.toBe(frame);
    Object.defineProperty(again, 'contentWindow', { value: frameWindow, configurable: true });
    // The new frame has its own 20 seconds; this one loads.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    fromFrame({ type: 'loaded' });
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.queryByText(text('cards.frameFailed'))).toBeNull();
    expect(pushed).toContainEqual({ event: 'card_frame_loaded' });
    delete window.dataLayer;
  });
});

describe('partner cards', () => {
  const loads = { hasPartnerLoadedCards: true };

  it('says it is loading them, then offers those not on the member', async () => {
    const partnerCards = deferred<Reply>();
    await renderStep({
      props: loads,
      routes: {
        'GET /api/Member/Cards': {
          status: 200,
          body: { items: [{ id: 7, partnerCardId: null, cardType: 'AMEX', lastFour: '1002', description: 'Amex' }], maxCards: 12 },
        },
        'GET /api/Cards/AllPartnerCards': () => partnerCards.promise,
      },
    });
    expect(screen.getByText('Do not refresh, loading partner cards')).toBeTruthy();
    partnerCards.resolve({ status: 200, body: { items: [partnerCard(1), partnerCard(2)] } });
    expect(await screen.findByRole('checkbox', { name: 'Honors Card 1 ending in 1001' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /ending in 1002/ })).toBeNull();
    expect(screen.queryByText('Do not refresh, loading partner cards')).toBeNull();
  });

  it('caps the selection at 12 cards, a typed card counting as one', async () => {
    const items = Array.from({ length: 13 }, (_, index) => partnerCard(index + 1));
    await renderStep({ props: loads, routes: { 'GET /api/Cards/AllPartnerCards': { status: 200, body: { items } } } });
    const boxes = await screen.findAllByRole<HTMLInputElement>('checkbox', { name: /ending in/ });
    for (const box of boxes.slice(0, 11)) await user.click(box);
    expect(screen.queryByText('12 cards selected. No more cards can be added.')).toBeNull();
    fromFrame({ type: 'card', ...visa });
    expect(screen.getByText('12 cards selected. No more cards can be added.')).toBeTruthy();
    expect(boxes[11]?.disabled).toBe(true);
    expect(boxes[12]?.disabled).toBe(true);
    expect(boxes[0]?.disabled).toBe(false);
    // Unticking one frees the others again.
    await user.click(boxes[0]!);
    expect(screen.queryByText('12 cards selected. No more cards can be added.')).toBeNull();
    expect(boxes[12]?.disabled).toBe(false);
    // Twelve partner cards without a typed one also reach the cap.
    fromFrame({ type: 'cleared' });
    for (const box of boxes.slice(11, 13)) await user.click(box);
    expect(screen.getByText('12 cards selected. No more cards can be added.')).toBeTruthy();
    expect(boxes[0]?.disabled).toBe(true);
  });

  it('sends the ticked partner cards after the typed one', async () => {
    const { navigate } = await renderStep({
      props: loads,
      routes: {
        'GET /api/Cards/AllPartnerCards': { status: 200, body: { items: [partnerCard(1), partnerCard(2)] } },
        'POST /api/Member/Cards': { status: 200, body: { message: 'ok', cardRegistration: [linked(visa), linked(partnerCard(2), 2)] } },
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: /ending in 1002/ }));
    // A partner card alone is card data enough.
    await user.click(optIn());
    expect(unavailable()).toBe(false);
    fromFrame({ type: 'card', ...visa });
    await user.click(submitButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/card_added'));
    expect(posts()[0]).toEqual({
      creditCards: [
        { encryptedCardNumber: visa.encryptedCardNumber, lastFour: '1111', cardType: 'VISA' },
        // Spec 001 §3 form key creditCards.N.cardId.
        { cardId: 'pc-2', cardType: 'AMEX', lastFour: '1002' },
      ],
      directFileFeedOptIn: true,
      gRecaptchaResponse: 'token-1',
    });
    // Step 3 shows each with its network's mark (issue #25): the brand is kept with the ending.
    expect(JSON.parse(sessionStorage.getItem('card_registration_success') ?? '[]')).toEqual([
      { lastFour: '1111', cardType: 'VISA' },
      { lastFour: '1002', cardType: 'AMEX' },
    ]);
  });
});

describe('what submit needs', () => {
  it('is unavailable without a card or the opt-in, and while sending', async () => {
    const answer = deferred<Reply>();
    const { navigate } = await renderStep({ routes: { 'POST /api/Member/Cards': () => answer.promise } });
    expect(unavailable()).toBe(true);
    await user.click(optIn());
    expect(unavailable()).toBe(true);
    fromFrame({ type: 'card', ...visa });
    expect(unavailable()).toBe(false);
    await user.click(optIn());
    expect(unavailable()).toBe(true);
    await user.click(optIn());
    await user.click(submitButton());
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    expect(submitButton().getAttribute('aria-busy')).toBe('true');
    // Spec 001 §8 loading notice, while the link request runs.
    expect(screen.getByText('Do not refresh.')).toBeTruthy();
    answer.resolve({ status: 200, body: { message: 'ok', cardRegistration: [linked(visa)] } });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/card_added'));
  });

  it('the opt-in is required: pressing submit without it says so and sends nothing', async () => {
    await renderStep();
    fromFrame({ type: 'card', ...visa });
    await user.click(submitButton());
    expect(screen.getByText(text('validation.termsNotAccepted'))).toBeTruthy();
    expect(optIn().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(optIn());
    expect(posts()).toHaveLength(0);
    // Ticking it clears the message.
    await user.click(optIn());
    expect(screen.queryByText(text('validation.termsNotAccepted'))).toBeNull();
  });

  // Issue #25: one message per problem. An empty frame is the page's to name; the frame is not asked
  // to say it too.
  it('without a card: "Please enter your credit card number." once, the frame not asked to repeat it', async () => {
    await renderStep();
    await user.click(optIn());
    await user.click(submitButton());
    expect(screen.getAllByText('Please enter your credit card number.')).toHaveLength(1);
    expect(sentToFrame()).not.toContainEqual([{ type: 'validate' }, standin]);
    expect(posts()).toHaveLength(0);
    expect(document.querySelector('[aria-live="polite"][data-form-announcer]')?.textContent?.trim()).toBe(
      '1 error: Please enter your credit card number.',
    );
    fromFrame({ type: 'card', ...visa });
    expect(screen.queryByText('Please enter your credit card number.')).toBeNull();
  });

  it("an invalid number: the frame's own message wins, the page adds none, and the announcement says the frame's words", async () => {
    await renderStep();
    await user.click(optIn());
    fromFrame({ type: 'invalid', message: 'Enter a valid card number.' });
    await user.click(submitButton());
    expect(screen.queryByText('Please enter your credit card number.')).toBeNull();
    expect(posts()).toHaveLength(0);
    expect(document.querySelector('[aria-live="polite"][data-form-announcer]')?.textContent?.trim()).toBe(
      '1 error: Enter a valid card number.',
    );
    // A card after all: nothing more to say.
    fromFrame({ type: 'card', ...visa });
    expect(unavailable()).toBe(false);
  });
});

describe('reassurance and loading (issue #25)', () => {
  it('says beside the frame, in the static HTML too, that the card is never charged, encrypted, in one programme, active in about 24 hours', async () => {
    const { default: AddCardIsland } = await import('../../../src/features/enrollment/add-card/AddCardIsland.tsx');
    const html = renderToString(<AddCardIsland {...props} />);
    for (const key of ['addCard.safe.charged', 'addCard.safe.encrypted', 'addCard.safe.oneProgram', 'addCard.safe.active'] as const)
      expect(html).toContain(text(key));
    expect(html).toContain('data-frame-skeleton');
  });

  it("shows the frame's skeleton until the frame says it has loaded, the marks of the accepted brands under it", async () => {
    await renderStep();
    expect(document.querySelector('[data-frame-skeleton]')).not.toBeNull();
    expect(document.querySelectorAll('svg[aria-hidden="true"][viewBox="0 0 48 32"]')).toHaveLength(2);
    fromFrame({ type: 'loaded' });
    expect(document.querySelector('[data-frame-skeleton]')).toBeNull();
  });
});

describe('outcomes', () => {
  async function send(routes: Routes) {
    const rendered = await renderStep({ props: { hasPartnerLoadedCards: true }, routes });
    await user.click(await screen.findByRole('checkbox', { name: /ending in 1001/ }));
    fromFrame({ type: 'card', ...visa });
    await user.click(optIn());
    await user.click(submitButton());
    return rendered;
  }
  const partnerCards = { 'GET /api/Cards/AllPartnerCards': { status: 200, body: { items: [partnerCard(1)] } } } as const;

  it('some linked: a warning with a line per card that failed; the frame starts afresh for the card it linked', async () => {
    const { navigate } = await send({
      ...partnerCards,
      'POST /api/Member/Cards': {
        status: 200,
        body: {
          message: 'Some selected cards were linked.',
          cardRegistration: [
            linked(visa),
            {
              memberCard: { cardType: 'AMEX', lastFour: '1001', description: 'Honors Card 1' },
              error: { code: 'PartnerCardNotFound', message: 'This partner card is not available to your account.' },
            },
          ],
        },
      },
    });
    const heading = await screen.findByRole('heading', { name: text('cards.someLinked') });
    expect(heading.closest('div')?.parentElement?.textContent).toContain(
      'Honors Card 1 ending in 1001 - PartnerCardNotFound: This partner card is not available to your account.',
    );
    expect(document.activeElement).toBe(heading);
    expect(sentToFrame()).toContainEqual([{ type: 'reset' }, standin]);
    expect(navigate).not.toHaveBeenCalled();
    expect(unavailable()).toBe(false); // the partner card is still ticked
  });

  it('none linked: the message and the lines, the card kept for another try', async () => {
    await send({
      ...partnerCards,
      'POST /api/Member/Cards': {
        status: 400,
        body: {
          message: 'No selected cards were linked.',
          cardRegistration: [
            {
              memberCard: { cardType: 'VISA', lastFour: '0002', description: 'VISA' },
              error: { code: 'CardDeclined', message: 'The card issuer declined to link this card.' },
            },
            {
              memberCard: { cardType: 'AMEX', lastFour: '1001', description: 'Honors Card 1' },
              error: { code: 'DuplicateCard', message: 'Already linked.' },
            },
          ],
        },
      },
    });
    const heading = await screen.findByRole('heading', { name: 'No selected cards were linked.' });
    const banner = heading.closest('div')?.parentElement;
    expect(banner?.textContent).toContain('Visa ending in 0002 - CardDeclined: The card issuer declined to link this card.');
    expect(banner?.textContent).toContain('Honors Card 1 ending in 1001 - DuplicateCard: Already linked.');
    expect(sentToFrame()).not.toContainEqual([{ type: 'reset' }, standin]);
    expect(unavailable()).toBe(false);
  });

  it("a closed account is told to re-enroll; the backend's field errors land on the opt-in", async () => {
    await send({ ...partnerCards, 'POST /api/Member/Cards': { status: 409, body: { code: 'AccountClosed', message: 'Closed.' } } });
    expect(await screen.findByText(text('addCard.accountClosed'))).toBeTruthy();
    cleanup();
    await send({
      ...partnerCards,
      'POST /api/Member/Cards': {
        status: 400,
        body: { errors: { directFileFeedOptIn: [text('validation.termsNotAccepted')] }, message: 'Invalid input.' },
      },
    });
    await waitFor(() => expect(optIn().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Invalid input.')).toBeTruthy();
  });

  it('a signed-out visitor is sent to sign in, and back here afterwards', async () => {
    const { navigate } = await renderStep({ routes: { 'GET /api/Member/Cards': { status: 401, body: { message: 'Sign in.' } } } });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(sessionStorage.getItem('login_redirect')).toBe('/add_card');
  });
});

describe('spec-minimal answers', () => {
  const loads = { hasPartnerLoadedCards: true };
  const signedIn = { 'GET /api/Member': { status: 200, body: member('NonCardMember') } } as const;

  it('partner cards with number ids, no description or an unknown brand: offered, and sent as they came', async () => {
    const { navigate } = await renderStep({
      props: loads,
      routes: {
        'GET /api/Cards/AllPartnerCards': {
          status: 200,
          body: {
            items: [
              { partnerCardId: 77, cardType: 'AMEX', lastFour: '1001' },
              { partnerCardId: 'pc-8', cardType: 'JCB', lastFour: '3530', description: null },
            ],
          },
        },
        'POST /api/Member/Cards': {
          status: 200,
          body: {
            cardRegistration: [
              { memberCard: { id: '5', cardType: 'AMEX', lastFour: '1001', description: 'Amex' } },
              { memberCard: { id: 6, cardType: 'JCB', lastFour: '3530', description: 'JCB' } },
            ],
          },
        },
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Amex ending in 1001' }));
    await user.click(screen.getByRole('checkbox', { name: 'JCB ending in 3530' }));
    await user.click(optIn());
    await user.click(submitButton());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/card_added'));
    expect(posts()[0]?.['creditCards']).toEqual([
      { cardId: '77', cardType: 'AMEX', lastFour: '1001' },
      { cardId: 'pc-8', cardType: 'JCB', lastFour: '3530' },
    ]);
    expect(JSON.parse(sessionStorage.getItem('card_registration_success') ?? '[]')).toEqual([
      { lastFour: '1001', cardType: 'AMEX' },
      { lastFour: '3530', cardType: 'JCB' },
    ]);
  });

  it("partner cards are asked once for the visit, under the member's id (another member does not read them)", async () => {
    const routes = { ...signedIn, 'GET /api/Cards/AllPartnerCards': { status: 200, body: { items: [partnerCard(1)] } } };
    await renderStep({ props: loads, routes });
    expect(await screen.findByRole('checkbox', { name: /ending in 1001/ })).toBeTruthy();
    expect(sessionStorage.getItem('swr-forever:member/partner-cards/delta-card')).toContain('pc-1');
    // The next page of the visit: new modules, the session's storage.
    cleanup();
    vi.resetModules();
    await renderStep({ props: loads, routes });
    expect(await screen.findByRole('checkbox', { name: /ending in 1001/ })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/Cards/AllPartnerCards')).toHaveLength(0);
    cleanup();
    vi.resetModules();
    await renderStep({
      props: loads,
      routes: {
        'GET /api/Member': { status: 200, body: member('NonCardMember', { publicId: 'delta-other' }) },
        'GET /api/Cards/AllPartnerCards': { status: 200, body: { items: [partnerCard(2)] } },
      },
    });
    expect(await screen.findByRole('checkbox', { name: /ending in 1002/ })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /ending in 1001/ })).toBeNull();
  });

  it('some linked while joining: an unknown error code shown as it came; the list and the member read again, the linked card no longer offered', async () => {
    let held: unknown[] = [];
    await renderStep({
      props: loads,
      routes: {
        ...signedIn,
        'GET /api/Member/Cards': () => ({ status: 200, body: { items: held } }),
        'GET /api/Cards/AllPartnerCards': { status: 200, body: { items: [partnerCard(1), partnerCard(2)] } },
        'POST /api/Member/Cards': () => {
          held = [{ id: '9', cardType: 'AMEX', lastFour: '1001', description: 'Honors Card 1' }];
          return {
            status: 200,
            body: {
              cardRegistration: [
                { memberCard: { id: '9', cardType: 'AMEX', lastFour: '1001', description: 'Honors Card 1' } },
                { memberCard: { lastFour: '1002' }, error: { code: 'CardExpired' } },
              ],
            },
          };
        },
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: /ending in 1001/ }));
    await user.click(screen.getByRole('checkbox', { name: /ending in 1002/ }));
    await user.click(optIn());
    const reads = (path: string) => calls.filter((call) => call.method === 'GET' && call.path === path).length;
    const [lists, members] = [reads('/api/Member/Cards'), reads('/api/Member')];
    await user.click(submitButton());
    const heading = await screen.findByRole('heading', { name: text('cards.someLinked') });
    expect(heading.closest('div')?.parentElement?.textContent).toContain('ending in 1002 - CardExpired: ');
    expect(reads('/api/Member/Cards')).toBe(lists + 1);
    expect(reads('/api/Member')).toBe(members + 1);
    expect(screen.queryByRole('checkbox', { name: /ending in 1001/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: /ending in 1002/ })).toBeTruthy();
  });

  it('a registration answer that cannot be read: the form says so, keeps what was entered, one console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { navigate } = await renderStep({
      routes: { 'POST /api/Member/Cards': { status: 200, body: { cardRegistration: [{ error: null }] } } },
    });
    fromFrame({ type: 'card', ...visa });
    await user.click(optIn());
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: kitCopy.errorBannerTitle })).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    expect(optIn()).toHaveProperty('checked', true);
    expect(unavailable()).toBe(false);
    expect(error.mock.calls.map(([line]) => String(line))).toEqual([
      'POST /api/Member/Cards: cannot read cardRegistration.0.memberCard: required, and missing',
    ]);
    error.mockRestore();
  });
});

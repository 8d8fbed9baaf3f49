// @vitest-environment happy-dom
// The Linked Cards island against a scripted API: the list (brand, description, last four), Delete
// with its confirmation modal and 'Deleting...', the deleted and cannot-delete messages, the last
// card's 'Delete and close account' signing the member out, the add-card form under the limit and
// the notice at it, a link refreshing the list and the member, the error state with its retry, a
// 5xx to /error; and the spec-minimal answers (string ids, no maxCards, no partnerCardId, a DELETE
// answering {}), unknown brand codes and an answer that cannot be read.
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardsIslandProps } from '../../../../src/features/account/cards/CardsIsland.tsx';
import { cardsCopyKeys } from '../../../../src/features/account/cards/copy-keys.ts';
import { addCardCopyKeys } from '../../../../src/features/enrollment/public-copy-keys.ts';
import { installFakeGrecaptcha, removeGrecaptcha } from '../../../captcha/fake-grecaptcha.ts';
import { member, withBrowserRuntime, type Reply } from '../../../helpers/browser-runtime.ts';
import { copyOf, deferred, kitCopy, scriptApi, text, type Call, type Routes } from '../../enrollment/fixture.ts';

vi.mock('../../../../src/lib/navigate.ts', () => ({ navigate: vi.fn(), replacePage: vi.fn() }));

withBrowserRuntime();

const standin = 'http://127.0.0.1:4601';
const props: CardsIslandProps = {
  copy: copyOf(cardsCopyKeys),
  addCardCopy: copyOf(addCardCopyKeys),
  kitCopy,
  cardTypesAccepted: ['VISA', 'MAST', 'AMEX', 'DISC'],
  hasPartnerLoadedCards: false,
  frameUrl: `${standin}/card-frame`,
};

// Ids as numbers (the normal sandbox) and as strings (the spec-minimal one).
const visa = { id: 11, partnerCardId: null, cardType: 'VISA', lastFour: '1111', description: 'Visa' };
const gold = { id: 'card-12', partnerCardId: 'pc-5', cardType: 'AMEX', lastFour: '0005', description: 'Gold American Express Card' };
const cardsOf = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: 100 + index,
    partnerCardId: null,
    cardType: 'MAST',
    lastFour: String(5000 + index),
    description: 'Mastercard',
  }));

let calls: Call[];
let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  installFakeGrecaptcha();
  user = userEvent.setup();
  history.replaceState(null, '', '/account/manage_cards');
});

afterEach(() => {
  cleanup();
  removeGrecaptcha();
});

async function renderPage(routes: Routes = {}, overrides: Partial<CardsIslandProps> = {}) {
  ({ calls } = scriptApi({
    'GET /api/Member': { status: 200, body: member('EnrolledCardMember') },
    'GET /api/Member/Cards': { status: 200, body: { items: [visa, gold], maxCards: 12 } },
    ...routes,
  }));
  const { default: CardsIsland } = await import('../../../../src/features/account/cards/CardsIsland.tsx');
  const { navigate } = await import('../../../../src/lib/navigate.ts');
  // A cache of its own per test, as a page load has.
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <CardsIsland {...props} {...overrides} />
    </SWRConfig>,
  );
  return { navigate: vi.mocked(navigate) };
}

const list = () => screen.getByRole('list', { name: text('cards.listLabel') });
/** A row's words, its card mark (an SVG with the brand's letters) left out. */
const wordsOf = (element: Element | null): string | undefined => {
  const copy = element?.cloneNode(true) as Element | undefined;
  copy?.querySelectorAll('svg').forEach((svg) => svg.remove());
  return copy?.textContent ?? undefined;
};
const row = (lastFour: string) =>
  within(list())
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(`ending in ${lastFour}`)) ?? null;
const deleteButtonOf = (lastFour: string) => within(row(lastFour)!).getByRole('button');
const dialog = () => screen.getByRole('dialog', { name: text('cards.confirmDeleteTitle') });
const countOf = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path).length;
const status = () => document.querySelector('[role="status"]')!;

describe('the list', () => {
  it('starts as the loading frame in the static HTML (no form, no frame)', async () => {
    const { default: CardsIsland } = await import('../../../../src/features/account/cards/CardsIsland.tsx');
    const html = renderToString(<CardsIsland {...props} />);
    expect(html).toContain(text('cards.loading'));
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('<form');
  });

  it('shows each card with its brand, description and last four', async () => {
    await renderPage();
    await screen.findByRole('list', { name: text('cards.listLabel') });
    expect(row('1111')?.textContent).toContain('Visa');
    // A description that only repeats the brand is not said twice.
    expect(row('1111')?.textContent?.match(/Visa/g)).toHaveLength(1);
    expect(row('0005')?.textContent).toContain('Amex');
    expect(row('0005')?.textContent).toContain('Gold American Express Card');
    // Each Delete is named by its card through its description.
    expect(deleteButtonOf('0005').textContent).toBe('Delete');
    expect(deleteButtonOf('0005').getAttribute('aria-describedby')).toBe(row('0005')!.querySelector('[id]')!.id);
  });

  it('a list that did not come shows its error and a retry that loads it', async () => {
    let fail = true;
    await renderPage({
      'GET /api/Member/Cards': () => (fail ? new TypeError('Failed to fetch') : { status: 200, body: { items: [visa], maxCards: 12 } }),
    });
    expect((await screen.findByRole('alert')).textContent).toContain(text('cards.loadFailed'));
    fail = false;
    await user.click(screen.getByRole('button', { name: text('cards.retry') }));
    await screen.findByRole('list', { name: text('cards.listLabel') });
    expect(screen.queryByText(text('cards.loadFailed'))).toBeNull();
  });

  it('a server error (5xx) on the list goes to /error; the loading frame stays meanwhile', async () => {
    const { navigate } = await renderPage({ 'GET /api/Member/Cards': { status: 503, body: { message: 'down' } } });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/error?code=503&from=%2Faccount%2Fmanage_cards'));
    expect(screen.getByText(text('cards.loading'))).toBeTruthy();
    expect(screen.queryByText(text('cards.loadFailed'))).toBeNull();
  });

  it('an answer that cannot be read: the error state with its retry, one console error naming the call and field', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPage({ 'GET /api/Member/Cards': { status: 200, body: { items: [{ id: '1', cardType: 'VISA', description: 'Visa' }] } } });
    expect((await screen.findByRole('alert')).textContent).toContain(text('cards.loadFailed'));
    expect(screen.getByRole('button', { name: text('cards.retry') })).toBeTruthy();
    expect(error.mock.calls.map(([line]) => String(line))).toEqual([
      'GET /api/Member/Cards: cannot read items.0.lastFour: required, and missing',
    ]);
    error.mockRestore();
  });

  it('reads a spec-minimal list: string ids, no maxCards (12), no partnerCardId; an unknown brand shows its code', async () => {
    await renderPage({
      'GET /api/Member/Cards': {
        status: 200,
        body: {
          items: [
            { id: 'card-1', cardType: 'VISA', lastFour: '1111', description: 'Visa' },
            { id: 'card-2', cardType: 'JCB', lastFour: '3530', description: 'JCB Card' },
          ],
        },
      },
    });
    await screen.findByRole('list', { name: text('cards.listLabel') });
    // The words beside the card's network mark (a decorative drawing: issue #25).
    expect(wordsOf(row('1111'))).toBe('Visaending in 1111Delete');
    expect(row('1111')?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(row('3530')?.textContent).toContain('JCB');
    expect(row('3530')?.textContent).toContain('JCB Card');
    // Under the default limit of 12: the form.
    expect(await screen.findByTitle('Card number')).toBeTruthy();
    expect(screen.queryByText(text('cards.limit', { max: 12 }))).toBeNull();
  });

  it('says so when there are no cards', async () => {
    await renderPage({
      'GET /api/Member': { status: 200, body: member('NonCardMember') },
      'GET /api/Member/Cards': { status: 200, body: { items: [], maxCards: 12 } },
    });
    expect(await screen.findByText(text('cards.none'))).toBeTruthy();
  });
});

describe('deleting a card', () => {
  it('asks in a modal; Cancel deletes nothing and focus returns to Delete', async () => {
    await renderPage();
    await screen.findByRole('list', { name: text('cards.listLabel') });
    await user.click(deleteButtonOf('1111'));
    expect(dialog().textContent).toContain('Visa ending in 1111');
    expect(dialog().textContent).toContain(text('cards.confirmDeleteBody'));
    expect(document.activeElement).toBe(within(dialog()).getByRole('button', { name: text('cards.cancel') }));
    await user.click(within(dialog()).getByRole('button', { name: text('cards.cancel') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(countOf('DELETE', '/api/Member/Cards')).toBe(0);
    expect(document.activeElement).toBe(deleteButtonOf('1111'));
  });

  it("confirming: the row reads 'Deleting...', then the list refreshes and the message takes focus", async () => {
    const answer = deferred<Reply>();
    let items = [visa, gold];
    await renderPage({
      'GET /api/Member/Cards': () => ({ status: 200, body: { items, maxCards: 12 } }),
      'DELETE /api/Member/Cards': () => answer.promise,
    });
    await screen.findByRole('list', { name: text('cards.listLabel') });
    await user.click(deleteButtonOf('1111'));
    await user.click(within(dialog()).getByRole('button', { name: text('cards.delete') }));
    await waitFor(() => expect(countOf('DELETE', '/api/Member/Cards')).toBe(1));
    expect(calls.find((call) => call.method === 'DELETE')?.query.get('id')).toBe('11');
    expect(deleteButtonOf('1111').textContent).toBe(text('cards.deleting'));
    expect(deleteButtonOf('1111').getAttribute('aria-disabled')).toBe('true');
    expect(deleteButtonOf('0005').getAttribute('aria-disabled')).toBe('true');
    const listsBefore = countOf('GET', '/api/Member/Cards');
    items = [gold];
    answer.resolve({ status: 200, body: { deleted: true, lastFour: '1111', accountClosed: false } });
    const message = await screen.findByText(text('cards.deleted', { lastFour: '1111' }));
    expect(status().contains(message)).toBe(true);
    await waitFor(() => expect(document.activeElement?.textContent).toBe(text('cards.deleted', { lastFour: '1111' })));
    expect(row('1111')).toBeNull();
    await waitFor(() => expect(countOf('GET', '/api/Member/Cards')).toBe(listsBefore + 1));
    // One card left: its button now closes the account.
    expect(deleteButtonOf('0005').textContent).toBe(text('cards.deleteAndClose'));
  });

  it('a spec-minimal DELETE answer ({}) of one of two cards: deleted, by its string id, and the list read again', async () => {
    let items = [visa, gold];
    const { navigate } = await renderPage({
      'GET /api/Member/Cards': () => ({ status: 200, body: { items } }),
      'DELETE /api/Member/Cards': () => {
        items = [visa];
        return { status: 200, body: {} };
      },
    });
    await screen.findByRole('list', { name: text('cards.listLabel') });
    await user.click(deleteButtonOf('0005'));
    await user.click(within(dialog()).getByRole('button', { name: text('cards.delete') }));
    expect(await screen.findByText(text('cards.deleted', { lastFour: '0005' }))).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.query.get('id')).toBe('card-12');
    expect(row('0005')).toBeNull();
    await waitFor(() => expect(countOf('GET', '/api/Member/Cards')).toBe(2));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a spec-minimal DELETE answer (empty) of the only card: the page knows it closed the account and signs out', async () => {
    const { navigate } = await renderPage({
      'GET /api/Member/Cards': {
        status: 200,
        body: { items: [{ id: 'card-1', cardType: 'VISA', lastFour: '1111', description: 'Visa' }] },
      },
      'DELETE /api/Member/Cards': { status: 200 },
    });
    await screen.findByRole('list', { name: text('cards.listLabel') });
    await user.click(deleteButtonOf('1111'));
    await user.click(within(dialog()).getByRole('button', { name: text('cards.deleteAndClose') }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/SignOut'));
    expect(countOf('GET', '/api/Member/Cards')).toBe(1);
  });

  it('a failed delete says the card can not be deleted and keeps it', async () => {
    await renderPage({ 'DELETE /api/Member/Cards': { status: 500, body: { message: 'Server error' } } });
    await screen.findByRole('list', { name: text('cards.listLabel') });
    await user.click(deleteButtonOf('0005'));
    await user.click(within(dialog()).getByRole('button', { name: text('cards.delete') }));
    expect(await screen.findByText(text('cards.deleteFailed', { lastFour: '0005' }))).toBeTruthy();
    expect(deleteButtonOf('0005').textContent).toBe(text('cards.delete'));
    expect(deleteButtonOf('0005').getAttribute('aria-disabled')).toBeNull();
  });

  it("the last card: 'Delete and close account', then sign-out", async () => {
    const { navigate } = await renderPage({
      'GET /api/Member/Cards': { status: 200, body: { items: [visa], maxCards: 12 } },
      'DELETE /api/Member/Cards': { status: 200, body: { deleted: true, lastFour: '1111', accountClosed: true } },
    });
    await screen.findByRole('list', { name: text('cards.listLabel') });
    expect(deleteButtonOf('1111').textContent).toBe(text('cards.deleteAndClose'));
    await user.click(deleteButtonOf('1111'));
    expect(dialog().textContent).toContain(text('cards.confirmDeleteLast'));
    const lists = countOf('GET', '/api/Member/Cards');
    await user.click(within(dialog()).getByRole('button', { name: text('cards.deleteAndClose') }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/SignOut'));
    // Signed out: no list refresh (it would answer 401), the row stays busy.
    expect(countOf('GET', '/api/Member/Cards')).toBe(lists);
    expect(deleteButtonOf('1111').textContent).toBe(text('cards.deleting'));
    expect(screen.queryByText(text('cards.deleted', { lastFour: '1111' }))).toBeNull();
  });

  it('a 401 goes to /login (the client) and the row stays busy', async () => {
    const { navigate } = await renderPage({ 'DELETE /api/Member/Cards': { status: 401, body: { message: 'Signed out' } } });
    await screen.findByRole('list', { name: text('cards.listLabel') });
    await user.click(deleteButtonOf('1111'));
    await user.click(within(dialog()).getByRole('button', { name: text('cards.delete') }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(deleteButtonOf('1111').textContent).toBe(text('cards.deleting'));
    expect(screen.queryByText(text('cards.deleteFailed', { lastFour: '1111' }))).toBeNull();
  });
});

describe('adding cards', () => {
  it('under the limit: the add-card form, with its secure frame', async () => {
    await renderPage({ 'GET /api/Member/Cards': { status: 200, body: { items: cardsOf(11), maxCards: 12 } } });
    expect(await screen.findByTitle('Card number')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add card' })).toBeTruthy();
    // Spec 001 §2 "Add-card form: a Cancel link": back to the account center, nothing sent.
    const addSection = screen.getByRole('region', { name: text('cards.addTitle') });
    expect(within(addSection).getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/account/overview');
    expect(screen.queryByText(text('cards.limit', { max: 12 }))).toBeNull();
    // The form uses the page's list rather than asking for the cards again.
    expect(countOf('GET', '/api/Member/Cards')).toBe(1);
  });

  it('at the limit: the notice, no form and no frame', async () => {
    await renderPage({ 'GET /api/Member/Cards': { status: 200, body: { items: cardsOf(12), maxCards: 12 } } });
    expect(await screen.findByText('You can only add 12 cards to your account.')).toBeTruthy();
    expect(screen.queryByTitle('Card number')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add card' })).toBeNull();
  });

  it('a closed account gets no form (re-enrollment has its own)', async () => {
    await renderPage({
      'GET /api/Member': { status: 200, body: member('ClosedAccountMember') },
      'GET /api/Member/Cards': { status: 200, body: { items: [], maxCards: 12 } },
    });
    await screen.findByText(text('cards.none'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByTitle('Card number')).toBeNull();
    expect(screen.queryByRole('heading', { name: text('cards.addTitle') })).toBeNull();
  });

  it('after a link: the linked message, the list and the member read again; at the limit the notice replaces the form', async () => {
    let items = cardsOf(11);
    await renderPage({
      'GET /api/Member/Cards': () => ({ status: 200, body: { items, maxCards: 12 } }),
      'POST /api/Member/Cards': () => {
        items = [...cardsOf(11), visa];
        return { status: 200, body: { message: 'All selected cards were linked.', cardRegistration: [{ memberCard: visa }] } };
      },
    });
    const frame = await screen.findByTitle('Card number');
    const frameWindow = { postMessage: vi.fn() };
    Object.defineProperty(frame, 'contentWindow', { value: frameWindow, configurable: true });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'card', encryptedCardNumber: 'sbxenc1.NDExMTExMTExMTExMTExMQ', lastFour: '1111', cardType: 'VISA' },
          origin: standin,
          source: frameWindow as unknown as Window,
        }),
      );
    });
    const members = countOf('GET', '/api/Member');
    await user.click(screen.getByRole('checkbox', { name: text('cards.optIn') }));
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText(text('cards.linked', { lastFour: '1111' }))).toBeTruthy();
    expect(await screen.findByText('You can only add 12 cards to your account.')).toBeTruthy();
    expect(row('1111')).not.toBeNull();
    expect(screen.queryByTitle('Card number')).toBeNull();
    await waitFor(() => expect(countOf('GET', '/api/Member')).toBe(members + 1));
  });

  it("a partner that loads cards: the skeleton waits for them and draws their picker where the form will, the frame's place unchanged", async () => {
    const partnerCards = deferred<Reply>();
    const offered = { partnerCardId: 'pc-9', cardType: 'VISA', lastFour: '0009', description: 'Honors Visa' };
    await renderPage({ 'GET /api/Cards/AllPartnerCards': () => partnerCards.promise }, { hasPartnerLoadedCards: true });
    await screen.findByRole('list', { name: text('cards.listLabel') });
    // The list is in, the partner's cards are not: the skeleton holds the area, with no picker yet.
    const skeleton = () => document.querySelector('[data-add-card-skeleton]');
    expect(skeleton()).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Add card' })).toBeNull();
    partnerCards.resolve({ status: 200, body: { items: [gold, offered] } });
    await screen.findByRole('button', { name: 'Add card' }, { timeout: 3000 });
    // The form's picker: the card already on the member (gold) is not offered.
    expect(screen.getByRole('group', { name: text('addCard.partnerCards') }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('checkbox', { name: 'Honors Visa ending in 0009' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /ending in 0005/ })).toBeNull();
    expect(screen.queryByText(text('cards.loadingPartnerCards'))).toBeNull();
    expect(skeleton()).toBeNull();
    expect(countOf('GET', '/api/Cards/AllPartnerCards')).toBe(1);
  });

  it('the skeleton draws the partner-card picker disabled, with the manual card title above the frame, as the form does', async () => {
    const { AddCardSkeleton } = await import('../../../../src/features/account/cards/AddCardSkeleton.tsx');
    const { copyReader } = await import('../../../../src/lib/element-copy.ts');
    const offered = [{ partnerCardId: 'pc-9', cardType: 'VISA', lastFour: '0009', description: 'Honors Visa' }] as const;
    const t = copyReader(props.addCardCopy);
    render(<AddCardSkeleton t={t} requiredLegend={kitCopy.requiredLegend} cardTypesAccepted={props.cardTypesAccepted} offered={offered} />);
    const picker = screen.getByRole('group', { name: text('addCard.partnerCards') });
    expect(picker.hasAttribute('disabled')).toBe(true);
    expect(within(picker).getByRole('checkbox', { name: 'Honors Visa ending in 0009' })).toBeTruthy();
    expect(screen.getByText(text('addCard.manualCard'))).toBeTruthy();
    cleanup();
    render(<AddCardSkeleton t={t} requiredLegend={kitCopy.requiredLegend} cardTypesAccepted={props.cardTypesAccepted} offered={[]} />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByText(text('addCard.manualCard'))).toBeNull();
  });
});

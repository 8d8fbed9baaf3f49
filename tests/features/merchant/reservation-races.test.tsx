// @vitest-environment happy-dom
// The reservation widget's two races (issue #21), against a fetch stub whose availability answers
// arrive only when the test lets them: an answer for a date the member has since changed is never
// drawn (nor booked), and "Find a table" sends one lookup however often it is pressed meanwhile.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { merchantPageCopyKeys } from '../../../src/features/merchant/copy-keys.ts';
import type { MerchantIslandProps } from '../../../src/features/merchant/MerchantIsland.tsx';
import { copyDefaults } from '../../../src/site/copy-table.ts';
import { fakeFetch, member, testRuntimeConfig, type Reply } from '../../helpers/browser-runtime.ts';
import { detailAnswer } from './fixture.ts';

const copy = Object.fromEntries(merchantPageCopyKeys.map((key) => [key, copyDefaults[key]]));
const text = (key: (typeof merchantPageCopyKeys)[number]) => copyDefaults[key];

const props: MerchantIslandProps = {
  view: 'merchant',
  copy,
  links: { signInHref: '/login', activateHref: '/activate', addCardHref: '/add_card' },
  titleTemplate: '{name} | SkyMiles Dining',
  siteUrl: 'https://dining.delta.example',
};

/** An availability lookup the test answers when it wants to. */
interface Lookup {
  date: string;
  answer: (slots: string[]) => void;
}

let lookups: Lookup[];
let posts: unknown[];

const slotsOf = (times: string[]) => times.map((dateTime) => ({ dateTime, time: dateTime.slice(11) }));

async function renderPage() {
  lookups = [];
  posts = [];
  fakeFetch((url, init) => {
    const path = url.split('?')[0] ?? '';
    if (path === '/api/Member') return { status: 200, body: member('EnrolledCardMember', { campaignCodes: ['STANDARD', 'SELECT'] }) };
    if (path.endsWith('/Reviews')) return { status: 200, body: { data: [], totalResultSize: 0, totalPages: 0, pageNo: 1 } };
    if (path.endsWith('/Events')) return { status: 200, body: { data: [] } };
    if (path.endsWith('/Reservations/Availability')) {
      const date = new URL(url, 'http://localhost').searchParams.get('date') ?? '';
      return new Promise<Reply>((resolve) =>
        lookups.push({
          date,
          answer: (slots) => resolve({ status: 200, body: { status: 'available', slots: slotsOf(slots), reservationBonus: null } }),
        }),
      );
    }
    if (path.endsWith('/Reservations') && init.method === 'POST') {
      posts.push(JSON.parse(init.body as string));
      const { dateTime } = posts.at(-1) as { dateTime: string };
      return {
        status: 201,
        body: {
          reservation: {
            id: 7,
            merchantId: 1212,
            merchantName: 'The Honey Fork',
            dateTime,
            partySize: 2,
            status: 'booked',
            confirmationNumber: 'OT1',
          },
        },
      };
    }
    if (/^\/api\/v2\/Merchants\/\d+$/.test(path)) return { status: 200, body: detailAnswer() };
    return { status: 404, body: { message: 'Unknown route' } };
  });
  history.replaceState(null, '', '/merchants/1212');
  const { setRuntimeConfig } = await import('../../../src/lib/runtime-config.ts');
  setRuntimeConfig(testRuntimeConfig({ settings: { enrollmentType: 'direct', openTableReservationsEnabled: true } }));
  const { default: MerchantIsland } = await import('../../../src/features/merchant/MerchantIsland.tsx');
  // A fresh swr cache per page, as a page load has.
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MerchantIsland {...props} />
    </SWRConfig>,
  );
  return screen.findByLabelText<HTMLInputElement>(text('reservation.date'));
}

/** Lets the answers the test released reach the page. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 23, 10, 0) });
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the reservation widget’s races', () => {
  it('an answer for the date the member has since changed is not drawn, and booking sends the new date’s slot', async () => {
    const user = userEvent.setup();
    const date = await renderPage();
    await user.click(screen.getByRole('button', { name: text('reservation.find') }));
    await waitFor(() => expect(lookups).toHaveLength(1));
    // The member picks another day while the first lookup is still out.
    fireEvent.change(date, { target: { value: '2026-11-28' } });
    lookups[0]!.answer(['2026-11-23T18:45', '2026-11-23T19:15']);
    await settle();
    expect(screen.queryByRole('button', { name: '7:15 PM' })).toBeNull();
    expect(screen.queryByRole('button', { name: '6:45 PM' })).toBeNull();

    await user.click(screen.getByRole('button', { name: text('reservation.find') }));
    await waitFor(() => expect(lookups.map((lookup) => lookup.date)).toEqual(['2026-11-23', '2026-11-28']));
    lookups[1]!.answer(['2026-11-28T20:00']);
    await user.click(await screen.findByRole('button', { name: '8:00 PM' }));
    await user.click(screen.getByRole('button', { name: text('reservation.book') }));
    await screen.findByText(text('reservation.success'));
    expect(posts).toEqual([{ dateTime: '2026-11-28T20:00', partySize: 2 }]);
  });

  it('answers arriving out of order: the last date asked for is the one drawn', async () => {
    const user = userEvent.setup();
    const date = await renderPage();
    await user.click(screen.getByRole('button', { name: text('reservation.find') }));
    await waitFor(() => expect(lookups).toHaveLength(1));
    fireEvent.change(date, { target: { value: '2026-11-28' } });
    await user.click(screen.getByRole('button', { name: text('reservation.find') }));
    await waitFor(() => expect(lookups).toHaveLength(2));
    lookups[1]!.answer(['2026-11-28T20:00']);
    expect(await screen.findByRole('button', { name: '8:00 PM' })).toBeTruthy();
    lookups[0]!.answer(['2026-11-23T19:15']);
    await settle();
    expect(screen.queryByRole('button', { name: '7:15 PM' })).toBeNull();
    expect(screen.getByRole('button', { name: '8:00 PM' })).toBeTruthy();
  });

  it('“Find a table” pressed again while its lookup runs sends no second lookup', async () => {
    const user = userEvent.setup();
    await renderPage();
    const find = screen.getByRole('button', { name: text('reservation.find') });
    await user.click(find);
    await user.click(find);
    await user.keyboard('{Enter}');
    await settle();
    expect(lookups).toHaveLength(1);
    lookups[0]!.answer(['2026-11-23T19:15']);
    expect(await screen.findByRole('button', { name: '7:15 PM' })).toBeTruthy();
    // Once answered, asking again looks again (tables come and go).
    await user.click(find);
    await waitFor(() => expect(lookups).toHaveLength(2));
  });

  it('“Book” pressed again while its booking runs books once', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: text('reservation.find') }));
    await waitFor(() => expect(lookups).toHaveLength(1));
    lookups[0]!.answer(['2026-11-23T19:15']);
    await user.click(await screen.findByRole('button', { name: '7:15 PM' }));
    const book = screen.getByRole('button', { name: text('reservation.book') });
    await user.dblClick(book);
    await screen.findByText(text('reservation.success'));
    expect(posts).toHaveLength(1);
  });

  it('after a booking, “Find a table” for the same table asks again at once (the booked time is gone)', async () => {
    const user = userEvent.setup();
    await renderPage();
    const find = screen.getByRole('button', { name: text('reservation.find') });
    await user.click(find);
    await waitFor(() => expect(lookups).toHaveLength(1));
    lookups[0]!.answer(['2026-11-23T18:45', '2026-11-23T19:15']);
    await user.click(await screen.findByRole('button', { name: '7:15 PM' }));
    await user.click(screen.getByRole('button', { name: text('reservation.book') }));
    await screen.findByText(text('reservation.success'));
    await user.click(find);
    await waitFor(() => expect(lookups).toHaveLength(2));
    expect(screen.queryByRole('button', { name: '7:15 PM' })).toBeNull();
    lookups[1]!.answer(['2026-11-23T18:45']);
    expect(await screen.findByRole('button', { name: '6:45 PM' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '7:15 PM' })).toBeNull();
  });
});

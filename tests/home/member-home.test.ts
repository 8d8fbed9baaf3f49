// @vitest-environment happy-dom
// A signed-in member's home summary (issue #24): this year's earnings, the next booked table and the
// bonuses waiting, each tile on its own when a call fails.
import { afterEach, describe, expect, it } from 'vitest';
import type { UpcomingReservation } from '../../src/api/reservations.ts';
import { memberHomeCopyKeys } from '../../src/features/home/copy-keys.ts';
import { bonusesToActivate, fillMemberHome, nextReservation, type MemberHomeSources } from '../../src/features/home/member-home-view.ts';
import { copyDefaults } from '../../src/site/copy-table.ts';
import type { Member } from '../../src/stores/member.ts';

const copy = JSON.stringify(Object.fromEntries(memberHomeCopyKeys.map((key) => [key, copyDefaults[key].replace('{currency}', 'miles')])));

function mount(currencyType = 'Mile'): HTMLElement {
  const tile = (name: string) =>
    `<li data-tile="${name}"><h3>t</h3><p data-figure>Loading…</p><p data-detail></p>` +
    `<a data-link href="/account/overview#upcoming-reservations" data-empty-href="/search?reservations=true" data-empty-text="Find a table">Manage</a></li>`;
  document.body.innerHTML = `<member-home data-currency-type="${currencyType}"><ul>${tile('earned')}${tile('reservation')}${tile('bonus')}</ul></member-home>`;
  const host = document.querySelector<HTMLElement>('member-home')!;
  host.dataset['copy'] = copy;
  return host;
}

const text = (host: HTMLElement, name: string, part: string) => host.querySelector(`[data-tile="${name}"] [data-${part}]`)!.textContent;

const booking = (dateTime: string, merchantName: string | null = 'The Honey Fork', partySize: number | null = 2) =>
  ({
    id: dateTime,
    merchantId: '1212',
    merchantName,
    dateTime,
    partySize,
    status: 'booked',
    confirmationNumber: 'X1',
    address: null,
  }) as unknown as UpcomingReservation;

const member = (statuses: string[]) =>
  ({ activeBonuses: statuses.map((bonusStatus, i) => ({ code: `B${i}`, bonusStatus })) }) as unknown as Member;

const sources = (over: Partial<MemberHomeSources> = {}): MemberHomeSources => ({
  summary: () => Promise.resolve({ currentYearBenefits: 14629, currentYearDines: 37 }),
  reservations: () => Promise.resolve([booking('2026-11-20T19:00', 'Past'), booking('2026-11-30T19:30')]),
  now: () => '2026-11-29T12:00',
  ...over,
});

afterEach(() => (document.body.innerHTML = ''));

describe('member home summary', () => {
  it('shows this year’s earnings, the next table from now and the bonuses to activate', async () => {
    const host = mount();
    await fillMemberHome(host, member(['Eligible', 'Enrolled', 'Eligible']), sources());
    expect(text(host, 'earned', 'figure')).toBe('14,629 miles');
    expect(text(host, 'earned', 'detail')).toBe('37 dines this year');
    expect(text(host, 'reservation', 'figure')).toBe('The Honey Fork');
    expect(text(host, 'reservation', 'detail')).toBe('Mon, Nov 30 · 7:30 PM · table for 2');
    expect(text(host, 'bonus', 'figure')).toBe('2 bonuses to activate');
    expect(host.dataset['state']).toBe('ready');
  });

  it('without an upcoming booking offers a restaurant that takes reservations; dollars for cash-back partners', async () => {
    const host = mount('Dollar');
    await fillMemberHome(
      host,
      member([]),
      sources({
        summary: () => Promise.resolve({ currentYearBenefits: 274.339, currentYearDines: 1 }),
        reservations: () => Promise.resolve([]),
      }),
    );
    expect(text(host, 'earned', 'figure')).toBe('$274.34 miles'); // the build puts the partner's own unit in {currency}
    expect(text(host, 'earned', 'detail')).toBe('1 dine this year');
    expect(text(host, 'reservation', 'figure')).toBe('No upcoming reservations');
    const link = host.querySelector<HTMLAnchorElement>('[data-tile="reservation"] [data-link]')!;
    expect(link.getAttribute('href')).toBe('/search?reservations=true');
    expect(link.textContent).toBe('Find a table');
    expect(text(host, 'bonus', 'figure')).toBe('None to activate right now');
  });

  it('a failed call says so in its own tile; the others still show', async () => {
    const host = mount();
    await fillMemberHome(host, member(['Eligible']), sources({ summary: () => Promise.reject(new Error('503')) }));
    expect(text(host, 'earned', 'figure')).toBe('Not available right now');
    expect(text(host, 'reservation', 'figure')).toBe('The Honey Fork');
    expect(text(host, 'bonus', 'figure')).toBe('1 bonus to activate');
  });

  it('picks the first booking at or after now, and counts only Eligible bonuses', () => {
    const list = [booking('2026-11-29T11:59'), booking('2026-11-29T12:00', 'Now'), booking('2026-12-01T18:00')];
    expect(nextReservation(list, '2026-11-29T12:00')?.merchantName).toBe('Now');
    expect(nextReservation(list, '2026-12-02T00:00')).toBeUndefined();
    expect(bonusesToActivate(member(['Eligible', 'Qualified', 'Enrolled', 'Somethingnew']))).toBe(1);
  });
});

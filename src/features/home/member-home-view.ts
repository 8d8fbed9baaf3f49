// The member summary's figures (MemberHome.astro), loaded for signed-in members only: what they
// earned this year (GET /api/Member/DineSummary), their next booked table (GET /api/Member/Reservations)
// and how many bonuses wait to be activated (the member's activeBonuses marked Eligible). A call that
// fails says so in its own tile; the others still show.
import type { CurrencyType } from '../../../partners/schema.ts';
import { getDineSummary } from '../../api/activity.ts';
import { fetchMyReservations, wallNow, type UpcomingReservation } from '../../api/reservations.ts';
import { elementCopy, type CopyReader } from '../../lib/element-copy.ts';
import { formatBenefits } from '../../lib/format-benefits.ts';
import type { Member } from '../../stores/member.ts';
import { dayText, timeText } from '../merchant/public-times.ts';
import type { MemberHomeCopyKey } from './copy-keys.ts';

type T = CopyReader<MemberHomeCopyKey>;

export interface MemberHomeSources {
  summary: typeof getDineSummary;
  reservations: typeof fetchMyReservations;
  /** The wall clock now, `YYYY-MM-DDTHH:mm` (reservations are the restaurant's wall clock). */
  now: () => string;
}

const defaultSources: MemberHomeSources = { summary: getDineSummary, reservations: fetchMyReservations, now: () => wallNow(new Date()) };

/** The next booked table from now, if any (the list comes in time order). */
export function nextReservation(reservations: readonly UpcomingReservation[], now: string): UpcomingReservation | undefined {
  return reservations.find((reservation) => reservation.dateTime >= now);
}

/** How many of the member's bonuses wait to be activated. */
export const bonusesToActivate = (member: Pick<Member, 'activeBonuses'>): number =>
  member.activeBonuses.filter((bonus) => bonus.bonusStatus === 'Eligible').length;

function tile(host: HTMLElement, name: string) {
  const root = host.querySelector<HTMLElement>(`[data-tile="${name}"]`);
  const set = (part: string, text: string) => {
    const element = root?.querySelector(`[data-${part}]`);
    if (element && element.textContent !== text) element.textContent = text;
  };
  return { root, figure: (text: string) => set('figure', text), detail: (text: string) => set('detail', text) };
}

function showReservation(host: HTMLElement, t: T, next: UpcomingReservation | undefined): void {
  const { root, figure, detail } = tile(host, 'reservation');
  if (!next) {
    figure(t('home.member.reservationNone'));
    detail('');
    // Nothing to manage: the way on is a restaurant that takes reservations.
    const link = root?.querySelector<HTMLAnchorElement>('[data-link]');
    if (link?.dataset['emptyHref']) link.href = link.dataset['emptyHref'];
    if (link?.dataset['emptyText']) link.textContent = link.dataset['emptyText'];
    return;
  }
  const [date = '', time = ''] = next.dateTime.split('T');
  figure(next.merchantName?.trim() || t('home.member.reservationTitle'));
  const when = `${dayText(date)} · ${timeText(time)}`;
  detail(next.partySize === null ? when : t('home.member.reservationDetail', { when, count: next.partySize }));
}

export async function fillMemberHome(host: HTMLElement, member: Member, sources: MemberHomeSources = defaultSources): Promise<void> {
  const t = elementCopy<MemberHomeCopyKey>(host);
  const currencyType = (host.dataset['currencyType'] ?? 'Mile') as CurrencyType;

  const bonus = tile(host, 'bonus');
  const waiting = bonusesToActivate(member);
  bonus.figure(
    waiting === 0
      ? t('home.member.bonusNone')
      : waiting === 1
        ? t('home.member.bonusOne')
        : t('home.member.bonusCount', { count: waiting }),
  );
  bonus.detail(waiting === 0 ? '' : t('home.member.bonusDetail'));

  const [summary, reservations] = await Promise.allSettled([sources.summary(), sources.reservations()]);
  const earned = tile(host, 'earned');
  if (summary.status === 'fulfilled') {
    const { currentYearBenefits, currentYearDines } = summary.value;
    earned.figure(t('home.member.earnedFigure', { amount: formatBenefits(currentYearBenefits, currencyType) }));
    earned.detail(currentYearDines === 1 ? t('home.member.earnedDinesOne') : t('home.member.earnedDines', { count: currentYearDines }));
  } else earned.figure(t('home.member.unavailable'));

  if (reservations.status === 'fulfilled') showReservation(host, t, nextReservation(reservations.value, sources.now()));
  else tile(host, 'reservation').figure(t('home.member.unavailable'));
  host.dataset['state'] = 'ready';
}

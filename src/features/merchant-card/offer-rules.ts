// A merchant's offers as members read them (spec 001 §9 "merchant offer limits", spec 000 §3 "Offer
// limit type", "Weekday values") and, beyond the spec, when a visit earns: "Earns today" on a card
// and a 7-day earning calendar on the merchant page, derived only from the offer's weekdays and
// limits. An offer whose days are not said (or named in values the product does not know) says
// nothing about when a visit earns; one of an unknown limit type shows no limit. Pure rules
// answering copy keys and variables. Dates are the member's local calendar days.
import type { MerchantOffer, Weekday } from '../../api/contract/merchants.ts';
import type { CopyReader } from '../../lib/element-copy.ts';

export type Offer = Pick<MerchantOffer, 'limitType' | 'maxSpendPerMonth' | 'maxVisitsPerMonth' | 'daysAvailable' | 'earnRates'>;

/** The member's use of this merchant in the current calendar month, where the data says so. */
export interface MonthUsage {
  visits?: number;
  spent?: number;
}

/** Date#getDay() order. The contract's own list loads zod, which browser code must not. */
export const weekdayOrder = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const satisfies readonly Weekday[];

const isWeekday = (day: string): day is Weekday => (weekdayOrder as readonly string[]).includes(day);

/** The offer's earning days, or null when the answer did not say them in Sun-Sat values. */
export function offerDays(offer: Pick<Offer, 'daysAvailable'>): Weekday[] | null {
  const days = offer.daysAvailable;
  return days && days.every(isWeekday) ? days : null;
}

/** Every offer says its days: only then can a line or a calendar say when a visit earns. */
const daysKnown = (offers: readonly Offer[]): boolean => offers.every((offer) => offerDays(offer) !== null);
const earnsOn = (offer: Offer, day: Weekday): boolean => offerDays(offer)?.includes(day) === true;

export type WeekdayKey = `merchant.day.${Weekday}`;
export const weekdayKey = (day: Weekday): WeekdayKey => `merchant.day.${day}`;

export type OfferLimitLine =
  | { key: 'merchant.unlimitedVisits' }
  | { key: 'merchant.maxSpend'; vars: { amount: string } }
  | { key: 'merchant.maxVisits'; vars: { count: number } }
  | { key: 'merchant.visitsLeft'; vars: { left: number; max: number } };

const positive = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;
const wholeAtLeastZero = (value: number | undefined): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** $150, $1,250, $99.50. */
const dollars = (amount: number): string =>
  amount.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 });

/** The offers a member's tier earns under (visitors see them all); an offer without rates names no tier. */
export function offersFor(offers: readonly Offer[], tierLevel: number | null): Offer[] {
  if (tierLevel === null) return [...offers];
  return offers.filter((offer) => offer.earnRates.length === 0 || offer.earnRates.some((rate) => rate.tierLevel === tierLevel));
}

/** "Unlimited visits", or the monthly spend and visit caps; "2 of 4 visits left this month" in place
 *  of the visit cap only when the member's visits this month are known. */
export function offerLimitLines(offer: Offer, usage: MonthUsage = {}): OfferLimitLine[] {
  if (offer.limitType === 'Unlimited') return [{ key: 'merchant.unlimitedVisits' }];
  if (offer.limitType !== 'Limited') return [];
  const lines: OfferLimitLine[] = [];
  if (positive(offer.maxSpendPerMonth)) lines.push({ key: 'merchant.maxSpend', vars: { amount: dollars(offer.maxSpendPerMonth) } });
  const max = offer.maxVisitsPerMonth;
  if (positive(max) && Number.isInteger(max)) {
    lines.push(
      wholeAtLeastZero(usage.visits)
        ? { key: 'merchant.visitsLeft', vars: { left: Math.max(0, max - usage.visits), max } }
        : { key: 'merchant.maxVisits', vars: { count: max } },
    );
  }
  return lines;
}

/** A Limited offer whose visits or spend this month are used up (only when usage is known). */
export function limitReached(offer: Offer, usage: MonthUsage = {}): boolean {
  if (offer.limitType !== 'Limited') return false;
  const visitsUsedUp = positive(offer.maxVisitsPerMonth) && wholeAtLeastZero(usage.visits) && usage.visits >= offer.maxVisitsPerMonth;
  const spendUsedUp = positive(offer.maxSpendPerMonth) && typeof usage.spent === 'number' && usage.spent >= offer.maxSpendPerMonth;
  return visitsUsedUp || spendUsedUp;
}

/** A run of consecutive earning days; `from` equals `to` for a single day. */
export interface DaySpan {
  from: Weekday;
  to: Weekday;
}

export type EarningDaysLine = { key: 'merchant.earnsEveryDay' } | { key: 'merchant.earnsOn'; spans: DaySpan[] };

/** "Earns every day", or the earning weekdays as runs ("Mon-Thu", "Fri-Sun" across the week's end,
 *  "Mon, Wed"); null when no day earns. */
export function earningDaysLine(offers: readonly Offer[]): EarningDaysLine | null {
  if (!daysKnown(offers)) return null;
  const earns = weekdayOrder.map((day) => offers.some((offer) => earnsOn(offer, day)));
  if (earns.every(Boolean)) return { key: 'merchant.earnsEveryDay' };
  if (!earns.some(Boolean)) return null;
  // Start after a non-earning day so a run across Saturday-Sunday stays one run.
  const start = (earns.indexOf(false) + 1) % 7;
  const spans: DaySpan[] = [];
  for (let i = 0; i < 7; i++) {
    const index = (start + i) % 7;
    if (!earns[index]) continue;
    const day = weekdayOrder[index]!;
    const last = spans.at(-1);
    if (last && earns[(index + 6) % 7]) last.to = day;
    else spans.push({ from: day, to: day });
  }
  return { key: 'merchant.earnsOn', spans };
}

/** The text of an earning-days line: day names from copy, runs as "{from}-{to}", joined by ", ". */
export function earningDaysText(line: EarningDaysLine, t: CopyReader<WeekdayKey | 'merchant.dayRange' | EarningDaysLine['key']>): string {
  if (line.key === 'merchant.earnsEveryDay') return t(line.key);
  const days = line.spans
    .map(({ from, to }) =>
      from === to ? t(weekdayKey(from)) : t('merchant.dayRange', { from: t(weekdayKey(from)), to: t(weekdayKey(to)) }),
    )
    .join(', ');
  return t(line.key, { days });
}

const isoDate = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export type EarningDayStatus = 'earns' | 'notOfferDay' | 'limitReached';

export interface EarningDay {
  /** YYYY-MM-DD, the member's local date. */
  date: string;
  weekday: Weekday;
  status: EarningDayStatus;
  key: 'merchant.calendar.earns' | 'merchant.calendar.noEarn' | 'merchant.calendar.limitReached';
}

const dayKeys = {
  earns: 'merchant.calendar.earns',
  notOfferDay: 'merchant.calendar.noEarn',
  limitReached: 'merchant.calendar.limitReached',
} as const satisfies Record<EarningDayStatus, EarningDay['key']>;

/** Whether a visit on `date` earns: some offer runs that weekday and, in the month of `today`, has
 *  not used up its limits (a new month starts them afresh). */
function statusOn(offers: readonly Offer[], date: Date, today: Date, usage: MonthUsage): EarningDayStatus {
  const weekday = weekdayOrder[date.getDay()]!;
  const running = offers.filter((offer) => earnsOn(offer, weekday));
  if (running.length === 0) return 'notOfferDay';
  const thisMonth = date.getFullYear() === today.getFullYear() && date.getMonth() === today.getMonth();
  if (thisMonth && running.every((offer) => limitReached(offer, usage))) return 'limitReached';
  return 'earns';
}

/** The next `days` days from `today` (default 7), each with whether a visit earns; none when an
 *  offer does not say its days. */
export function earningCalendar(offers: readonly Offer[], today: Date, usage: MonthUsage = {}, days = 7): EarningDay[] {
  if (!daysKnown(offers)) return [];
  return Array.from({ length: days }, (_, i) => {
    // Calendar arithmetic, not 24-hour steps: a daylight-saving change never skips or repeats a day.
    const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + i);
    const status = statusOn(offers, date, today, usage);
    return { date: isoDate(date), weekday: weekdayOrder[date.getDay()]!, status, key: dayKeys[status] };
  });
}

export type TodayLine = { key: 'merchant.earnsToday' } | { key: 'merchant.limitReached' } | EarningDaysLine;

/** A card's line: "Earns today"; the month's limit reached; else the days it earns ("Earns Mon-Thu").
 *  Null when the merchant has no offer for the member's tier. */
export function todayLine(offers: readonly Offer[], today: Date, usage: MonthUsage = {}): TodayLine | null {
  if (offers.length === 0 || !daysKnown(offers)) return null;
  const status = statusOn(offers, today, today, usage);
  if (status === 'earns') return { key: 'merchant.earnsToday' };
  if (status === 'limitReached') return { key: 'merchant.limitReached' };
  return earningDaysLine(offers);
}

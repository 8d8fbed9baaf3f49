// Which times the reservation widget offers for a date (issue #24 "Booking"; docs/decisions.md
// "Issue #24, bookable times"): the half hours from opening to the last seating, an hour before
// closing, from the merchant's `hours` for that weekday, plus the small hours of the evening before
// when it closes past midnight. Hours not known (spec-minimal answers, or only rows the product
// cannot read): every half hour, as before. Pure, on wall-clock strings: no time zone moves them.
import { reservationTimes } from './reservation-rules.ts';

/** The last table is an hour before closing (the booking provider stand-in seats no later). */
export const lastSeatingMinutes = 60;

export interface OpeningRow {
  day: string;
  /** HH:mm */
  open: string;
  /** HH:mm; at or before `open`: past midnight. */
  close: string;
}

export type BookableTimes =
  /** No readable hours: every half hour is offered. */
  | { kind: 'unknown'; times: readonly string[] }
  /** Known hours, none on this date. */
  | { kind: 'closed'; times: readonly string[] }
  | { kind: 'open'; times: readonly string[] };

/** The contract's weekdays (its module loads zod, which browser code must not). */
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const dayMinutes = 24 * 60;
const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const knownDay = (day: string): boolean => (weekdays as readonly string[]).includes(day);

/** The weekday index (0 Sunday) of a `YYYY-MM-DD`, computed in UTC so no zone shifts it. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** A row's seating window in minutes from its day's midnight: [first, last]; last may pass 24:00. */
function seatingWindow(row: OpeningRow): [number, number] {
  const open = minutesOf(row.open);
  const close = minutesOf(row.close) <= open ? minutesOf(row.close) + dayMinutes : minutesOf(row.close);
  return [open, close - lastSeatingMinutes];
}

export function bookableTimes(hours: readonly OpeningRow[], date: string): BookableTimes {
  const known = hours.filter((row) => knownDay(row.day));
  if (known.length === 0) return { kind: 'unknown', times: reservationTimes };
  const weekday = weekdayOf(date);
  const today = weekdays[weekday];
  const eve = weekdays[(weekday + 6) % 7];
  const offered = reservationTimes.filter((time) => {
    const at = minutesOf(time);
    return known.some((row) => {
      const [first, last] = seatingWindow(row);
      if (row.day === today && at >= first && at <= last) return true;
      // The evening before, still seating after midnight.
      return row.day === eve && at + dayMinutes >= first && at + dayMinutes <= last;
    });
  });
  return offered.length === 0 ? { kind: 'closed', times: [] } : { kind: 'open', times: offered };
}

/** The offered time nearest to `wanted` (the earlier on a tie); `wanted` itself when offered, or
 *  when nothing is. */
export function nearestTime(times: readonly string[], wanted: string): string {
  if (times.length === 0 || times.includes(wanted)) return wanted;
  const at = minutesOf(wanted);
  let best = times[0] as string;
  for (const time of times) if (Math.abs(minutesOf(time) - at) < Math.abs(minutesOf(best) - at)) best = time;
  return best;
}

// When the time asked for is full (issue #24 "Booking"): what else to offer. The nearest free times
// that day (from lookups two hours either side) and the next days that have the very time asked,
// each a few availability calls at most (docs/decisions.md "Issue #24, alternatives"). Pure: the
// calls are use-reservation-alternatives.ts.
import type { AvailabilityAnswer, AvailabilityRequest, Slot } from '../../api/reservations.ts';
import { bookableTimes, type OpeningRow } from './reservation-hours.ts';

/** How many of each are offered, and how far ahead the next days are looked for. */
export const alternativeLimits = { sameDay: 4, nextDays: 3, daysAhead: 4, sameDayShiftMinutes: 120 } as const;

const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** `YYYY-MM-DD` plus `days`, on the calendar (UTC: no zone or DST moves it). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const offers = (hours: readonly OpeningRow[], date: string, time: string): boolean => {
  const bookable = bookableTimes(hours, date);
  return bookable.kind === 'unknown' || bookable.times.includes(time);
};

/** The lookups to make: the same day two hours earlier and later (where the restaurant seats then),
 *  and the next days (up to `daysAhead`, not past `lastDate`) that offer the time asked. */
export function alternativeRequests(
  asked: AvailabilityRequest,
  hours: readonly OpeningRow[],
  lastDate: string,
): { sameDay: AvailabilityRequest[]; nextDays: AvailabilityRequest[] } {
  const at = minutesOf(asked.time);
  const shift = alternativeLimits.sameDayShiftMinutes;
  const sameDay = [at - shift, at + shift]
    .filter((minutes) => minutes >= 0 && minutes < 24 * 60)
    .map((minutes) => ({ ...asked, time: hhmm(minutes) }))
    .filter((request) => offers(hours, request.date, request.time));
  const nextDays: AvailabilityRequest[] = [];
  for (let day = 1; day <= alternativeLimits.daysAhead; day++) {
    const date = addDays(asked.date, day);
    if (date > lastDate) break;
    if (offers(hours, date, asked.time)) nextDays.push({ ...asked, date });
  }
  return { sameDay, nextDays };
}

const bookable = (answer: AvailabilityAnswer | null): readonly Slot[] => (answer?.status === 'available' ? answer.slots : []);

/** The free times nearest the time asked, from the same-day answers: each once, at most
 *  `sameDay`, in time order. */
export function nearestSlots(answers: readonly (AvailabilityAnswer | null)[], time: string): Slot[] {
  const at = minutesOf(time);
  const byTime = new Map<string, Slot>();
  for (const slot of answers.flatMap(bookable)) if (!byTime.has(slot.dateTime)) byTime.set(slot.dateTime, slot);
  return [...byTime.values()]
    .sort((a, b) => Math.abs(minutesOf(a.time) - at) - Math.abs(minutesOf(b.time) - at) || a.time.localeCompare(b.time))
    .slice(0, alternativeLimits.sameDay)
    .sort((a, b) => a.dateTime.localeCompare(b.dateTime));
}

/** The next days whose answer has a free table at exactly the time asked, at most `nextDays`. */
export function daysWithTime(answers: readonly (AvailabilityAnswer | null)[], time: string): Slot[] {
  return answers
    .flatMap((answer) =>
      bookable(answer)
        .filter((slot) => slot.time === time)
        .slice(0, 1),
    )
    .slice(0, alternativeLimits.nextDays);
}

// The alternatives to a full time (reservation-alternatives.ts): asked only while the lookup answered
// "no table", a handful of availability calls under one key, dropped with the lookup.
import { useAvailabilities } from '../../api/hooks/reservations.ts';
import type { AvailabilityRequest, Slot } from '../../api/reservations.ts';
import { alternativeRequests, daysWithTime, nearestSlots } from './reservation-alternatives.ts';
import type { OpeningRow } from './reservation-hours.ts';

export interface ReservationAlternatives {
  loading: boolean;
  sameDay: Slot[];
  nextDays: Slot[];
}

/** `full`: the lookup of `asked` answered no table (else nothing is asked). */
export function useReservationAlternatives(
  merchantId: string,
  asked: AvailabilityRequest | null,
  full: boolean,
  hours: readonly OpeningRow[],
  lastDate: string,
): ReservationAlternatives | null {
  const plan = asked && full ? alternativeRequests(asked, hours, lastDate) : null;
  const all = plan ? [...plan.sameDay, ...plan.nextDays] : null;
  const { data } = useAvailabilities(merchantId, all);
  if (!plan || !asked) return null;
  if (!data) return { loading: true, sameDay: [], nextDays: [] };
  const sameDayAnswers = data.slice(0, plan.sameDay.length);
  const nextDayAnswers = data.slice(plan.sameDay.length);
  return { loading: false, sameDay: nearestSlots(sameDayAnswers, asked.time), nextDays: daysWithTime(nextDayAnswers, asked.time) };
}

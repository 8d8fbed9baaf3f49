// Table reservations (docs/api.md "Reservations"; spec 000 §2, §4): a merchant's availability and
// booking a slot. Light hand-written guards; the answers the member is told about are the rules'
// job (src/features/merchant/reservation-rules.ts: availabilityMessage, bookingOutcome).
import { api, ApiError, asObject, withParams } from './client.ts';
import { bookReservation, getAvailability } from './contract/merchant-calls.ts';
import type { Availability, AvailabilityStatus, Booking, BookingRequest } from './contract/reservations.ts';

const statuses: readonly string[] = ['available', 'none', 'tooSmall', 'tooBig', 'tooFar', 'tooClose'] satisfies AvailabilityStatus[];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const slotPattern = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;

export type AvailabilityAnswer = Pick<Availability, 'status' | 'slots' | 'reservationBonus'>;

function asBonus(value: unknown): Availability['reservationBonus'] {
  if (!isRecord(value) || typeof value.amount !== 'number' || !Number.isFinite(value.amount)) return null;
  return { amount: value.amount, text: typeof value.text === 'string' ? value.text : '' };
}

/** Guards an availability answer: an unknown status is a TypeError; slots that are not a
 *  `YYYY-MM-DDTHH:mm` instant are dropped, each time once, in time order. */
export function asAvailability(value: unknown): AvailabilityAnswer {
  const answer = asObject(value, 'availability');
  if (typeof answer.status !== 'string' || !statuses.includes(answer.status)) throw new TypeError('Unexpected availability response');
  const seen = new Set<string>();
  const slots = (Array.isArray(answer.slots) ? answer.slots : [])
    .flatMap((slot): Availability['slots'] => {
      if (!isRecord(slot) || typeof slot.dateTime !== 'string' || !slotPattern.test(slot.dateTime) || seen.has(slot.dateTime)) return [];
      seen.add(slot.dateTime);
      return [{ dateTime: slot.dateTime, time: slot.dateTime.slice(11) }];
    })
    .sort((a, b) => a.dateTime.localeCompare(b.dateTime));
  return { status: answer.status as AvailabilityStatus, slots, reservationBonus: asBonus(answer.reservationBonus) };
}

export interface AvailabilityRequest {
  date: string;
  time: string;
  partySize: number;
}

/** GET …/Reservations/Availability: rejects with the ApiError (424 provider failure) or a TypeError. */
export async function fetchAvailability(merchantId: number, request: AvailabilityRequest): Promise<AvailabilityAnswer> {
  return asAvailability(await api(withParams(getAvailability, { merchantId }), { query: { ...request } }));
}

export type BookingAnswer =
  { ok: true; booking: Pick<Booking, 'reservation' | 'reservationBonus'> } | { ok: false; status: number; body?: unknown };

/** POST …/Reservations (CSRF): never rejects. A refusal is its status and body (bookingOutcome reads
 *  them); a network failure or an answer that is not a booking is status 0. */
export async function bookTable(merchantId: number, request: BookingRequest): Promise<BookingAnswer> {
  let answer: unknown;
  try {
    answer = await api(withParams(bookReservation, { merchantId }), { body: request });
  } catch (error) {
    return error instanceof ApiError ? { ok: false, status: error.status, body: error.body } : { ok: false, status: 0 };
  }
  const reservation = isRecord(answer) && isRecord(answer.reservation) ? answer.reservation : null;
  if (!reservation || !isRecord(answer)) return { ok: false, status: 0 };
  return {
    ok: true,
    booking: {
      reservation: {
        id: typeof reservation.id === 'number' ? reservation.id : 0,
        merchantId,
        merchantName: typeof reservation.merchantName === 'string' ? reservation.merchantName : null,
        dateTime: typeof reservation.dateTime === 'string' ? reservation.dateTime : request.dateTime,
        partySize: typeof reservation.partySize === 'number' ? reservation.partySize : request.partySize,
        status: 'booked',
        confirmationNumber: typeof reservation.confirmationNumber === 'string' ? reservation.confirmationNumber.slice(0, 64) : '',
      },
      reservationBonus: asBonus(answer.reservationBonus),
    },
  };
}

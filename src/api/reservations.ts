// Table reservations (docs/api.md "Reservations"; spec 000 §2, §4): a merchant's availability and
// booking a slot. Answers are read through the contract's shapes (readApi); the answers the member
// is told about are the rules' job (src/features/merchant/reservation-rules.ts: availabilityMessage,
// bookingOutcome).
import { ApiError, readApi, withParams } from './client.ts';
import { availabilityAnswer } from './answers/availability.ts';
import { bookingAnswer } from './answers/booking.ts';
import { bookReservation, getAvailability } from './contract/merchant-calls.ts';
import type { Availability, Booking, BookingRequest } from './contract/reservations.ts';
import { normalizeIsoDate } from './contract/iso-date.ts';

export type Slot = Availability['slots'][number];
export type AvailabilityAnswer = Pick<Availability, 'status' | 'slots' | 'reservationBonus'>;

/** The wall-clock date and time a slot names, as written (a zone, if any, is the merchant's own). */
const wallClock = /^(\d{4}-?\d{2}-?\d{2})[T ](\d{2}):?(\d{2})/;

/** A slot the member can pick: its `dateTime` as sent (a booking sends it back), `time` its
 *  `HH:mm`. Anything that is not an ISO 8601 date-time is left out. */
function slotOf(dateTime: string): Slot | null {
  const match = wallClock.exec(dateTime);
  return match && normalizeIsoDate(dateTime) ? { dateTime, time: `${match[2]}:${match[3]}` } : null;
}

/** The answer's slots that name a date-time, each once, in time order. */
export function availableSlots(slots: readonly Slot[]): Slot[] {
  const seen = new Set<string>();
  return slots
    .flatMap((slot): Slot[] => {
      const free = slotOf(slot.dateTime);
      if (!free || seen.has(free.dateTime)) return [];
      seen.add(free.dateTime);
      return [free];
    })
    .sort((a, b) => a.dateTime.localeCompare(b.dateTime));
}

export interface AvailabilityRequest {
  date: string;
  time: string;
  partySize: number;
}

/** GET …/Reservations/Availability: rejects with the ApiError (424 provider failure) or a ReadError. */
export async function fetchAvailability(merchantId: string, request: AvailabilityRequest): Promise<AvailabilityAnswer> {
  const answer = await readApi(withParams(getAvailability, { merchantId }), availabilityAnswer, { query: { ...request } });
  return { status: answer.status, slots: availableSlots(answer.slots), reservationBonus: answer.reservationBonus };
}

export type BookingAnswer =
  { ok: true; booking: Pick<Booking, 'reservation' | 'reservationBonus'> } | { ok: false; status: number; body?: unknown };

/** POST …/Reservations (CSRF): never rejects. A refusal is its status and body (bookingOutcome reads
 *  them); a network failure or an answer that is not a booking is status 0. */
export async function bookTable(merchantId: string, request: BookingRequest): Promise<BookingAnswer> {
  try {
    // A 401 is the widget's sign-in prompt (bookingOutcome), not a trip to /login.
    const { reservation, reservationBonus } = await readApi(withParams(bookReservation, { merchantId }), bookingAnswer, {
      body: request,
      unauthorized: 'reject',
    });
    return {
      ok: true,
      booking: {
        // What the member asked for stands in for what the answer left out.
        reservation: {
          ...reservation,
          merchantId: reservation.merchantId ?? merchantId,
          dateTime: reservation.dateTime ?? request.dateTime,
          partySize: reservation.partySize ?? request.partySize,
          confirmationNumber: reservation.confirmationNumber.slice(0, 64),
        },
        reservationBonus,
      },
    };
  } catch (error) {
    return error instanceof ApiError ? { ok: false, status: error.status, body: error.body } : { ok: false, status: 0 };
  }
}

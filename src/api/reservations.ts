// Table reservations (docs/api.md "Reservations"; spec 000 §2, §4): a merchant's availability and
// booking a slot. Answers are read through the contract's shapes (readApi); the answers the member
// is told about are the rules' job (src/features/merchant/reservation-rules.ts: availabilityMessage,
// bookingOutcome).
import { ApiError, readApi, withParams } from './client.ts';
import { availabilityAnswer } from './answers/availability.ts';
import { bookingAnswer } from './answers/booking.ts';
import { reservationListAnswer } from './answers/reservationList.ts';
import { cancellationAnswer } from './answers/cancellation.ts';
import { bookReservation, cancelReservation, changeReservation, getAvailability, getReservations } from './contract/merchant-calls.ts';
import type { Availability, Booking, BookingRequest, Reservation, ReservationChange } from './contract/reservations.ts';
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

/** A booking or a change as the member is told of it: never rejects. A refusal is its status and
 *  body (bookingOutcome reads them); a network failure or an answer that is not a booking is status 0.
 *  What the member asked for stands in for what the answer left out. */
async function settledBooking(
  merchantId: string | null,
  request: ReservationChange,
  send: () => Promise<Pick<Booking, 'reservation' | 'reservationBonus'>>,
): Promise<BookingAnswer> {
  try {
    const { reservation, reservationBonus } = await send();
    return {
      ok: true,
      booking: {
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

/** POST …/Reservations (CSRF). A 401 is the widget's sign-in prompt (bookingOutcome), not a trip
 *  to /login. */
export function bookTable(merchantId: string, request: BookingRequest): Promise<BookingAnswer> {
  return settledBooking(merchantId, request, () =>
    readApi(withParams(bookReservation, { merchantId }), bookingAnswer, { body: request, unauthorized: 'reject' }),
  );
}

/** PUT /api/Member/Reservations/{id} (CSRF): the booking moved, answered as a booking. */
export function changeBooking(reservationId: string, merchantId: string | null, change: ReservationChange): Promise<BookingAnswer> {
  return settledBooking(merchantId, change, () =>
    readApi(withParams(changeReservation, { reservationId }), bookingAnswer, {
      body: { dateTime: change.dateTime, partySize: change.partySize },
      unauthorized: 'reject',
    }),
  );
}

/** A booked table as the member's list shows it: the answer's, with an id (one without is left
 *  out: it could not be changed or cancelled) and a wall-clock `YYYY-MM-DDTHH:mm`. */
export interface UpcomingReservation extends Omit<Reservation, 'id' | 'dateTime'> {
  id: string;
  dateTime: string;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The browser's wall clock now as `YYYY-MM-DDTHH:mm`, comparable with `wallDateTime` (reservations
 *  are the restaurant's wall clock, compared as written). */
export const wallNow = (now: Date): string =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;

/** The `YYYY-MM-DDTHH:mm` a reservation names (as the merchant's wall clock), or null. */
export function wallDateTime(value: string | null): string | null {
  const match = value === null ? null : wallClock.exec(value);
  if (!match || !normalizeIsoDate(value ?? '')) return null;
  const day = (match[1] ?? '').replaceAll('-', '');
  return `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}T${match[2]}:${match[3]}`;
}

/** GET /api/Member/Reservations: the booked ones (a status the product does not know is left out),
 *  with a date-time, in time order. A 401 goes to sign-in, as on every member read. */
export async function fetchMyReservations(): Promise<UpcomingReservation[]> {
  const { data } = await readApi(getReservations, reservationListAnswer);
  return data
    .flatMap((reservation): UpcomingReservation[] => {
      const dateTime = wallDateTime(reservation.dateTime);
      const id = reservation.id === null ? '' : String(reservation.id);
      return dateTime && id && reservation.status === 'booked' ? [{ ...reservation, id, dateTime }] : [];
    })
    .sort((a, b) => a.dateTime.localeCompare(b.dateTime));
}

/** DELETE /api/Member/Reservations/{id} (CSRF): true when cancelled; a 404 (already gone) counts. */
export async function cancelBooking(reservationId: string): Promise<boolean> {
  try {
    const { cancelled } = await readApi(withParams(cancelReservation, { reservationId }), cancellationAnswer);
    return cancelled;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return true;
    throw error;
  }
}

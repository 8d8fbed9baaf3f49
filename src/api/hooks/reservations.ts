// Table reservations as swr hooks (docs/api.md "Reservations"; React islands only). Availability is
// keyed by everything the lookup asks (merchant, date, time, party), so an answer for inputs the
// member has since changed is never drawn; booking is a mutation whose state the page binds its
// button to, and which drops the merchant's cached availability (the booked table is gone).
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { BookingRequest, ReservationChange } from '../contract/reservations.ts';
import {
  bookTable,
  cancelBooking,
  changeBooking,
  fetchAvailability,
  fetchMyReservations,
  type AvailabilityAnswer,
  type AvailabilityRequest,
  type BookingAnswer,
  type UpcomingReservation,
} from '../reservations.ts';
import { memberQuery, publicQuery } from './swr-options.ts';

/** The member's booked tables (the account overview's Upcoming reservations). */
export const myReservationsKey = 'member/reservations';

type AvailabilityKey = readonly ['availability', string, string, string, number];

const isAvailabilityOf =
  (merchantId: string) =>
  (key: unknown): boolean =>
    Array.isArray(key) && key[0] === 'availability' && key[1] === merchantId;

/** Availability is asked afresh whenever the member asks (tables come and go): unlike other public
 *  reads, a cached answer is shown only while the new one comes, and a lookup just finished is not
 *  reused (no deduping window). */
const availabilityQuery = { ...publicQuery, revalidateIfStale: true, dedupingInterval: 0 } as const;

/** The availability the member asked for; null: nothing asked (since the last change). */
export function useAvailability(merchantId: string, request: AvailabilityRequest | null): SWRResponse<AvailabilityAnswer, unknown> {
  const key: AvailabilityKey | null = request && ['availability', merchantId, request.date, request.time, request.partySize];
  return useSWR(key, ([, id, date, time, partySize]) => fetchAvailability(id, { date, time, partySize }), availabilityQuery);
}

/** POST …/Reservations: `trigger` resolves to the BookingAnswer (never rejects); `isMutating` while
 *  it runs. A booking made forgets the merchant's availability answers, so the next look is fresh. */
export function useBooking(merchantId: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(['booking', merchantId] as const, async ([, id], { arg }: { arg: BookingRequest }) => {
    const answer = await bookTable(id, arg);
    if (answer.ok) {
      void mutate(isAvailabilityOf(merchantId), undefined, { revalidate: false });
      void mutate(myReservationsKey, undefined, { revalidate: false });
    }
    return answer;
  });
}

/** Lookups beside the one asked (the alternatives to a full time): one key for the lot, each answer
 *  null where its call failed (a failure only means fewer alternatives). null: nothing to look up. */
export function useAvailabilities(merchantId: string, requests: readonly AvailabilityRequest[] | null) {
  const key = requests && requests.length > 0 ? (['availabilities', merchantId, JSON.stringify(requests)] as const) : null;
  return useSWR(
    key,
    () => Promise.all((requests ?? []).map((request) => fetchAvailability(merchantId, request).catch(() => null))),
    availabilityQuery,
  );
}

/** GET /api/Member/Reservations; null `enabled` false: not asked. */
export function useMyReservations(enabled = true): SWRResponse<UpcomingReservation[], unknown> {
  return useSWR(enabled ? myReservationsKey : null, fetchMyReservations, memberQuery);
}

/** PUT and DELETE /api/Member/Reservations/{id}: each refreshes the member's list and drops cached
 *  availability (a table was freed or taken). `change` never rejects (a BookingAnswer); `cancel`
 *  rejects when the call failed. */
export function useReservationChanges() {
  const { mutate } = useSWRConfig();
  const settle = (): void => {
    void mutate((key: unknown) => Array.isArray(key) && (key[0] === 'availability' || key[0] === 'availabilities'), undefined, {
      revalidate: false,
    });
  };
  return {
    change: async (reservationId: string, merchantId: string | null, change: ReservationChange): Promise<BookingAnswer> => {
      const answer = await changeBooking(reservationId, merchantId, change);
      if (answer.ok) {
        settle();
        void mutate(myReservationsKey);
      }
      return answer;
    },
    cancel: async (reservationId: string): Promise<void> => {
      await cancelBooking(reservationId);
      settle();
      await mutate(
        myReservationsKey,
        (current: UpcomingReservation[] | undefined) => current?.filter((reservation) => reservation.id !== reservationId),
        { revalidate: false },
      );
    },
  };
}

// Table reservations as swr hooks (docs/api.md "Reservations"; React islands only). Availability is
// keyed by everything the lookup asks (merchant, date, time, party), so an answer for inputs the
// member has since changed is never drawn; booking is a mutation whose state the page binds its
// button to, and which drops the merchant's cached availability (the booked table is gone).
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { BookingRequest } from '../contract/reservations.ts';
import { bookTable, fetchAvailability, type AvailabilityAnswer, type AvailabilityRequest } from '../reservations.ts';
import { publicQuery } from './swr-options.ts';

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
    if (answer.ok) void mutate(isAvailabilityOf(merchantId), undefined, { revalidate: false });
    return answer;
  });
}

// The reservation section's availability lookup: what "Find a table" last asked (null since the
// member changed the date, time or party), the answer keyed by exactly that (useAvailability), so an
// answer for earlier inputs is never drawn nor booked, and no second lookup while one runs.
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useAvailability } from '../../api/hooks/reservations.ts';
import type { AvailabilityAnswer, AvailabilityRequest } from '../../api/reservations.ts';
import { lookupState, requestOf, type Lookup, type ReservationSelection } from './reservation-rules.ts';

export interface ReservationLookup {
  /** The rules' view of it; null when nothing is asked. */
  lookup: Lookup | null;
  /** A lookup is running ("Find a table" is busy). */
  looking: boolean;
  answer: AvailabilityAnswer | undefined;
  /** The HTTP status a failed lookup answered (424: the booking provider failed); none for a
   *  network failure or an unreadable answer. */
  failedStatus: number | undefined;
  /** Asks for `selection` (again, if it was the last question: tables come and go); false while a
   *  lookup runs. */
  find: (selection: ReservationSelection) => boolean;
  /** The inputs changed: nothing is asked any more. */
  forget: () => void;
  /** A slot a booking found gone: the other times stay to choose from. */
  drop: (dateTime: string) => void;
}

/** `initial`: asked at once (back from signing in with a kept choice). */
export function useReservationLookup(merchantId: string, initial: AvailabilityRequest | null): ReservationLookup {
  const [asked, setAsked] = useState(initial);
  const availability = useAvailability(merchantId, asked);
  const looking = asked !== null && availability.isValidating;
  return {
    lookup: lookupState(asked, { data: availability.data, error: availability.error, looking }),
    looking,
    answer: availability.data,
    failedStatus: availability.error instanceof ApiError ? availability.error.status : undefined,
    find: (selection) => {
      if (looking) return false;
      const wanted = requestOf(selection);
      if (asked && JSON.stringify(asked) === JSON.stringify(wanted)) void availability.mutate();
      else setAsked(wanted);
      return true;
    },
    forget: () => setAsked(null),
    drop: (dateTime) =>
      void availability.mutate((current) => current && { ...current, slots: current.slots.filter((s) => s.dateTime !== dateTime) }, {
        revalidate: false,
      }),
  };
}

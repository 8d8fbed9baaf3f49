// The reservation section's tracking events (spec 000 §4 "Reservation flow steps"; the events are
// built in features/analytics/reservation-events.ts): the widget reports its steps through `track`;
// a lookup's answer (no table, or the provider's 424) is reported here when the lookup settles, once
// per lookup. Card required: the member has no linked card, or a booking just said one is needed.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { trackReservation, type ReservationStep } from '../analytics/public.ts';
import type { Viewer } from './page-context.ts';
import { availabilityMessage, requestOf, reservationSearchOf, type ReservationSelection } from './reservation-rules.ts';
import type { ReservationLookup } from './use-reservation-lookup.ts';

export interface ReservationTrackingInput {
  merchantId: string;
  viewer: Viewer;
  selection: ReservationSelection;
  today: Date;
}

export interface ReservationTracking {
  track: (step: ReservationStep, reason?: string) => void;
  /** A booking answered "card required": this step and every later one are the card-required variant. */
  trackCardRequired: (step: ReservationStep, reason?: string) => void;
}

export function useReservationTracking(
  { merchantId, viewer, selection, today }: ReservationTrackingInput,
  { lookup, looking, failedStatus }: Pick<ReservationLookup, 'lookup' | 'looking' | 'failedStatus'>,
): ReservationTracking {
  const [cardRequired, setCardRequired] = useState(viewer.kind === 'member' && viewer.needsCard === true);
  const send = (step: ReservationStep, needsCard: boolean, reason?: string): void =>
    // The slots shown and the booking are always for the current selection (a change forgets the
    // lookup), so the selection says which search this step belongs to.
    trackReservation(step, {
      search: reservationSearchOf(requestOf(selection), today),
      cardRequired: needsCard,
      merchantId,
      ...(reason ? { reason } : {}),
    });

  const onLookupSettled = useEffectEvent(() => {
    if (!lookup) return;
    if (lookup.kind === 'failed') {
      if (failedStatus === 424) send('424', cardRequired);
      return;
    }
    // Why there is no table: none, tooBig, tooSmall, tooFar or tooClose.
    const message = lookup.kind === 'loaded' ? availabilityMessage(lookup) : null;
    if (message) send('no_availability', cardRequired, message.key.slice('reservation.'.length));
  });
  // Once per lookup: when `looking` turns false.
  const wasLooking = useRef(looking);
  useEffect(() => {
    const settled = wasLooking.current && !looking;
    wasLooking.current = looking;
    if (settled) onLookupSettled();
  }, [looking]);

  return {
    track: (step, reason) => send(step, cardRequired, reason),
    trackCardRequired: (step, reason) => {
      setCardRequired(true);
      send(step, true, reason);
    },
  };
}

// The reservation section's behaviour (ReservationWidget.tsx draws it): the state
// (reservation-widget-state.ts), the times the restaurant seats on the chosen date
// (reservation-hours.ts: a time it does not seat moves to the nearest one it does), the availability
// lookup keyed by what was asked (use-reservation-lookup.ts), the alternatives to a full time, the
// booking call (or, while modifying, the change call: use-reservation-booking.ts), a tracking
// event per step (use-reservation-tracking.ts), the selections kept for the tab and focus on what
// each action drew.
// "Find a table" and "Book" do nothing while their call runs.
import { useEffect, useReducer, useRef } from 'react';
import type { MerchantDetail } from '../../api/merchants.ts';
import type { Slot } from '../../api/reservations.ts';
import type { PageContext } from './page-context.ts';
import { bookableTimes, nearestTime } from './reservation-hours.ts';
import {
  availabilityMessage,
  bookingOutcome,
  readReservationSelection,
  requestOf,
  reservationDateRange,
  saveReservationSelection,
  type BookedTable,
  type ReservationSelection,
} from './reservation-rules.ts';
import { initialReservationState, reservationWidgetStep } from './reservation-widget-state.ts';
import { useFocusNext } from './use-focus-next.ts';
import { useReservationAlternatives } from './use-reservation-alternatives.ts';
import { useReservationBooking } from './use-reservation-booking.ts';
import { useReservationLookup } from './use-reservation-lookup.ts';
import { useReservationTracking } from './use-reservation-tracking.ts';

type Hours = MerchantDetail['hours'];

/** The selection with its time moved to the nearest one the restaurant seats that day. */
function seated(selection: ReservationSelection, hours: Hours): ReservationSelection {
  const bookable = bookableTimes(hours, selection.date);
  const time = bookable.kind === 'open' ? nearestTime(bookable.times, selection.time) : selection.time;
  return time === selection.time ? selection : { ...selection, time };
}

export function useReservationWidget(
  merchant: Pick<MerchantDetail, 'id' | 'hours'>,
  { viewer, today }: Pick<PageContext, 'viewer' | 'today'>,
) {
  const { id: merchantId, hours } = merchant;
  const [state, dispatch] = useReducer(reservationWidgetStep, today, (day: Date) =>
    initialReservationState(seated(readReservationSelection(day), hours)),
  );
  const { selection, resume, phone, requests, modifying } = state;
  const bookable = bookableTimes(hours, selection.date);
  // Back from signing in: the kept choice is looked up again and, if still free, offered to confirm.
  const asked = useReservationLookup(merchantId, resume ? requestOf(selection) : null);
  const { looking, answer, forget, drop } = asked;
  const full = asked.lookup !== null && asked.lookup.kind === 'loaded' && availabilityMessage(asked.lookup)?.key === 'reservation.none';
  const alternatives = useReservationAlternatives(
    merchantId,
    full ? requestOf(selection) : null,
    full,
    hours,
    reservationDateRange(today).max,
  );
  const { track, trackCardRequired } = useReservationTracking({ merchantId, viewer, selection, today }, asked);
  const booking = useReservationBooking(merchantId);
  const focus = useFocusNext();
  const signedIn = viewer.kind === 'member';

  const saved = useRef(selection);
  useEffect(() => {
    if (saved.current === selection) return;
    saved.current = selection;
    saveReservationSelection(selection);
  }, [selection]);

  const change = (patch: Partial<ReservationSelection>): void => {
    const next = seated({ ...selection, ...patch }, hours);
    dispatch({ type: 'changed', patch: { ...patch, time: next.time } });
    forget();
  };
  const find = (): void => {
    if (bookable.kind === 'closed') return;
    if (asked.find(selection)) dispatch({ type: 'searched' });
  };

  /** `resumed`: the time chosen before signing in, offered again (not a new choice to track). */
  const choose = (slot: Slot, resumed = false): void => {
    if (!resumed) track('slot_selected');
    dispatch({ type: 'chosen', slot, signedIn });
    if (!signedIn) track('login_prompt');
    focus.focusNext();
  };

  /** An alternative: the form moves to its date and time, and its lookup offers it. */
  const pick = (slot: Slot): void => {
    const [date = selection.date, time = selection.time] = slot.dateTime.split('T');
    if (!asked.find({ ...selection, date, time })) return;
    track('slot_selected');
    dispatch({ type: 'jumped', date, time, dateTime: slot.dateTime });
  };

  useEffect(() => {
    if (resume === null || looking) return;
    dispatch({ type: 'resumed' });
    const slot = answer?.slots.find((free) => free.dateTime === resume);
    if (slot && signedIn) choose(slot, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the resumed lookup's answer: later changes are the member's own
  }, [resume, looking]);

  const book = async (slot: Slot): Promise<void> => {
    if (booking.busy) return;
    track('user_submit');
    const outcome = bookingOutcome(await booking.send({ slot, partySize: selection.partySize, phone, requests, modifying }));
    dispatch({ type: 'booked', slot, bookedFor: selection, outcome });
    if (outcome.kind === 'success') track('booking_success');
    else if (outcome.kind === 'signIn') track('login_prompt');
    else if (outcome.kind === 'dependencyFailed') track('424');
    else if (outcome.kind === 'cardRequired') trackCardRequired('booking_failure', outcome.kind);
    else track('booking_failure', outcome.kind);
    if (outcome.kind === 'success') forget();
    // That time is gone: the others stay to choose from.
    else if (outcome.kind === 'slotTaken' || outcome.kind === 'unavailable') drop(slot.dateTime);
    focus.focusNext();
  };

  return {
    state,
    bookable,
    lookup: asked.lookup,
    alternatives: full ? alternatives : null,
    looking,
    bookingBusy: booking.busy,
    focusTarget: focus.target,
    focusRef: focus.focusRef,
    change,
    find,
    choose: (slot: Slot) => choose(slot),
    pick,
    book: (slot: Slot) => void book(slot),
    modify: (booked: BookedTable) => {
      dispatch({ type: 'modify', booked });
      forget();
      focus.focusNext();
    },
    keep: () => dispatch({ type: 'keep' }),
    cancelled: () => {
      dispatch({ type: 'cancelled' });
      focus.focusNext();
    },
    backToSlots: () => dispatch({ type: 'backToSlots' }),
    typePhone: (value: string) => dispatch({ type: 'phoneTyped', phone: value }),
    typeRequests: (value: string) => dispatch({ type: 'requestsTyped', requests: value }),
  };
}

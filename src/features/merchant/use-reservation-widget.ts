// The reservation section's behaviour (ReservationWidget.tsx draws it): the state
// (reservation-widget-state.ts), the availability lookup keyed by what was asked
// (use-reservation-lookup.ts), the booking call, a tracking event per step
// (use-reservation-tracking.ts), the selections kept for the tab and focus on what each action drew.
// "Find a table" and "Book" do nothing while their call runs.
import { useEffect, useReducer, useRef } from 'react';
import { useBooking } from '../../api/hooks/reservations.ts';
import type { Slot } from '../../api/reservations.ts';
import { specialRequestsMax } from './BookingForm.tsx';
import type { PageContext } from './page-context.ts';
import {
  bookingOutcome,
  readReservationSelection,
  requestOf,
  saveReservationSelection,
  type ReservationSelection,
} from './reservation-rules.ts';
import { initialReservationState, reservationWidgetStep } from './reservation-widget-state.ts';
import { useFocusNext } from './use-focus-next.ts';
import { useReservationLookup } from './use-reservation-lookup.ts';
import { useReservationTracking } from './use-reservation-tracking.ts';

export function useReservationWidget(merchantId: string, { viewer, today }: Pick<PageContext, 'viewer' | 'today'>) {
  const [state, dispatch] = useReducer(reservationWidgetStep, today, (day: Date) => initialReservationState(readReservationSelection(day)));
  const { selection, resume, phone, requests } = state;
  // Back from signing in: the kept choice is looked up again and, if still free, offered to confirm.
  const asked = useReservationLookup(merchantId, resume ? requestOf(selection) : null);
  const { looking, answer, forget, drop } = asked;
  const { track, trackCardRequired } = useReservationTracking({ merchantId, viewer, selection, today }, asked);
  const booking = useBooking(merchantId);
  const focus = useFocusNext();
  const signedIn = viewer.kind === 'member';

  const saved = useRef(selection);
  useEffect(() => {
    if (saved.current === selection) return;
    saved.current = selection;
    saveReservationSelection(selection);
  }, [selection]);

  const change = (patch: Partial<ReservationSelection>): void => {
    dispatch({ type: 'changed', patch });
    forget();
  };
  const find = (): void => {
    if (asked.find(selection)) dispatch({ type: 'searched' });
  };

  /** `resumed`: the time chosen before signing in, offered again (not a new choice to track). */
  const choose = (slot: Slot, resumed = false): void => {
    if (!resumed) track('slot_selected');
    dispatch({ type: 'chosen', slot, signedIn });
    if (!signedIn) track('login_prompt');
    focus.focusNext();
  };

  useEffect(() => {
    if (resume === null || looking) return;
    dispatch({ type: 'resumed' });
    const slot = answer?.slots.find((free) => free.dateTime === resume);
    if (slot && signedIn) choose(slot, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the resumed lookup's answer: later changes are the member's own
  }, [resume, looking]);

  const book = async (slot: Slot): Promise<void> => {
    if (booking.isMutating) return;
    track('user_submit');
    const result = await booking.trigger({
      dateTime: slot.dateTime,
      partySize: selection.partySize,
      ...(phone.trim() ? { phoneNumber: phone.trim() } : {}),
      ...(requests.trim() ? { specialRequests: requests.trim().slice(0, specialRequestsMax) } : {}),
    });
    const outcome = bookingOutcome(result);
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
    lookup: asked.lookup,
    looking,
    bookingBusy: booking.isMutating,
    focusTarget: focus.target,
    focusRef: focus.focusRef,
    change,
    find,
    choose: (slot: Slot) => choose(slot),
    book: (slot: Slot) => void book(slot),
    backToSlots: () => dispatch({ type: 'backToSlots' }),
    typePhone: (value: string) => dispatch({ type: 'phoneTyped', phone: value }),
    typeRequests: (value: string) => dispatch({ type: 'requestsTyped', requests: value }),
  };
}

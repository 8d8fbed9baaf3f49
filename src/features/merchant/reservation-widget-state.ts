// The reservation section's state (spec 000 §2 "Merchant detail screen"; spec 001 reservation copy)
// as one pure transition with named events: the selections, the step (the free times, the sign-in
// prompt or the confirm form), the last booking's outcome and what the confirm form holds. The
// widget's hook (use-reservation-widget.ts) runs the calls, tracking, storage and focus around it.
import type { Slot } from '../../api/reservations.ts';
import type { BookedTable, BookingOutcome, ReservationSelection } from './reservation-rules.ts';

export type ReservationStep = { kind: 'slots' } | { kind: 'signIn'; slot: Slot } | { kind: 'confirm'; slot: Slot };

export interface ReservationWidgetState {
  /** Remembered for the tab whenever it changes. */
  selection: ReservationSelection;
  /** Back from signing in: the kept choice (a slot's dateTime), offered again once its lookup
   *  answers; null once that is done or the member changed the selections. */
  resume: string | null;
  step: ReservationStep;
  /** The last booking's outcome, shown until the member looks or chooses again. */
  outcome: BookingOutcome | null;
  phone: string;
  requests: string;
  /** "Modify": the booking being moved (Book then changes it rather than booking another). */
  modifying: BookedTable | null;
  /** The last booking was cancelled (said once, politely). */
  cancelled: boolean;
}

export type ReservationWidgetEvent =
  /** The member changed the date, time or party: a new search, the old times no longer answer it. */
  | { type: 'changed'; patch: Partial<ReservationSelection> }
  /** "Find a table" sent a lookup. */
  | { type: 'searched' }
  /** The kept choice's lookup answered: it is offered again (a `chosen`) or not at all. */
  | { type: 'resumed' }
  /** The member picked a free time: a member confirms it, a visitor is asked to sign in first (the
   *  choice kept in the selections for after sign-in). */
  | { type: 'chosen'; slot: Slot; signedIn: boolean }
  /** "Change" on the confirm form. */
  | { type: 'backToSlots' }
  | { type: 'phoneTyped'; phone: string }
  | { type: 'requestsTyped'; requests: string }
  /** An alternative picked (a nearby time, another day): the form moves to it and the lookup's
   *  answer offers it (`resume`). */
  | { type: 'jumped'; date: string; time: string; dateTime: string }
  /** "Modify" on a booking: the form holds its date, time and party; Book will move it. */
  | { type: 'modify'; booked: BookedTable }
  /** "Keep this reservation": no longer modifying. */
  | { type: 'keep' }
  /** The booking shown was cancelled. */
  | { type: 'cancelled' }
  /** A booking of `slot` answered; `bookedFor` is the selection as it was when Book was pressed. */
  | { type: 'booked'; slot: Slot; bookedFor: ReservationSelection; outcome: BookingOutcome };

const slots: ReservationStep = { kind: 'slots' };

/** The selections without a kept slot. */
function withoutSlot({ slot: _dropped, ...rest }: ReservationSelection): ReservationSelection {
  return rest;
}

export function initialReservationState(selection: ReservationSelection): ReservationWidgetState {
  return {
    selection,
    resume: selection.slot ?? null,
    step: slots,
    outcome: null,
    phone: '',
    requests: '',
    modifying: null,
    cancelled: false,
  };
}

export function reservationWidgetStep(state: ReservationWidgetState, event: ReservationWidgetEvent): ReservationWidgetState {
  switch (event.type) {
    case 'changed':
      return { ...state, selection: withoutSlot({ ...state.selection, ...event.patch }), resume: null, step: slots };
    case 'searched':
      return { ...state, step: slots, outcome: null, cancelled: false };
    case 'jumped':
      return {
        ...state,
        selection: withoutSlot({ ...state.selection, date: event.date, time: event.time }),
        resume: event.dateTime,
        step: slots,
        outcome: null,
        cancelled: false,
      };
    case 'modify': {
      const [date = state.selection.date, time = state.selection.time] = event.booked.dateTime.split('T');
      const partySize = event.booked.partySize || state.selection.partySize;
      return { ...state, selection: { date, time, partySize }, modifying: event.booked, step: slots, outcome: null, resume: null };
    }
    case 'keep':
      return { ...state, modifying: null, step: slots };
    case 'cancelled':
      return { ...state, outcome: null, modifying: null, cancelled: true, step: slots };
    case 'resumed':
      return { ...state, resume: null };
    case 'chosen':
      if (event.signedIn) return { ...state, outcome: null, step: { kind: 'confirm', slot: event.slot } };
      return {
        ...state,
        outcome: null,
        selection: { ...state.selection, slot: event.slot.dateTime },
        step: { kind: 'signIn', slot: event.slot },
      };
    case 'backToSlots':
      return { ...state, step: slots };
    case 'phoneTyped':
      return { ...state, phone: event.phone };
    case 'requestsTyped':
      return { ...state, requests: event.requests };
    case 'booked':
      return afterBooking(state, event);
  }
}

function afterBooking(
  state: ReservationWidgetState,
  { slot, bookedFor, outcome }: Extract<ReservationWidgetEvent, { type: 'booked' }>,
): ReservationWidgetState {
  switch (outcome.kind) {
    // Signed out meanwhile: asked to sign in, the choice kept for after (the prompt says it all).
    case 'signIn':
      return { ...state, outcome: null, selection: { ...bookedFor, slot: slot.dateTime }, step: { kind: 'signIn', slot } };
    case 'success':
      return { ...state, outcome, selection: withoutSlot(bookedFor), phone: '', requests: '', step: slots, modifying: null };
    // The provider or the network failed: the confirm form stays to try again.
    case 'dependencyFailed':
    case 'failure':
      return { ...state, outcome };
    // Gone (slotTaken, unavailable: the other times stay to choose from), or refused.
    default:
      return { ...state, outcome, step: slots };
  }
}

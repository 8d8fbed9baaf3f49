import { describe, expect, it } from 'vitest';
import type { Slot } from '../../../src/api/reservations.ts';
import type { BookingOutcome, ReservationSelection } from '../../../src/features/merchant/reservation-rules.ts';
import {
  initialReservationState,
  reservationWidgetStep,
  type ReservationWidgetEvent,
  type ReservationWidgetState,
} from '../../../src/features/merchant/reservation-widget-state.ts';

const selection: ReservationSelection = { date: '2026-11-24', time: '19:00', partySize: 2 };
const slot: Slot = { dateTime: '2026-11-24T19:15', time: '19:15' };
const other: Slot = { dateTime: '2026-11-24T20:00', time: '20:00' };
const success: BookingOutcome = {
  kind: 'success',
  key: 'reservation.success',
  confirmation: null,
  bonus: null,
  booked: { id: '7', dateTime: '2026-11-23T19:15', partySize: 2, confirmationNumber: '', bonus: null },
};
const failure: BookingOutcome = { kind: 'failure', key: 'reservation.errorGeneral' };

/** A member at the confirm form for `slot`, phone and requests typed, a failure shown. */
const confirming: ReservationWidgetState = {
  selection,
  resume: null,
  step: { kind: 'confirm', slot },
  outcome: failure,
  phone: '617 555 0188',
  requests: 'A window',
  modifying: null,
  cancelled: false,
};

const run = (state: ReservationWidgetState, ...events: ReservationWidgetEvent[]) => events.reduce(reservationWidgetStep, state);
const booked = (outcome: BookingOutcome, bookedFor = selection): ReservationWidgetEvent => ({ type: 'booked', slot, bookedFor, outcome });

describe('the reservation widget’s state', () => {
  it('starts on the free times; a kept slot is the choice to offer again', () => {
    expect(initialReservationState(selection)).toEqual({
      selection,
      resume: null,
      step: { kind: 'slots' },
      outcome: null,
      phone: '',
      requests: '',
      modifying: null,
      cancelled: false,
    });
    expect(initialReservationState({ ...selection, slot: slot.dateTime }).resume).toBe(slot.dateTime);
  });

  it('a change is a new search: merged in, the kept slot and the resume dropped, back to the times, the outcome kept', () => {
    const state = { ...confirming, selection: { ...selection, slot: slot.dateTime }, resume: slot.dateTime };
    const next = run(state, { type: 'changed', patch: { partySize: 4 } });
    expect(next.selection).toEqual({ ...selection, partySize: 4 });
    expect(next.resume).toBeNull();
    expect(next.step).toEqual({ kind: 'slots' });
    expect(next.outcome).toBe(failure);
    expect(next.phone).toBe(confirming.phone);
  });

  it('a search goes back to the times and clears the outcome', () => {
    const next = run(confirming, { type: 'searched' });
    expect(next.step).toEqual({ kind: 'slots' });
    expect(next.outcome).toBeNull();
    expect(next.selection).toBe(selection);
  });

  it('the resumed lookup answering ends the resume, nothing else', () => {
    const state = initialReservationState({ ...selection, slot: slot.dateTime });
    expect(run(state, { type: 'resumed' })).toEqual({ ...state, resume: null });
  });

  it('a member who picks a time confirms it, the selections untouched', () => {
    const next = run(confirming, { type: 'chosen', slot: other, signedIn: true });
    expect(next.step).toEqual({ kind: 'confirm', slot: other });
    expect(next.outcome).toBeNull();
    expect(next.selection).toBe(selection);
  });

  it('a visitor who picks a time is asked to sign in, the time kept in the selections', () => {
    const next = run(initialReservationState(selection), { type: 'chosen', slot, signedIn: false });
    expect(next.step).toEqual({ kind: 'signIn', slot });
    expect(next.selection).toEqual({ ...selection, slot: slot.dateTime });
  });

  it('Change goes back to the times; typing fills the confirm form', () => {
    expect(run(confirming, { type: 'backToSlots' }).step).toEqual({ kind: 'slots' });
    const typed = run(confirming, { type: 'phoneTyped', phone: '1' }, { type: 'requestsTyped', requests: 'Quiet' });
    expect([typed.phone, typed.requests, typed.step]).toEqual(['1', 'Quiet', confirming.step]);
  });

  it('a booking made: the outcome shows, the form empties, back to the times for the booked selection without its slot', () => {
    const bookedFor = { ...selection, slot: slot.dateTime };
    const next = run({ ...confirming, selection: { ...selection, date: '2026-11-30' } }, booked(success, bookedFor));
    expect(next).toEqual({
      selection,
      resume: null,
      step: { kind: 'slots' },
      outcome: success,
      phone: '',
      requests: '',
      modifying: null,
      cancelled: false,
    });
  });

  it('signed out meanwhile: the sign-in prompt without an outcome, the booked selection kept with its slot', () => {
    const next = run(confirming, booked({ kind: 'signIn', key: 'reservation.signIn' }));
    expect(next.step).toEqual({ kind: 'signIn', slot });
    expect(next.outcome).toBeNull();
    expect(next.selection).toEqual({ ...selection, slot: slot.dateTime });
  });

  it('a provider or network failure keeps the confirm form to try again, what was typed included', () => {
    for (const outcome of [failure, { kind: 'dependencyFailed', key: 'reservation.errorGeneral' }] as const) {
      const next = run({ ...confirming, outcome: null }, booked(outcome));
      expect(next).toEqual({ ...confirming, outcome });
    }
  });

  it('a time gone or a refusal goes back to the times, what was typed kept', () => {
    const outcomes: BookingOutcome[] = [
      { kind: 'slotTaken', key: 'reservation.slotTaken' },
      { kind: 'unavailable', key: 'reservation.tooFar' },
      { kind: 'cardRequired', key: 'reservation.cardRequired' },
      { kind: 'userFraud', key: 'reservation.errorFraud' },
      { kind: 'overlap', key: 'reservation.errorOverlap', reservationId: null },
    ];
    for (const outcome of outcomes) {
      expect(run(confirming, booked(outcome))).toEqual({ ...confirming, step: { kind: 'slots' }, outcome });
    }
  });
});

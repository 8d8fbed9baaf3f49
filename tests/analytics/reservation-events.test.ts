// @vitest-environment happy-dom
// Issue #22 item 12 (spec 000 §4 "Reservation flow steps"): every step of the reservation flow is a
// tracking event in the data layer, named for its step, for a default or a user search, and in a
// card-required variant.
import { afterEach, describe, expect, it } from 'vitest';
import { reservationEvent, reservationSteps, trackReservation } from '../../src/features/analytics/reservation-events.ts';
import { reservationSearchOf } from '../../src/features/merchant/reservation-rules.ts';

afterEach(() => {
  delete window.dataLayer;
});

const today = new Date(2026, 4, 14, 10, 30);

describe('reservation tracking events', () => {
  it('name every step, for both searches, with and without a card required', () => {
    const names = reservationSteps.flatMap((step) =>
      (['default', 'user'] as const).flatMap((search) =>
        [false, true].map((cardRequired) => reservationEvent(step, { search, cardRequired, merchantId: '1003' }).event),
      ),
    );
    expect(names).toHaveLength(7 * 2 * 2);
    expect(new Set(names).size).toBe(names.length);
    expect(names.slice(0, 4)).toEqual([
      'reservation_default_search_slot_selected',
      'reservation_default_search_slot_selected_card_required',
      'reservation_user_search_slot_selected',
      'reservation_user_search_slot_selected_card_required',
    ]);
    expect(reservationSteps).toEqual([
      'slot_selected',
      'login_prompt',
      'user_submit',
      'booking_success',
      'booking_failure',
      'no_availability',
      '424',
    ]);
  });

  it('carry the step, the search, card required and the merchant; a reason where there is one', () => {
    expect(reservationEvent('booking_failure', { search: 'user', cardRequired: true, merchantId: '1092', reason: 'cardRequired' })).toEqual(
      {
        event: 'reservation_user_search_booking_failure_card_required',
        reservationStep: 'booking_failure',
        reservationSearch: 'user',
        cardRequired: true,
        merchantId: '1092',
        reason: 'cardRequired',
      },
    );
    expect(reservationEvent('424', { search: 'default', cardRequired: false, merchantId: '1100' })).toEqual({
      event: 'reservation_default_search_424',
      reservationStep: '424',
      reservationSearch: 'default',
      cardRequired: false,
      merchantId: '1100',
    });
  });

  it('a default search is the widget as it opens: today, 7:00 PM, party of 2', () => {
    expect(reservationSearchOf({ date: '2026-05-14', time: '19:00', partySize: 2 }, today)).toBe('default');
    expect(reservationSearchOf({ date: '2026-05-15', time: '19:00', partySize: 2 }, today)).toBe('user');
    expect(reservationSearchOf({ date: '2026-05-14', time: '19:30', partySize: 2 }, today)).toBe('user');
    expect(reservationSearchOf({ date: '2026-05-14', time: '19:00', partySize: 4 }, today)).toBe('user');
  });

  it('go to the data layer, after whatever is there', () => {
    window.dataLayer = [{ event: 'pageview', page: '/merchants/1003' }];
    trackReservation('slot_selected', { search: 'user', cardRequired: false, merchantId: '1003' });
    expect(window.dataLayer).toEqual([
      { event: 'pageview', page: '/merchants/1003' },
      expect.objectContaining({ event: 'reservation_user_search_slot_selected' }),
    ]);
  });

  it('never break the page on a foreign data layer', () => {
    (window as { dataLayer?: unknown }).dataLayer = 'not an array';
    expect(() => trackReservation('user_submit', { search: 'user', cardRequired: false, merchantId: '1003' })).not.toThrow();
  });
});

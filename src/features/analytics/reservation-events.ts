// Reservation tracking (spec 000 §4 "Reservation flow steps"): each step of the reservation flow is
// a data-layer event, the layer page views already use. The name says the step, whether the lookup
// was the widget's default search or one the member made, and (suffix `_card_required`) whether
// booking needs a card the member has not linked; the same facts travel as fields, so a tag
// manager can filter either way. Nothing personal: the merchant id and why a step failed.

/** In flow order; `424` is the booking provider's failed dependency (availability or booking). */
export const reservationSteps = [
  'slot_selected',
  'login_prompt',
  'user_submit',
  'booking_success',
  'booking_failure',
  'no_availability',
  '424',
] as const;
export type ReservationStep = (typeof reservationSteps)[number];

/** `default`: the lookup of the widget's defaults (today, 19:00, 2); `user`: the member changed one. */
export type ReservationSearch = 'default' | 'user';

export interface ReservationContext {
  search: ReservationSearch;
  /** The member must link a card before a booking can go through. */
  cardRequired: boolean;
  merchantId: string;
  /** Why: a booking failure's outcome or the availability answer's status. */
  reason?: string;
}

export interface ReservationEvent {
  event: string;
  reservationStep: ReservationStep;
  reservationSearch: ReservationSearch;
  cardRequired: boolean;
  merchantId: string;
  reason?: string;
}

export function reservationEvent(
  step: ReservationStep,
  { search, cardRequired, merchantId, reason }: ReservationContext,
): ReservationEvent {
  return {
    event: `reservation_${search}_search_${step}${cardRequired ? '_card_required' : ''}`,
    reservationStep: step,
    reservationSearch: search,
    cardRequired,
    merchantId,
    ...(reason ? { reason } : {}),
  };
}

/** Pushes the step's event to the data layer. */
export function trackReservation(step: ReservationStep, context: ReservationContext): void {
  try {
    (window.dataLayer ??= []).push(reservationEvent(step, context));
  } catch {
    // a foreign dataLayer that is not an array: analytics must never break the page
  }
}

// The merchant and reservation calls of the API (see calls.ts, which re-exports them): method and
// path, whether a signed-in member is needed. Their own module, so the browser loads them only with
// the search, the carousels and the merchant page.
import type { CallDescriptor } from './call.ts';

// Merchants (merchants.ts)
/** Query MerchantSearchQuery → 200 MerchantSearchResult; 400 `errors.location` (malformed) or bad filters. */
export const searchMerchants = { method: 'GET', path: '/api/v2/Merchants/Search' } as const satisfies CallDescriptor;
/** Query MerchantDetailQuery → 200 MerchantDetail; 404 MerchantMissing. */
export const getMerchant = { method: 'GET', path: '/api/v2/Merchants/{merchantId}' } as const satisfies CallDescriptor;
/** → 200 Menu. */
export const getMenu = { method: 'GET', path: '/api/v2/Merchants/{merchantId}/Menu' } as const satisfies CallDescriptor;
/** Query ReviewPageQuery → 200 MerchantReviewPage. */
export const getReviews = { method: 'GET', path: '/api/v2/Merchants/{merchantId}/Reviews' } as const satisfies CallDescriptor;
/** → 200 MerchantEventList. */
export const getEvents = { method: 'GET', path: '/api/v2/Merchants/{merchantId}/Events' } as const satisfies CallDescriptor;
/** → 200 FlexOfferList; 403 when publicId is not the signed-in member's. */
export const getFlexOffers = {
  method: 'GET',
  path: '/api/merchants/{merchantId}/flex-offers/members/{publicId}',
  signedIn: true,
} as const satisfies CallDescriptor;
/** → 200 DefaultLocation. No auth; cached forever. */
export const getDefaultLocation = { method: 'GET', path: '/api/DefaultUserLocation' } as const satisfies CallDescriptor;

// Reservations (reservations.ts)
/** Query AvailabilityQuery → 200 Availability; 400 bad date, time or party size; 404 no reservations; 424. */
export const getAvailability = {
  method: 'GET',
  path: '/api/v2/Merchants/{merchantId}/Reservations/Availability',
} as const satisfies CallDescriptor;
/** Body BookingRequest → 201 Booking; 401; 403, 409, 424 ReservationError. */
export const bookReservation = {
  method: 'POST',
  path: '/api/v2/Merchants/{merchantId}/Reservations',
  signedIn: true,
} as const satisfies CallDescriptor;
/** → 200 ReservationList (booked ones). */
export const getReservations = { method: 'GET', path: '/api/Member/Reservations', signedIn: true } as const satisfies CallDescriptor;
/** → 200 Cancellation; 404 unknown or not booked. */
export const cancelReservation = {
  method: 'DELETE',
  path: '/api/Member/Reservations/{reservationId}',
  signedIn: true,
} as const satisfies CallDescriptor;

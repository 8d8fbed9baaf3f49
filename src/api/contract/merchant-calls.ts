// The merchant and reservation calls of the API (see calls.ts, which re-exports them): method and
// path, whether a signed-in member is needed, what each answers. Their own module, so the browser
// loads them only with the search, the carousels and the merchant page.
import { call } from './call.ts';
import type {
  DefaultLocation,
  FlexOfferList,
  Menu,
  MerchantDetail,
  MerchantEventList,
  MerchantReviewPage,
  MerchantSearchResult,
} from './merchants.ts';
import type { Availability, Booking, Cancellation, ReservationList } from './reservations.ts';

// Merchants (merchants.ts)
// Search, one merchant (menu, reviews, events, flex offers), the default location.
/** Query MerchantSearchQuery → 200 MerchantSearchResult; 400 `errors.location` (malformed) or bad filters. */
export const searchMerchants = /* @__PURE__ */ call<MerchantSearchResult>()({ method: 'GET', path: '/api/v2/Merchants/Search' });
/** Query MerchantDetailQuery → 200 MerchantDetail; 404 MerchantMissing. */
export const getMerchant = /* @__PURE__ */ call<MerchantDetail>()({ method: 'GET', path: '/api/v2/Merchants/{merchantId}' });
/** → 200 Menu. */
export const getMenu = /* @__PURE__ */ call<Menu>()({ method: 'GET', path: '/api/v2/Merchants/{merchantId}/Menu' });
/** Query ReviewPageQuery → 200 MerchantReviewPage. */
export const getReviews = /* @__PURE__ */ call<MerchantReviewPage>()({ method: 'GET', path: '/api/v2/Merchants/{merchantId}/Reviews' });
/** → 200 MerchantEventList. */
export const getEvents = /* @__PURE__ */ call<MerchantEventList>()({ method: 'GET', path: '/api/v2/Merchants/{merchantId}/Events' });
/** → 200 FlexOfferList; 403 when publicId is not the signed-in member's. */
export const getFlexOffers = /* @__PURE__ */ call<FlexOfferList>()({
  method: 'GET',
  path: '/api/merchants/{merchantId}/flex-offers/members/{publicId}',
  signedIn: true,
});
/** → 200 DefaultLocation. No auth; cached forever. */
export const getDefaultLocation = /* @__PURE__ */ call<DefaultLocation>()({ method: 'GET', path: '/api/DefaultUserLocation' });

// Reservations (reservations.ts)
// Availability, booking, the member's reservations, changing and cancelling them.
/** Query AvailabilityQuery → 200 Availability; 400 bad date, time or party size; 404 no reservations; 424. */
export const getAvailability = /* @__PURE__ */ call<Availability>()({
  method: 'GET',
  path: '/api/v2/Merchants/{merchantId}/Reservations/Availability',
});
/** Body BookingRequest → 201 Booking; 401; 403, 409, 424 ReservationError. */
export const bookReservation = /* @__PURE__ */ call<Booking>()({
  method: 'POST',
  path: '/api/v2/Merchants/{merchantId}/Reservations',
  signedIn: true,
});
/** → 200 ReservationList (booked ones). */
export const getReservations = /* @__PURE__ */ call<ReservationList>()({ method: 'GET', path: '/api/Member/Reservations', signedIn: true });
/** Body ReservationChange → 200 Booking (the same reservation, moved); 401; 404 unknown or not
 *  booked; 403, 409, 424 ReservationError as booking (Overlap ignores the reservation itself). */
export const changeReservation = /* @__PURE__ */ call<Booking>()({
  method: 'PUT',
  path: '/api/Member/Reservations/{reservationId}',
  signedIn: true,
});
/** → 200 Cancellation; 404 unknown or not booked. */
export const cancelReservation = /* @__PURE__ */ call<Cancellation>()({
  method: 'DELETE',
  path: '/api/Member/Reservations/{reservationId}',
  signedIn: true,
});

// What other capabilities use of analytics: page views at start-up, impressions of what they show.
export { startAnalytics, trackImpression } from './analytics.ts';
export { trackReservation, type ReservationSearch, type ReservationStep } from './reservation-events.ts';

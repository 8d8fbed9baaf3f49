// What the account overview's Upcoming reservations shares with the booking widget: the calendar
// link, the cancel dialog, and the wall-clock formats.
export { CalendarLink } from './CalendarLink.tsx';
export { CancelReservation, type CancelLabels } from './CancelReservation.tsx';
export { dayText, timeText } from './format.ts';
export { addressLine, calendarBookingOf } from './reservation-calendar.ts';

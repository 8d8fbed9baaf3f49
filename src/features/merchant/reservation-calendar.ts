// A booked table as a calendar event (reservation-ics.ts): two hours from the table's time, titled
// with the restaurant, at its address.

/** Hours a table is kept in the member's calendar. */
const tableMinutes = 120;

export interface CalendarSource {
  id: string | null;
  restaurant: string;
  /** `YYYY-MM-DDTHH:mm` */
  dateTime: string;
  address: string;
  description: string;
}

export function calendarBookingOf(source: CalendarSource) {
  return {
    uid: `reservation-${source.id ?? source.dateTime}@dining-rewards`,
    dateTime: source.dateTime,
    durationMinutes: tableMinutes,
    summary: source.restaurant,
    location: source.address,
    description: source.description,
  };
}

/** "12 Main St, Chicago, IL 60601" from the parts there are. */
export function addressLine(address: { street: string; city: string; state: string; zip: string } | null): string {
  if (!address) return '';
  const stateZip = [address.state, address.zip].filter(Boolean).join(' ');
  return [address.street, address.city, stateZip].filter(Boolean).join(', ');
}

// "Add to calendar": the booking's .ics (reservation-ics.ts) behind a Blob link with a download
// name, made in the browser when the link is drawn and released when it goes.
import { useEffect, useMemo } from 'react';
import { buildIcs, icsFileName, type CalendarBooking } from './reservation-ics.ts';

export interface CalendarLinkProps {
  booking: Omit<CalendarBooking, 'now'>;
  restaurant: string;
  label: string;
  className?: string;
}

export function CalendarLink({ booking, restaurant, label, className }: CalendarLinkProps) {
  const { uid, dateTime, durationMinutes, summary, location, description } = booking;
  const text = useMemo(
    () => buildIcs({ uid, dateTime, durationMinutes, summary, location, description, now: new Date() }),
    [uid, dateTime, durationMinutes, summary, location, description],
  );
  const href = useMemo(
    () => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' })) : ''),
    [text],
  );
  useEffect(() => () => (href ? URL.revokeObjectURL(href) : undefined), [href]);
  if (!href) return null;
  return (
    <a className={className} href={href} download={icsFileName(restaurant, dateTime.slice(0, 10))}>
      {label}
    </a>
  );
}

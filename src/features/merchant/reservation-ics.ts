// "Add to calendar" (issue #24 "Booking"): a booked table as an iCalendar file (RFC 5545), built in
// the browser. The time is the restaurant's wall clock, written as floating local time (no zone:
// the member is there when they dine). Text is escaped (backslash, semicolon, comma, newlines) and
// lines are folded at 75 octets, as the RFC asks.

export interface CalendarBooking {
  /** Stable per booking, so a second download updates the same event. */
  uid: string;
  /** `YYYY-MM-DDTHH:mm`, the restaurant's wall clock. */
  dateTime: string;
  /** Minutes the table is held for the calendar's purposes. */
  durationMinutes: number;
  summary: string;
  location: string;
  description: string;
  /** When the file is made (DTSTAMP, UTC). */
  now: Date;
}

/** RFC 5545 §3.3.11 TEXT: backslash first, then the separators, then newlines as `\n`. */
export function escapeIcsText(text: string): string {
  return text
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replaceAll(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after CRLF and a space,
 *  never splitting a character. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number): string => String(n).padStart(2, '0');
const digits = (dateTime: string): string => dateTime.replaceAll('-', '').replace(':', '').slice(0, 13);

function floatingEnd(dateTime: string, minutes: number): string {
  const [date = '', time = ''] = dateTime.split('T');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const end = new Date(Date.UTC(year, month - 1, day, hour, minute + minutes));
  return `${end.getUTCFullYear()}${pad(end.getUTCMonth() + 1)}${pad(end.getUTCDate())}T${pad(end.getUTCHours())}${pad(end.getUTCMinutes())}00`;
}

const utcStamp = (at: Date): string =>
  `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`;

/** The .ics text, CRLF line ends; `dateTime` must be `YYYY-MM-DDTHH:mm`. */
export function buildIcs(booking: CalendarBooking): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Dining Rewards//Reservations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(booking.uid)}`,
    `DTSTAMP:${utcStamp(booking.now)}`,
    `DTSTART:${digits(booking.dateTime)}00`,
    `DTEND:${floatingEnd(booking.dateTime, booking.durationMinutes)}`,
    `SUMMARY:${escapeIcsText(booking.summary)}`,
    ...(booking.location ? [`LOCATION:${escapeIcsText(booking.location)}`] : []),
    ...(booking.description ? [`DESCRIPTION:${escapeIcsText(booking.description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** `<restaurant>-<date>.ics`: the name in lower-case letters, digits and hyphens (never empty). */
export function icsFileName(restaurant: string, date: string): string {
  const words = restaurant
    .normalize('NFKD')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const name = words.join('-').slice(0, 60) || 'reservation';
  return `${name}-${date}.ics`;
}

// Dates and times for people (en-US, as the copy is): "7:00 PM", "Tue, Nov 24", "Fri, Dec 5, 7:00 PM".
// Wall-clock values (`HH:mm`, `YYYY-MM-DD`) are formatted as written, never shifted by a time zone.

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const eventFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "19:00" → "7:00 PM"; anything that is not HH:mm comes back as it was. */
export function timeText(hhmm: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  return match ? timeFormat.format(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))) : hhmm;
}

/** "17:00" → "5 PM", "21:30" → "9:30 PM": the open-now line's shorter form. */
export function shortTimeText(hhmm: string): string {
  return timeText(hhmm).replace(':00 ', ' ');
}

const wallDate = (yyyymmdd: string): number | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(yyyymmdd);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
};

/** "2026-11-24" → "Tue, Nov 24". */
export function dayText(yyyymmdd: string): string {
  const at = wallDate(yyyymmdd);
  return at === null ? yyyymmdd : dayFormat.format(at);
}

/** "2026-11-24" → "November 24, 2026" (review dates). */
export function longDateText(yyyymmdd: string): string {
  const at = wallDate(yyyymmdd);
  return at === null ? yyyymmdd : longDayFormat.format(at);
}

/** An instant in the member's own time zone: "Fri, Dec 5, 7:00 PM". */
export function eventText(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : eventFormat.format(at);
}

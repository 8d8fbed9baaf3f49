// ISO 8601 dates and instants in any of the forms a backend may send (extended or basic, `T` or a
// space, with or without seconds, fraction or zone), in one canonical form the product reads with
// `Date`: a calendar date stays `YYYY-MM-DD`; an instant with a zone becomes UTC
// (`toISOString()`); a local date-time keeps its wall-clock time, `YYYY-MM-DDTHH:mm:ss.sss`.
// One linear scan, no backtracking: the answer is untrusted. Zod-free: the browser's readers use it.

const isoPattern = /^(\d{4})-?(\d{2})-?(\d{2})(?:[T ](\d{2}):?(\d{2})(?::?(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `+HH`, `+HHMM` or `+HH:MM` (or `-`) in minutes east of UTC. */
function zoneMinutes(zone: string): number {
  const minutes = Number(zone.slice(1, 3)) * 60 + (zone.length > 3 ? Number(zone.slice(-2)) : 0);
  return zone.startsWith('-') ? -minutes : minutes;
}

/** The canonical form of an ISO 8601 date or instant, or null when `text` is not one. */
export function normalizeIsoDate(text: string): string | null {
  if (text.length > 40) return null;
  const match = isoPattern.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s, fraction, zone] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  const date = `${y}-${mo}-${d}`;
  if (h === undefined) return date;
  const hours = Number(h);
  const minutes = Number(mi);
  const seconds = Number(s ?? 0);
  if (hours > 24 || minutes > 59 || seconds > 60 || (hours === 24 && (minutes || seconds))) return null;
  const millis = Number(`0.${fraction ?? 0}`) * 1000;
  const local = `${date}T${pad(hours)}:${pad(minutes)}:${pad(Math.min(seconds, 59))}.${pad(Math.floor(millis), 3)}`;
  if (!zone) return local;
  const offset = zone === 'Z' ? 0 : zoneMinutes(zone);
  const instant = Date.parse(`${local}Z`) - offset * 60_000;
  return Number.isNaN(instant) ? null : new Date(instant).toISOString();
}

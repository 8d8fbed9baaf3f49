// "Open now · until 9:30 PM", "Opens at 5 PM", "Closed today" (issue #24): whether the merchant is
// open at a moment, from its weekly `hours` (docs/api.md: closed days missing, `close` may be past
// midnight). Hours are the merchant's wall clock, read as the browser's (a member looks up places
// where they are). A close at or before the open ends the next day ("17:00"–"02:00"; "00:00"–"00:00"
// is round the clock), so yesterday's late opening can still be open this morning.
import type { Weekday } from '../../api/contract/merchants.ts';
import { weekdayOrder } from '../merchant-card/public.ts';

export interface Opening {
  day: string;
  /** HH:mm (merchantOfAnswer kept only real times of day). */
  open: string;
  close: string;
}

export type OpenState =
  | { kind: 'openUntil'; close: string }
  | { kind: 'opensAt'; open: string }
  /** No opening today, or today's are over: when it next opens within the week (null: never). */
  | { kind: 'closed'; today: 'none' | 'over'; next: { day: Weekday; open: string; tomorrow: boolean } | null };

const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const overnight = (span: Opening): boolean => minutesOf(span.close) <= minutesOf(span.open);
const dayName = (index: number): Weekday => weekdayOrder[((index % 7) + 7) % 7] ?? 'Sun';
const byOpen = (a: Opening, b: Opening): number => minutesOf(a.open) - minutesOf(b.open);

/** Null when the hours say nothing (none given): the page shows no line. */
export function openState(hours: readonly Opening[], now: Date): OpenState | null {
  if (hours.length === 0) return null;
  const dayIndex = now.getDay();
  const minute = now.getHours() * 60 + now.getMinutes();
  const on = (index: number): Opening[] => hours.filter((span) => span.day === dayName(index)).sort(byOpen);

  // Last night's opening that runs past midnight.
  const lateNight = on(dayIndex - 1).find((span) => overnight(span) && minute < minutesOf(span.close));
  if (lateNight) return { kind: 'openUntil', close: lateNight.close };

  const today = on(dayIndex);
  const current = today.find((span) => minute >= minutesOf(span.open) && (overnight(span) || minute < minutesOf(span.close)));
  if (current) return { kind: 'openUntil', close: current.close };
  const later = today.find((span) => minutesOf(span.open) > minute);
  if (later) return { kind: 'opensAt', open: later.open };

  for (let ahead = 1; ahead <= 7; ahead++) {
    const first = on(dayIndex + ahead)[0];
    if (first) {
      const next = { day: dayName(dayIndex + ahead), open: first.open, tomorrow: ahead === 1 };
      return { kind: 'closed', today: today.length === 0 ? 'none' : 'over', next };
    }
  }
  return { kind: 'closed', today: today.length === 0 ? 'none' : 'over', next: null };
}

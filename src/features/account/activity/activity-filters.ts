// The filters of Reviews & History (issue #25): by status group and by card, over the page on
// screen. The activity calls are paged by the server (spec 001 §7, §9: 10 a page) and take no filter,
// so the filters say honestly that they filter this page ("Showing 3 of 10 on this page").
import type { ActivityEntry } from '../../../api/activity.ts';
import { statusGroupOf, type StatusGroup } from './activity-status.ts';

export interface ActivityFilter {
  status: StatusGroup | 'all';
  /** A card's last four, or 'all'. */
  card: string;
}

export const noFilter: ActivityFilter = { status: 'all', card: 'all' };

export const isFiltering = (filter: ActivityFilter): boolean => filter.status !== 'all' || filter.card !== 'all';

/** A row matches when it is in the status group and was paid with the card asked for; a statement
 *  credit names no card, so it matches only "All cards". */
export function matchesFilter(entry: ActivityEntry, filter: ActivityFilter): boolean {
  if (filter.status !== 'all' && statusGroupOf(entry) !== filter.status) return false;
  if (filter.card === 'all') return true;
  return entry.kind === 'transaction' && entry.cardLastFour === filter.card;
}

/** The status groups offered: statement credits only for credit-currency partners (spec 001 §6). */
export const statusOptions = (credits: boolean): StatusGroup[] =>
  credits ? ['earned', 'pending', 'notEarned', 'credit'] : ['earned', 'pending', 'notEarned'];

/** The cards offered: those of the year's visits and of the page on screen, and the one chosen. */
export function cardOptions(yearCards: readonly string[], entries: readonly ActivityEntry[], chosen: string): string[] {
  const cards = new Set(yearCards);
  for (const entry of entries) if (entry.kind === 'transaction' && entry.cardLastFour) cards.add(entry.cardLastFour);
  if (chosen !== 'all') cards.add(chosen);
  return [...cards].sort();
}

/** A value read from a select: a known group, else all. */
export function statusFilterOf(value: string, credits: boolean): ActivityFilter['status'] {
  return (statusOptions(credits) as string[]).includes(value) ? (value as StatusGroup) : 'all';
}

// This year's pending amount for the overview's headline (issue #25): no call answers it (the dine
// summary counts Awarded and Paid dines only, docs/api.md), so it is summed from the member's
// transactions: Pending rows dated this calendar year (UTC, as the dine summary's year). The list is
// newest first, so reading stops at the first page that reaches back before January 1. Pure.
import type { ActivityEntry } from '../../../api/activity.ts';

export interface PendingSum {
  amount: number;
  /** The rows reached back before this year (or the list ended): nothing was left unread. */
  complete: boolean;
}

const yearOf = (iso: string | null | undefined): number | null => {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isFinite(time) ? new Date(time).getUTCFullYear() : null;
};

/** Pending transactions of `year` among `entries` (credits and other statuses are not pending rewards). */
export function pendingOf(entries: readonly ActivityEntry[], year: number): number {
  let sum = 0;
  for (const entry of entries) {
    if (entry.kind !== 'transaction' || entry.awardStatus !== 'Pending' || yearOf(entry.date) !== year) continue;
    if (typeof entry.benefitAmount === 'number' && Number.isFinite(entry.benefitAmount)) sum += entry.benefitAmount;
  }
  return Math.round(sum * 100) / 100;
}

/** Whether a page reached back before `year` (its oldest dated row is older), so later pages can be skipped. */
export function reachesBefore(entries: readonly ActivityEntry[], year: number): boolean {
  return entries.some((entry) => {
    const entryYear = yearOf(entry.date);
    return entryYear !== null && entryYear < year;
  });
}

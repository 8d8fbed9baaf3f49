// The year's totals at the top of Reviews & History (issue #25): what this year's visits earned,
// what is pending and what was not earned, summed from the year's transactions (Awarded and Paid
// earned, Pending pending, Forfeit and Deferred not earned: the rows' own states, activity-rules.ts).
// The year is the calendar year in UTC, as the dine summary counts it (GET /api/Member/DineSummary:
// currentYearBenefits is the same Awarded and Paid sum), so the overview and this page agree.
import type { Transaction } from '../../../api/activity.ts';
import { awardAmountState } from './activity-rules.ts';

export interface YearTotals {
  year: number;
  earned: number;
  pending: number;
  notEarned: number;
  /** The cards the year's visits were paid with (last fours, sorted), for the card filter. */
  cards: string[];
}

/** 1 January of `now`'s year, UTC. */
export const yearStartOf = (now: number): number => Date.UTC(new Date(now).getUTCFullYear(), 0, 1);

/** Dated this year (on or after 1 January, UTC). */
export const inYear = (transaction: Pick<Transaction, 'transactionCreatedAt'>, yearStart: number): boolean =>
  Date.parse(transaction.transactionCreatedAt) >= yearStart;

/** Rounded to cents: dollar amounts summed in floating point drift. */
const cents = (value: number): number => Math.round(value * 100) / 100;

export function yearTotalsOf(transactions: readonly Transaction[], now: number): YearTotals {
  const yearStart = yearStartOf(now);
  const sums = { earned: 0, pending: 0, notEarned: 0 };
  const cards = new Set<string>();
  for (const transaction of transactions) {
    if (!inYear(transaction, yearStart)) continue;
    if (transaction.cardLastFour) cards.add(transaction.cardLastFour);
    const state = awardAmountState(transaction.awardStatus);
    if (state !== 'neutral') sums[state] += transaction.benefitAmount;
  }
  return {
    year: new Date(yearStart).getUTCFullYear(),
    earned: cents(sums.earned),
    pending: cents(sums.pending),
    notEarned: cents(sums.notEarned),
    cards: [...cards].sort(),
  };
}

// Keyed swr hooks for the account's activity and overview data (React only: content pages never
// import this module). Member queries (swr-options.ts): never stale, no retry, no refetch on focus.
import useSWR from 'swr';
import {
  fetchActivityPage,
  fetchCreditBalance,
  fetchReviewStatuses,
  getDineSummary,
  type ActivityEntry,
  type ActivitySource,
  type DineSummary,
  type Transaction,
} from '../activity.ts';
import { ApiError } from '../client.ts';
import { memberQuery } from './swr-options.ts';

/** Signed out: the client is on its way to /login (a member call's 401 redirects, client.ts). */
export const isSignedOut = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

export interface ActivityPageData {
  /** The page these rows are: the one asked for, or the last one when asked past the end. */
  page: number;
  /** At least this page when it has rows (an answer that undercounts). */
  pages: number;
  entries: ActivityEntry[];
  /** Transaction id → whether its review is completed; a missing id is unknown (no review link). */
  reviews: ReadonlyMap<string, boolean>;
  /** When the page answered: the rules' "now". */
  now: number;
}

/**
 * Spec 001 §4 "Activity paging": the list, then the review statuses of the transactions it returned,
 * so a page is drawn once both have answered (review links do not pop in under the reader). An
 * address past the last page (a bookmark from when there was more) gets the last page.
 */
async function loadActivityPage(source: ActivitySource, asked: number): Promise<ActivityPageData> {
  let page = asked;
  let answer = await fetchActivityPage({ source, pageNo: page });
  if (answer.totalPages > 0 && page > answer.totalPages) {
    page = answer.totalPages;
    answer = await fetchActivityPage({ source, pageNo: page });
  }
  const ids = answer.entries.flatMap((entry) => (entry.kind === 'transaction' ? [entry.id] : []));
  // Without statuses the page still shows, offering no review links; a 401 is on its way to /login.
  const reviews = await fetchReviewStatuses(ids).catch((error: unknown) => {
    if (isSignedOut(error)) throw error;
    return new Map<string, boolean>();
  });
  const pages = Math.max(answer.totalPages, answer.entries.length > 0 ? page : 0);
  return { page, pages, entries: answer.entries, reviews, now: Date.now() };
}

/**
 * One page of activity. `visit` counts the member's page changes: each is a new key, so a page
 * change always asks again (spec 001 §4), and an answer that comes late lands under its own key,
 * never drawn for another page. The previous page stays on screen, busy, until the next one is in.
 */
export function useActivityPage(source: ActivitySource, page: number, visit: number) {
  const key = ['member/activity', source, page, visit] as const;
  return useSWR<ActivityPageData, unknown, typeof key>(key, ([, from, asked]) => loadActivityPage(from, asked), {
    ...memberQuery,
    keepPreviousData: true,
  });
}

/** The statement-credit balance (credit-currency partners, spec 001 §6); no call when `enabled` is false. */
export function useCreditBalance(enabled: boolean) {
  return useSWR<number, unknown>(enabled ? 'member/credit-balance' : null, fetchCreditBalance, memberQuery);
}

/** This calendar year's earned dines and benefits (the overview's membership panel). */
export function useDineSummary() {
  return useSWR<DineSummary, unknown>('member/dine-summary', getDineSummary, memberQuery);
}

/** Pages of the year's transactions asked for at most (100 a page): a member's year of visits fits. */
const maxYearPages = 20;
export const yearPageSize = 100;

/**
 * This calendar year's transactions (UTC, as the dine summary counts them), for the totals of
 * Reviews & History: pages of 100, newest first, until a page reaches last year or the last page.
 */
async function loadYearTransactions(): Promise<{ transactions: Transaction[]; now: number }> {
  const now = Date.now();
  const yearStart = Date.UTC(new Date(now).getUTCFullYear(), 0, 1);
  const transactions: Transaction[] = [];
  for (let pageNo = 1; pageNo <= maxYearPages; pageNo++) {
    const page = await fetchActivityPage({ source: 'transactions', pageNo, resultsPerPage: yearPageSize, leaveOnServerError: false });
    const rows = page.entries.filter((entry): entry is Transaction => entry.kind === 'transaction');
    transactions.push(...rows);
    const reachedLastYear = rows.some((row) => Date.parse(row.transactionCreatedAt) < yearStart);
    if (reachedLastYear || pageNo >= page.totalPages || page.entries.length === 0) break;
  }
  return { transactions, now };
}

/** This year's transactions (the totals and the card filter's cards); asked once per page load. */
export function useYearTransactions() {
  return useSWR('member/activity-year', loadYearTransactions, memberQuery);
}

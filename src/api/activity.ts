// Recent activity calls (spec 001 §7; docs/api.md "Activity and bonuses"): a page of transactions,
// or of transactions and statement credits together, the dine summary, the statement-credit balance
// and the review statuses of transactions. Answers are read against the contract's shapes (readApi, contract/
// activity.ts); what the spec does not name is filled in here. Member calls: a 401 sends the visitor
// to /login, keeping the page to come back to (client.ts).
import { activityPageAnswer } from './answers/activityPage.ts';
import { creditBalanceAnswer } from './answers/creditBalance.ts';
import { dineSummaryAnswer } from './answers/dineSummary.ts';
import { missingRewardClaimAnswer } from './answers/missingRewardClaim.ts';
import { reviewStatusListAnswer } from './answers/reviewStatusList.ts';
import { transactionPageAnswer } from './answers/transactionPage.ts';
import { api, ApiError, readAnswerLater, readApi, type CallOptions } from './client.ts';
import {
  claimMissingReward as claimMissingRewardCall,
  getActivity,
  getCreditBalance,
  getDineSummary as getDineSummaryCall,
  getReviewStatuses,
  getTransactions,
} from './contract/calls.ts';
import type {
  ActivityEntry,
  ActivityEntryRecord,
  ActivityPageQuery,
  AwardStatus,
  DineSummary,
  PayoutStatus,
  StatementCredit,
  Transaction,
} from './contract/activity.ts';

export type { ActivityEntry, AwardStatus, DineSummary, PayoutStatus, StatementCredit, Transaction };

/** Spec 001 §9: activity page size 10, first page 1. */
export const activityPageSize = 10;
export const firstActivityPage = 1;

/** Which list a partner shows (spec 001 §6): transactions and statement credits together for
 *  credit-currency partners, transactions alone for the others. */
export type ActivitySource = 'transactionsAndCredits' | 'transactions';

/** One page of activity as the page reads it (spec 001 §3 "Paged result"). */
export interface ActivityPageResult {
  entries: ActivityEntry[];
  totalResultSize: number;
  totalPages: number;
}

/**
 * A row with the fields the spec does not name filled in (docs/api.md "Activity and bonuses",
 * "Defaults when absent"): a transaction's id is its sourceTransactionId (what its review status is
 * asked by) and its date its transactionCreatedAt; a credit's id is its creditId and its date its
 * createdAt, or none (it then shows undated, where the answer put it).
 */
export function activityEntryOf(record: ActivityEntryRecord): ActivityEntry {
  if (record.kind === 'credit') {
    return { ...record, id: record.id ?? record.creditId, date: record.date ?? record.createdAt };
  }
  return { ...record, id: record.id ?? record.sourceTransactionId, date: record.date ?? record.transactionCreatedAt };
}

export interface ActivityPageRequest {
  source: ActivitySource;
  pageNo: number;
  resultsPerPage?: number;
  /** A 5xx goes to /error (the page's own list); false for a part of the page that says so itself. */
  leaveOnServerError?: boolean;
}

/** GET /api/Member/TransactionsStatementCredits or /api/Member/Transactions: one page, newest first.
 *  Only positive values are sent (spec 001 §7). A 5xx is the page's own data failing: /error. */
export async function fetchActivityPage({
  source,
  pageNo,
  resultsPerPage = activityPageSize,
  leaveOnServerError = true,
}: ActivityPageRequest): Promise<ActivityPageResult> {
  const query: ActivityPageQuery = {};
  if (Number.isInteger(pageNo) && pageNo > 0) query.pageNo = pageNo;
  if (Number.isInteger(resultsPerPage) && resultsPerPage > 0) query.resultsPerPage = resultsPerPage;
  const options: CallOptions = { query: { ...query }, ...(leaveOnServerError ? { serverError: 'redirect' as const } : {}) };
  const page =
    source === 'transactionsAndCredits'
      ? await readApi(getActivity, activityPageAnswer, options)
      : await readApi(getTransactions, transactionPageAnswer, options);
  const entries = page.data.map(activityEntryOf);
  return { entries, totalResultSize: Math.max(page.totalResultSize, entries.length), totalPages: Math.max(page.totalPages, 0) };
}

/** GET /api/Member/DineSummary: this calendar year's earned dines and benefits. The panel says so
 *  itself when it cannot be had (a part of the page, with its own Try again). */
export function getDineSummary(): Promise<DineSummary> {
  return readApi(getDineSummaryCall, dineSummaryAnswer);
}

/** GET /api/Member/StatementCreditBalance: the member's balance in dollars. The panel says so
 *  itself when it cannot be had (a part of the page, not its data). */
export async function fetchCreditBalance(): Promise<number> {
  const { memberBalance } = await readApi(getCreditBalance, creditBalanceAnswer);
  return memberBalance;
}

/** GET /api/reviews/status?txnId=a&txnId=b (the id repeated, spec 001 §7): transaction id → whether
 *  its review is completed. Ids the answer leaves out are not in the map (status unknown). */
export async function fetchReviewStatuses(transactionIds: readonly string[]): Promise<Map<string, boolean>> {
  const ids = [...new Set(transactionIds)].filter((id) => id !== '');
  if (ids.length === 0) return new Map();
  const search = new URLSearchParams(ids.map((id) => ['txnId', id]));
  // The client's query takes one value per name, so the repeated parameter goes into the path.
  const call = { ...getReviewStatuses, path: `${getReviewStatuses.path}?${search.toString()}` as const };
  const answer = await readAnswerLater(getReviewStatuses, reviewStatusListAnswer, await api(call));
  return new Map(answer.map(({ id, completed }) => [id, completed]));
}

/** Most characters a missing-reward note may have (the contract's missingRewardNoteMax; kept here too
 *  so the page loads no zod). */
export const missingRewardNoteLength = 500;

/** What a missing-reward claim came to: sent (now or before: the visit shows as reported either
 *  way), too soon (001 §9: more than 10 days must have passed), or refused for another reason (the
 *  form says so and may be sent again). */
export type MissingRewardOutcome = { kind: 'sent'; claimedAt: string } | { kind: 'tooEarly' } | { kind: 'failed'; status: number };

const errorCode = (body: unknown): string | null =>
  typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string'
    ? (body as { code: string }).code
    : null;

/** POST /api/Member/MissingRewards (CSRF; docs/api.md "Activity and bonuses"): reports a visit's
 *  reward as missing. A 401 goes to /login (client.ts); a 409 of a visit already reported (or one
 *  without a code) counts as sent, so the row shows it. */
export async function claimMissingReward(
  transactionId: string,
  note: string,
  now: () => Date = () => new Date(),
): Promise<MissingRewardOutcome> {
  const trimmed = note.trim();
  try {
    const answer = await api(claimMissingRewardCall, { body: { transactionId, ...(trimmed ? { note: trimmed } : {}) } });
    const claim = await readAnswerLater(
      claimMissingRewardCall,
      missingRewardClaimAnswer,
      typeof answer === 'object' && answer !== null ? answer : {},
    );
    return { kind: 'sent', claimedAt: claim.claimedAt ?? now().toISOString() };
  } catch (error) {
    if (!(error instanceof ApiError)) return { kind: 'failed', status: 0 };
    if (error.status === 409) {
      const code = errorCode(error.body);
      if (code === 'TooEarly') return { kind: 'tooEarly' };
      const claimedAt = (error.body as { claimedAt?: unknown } | undefined)?.claimedAt;
      return { kind: 'sent', claimedAt: typeof claimedAt === 'string' && claimedAt !== '' ? claimedAt : now().toISOString() };
    }
    return { kind: 'failed', status: error.status };
  }
}

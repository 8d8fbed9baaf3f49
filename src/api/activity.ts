// Recent activity calls (spec 001 §7; docs/api.md "Activity and bonuses"): a page of transactions,
// or of transactions and statement credits together, the statement-credit balance and the review
// statuses of transactions. Member calls: a 401 sends the visitor to /login, keeping the page to
// come back to (client.ts). Light hand-written guards, no schema library: answers are untrusted.
import { api, asObject, type CallOptions } from './client.ts';
import { getActivity, getCreditBalance, getReviewStatuses, getTransactions } from './contract/calls.ts';
import type { ActivityEntry, ActivityPageQuery, AwardStatus, PayoutStatus, StatementCredit, Transaction } from './contract/activity.ts';

export type { ActivityEntry, AwardStatus, PayoutStatus, StatementCredit, Transaction };

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

type Fields = Record<string, unknown>;

const awardStatuses: readonly unknown[] = ['Awarded', 'Pending', 'Forfeit', 'Paid', 'Deferred'] satisfies readonly AwardStatus[];
const payoutStatuses: readonly unknown[] = [
  'pending',
  'pending_received',
  'completed',
  'rejected',
  'error',
] satisfies readonly PayoutStatus[];

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const amount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const count = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);
const isInstant = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

function transactionOf(row: Fields): Transaction | null {
  const { id, merchantId, awardStatus } = row;
  const date = isInstant(row['transactionCreatedAt']) ? row['transactionCreatedAt'] : row['date'];
  if (!Number.isInteger(id) || !isInstant(date) || !awardStatuses.includes(awardStatus)) return null;
  return {
    id: id as number,
    kind: 'transaction',
    date: isInstant(row['date']) ? row['date'] : date,
    transactionCreatedAt: date,
    merchantId: Number.isInteger(merchantId) ? (merchantId as number) : 0,
    merchantName: text(row['merchantName']),
    sourceTransactionId: text(row['sourceTransactionId']),
    ticketAmount: amount(row['ticketAmount']),
    benefitAmount: amount(row['benefitAmount']),
    cardLastFour: text(row['cardLastFour']),
    awardStatus: awardStatus as AwardStatus,
    transactionType: row['transactionType'] === 'manual' ? 'manual' : 'settle',
    sourceCode: (['S', 'M', 'A', 'B', 'J', '+'] as const).find((code) => code === row['sourceCode']) ?? 'S',
    activeMerchant: row['activeMerchant'] === true && Number.isInteger(merchantId),
    paidAt: isInstant(row['paidAt']) ? row['paidAt'] : null,
  };
}

function creditOf(row: Fields): StatementCredit | null {
  const { id, status } = row;
  const date = isInstant(row['createdAt']) ? row['createdAt'] : row['date'];
  if (!Number.isInteger(id) || !isInstant(date) || !payoutStatuses.includes(status)) return null;
  const processor = row['benefitProcessor'];
  return {
    id: id as number,
    kind: 'credit',
    date: isInstant(row['date']) ? row['date'] : date,
    createdAt: date,
    creditId: text(row['creditId']),
    creditAmountCents: Math.round(amount(row['creditAmountCents'])),
    targetType: row['targetType'] === 'card' ? 'card' : 'other',
    targetLabel: text(row['targetLabel']),
    benefitProcessor: processor === 'MasterCard' || processor === 'Visa' || processor === 'Tremendous' ? processor : 'XXXX',
    delivery: row['delivery'] === 'Card' ? 'Card' : 'Email',
    status: status as PayoutStatus,
  };
}

/** A row the page can draw, or null (an unknown kind or a row without its id, date or status). */
export function activityEntryOf(row: unknown): ActivityEntry | null {
  if (!isRecord(row)) return null;
  if (row['kind'] === 'credit') return creditOf(row);
  // Transactions-only answers may leave `kind` out.
  if (row['kind'] === 'transaction' || row['kind'] === undefined) return transactionOf(row);
  return null;
}

/** The paged envelope with its rows checked; rows the page cannot draw are left out. */
export function activityPageOf(value: unknown): ActivityPageResult {
  const page = asObject(value, 'activity page');
  if (!Array.isArray(page['data'])) throw new TypeError('Unexpected activity page response');
  const entries = page['data'].map(activityEntryOf).filter((entry) => entry !== null);
  const totalResultSize = Math.max(count(page['totalResultSize']), entries.length);
  return { entries, totalResultSize, totalPages: count(page['totalPages']) };
}

export interface ActivityPageRequest {
  source: ActivitySource;
  pageNo: number;
  resultsPerPage?: number;
  signal?: AbortSignal;
}

/** GET /api/Member/TransactionsStatementCredits or /api/Member/Transactions: one page, newest first.
 *  Only positive values are sent (spec 001 §7). */
export async function fetchActivityPage({
  source,
  pageNo,
  resultsPerPage = activityPageSize,
  signal,
}: ActivityPageRequest): Promise<ActivityPageResult> {
  const query: ActivityPageQuery = {};
  if (Number.isInteger(pageNo) && pageNo > 0) query.pageNo = pageNo;
  if (Number.isInteger(resultsPerPage) && resultsPerPage > 0) query.resultsPerPage = resultsPerPage;
  const call = source === 'transactionsAndCredits' ? getActivity : getTransactions;
  const options: CallOptions = { query: { ...query }, unauthorized: 'redirect' };
  if (signal) options.signal = signal;
  return activityPageOf(await api(call, options));
}

/** GET /api/Member/StatementCreditBalance: the member's balance in dollars. */
export async function fetchCreditBalance(signal?: AbortSignal): Promise<number> {
  const options: CallOptions = { unauthorized: 'redirect' };
  if (signal) options.signal = signal;
  const { memberBalance } = asObject(await api(getCreditBalance, options), 'credit balance');
  if (typeof memberBalance !== 'number' || !Number.isFinite(memberBalance)) throw new TypeError('Unexpected credit balance response');
  return memberBalance;
}

/** GET /api/reviews/status?txnId=1&txnId=2 (the id repeated, spec 001 §7): transaction id → whether
 *  its review is completed. Ids the answer leaves out are not in the map (status unknown). */
export async function fetchReviewStatuses(transactionIds: readonly number[], signal?: AbortSignal): Promise<Map<number, boolean>> {
  const ids = [...new Set(transactionIds)].filter((id) => Number.isInteger(id));
  if (ids.length === 0) return new Map();
  const search = new URLSearchParams(ids.map((id) => ['txnId', String(id)]));
  const options: CallOptions = { unauthorized: 'redirect' };
  if (signal) options.signal = signal;
  // The client's query takes one value per name, so the repeated parameter goes into the path.
  const answer: unknown = await api({ ...getReviewStatuses, path: `${getReviewStatuses.path}?${search.toString()}` }, options);
  if (!Array.isArray(answer)) throw new TypeError('Unexpected review status response');
  const statuses = new Map<number, boolean>();
  for (const item of answer) {
    if (isRecord(item) && Number.isInteger(item['id']) && typeof item['completed'] === 'boolean') {
      statuses.set(item['id'] as number, item['completed']);
    }
  }
  return statuses;
}

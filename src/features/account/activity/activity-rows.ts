// What one row of activity says, in words, for the list and for the CSV file alike: the rules
// (activity-rules.ts) turned into copy for one partner.
import type { CurrencyType } from '../../../../partners/schema.ts';
import type { ActivityEntry, StatementCredit, Transaction } from '../../../api/activity.ts';
import type { CopyReader } from '../../../lib/element-copy.ts';
import { benefitText, dateText, dollarText, entryDate, isoDay, plainDollarText } from './activity-format.ts';
import {
  type AmountState,
  awardAmountState,
  creditAmountState,
  creditGuidanceKey,
  creditStatusKey,
  guidanceFor,
  showsReviewLink,
  statusDisplay,
} from './activity-rules.ts';
import { transactionStatusWords, type ReasonPart } from './activity-status.ts';
import type { ActivityCopyKey } from './copy-keys.ts';

export type ActivityT = CopyReader<ActivityCopyKey>;

export interface RowContext {
  t: ActivityT;
  currencyType: CurrencyType;
  now: number;
  /** GET /api/reviews/status: id → completed; a missing id is unknown. */
  reviews: ReadonlyMap<string, boolean>;
  /** Missing-reward claims sent from this page since it loaded: transaction id → when. */
  claims?: ReadonlyMap<string, string>;
}

/**
 * The amount as a row shows it (issue #22): "Earned 1,350 miles", "1,350 miles pending", the bare
 * amount for a status the product does not know (never "Earned"); not earned: the amount struck out,
 * with a note a screen reader says first (a strike-through alone is not announced).
 */
export type AmountLine = { struck: false; text: string } | { struck: true; note: string; value: string };

export interface TransactionRow {
  kind: 'transaction';
  entry: Transaction;
  date: string;
  /** The row's one status word ("Earned", "Pending", "Not earned", "Paid"); null for a status the
   *  product does not know. */
  word: string | null;
  /** Why, beside the word: the spec 001 §4 label and the partner copy ("Expired · did not qualify"). */
  reason: string | null;
  /** Word and reason in one line, "Not earned (did not qualify)" (the CSV's status column). */
  lead: string | null;
  dimmed: boolean;
  guidance: string | null;
  /** More than 10 days since the purchase and not earned (yet): a missing reward can be reported. */
  report: boolean;
  /** When the member reported this visit's reward missing (the answer's, or sent from this page). */
  claimedAt: string | null;
  reviewLink: boolean;
  dineAmount: string;
  amount: AmountLine;
}

export interface CreditRow {
  kind: 'credit';
  entry: StatementCredit;
  /** '' for a credit the answer gave no date. */
  date: string;
  /** The payout status word ("Paid", "Requested"); null: a status the product does not know. */
  word: string | null;
  reason: null;
  lead: string | null;
  guidance: string | null;
  amount: AmountLine;
}

export type ActivityRow = TransactionRow | CreditRow;

/** The wording of an amount per state: once earned (or paid), pending, and the struck amount's note. */
interface AmountKeys {
  earned: ActivityCopyKey;
  pending: ActivityCopyKey;
  notEarned: ActivityCopyKey;
}
const transactionAmountKeys: AmountKeys = {
  earned: 'activity.earned',
  pending: 'activity.amountPending',
  notEarned: 'activity.amountNotEarned',
};
const creditAmountKeys: AmountKeys = {
  earned: 'activity.credit.amount',
  pending: 'activity.credit.amountPending',
  notEarned: 'activity.credit.amountNotPaid',
};

function amountLine(state: AmountState, value: string, keys: AmountKeys, t: ActivityT): AmountLine {
  if (state === 'notEarned') return { struck: true, note: t(keys.notEarned), value };
  if (state === 'neutral') return { struck: false, text: value };
  return { struck: false, text: t(keys[state], { amount: value }) };
}

const reasonText = (parts: readonly ReasonPart[], t: ActivityT): string | null =>
  parts.map(({ key, date }) => t(key, { date: date ? dateText(date) : '' })).join(' · ') || null;

/** "Not earned (finalized, allow up to two weeks for rewards to appear)": the word, its reason after it. */
const leadOf = (word: string | null, reason: string | null): string | null => (word && reason ? `${word} (${reason})` : word || reason);

export function transactionRow(entry: Transaction, { t, currencyType, now, reviews, claims }: RowContext): TransactionRow {
  const display = statusDisplay(entry, now);
  const guidance = guidanceFor(entry, now);
  const words = transactionStatusWords(entry, now);
  const word = words.word ? t(words.word) : null;
  const reason = reasonText(words.reason, t);
  const benefit = benefitText(entry.benefitAmount, currencyType);
  return {
    kind: 'transaction',
    entry,
    date: dateText(entry.transactionCreatedAt),
    word,
    reason,
    lead: leadOf(word, reason),
    dimmed: display.dimmed,
    guidance: guidance ? t(guidance.key, { date: guidance.date ? dateText(guidance.date) : '' }) : null,
    report: guidance?.report ?? false,
    claimedAt: entry.missingRewardClaimedAt ?? claims?.get(entry.id) ?? null,
    reviewLink: showsReviewLink(entry, reviews.get(entry.id), now),
    dineAmount: dollarText(entry.ticketAmount),
    amount: amountLine(awardAmountState(entry.awardStatus), benefit, transactionAmountKeys, t),
  };
}

export function creditRow(entry: StatementCredit, { t }: Pick<RowContext, 't'>): CreditRow {
  const guidanceKey = creditGuidanceKey(entry.status);
  const statusKey = creditStatusKey(entry.status);
  const value = dollarText(entry.creditAmountCents / 100);
  const state = creditAmountState(entry.status);
  return {
    kind: 'credit',
    entry,
    date: entry.date ? dateText(entry.date) : '',
    word: statusKey ? t(statusKey) : null,
    reason: null,
    lead: statusKey ? t(statusKey) : null,
    guidance: guidanceKey ? t(guidanceKey) : null,
    // Paid and unknown payout statuses both read "Amount $25.50" (the credit's own amount, never
    // "Earned"): the status the row leads with says which.
    amount: amountLine(state === 'neutral' ? 'earned' : state, value, creditAmountKeys, t),
  };
}

export function activityRow(entry: ActivityEntry, context: RowContext): ActivityRow {
  return entry.kind === 'transaction' ? transactionRow(entry, context) : creditRow(entry, context);
}

/** The CSV file's header (copy) and one record per row, amounts as plain numbers. Like the list, a
 *  record leads with its status; the amount column holds only what was earned, paid or is pending
 *  (a not-earned amount is left out), and the next column says which (issue #22). */
export function csvHeader(t: ActivityT): string[] {
  return [
    t('activity.csv.date'),
    t('activity.csv.status'),
    t('activity.csv.type'),
    t('activity.csv.description'),
    t('activity.csv.card'),
    t('activity.csv.dineAmount'),
    t('activity.csv.amount'),
    t('activity.csv.amountStatus'),
  ];
}

const transactionStateKeys: Record<AmountState, ActivityCopyKey | null> = {
  earned: 'activity.csv.earned',
  pending: 'activity.csv.pending',
  notEarned: 'activity.csv.notEarned',
  neutral: null,
};
const creditStateKeys: Record<AmountState, ActivityCopyKey | null> = {
  earned: 'activity.csv.paid',
  pending: 'activity.csv.pending',
  notEarned: 'activity.csv.notPaid',
  neutral: null,
};

/** The amount cell and the word for it; a not-earned amount is left out. */
function csvAmount(state: AmountState, amount: string, keys: Record<AmountState, ActivityCopyKey | null>, t: ActivityT): string[] {
  const key = keys[state];
  return [state === 'notEarned' ? '' : amount, key ? t(key) : ''];
}

export function csvRecord(row: ActivityRow, t: ActivityT, currencyType: CurrencyType): string[] {
  const day = isoDay(entryDate(row.entry));
  if (row.kind === 'credit') {
    const { entry } = row;
    const amount = csvAmount(creditAmountState(entry.status), plainDollarText(entry.creditAmountCents / 100), creditStateKeys, t);
    return [day, row.lead ?? '', t('activity.credit.title'), entry.targetLabel, '', '', ...amount];
  }
  const { entry } = row;
  const benefit =
    currencyType === 'Dollar' || currencyType === 'Credit' ? plainDollarText(entry.benefitAmount) : String(entry.benefitAmount);
  return [
    day,
    row.lead ?? '',
    t('activity.csv.transaction'),
    entry.merchantName,
    entry.cardLastFour ?? '',
    plainDollarText(entry.ticketAmount),
    ...csvAmount(awardAmountState(entry.awardStatus), benefit, transactionStateKeys, t),
  ];
}

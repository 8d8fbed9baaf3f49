// What one row of activity says, in words, for the list and for the CSV file alike: the rules
// (activity-rules.ts) turned into copy for one partner.
import type { CurrencyType } from '../../../../partners/schema.ts';
import type { ActivityEntry, StatementCredit, Transaction } from '../../../api/activity.ts';
import type { CopyReader } from '../../../lib/element-copy.ts';
import { benefitText, dateText, dollarText, entryDate, isoDay, plainDollarText } from './activity-format.ts';
import {
  creditGuidanceKey,
  creditStatusKey,
  guidanceFor,
  isKnownAwardStatus,
  partnerStatusKey,
  showsReviewLink,
  statusDisplay,
} from './activity-rules.ts';
import type { ActivityCopyKey } from './copy-keys.ts';

export type ActivityT = CopyReader<ActivityCopyKey>;

export interface RowContext {
  t: ActivityT;
  currencyType: CurrencyType;
  now: number;
  /** GET /api/reviews/status: id → completed; a missing id is unknown. */
  reviews: ReadonlyMap<string, boolean>;
}

export interface TransactionRow {
  kind: 'transaction';
  entry: Transaction;
  date: string;
  status: string | null;
  dimmed: boolean;
  /** The partner copy's status word in front of the guidance (Processing, Not earned…). */
  partnerStatus: string | null;
  guidance: string | null;
  report: boolean;
  reviewLink: boolean;
  dineAmount: string;
  /** "Earned 1,350 miles"; the bare amount for a status the product does not know (never "Earned"). */
  earned: string;
}

export interface CreditRow {
  kind: 'credit';
  entry: StatementCredit;
  /** '' for a credit the answer gave no date. */
  date: string;
  /** null: a payout status the product does not know (no label). */
  status: string | null;
  guidance: string | null;
  amount: string;
}

export type ActivityRow = TransactionRow | CreditRow;

export function transactionRow(entry: Transaction, { t, currencyType, now, reviews }: RowContext): TransactionRow {
  const display = statusDisplay(entry, now);
  const guidance = guidanceFor(entry, now);
  const partnerKey = partnerStatusKey(entry.awardStatus);
  return {
    kind: 'transaction',
    entry,
    date: dateText(entry.transactionCreatedAt),
    status: display.label ? t(display.label, { date: display.paidAt ? dateText(display.paidAt) : '' }) : null,
    dimmed: display.dimmed,
    partnerStatus: partnerKey ? t(partnerKey) : null,
    guidance: guidance ? t(guidance.key, { date: guidance.date ? dateText(guidance.date) : '' }) : null,
    report: guidance?.report ?? false,
    reviewLink: showsReviewLink(entry, reviews.get(entry.id), now),
    dineAmount: dollarText(entry.ticketAmount),
    earned: isKnownAwardStatus(entry.awardStatus)
      ? t('activity.earned', { amount: benefitText(entry.benefitAmount, currencyType, t) })
      : benefitText(entry.benefitAmount, currencyType, t),
  };
}

export function creditRow(entry: StatementCredit, { t }: Pick<RowContext, 't'>): CreditRow {
  const guidanceKey = creditGuidanceKey(entry.status);
  const statusKey = creditStatusKey(entry.status);
  return {
    kind: 'credit',
    entry,
    date: entry.date ? dateText(entry.date) : '',
    status: statusKey ? t(statusKey) : null,
    guidance: guidanceKey ? t(guidanceKey) : null,
    amount: dollarText(entry.creditAmountCents / 100),
  };
}

export function activityRow(entry: ActivityEntry, context: RowContext): ActivityRow {
  return entry.kind === 'transaction' ? transactionRow(entry, context) : creditRow(entry, context);
}

/** The CSV file's header (copy) and one record per row, amounts as plain numbers. */
export function csvHeader(t: ActivityT): string[] {
  return [
    t('activity.csv.date'),
    t('activity.csv.type'),
    t('activity.csv.description'),
    t('activity.csv.card'),
    t('activity.csv.dineAmount'),
    t('activity.csv.amount'),
    t('activity.csv.status'),
  ];
}

export function csvRecord(row: ActivityRow, t: ActivityT, currencyType: CurrencyType): string[] {
  const day = isoDay(entryDate(row.entry));
  if (row.kind === 'credit') {
    const { entry } = row;
    return [day, t('activity.credit.title'), entry.targetLabel, '', '', plainDollarText(entry.creditAmountCents / 100), row.status ?? ''];
  }
  const { entry } = row;
  const earned =
    currencyType === 'Dollar' || currencyType === 'Credit' ? plainDollarText(entry.benefitAmount) : String(entry.benefitAmount);
  const status = [row.status ?? '', row.partnerStatus ?? ''].filter(Boolean).join(': ');
  return [
    day,
    t('activity.csv.transaction'),
    entry.merchantName,
    entry.cardLastFour ?? '',
    plainDollarText(entry.ticketAmount),
    earned,
    status,
  ];
}

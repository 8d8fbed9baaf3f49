// Dates and amounts for the activity page, in en-US as the copy is (Intl: date-fns is not in the
// stack, and the few formats here do not need it). Dates are the member's own calendar day.
import type { CurrencyType } from '../../../../partners/schema.ts';
import type { ActivityEntry } from '../../../api/activity.ts';
import { amountText } from '../../../lib/earn-rates.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dollarFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const plainDollars = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

/** "Jan 5, 2026"; '' for a value that is not a date. */
export function dateText(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : dateFormat.format(at);
}

/** The member's calendar day as YYYY-MM-DD (spreadsheets read it as a date). */
export function isoDay(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** "$45.20". */
export const dollarText = (dollars: number): string => dollarFormat.format(dollars);

/** "45.20": a plain number for a spreadsheet. */
export const plainDollarText = (dollars: number): string => plainDollars.format(dollars);

/** What a transaction earned, in the partner's one unit (issue #25, earn-rates.ts): "1,350 miles",
 *  "$4.50 cash back", "$4.50 in credit". */
export const benefitText = (amount: number, currencyType: CurrencyType): string => amountText(amount, currencyType);

/** A stable key and a date for either kind of row. */
export const entryKey = (entry: ActivityEntry): string => `${entry.kind}-${entry.id}`;
/** A credit without a date (the spec names none for it) has ''. */
export const entryDate = (entry: ActivityEntry): string => (entry.kind === 'transaction' ? entry.transactionCreatedAt : (entry.date ?? ''));

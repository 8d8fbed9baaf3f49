// One short status word per row and its reason beside it (issue #25), from the spec's status table
// (001 §4 "Transaction award status display"), whose wording moves from the label into the reason:
// Pending reads "Pending" with "Pending Review" (or "Review expired") and the partner's "Processing";
// Forfeit "Not earned" with "Expired" and why; Deferred "Not earned" with its finalised note; Paid
// "Paid" with its date. Also the group each row falls in for the status filter.
import type { ActivityEntry, Transaction } from '../../../api/activity.ts';
import { awardAmountState, statusDisplay } from './activity-rules.ts';
import type { ActivityCopyKey } from './copy-keys.ts';

/** A piece of the reason: a copy key, and the date it names (ISO) when it names one. */
export interface ReasonPart {
  key: ActivityCopyKey;
  date?: string;
}

export interface StatusWords {
  /** null: a status the product does not know (shown without a word, never "Earned"). */
  word: ActivityCopyKey | null;
  reason: ReasonPart[];
}

const none: StatusWords = { word: null, reason: [] };

export function transactionStatusWords(
  entry: Pick<Transaction, 'awardStatus' | 'transactionCreatedAt' | 'paidAt'>,
  now: number,
): StatusWords {
  const display = statusDisplay(entry, now);
  switch (entry.awardStatus) {
    case 'Awarded':
      return { word: 'activity.status.earned', reason: [] };
    case 'Paid':
      return { word: 'activity.status.paid', reason: display.paidAt ? [{ key: 'activity.reason.paidOn', date: display.paidAt }] : [] };
    case 'Pending':
      return {
        word: 'activity.status.pending',
        reason: [{ key: display.label ?? 'activity.review.pending' }, { key: 'activity.award.pending' }],
      };
    case 'Forfeit':
      return { word: 'activity.status.notEarned', reason: [{ key: 'activity.review.expired' }, { key: 'activity.reason.forfeit' }] };
    case 'Deferred':
      return { word: 'activity.status.notEarned', reason: [{ key: 'activity.reason.deferred' }] };
    default:
      return none;
  }
}

/** The status filter's groups: earned, pending, not earned, and (credit-currency partners) credits. */
export type StatusGroup = 'earned' | 'pending' | 'notEarned' | 'credit';

/** The group a row falls in; null for a status the product does not know (shown under "All" only). */
export function statusGroupOf(entry: ActivityEntry): StatusGroup | null {
  if (entry.kind === 'credit') return 'credit';
  const state = awardAmountState(entry.awardStatus);
  return state === 'neutral' ? null : state;
}

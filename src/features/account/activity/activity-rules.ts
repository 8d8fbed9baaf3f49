// The rules behind a row of recent activity (spec 001 §4 "Transaction award status display", §5
// "Review link rule", §9 constants) and the page numbers (§2, §9). Pure functions of the row and
// "now", so the date edges are tested exactly (tests/features/account/activity/activity-rules.test.ts).
import type { AwardStatus, PayoutStatus, Transaction } from '../../../api/activity.ts';
import type { KnownAwardStatus, KnownPayoutStatus } from '../../../api/contract/activity.ts';
import type { ActivityCopyKey } from './copy-keys.ts';

const day = 86_400_000;

/** Spec 001 §9: review window 35 days; pending-review expiry 35 days. */
export const reviewWindowDays = 35;
/** Spec 001 §9: reviews only from 1 Feb 2021 (read as midnight UTC). */
export const firstReviewDate = Date.UTC(2021, 1, 1);
/** Spec 001 §9: a missing reward can be reported once more than 10 days have passed since purchase. */
export const missingRewardDays = 10;
/** Spec 001 §9: the default max credit balance breakpoint, read from copy as a number. */
export const defaultMaxCreditBalance = 20;

const dateOf = (transaction: Pick<Transaction, 'transactionCreatedAt'>): number => Date.parse(transaction.transactionCreatedAt);

/** Whole time since the purchase, in ms (negative for a date in the future). */
const ageOf = (transaction: Pick<Transaction, 'transactionCreatedAt'>, now: number): number => now - dateOf(transaction);

/** Dated within 35 days: 35 × 24 hours after the purchase still counts, a moment later does not. */
export function withinReviewWindow(transaction: Pick<Transaction, 'transactionCreatedAt'>, now: number): boolean {
  return ageOf(transaction, now) <= reviewWindowDays * day;
}

/**
 * Spec 001 §5: the review link shows for settled or manual transactions dated within 35 days and on
 * or after 1 Feb 2021, not deferred or forfeited, with no completed review. `reviewCompleted` is
 * what GET /api/reviews/status answered for this id: undefined (unknown: the call failed or left the
 * id out) offers no link, since a completed review must not be offered again.
 */
export function showsReviewLink(
  transaction: Pick<Transaction, 'transactionCreatedAt' | 'transactionType' | 'awardStatus'>,
  reviewCompleted: boolean | undefined,
  now: number,
): boolean {
  const date = dateOf(transaction);
  return (
    (transaction.transactionType === 'settle' || transaction.transactionType === 'manual') &&
    !Number.isNaN(date) &&
    date >= firstReviewDate &&
    withinReviewWindow(transaction, now) &&
    transaction.awardStatus !== 'Deferred' &&
    transaction.awardStatus !== 'Forfeit' &&
    reviewCompleted === false
  );
}

/** What a row's status says and whether the row is dimmed (spec 001 §4 table). */
export interface StatusDisplay {
  /** The label's copy key; null: no label (Awarded). */
  label: ActivityCopyKey | null;
  /** Paid: the paid date (ISO) the label names; null when the answer has none. */
  paidAt: string | null;
  /** Forfeit, pending and deferred rows are dimmed. */
  dimmed: boolean;
}

/** A status the spec's table knows; any other (a newer backend's) is shown neutrally. */
export function isKnownAwardStatus(status: AwardStatus): status is KnownAwardStatus {
  return status === 'Awarded' || status === 'Pending' || status === 'Forfeit' || status === 'Paid' || status === 'Deferred';
}

/** An unknown status: no label, not dimmed, no guidance; the row never says it was earned. */
const neutralDisplay: StatusDisplay = { label: null, paidAt: null, dimmed: false };

/**
 * Spec 001 §4: Awarded no label; Forfeit 'Expired'; Pending 'Pending Review', or 'Review expired'
 * after more than 35 days; Deferred the deferred label; Paid a label with the paid date.
 */
export function statusDisplay(
  transaction: Pick<Transaction, 'awardStatus' | 'transactionCreatedAt' | 'paidAt'>,
  now: number,
): StatusDisplay {
  const status = transaction.awardStatus;
  if (!isKnownAwardStatus(status)) return neutralDisplay;
  const labels: Record<KnownAwardStatus, () => StatusDisplay> = {
    Awarded: () => ({ label: null, paidAt: null, dimmed: false }),
    Forfeit: () => ({ label: 'activity.review.expired', paidAt: null, dimmed: true }),
    Pending: () => ({
      label: withinReviewWindow(transaction, now) ? 'activity.review.pending' : 'activity.review.pendingExpired',
      paidAt: null,
      dimmed: true,
    }),
    Deferred: () => ({ label: 'activity.award.deferred', paidAt: null, dimmed: true }),
    Paid: () =>
      transaction.paidAt
        ? { label: 'activity.award.paid', paidAt: transaction.paidAt, dimmed: false }
        : { label: 'activity.paidUndated', paidAt: null, dimmed: false },
  };
  return labels[status]();
}

/**
 * How a row's amount reads (issue #22): earned (or paid out) only once it is; pending while the
 * restaurant confirms it or the payout runs; not earned (struck out, with the reason the status
 * gives) when it did not qualify, was deferred or could not be paid; neutral (the bare amount) for a
 * status the product does not know, which must never claim it was earned.
 */
export type AmountState = 'earned' | 'pending' | 'notEarned' | 'neutral';

/** Spec 001 §4: Awarded and Paid earned; Pending pending (also once its review expired: it may still
 *  be confirmed); Forfeit and Deferred not earned. */
export function awardAmountState(status: AwardStatus): AmountState {
  if (status === 'Awarded' || status === 'Paid') return 'earned';
  if (status === 'Pending') return 'pending';
  if (status === 'Forfeit' || status === 'Deferred') return 'notEarned';
  return 'neutral';
}

/** A statement credit by its payout status: completed is paid; requested or processing pending;
 *  rejected or failed not paid. */
export function creditAmountState(status: PayoutStatus): AmountState {
  if (status === 'completed') return 'earned';
  if (status === 'pending' || status === 'pending_received') return 'pending';
  if (status === 'rejected' || status === 'error') return 'notEarned';
  return 'neutral';
}

/** The partner copy's word for an award status (spec 001 §4: Pending = Processing; Forfeit = Not
 *  earned (did not qualify)), shown after the label the row leads with; null where the label
 *  already says it. */
export function partnerStatusKey(status: AwardStatus): ActivityCopyKey | null {
  if (status === 'Pending') return 'activity.award.pending';
  if (status === 'Forfeit') return 'activity.award.forfeit';
  return null;
}

/** Why a row is not (yet) earned and what happens next, from its status and dates. */
export interface Guidance {
  key: ActivityCopyKey;
  /** A date the text names (ISO), or null. */
  date: string | null;
  /** Offer the way to report a missing reward. */
  report: boolean;
}

/**
 * Spec 001 §9: a missing reward can be reported once more than 10 days have passed since the
 * purchase. Counted in the member's calendar (the page shows their own days, and the answer's dates
 * may carry no offset): the same time of day 10 days on, so a daylight-saving change in between
 * moves it by neither an hour early nor late. Reportable only strictly after this moment.
 */
export function missingRewardReportableAt(purchase: number): number {
  const at = new Date(purchase);
  at.setDate(at.getDate() + missingRewardDays);
  return at.getTime();
}

/**
 * Beyond the spec (issue #11 "Activity a member can act on"): a pending, deferred or forfeited row
 * says why and what happens next. Pending: within 10 days of the purchase, the day from which a
 * missing reward can be reported (spec §9: more than 10 days); then until the 35-day review window
 * closes, that it can be reported now; after it, that the review expired. Deferred: finalised,
 * allow up to two weeks (the partner copy). Forfeit: it did not qualify. Deferred and forfeited rows
 * offer the report only after those 10 days too (issue #22); a young forfeited row names the day.
 */
export function guidanceFor(transaction: Pick<Transaction, 'awardStatus' | 'transactionCreatedAt'>, now: number): Guidance | null {
  const date = dateOf(transaction);
  if (Number.isNaN(date)) return null;
  const reportableAt = missingRewardReportableAt(date);
  const report = now > reportableAt;
  switch (transaction.awardStatus) {
    case 'Pending':
      if (!report) return { key: 'activity.why.pendingEarly', date: new Date(reportableAt).toISOString(), report: false };
      if (now - date <= reviewWindowDays * day) {
        return { key: 'activity.why.pendingReportable', date: new Date(date + reviewWindowDays * day).toISOString(), report: true };
      }
      return { key: 'activity.why.pendingExpired', date: null, report: true };
    case 'Deferred':
      // Its copy already says to allow two weeks (more than the 10 days) before reporting.
      return { key: 'activity.why.deferred', date: null, report };
    case 'Forfeit':
      return report
        ? { key: 'activity.why.forfeit', date: null, report: true }
        : { key: 'activity.why.forfeitEarly', date: new Date(reportableAt).toISOString(), report: false };
    default:
      return null;
  }
}

/** A statement credit's payout status label; null for a status the product does not know (shown
 *  without one). */
export function creditStatusKey(status: PayoutStatus): ActivityCopyKey | null {
  const keys: Record<KnownPayoutStatus, ActivityCopyKey> = {
    pending: 'activity.credit.pending',
    pending_received: 'activity.credit.pendingReceived',
    completed: 'activity.credit.completed',
    rejected: 'activity.credit.rejected',
    error: 'activity.credit.error',
  };
  return Object.hasOwn(keys, status) ? keys[status as KnownPayoutStatus] : null;
}

/** What happens next for a credit that is not paid yet, or could not be paid. */
export function creditGuidanceKey(status: PayoutStatus): ActivityCopyKey | null {
  if (status === 'pending' || status === 'pending_received') return 'activity.credit.whyPending';
  if (status === 'rejected' || status === 'error') return 'activity.credit.whyFailed';
  return null;
}

/** The page the address asks for (`?page=3`): a positive whole number, else the first page. */
export function pageFromSearch(search: string): number {
  const raw = new URLSearchParams(search).get('page') ?? '';
  if (!/^[1-9]\d{0,5}$/.test(raw)) return 1;
  return Number(raw);
}

/** The address of a page: the first page is the bare path. */
export function pageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}?page=${page}`;
}

/** Spec 001 §9: "Default max credit balance breakpoint 20, read from copy as a number". */
export function maxCreditBalanceOf(copyValue: string): number {
  const value = Number(copyValue.trim());
  return copyValue.trim() !== '' && Number.isFinite(value) && value > 0 ? value : defaultMaxCreditBalance;
}

export interface ReviewSurvey {
  /** The partner's survey form service (site.providers.surveyFormUrl). */
  formUrl: string;
  /** The partner's survey-form code (settings.surveyFormCode; '' without one). */
  partnerCode: string;
}

/**
 * Where "Write a review" goes: the review survey on the partner's survey form service, for this
 * transaction. Our choice where the spec is silent: the contract has no call that writes a review,
 * and review statuses are kept per transaction id (GET /api/reviews/status?txnId=), so the review is
 * the form service's survey about one transaction, tracked as the spec's embedded surveys are
 * (utm_medium=web, utm_source = the page's path, public_id, partner_code).
 */
export function reviewSurveyUrl(
  survey: ReviewSurvey,
  transaction: Pick<Transaction, 'id' | 'merchantId'>,
  publicId: string | null | undefined,
  path: string,
): string {
  const url = new URL(survey.formUrl, 'http://relative.invalid');
  url.searchParams.set('id', 'review');
  url.searchParams.set('txnId', String(transaction.id));
  url.searchParams.set('merchantId', transaction.merchantId ?? '');
  url.searchParams.set('utm_campaign', 'review');
  url.searchParams.set('utm_medium', 'web');
  url.searchParams.set('utm_source', path);
  url.searchParams.set('public_id', publicId ?? '');
  url.searchParams.set('partner_code', survey.partnerCode);
  return url.origin === 'http://relative.invalid' ? url.href.slice(url.origin.length) : url.href;
}

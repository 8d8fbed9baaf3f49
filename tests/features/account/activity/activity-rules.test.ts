// The rules behind a row of recent activity (spec 001 §4 award status display, §5 review link rule,
// §9 constants) and the page numbers (§2: up to 5 around the current one).
import { pageWindow } from '../../../../src/ui/Pagination.tsx';
import { afterEach, describe, expect, it } from 'vitest';
import type { Transaction } from '../../../../src/api/activity.ts';
import {
  creditGuidanceKey,
  creditStatusKey,
  guidanceFor,
  maxCreditBalanceOf,
  pageFromSearch,
  pageHref,
  partnerStatusKey,
  reviewSurveyUrl,
  showsReviewLink,
  statusDisplay,
} from '../../../../src/features/account/activity/activity-rules.ts';

const day = 86_400_000;
const now = Date.parse('2026-03-15T12:00:00.000Z');
const ago = (ms: number, from = now) => new Date(from - ms).toISOString();

function transaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: '7',
    kind: 'transaction',
    date: ago(3 * day),
    transactionCreatedAt: ago(3 * day),
    merchantId: '1212',
    merchantName: 'The Honey Fork',
    sourceTransactionId: '123456789123',
    ticketAmount: 45.2,
    benefitAmount: 135,
    cardLastFour: '1111',
    awardStatus: 'Awarded',
    transactionType: 'settle',
    sourceCode: 'S',
    activeMerchant: true,
    paidAt: null,
    missingRewardClaimedAt: null,
    ...overrides,
  };
}

describe('the review link rule', () => {
  it('shows for a settled or a manual transaction within 35 days whose review is not completed', () => {
    expect(showsReviewLink(transaction(), false, now)).toBe(true);
    expect(showsReviewLink(transaction({ transactionType: 'manual' }), false, now)).toBe(true);
    expect(showsReviewLink(transaction({ awardStatus: 'Pending' }), false, now)).toBe(true);
    expect(showsReviewLink(transaction({ awardStatus: 'Paid', paidAt: ago(day) }), false, now)).toBe(true);
  });

  it('counts 35 days to the millisecond: exactly 35 days is within, a moment later is not', () => {
    expect(showsReviewLink(transaction({ transactionCreatedAt: ago(35 * day) }), false, now)).toBe(true);
    expect(showsReviewLink(transaction({ transactionCreatedAt: ago(35 * day + 1) }), false, now)).toBe(false);
    expect(showsReviewLink(transaction({ transactionCreatedAt: ago(34 * day) }), false, now)).toBe(true);
    expect(showsReviewLink(transaction({ transactionCreatedAt: ago(36 * day) }), false, now)).toBe(false);
  });

  it('offers no review before 1 Feb 2021 (midnight UTC), even within the window', () => {
    const early = Date.parse('2021-02-10T00:00:00.000Z');
    expect(showsReviewLink(transaction({ transactionCreatedAt: '2021-02-01T00:00:00.000Z' }), false, early)).toBe(true);
    expect(showsReviewLink(transaction({ transactionCreatedAt: '2021-01-31T23:59:59.999Z' }), false, early)).toBe(false);
    expect(showsReviewLink(transaction({ transactionCreatedAt: '2021-01-20T12:00:00.000Z' }), false, early)).toBe(false);
  });

  it('offers no review for deferred or forfeited transactions', () => {
    expect(showsReviewLink(transaction({ awardStatus: 'Deferred' }), false, now)).toBe(false);
    expect(showsReviewLink(transaction({ awardStatus: 'Forfeit' }), false, now)).toBe(false);
  });

  it('offers no review once it is completed, nor while its status is unknown', () => {
    expect(showsReviewLink(transaction(), true, now)).toBe(false);
    expect(showsReviewLink(transaction(), undefined, now)).toBe(false);
  });

  it('offers no review for a date it cannot read', () => {
    expect(showsReviewLink(transaction({ transactionCreatedAt: 'yesterday' }), false, now)).toBe(false);
  });
});

describe('the award status display', () => {
  it('Awarded: no label, not dimmed', () => {
    expect(statusDisplay(transaction(), now)).toEqual({ label: null, paidAt: null, dimmed: false });
  });

  it("Forfeit: 'Expired', dimmed", () => {
    expect(statusDisplay(transaction({ awardStatus: 'Forfeit' }), now)).toEqual({
      label: 'activity.review.expired',
      paidAt: null,
      dimmed: true,
    });
  });

  it("Pending: 'Pending Review' up to 35 days, 'Review expired' after more than 35 days; dimmed either way", () => {
    const pending = (age: number) => statusDisplay(transaction({ awardStatus: 'Pending', transactionCreatedAt: ago(age) }), now);
    expect(pending(day)).toEqual({ label: 'activity.review.pending', paidAt: null, dimmed: true });
    expect(pending(35 * day).label).toBe('activity.review.pending');
    expect(pending(35 * day + 1)).toEqual({ label: 'activity.review.pendingExpired', paidAt: null, dimmed: true });
  });

  it('Deferred: the deferred label, dimmed', () => {
    expect(statusDisplay(transaction({ awardStatus: 'Deferred' }), now)).toEqual({
      label: 'activity.award.deferred',
      paidAt: null,
      dimmed: true,
    });
  });

  it('Paid: the label with the paid date, not dimmed; without a date just "Paid"', () => {
    const paidAt = ago(day);
    expect(statusDisplay(transaction({ awardStatus: 'Paid', paidAt }), now)).toEqual({
      label: 'activity.award.paid',
      paidAt,
      dimmed: false,
    });
    expect(statusDisplay(transaction({ awardStatus: 'Paid', paidAt: null }), now)).toEqual({
      label: 'activity.paidUndated',
      paidAt: null,
      dimmed: false,
    });
  });

  it('a status the product does not know: no label, not dimmed, no guidance (shown neutrally)', () => {
    const unknown = transaction({ awardStatus: 'UnderReview' });
    expect(statusDisplay(unknown, now)).toEqual({ label: null, paidAt: null, dimmed: false });
    expect(partnerStatusKey('UnderReview')).toBeNull();
    expect(guidanceFor(unknown, now)).toBeNull();
    expect(creditStatusKey('on_hold')).toBeNull();
    expect(creditGuidanceKey('on_hold')).toBeNull();
    expect(creditStatusKey('pending_received')).toBe('activity.credit.pendingReceived');
  });

  it('adds the partner copy status word after the label for pending and forfeited rows only', () => {
    expect(partnerStatusKey('Pending')).toBe('activity.award.pending');
    expect(partnerStatusKey('Forfeit')).toBe('activity.award.forfeit');
    expect(partnerStatusKey('Deferred')).toBeNull(); // its label is the partner copy already
    expect(partnerStatusKey('Awarded')).toBeNull();
    expect(partnerStatusKey('Paid')).toBeNull();
  });
});

describe('reporting a missing reward: only once more than 10 days have passed since the purchase (spec 001 §9)', () => {
  const minute = 60_000;
  // A purchase at the member's own wall-clock time (the answer's ISO form without an offset).
  const purchase = '2026-03-01T19:30:00';
  const tenDaysOn = (zone: string) => {
    process.env['TZ'] = zone;
    return Date.parse('2026-03-11T19:30:00');
  };
  const report = (awardStatus: string, at: number) =>
    guidanceFor(transaction({ awardStatus, transactionCreatedAt: purchase }), at)?.report ?? false;
  const zone = process.env['TZ'];
  afterEach(() => {
    if (zone === undefined) delete process.env['TZ'];
    else process.env['TZ'] = zone;
  });

  for (const awardStatus of ['Deferred', 'Forfeit', 'Pending']) {
    it(`${awardStatus}: not at exactly 10 days, but 10 days and a minute on`, () => {
      const at = tenDaysOn('UTC');
      expect(report(awardStatus, at - day)).toBe(false);
      expect(report(awardStatus, at)).toBe(false);
      expect(report(awardStatus, at + minute)).toBe(true);
    });
  }

  it('counts the member’s calendar days: across a daylight-saving change, 10 days on at the same time of day', () => {
    // New York moves its clocks forward on 8 March 2026: 10 days on is 239 hours later, not 240.
    const at = tenDaysOn('America/New_York');
    expect(at - Date.parse(purchase)).toBe(10 * day - 60 * minute);
    expect(report('Forfeit', at)).toBe(false);
    expect(report('Forfeit', at + minute)).toBe(true);
    expect(guidanceFor(transaction({ awardStatus: 'Pending', transactionCreatedAt: purchase }), at)).toEqual({
      key: 'activity.why.pendingEarly',
      date: new Date(at).toISOString(),
      report: false,
    });
  });

  it('a young forfeited row says from when it can be reported, instead of offering it now', () => {
    const at = tenDaysOn('UTC');
    expect(guidanceFor(transaction({ awardStatus: 'Forfeit', transactionCreatedAt: purchase }), at)).toEqual({
      key: 'activity.why.forfeitEarly',
      date: new Date(at).toISOString(),
      report: false,
    });
  });
});

describe('why a row is not earned yet, and what happens next', () => {
  const purchase = ago(4 * day);
  const pendingAt = (age: number) => guidanceFor(transaction({ awardStatus: 'Pending', transactionCreatedAt: ago(age) }), now);

  it('pending within 10 days: the day from which a missing reward can be reported, no report link yet', () => {
    expect(guidanceFor(transaction({ awardStatus: 'Pending', transactionCreatedAt: purchase }), now)).toEqual({
      key: 'activity.why.pendingEarly',
      date: new Date(Date.parse(purchase) + 10 * day).toISOString(),
      report: false,
    });
    expect(pendingAt(10 * day)?.key).toBe('activity.why.pendingEarly');
  });

  it('pending after more than 10 days: reportable now, with the day the review window closes', () => {
    const purchased = ago(10 * day + 1);
    expect(guidanceFor(transaction({ awardStatus: 'Pending', transactionCreatedAt: purchased }), now)).toEqual({
      key: 'activity.why.pendingReportable',
      date: new Date(Date.parse(purchased) + 35 * day).toISOString(),
      report: true,
    });
    expect(pendingAt(35 * day)?.key).toBe('activity.why.pendingReportable');
  });

  it('pending after more than 35 days: the review expired, report it', () => {
    expect(pendingAt(35 * day + 1)).toEqual({ key: 'activity.why.pendingExpired', date: null, report: true });
  });

  it('deferred and forfeited rows say why, with the report link once more than 10 days have passed; earned rows say nothing', () => {
    const old = ago(11 * day);
    expect(guidanceFor(transaction({ awardStatus: 'Deferred', transactionCreatedAt: old }), now)).toEqual({
      key: 'activity.why.deferred',
      date: null,
      report: true,
    });
    expect(guidanceFor(transaction({ awardStatus: 'Forfeit', transactionCreatedAt: old }), now)).toEqual({
      key: 'activity.why.forfeit',
      date: null,
      report: true,
    });
    expect(guidanceFor(transaction({ awardStatus: 'Awarded' }), now)).toBeNull();
    expect(guidanceFor(transaction({ awardStatus: 'Paid', paidAt: ago(day) }), now)).toBeNull();
  });
});

describe('page numbers', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows five around the current page, held at the edges', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 10)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(7, 10)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(8, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('keeps a page outside 1..N within it, and shows none without pages', () => {
    expect(pageWindow(0, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(12, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('reads the page from the address: a positive whole number, else the first page', () => {
    expect(pageFromSearch('')).toBe(1);
    expect(pageFromSearch('?page=3')).toBe(3);
    for (const bad of ['?page=0', '?page=-2', '?page=2.5', '?page=abc', '?page=1e3', '?page=%203', '?page=99999999']) {
      expect(pageFromSearch(bad), bad).toBe(1);
    }
    expect(pageHref('/account/recent_activity', 1)).toBe('/account/recent_activity');
    expect(pageHref('/account/recent_activity', 4)).toBe('/account/recent_activity?page=4');
  });
});

describe('constants read from copy and the review link', () => {
  it('reads the max credit balance from copy as a number, 20 when it is not one', () => {
    expect(maxCreditBalanceOf('20')).toBe(20);
    expect(maxCreditBalanceOf(' 25.5 ')).toBe(25.5);
    for (const bad of ['', 'twenty', '0', '-5', 'Infinity']) expect(maxCreditBalanceOf(bad), bad).toBe(20);
  });

  it('sends the review to the partner survey form for that transaction, tracked like the embedded surveys', () => {
    const url = new URL(
      reviewSurveyUrl(
        { formUrl: 'https://forms.example/survey', partnerCode: 'DL' },
        { id: '42', merchantId: '1212' },
        'delta-123',
        '/account/recent_activity',
      ),
    );
    expect(url.origin + url.pathname).toBe('https://forms.example/survey');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id: 'review',
      txnId: '42',
      merchantId: '1212',
      utm_campaign: 'review',
      utm_medium: 'web',
      utm_source: '/account/recent_activity',
      public_id: 'delta-123',
      partner_code: 'DL',
    });
  });
});

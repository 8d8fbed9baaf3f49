// Issue #25: one short status word per row with its reason (the spec 001 §4 wording moved into the
// reason), the year's totals, and the filters over the page on screen.
import { describe, expect, it } from 'vitest';
import { missingRewardNoteLength, type StatementCredit, type Transaction } from '../../../../src/api/activity.ts';
import { missingRewardNoteMax } from '../../../../src/api/contract/activity.ts';
import {
  cardOptions,
  isFiltering,
  matchesFilter,
  noFilter,
  statusFilterOf,
  statusOptions,
} from '../../../../src/features/account/activity/activity-filters.ts';
import { statusGroupOf, transactionStatusWords } from '../../../../src/features/account/activity/activity-status.ts';
import { yearStartOf, yearTotalsOf } from '../../../../src/features/account/activity/activity-totals.ts';

const day = 86_400_000;
const now = Date.parse('2026-03-15T12:00:00.000Z');
const ago = (days: number) => new Date(now - days * day).toISOString();

function transaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: '7',
    kind: 'transaction',
    date: ago(3),
    transactionCreatedAt: ago(3),
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

const credit: StatementCredit = {
  id: 'c1',
  kind: 'credit',
  date: ago(2),
  createdAt: ago(2),
  creditId: 'SC1',
  creditAmountCents: 2050,
  targetType: 'card',
  targetLabel: 'Visa ending in 1111',
  benefitProcessor: 'Visa',
  delivery: 'Card',
  status: 'completed',
};

describe('the status word and its reason', () => {
  it('gives each known status one word, the spec’s label moving into the reason', () => {
    expect(transactionStatusWords(transaction(), now)).toEqual({ word: 'activity.status.earned', reason: [] });
    expect(transactionStatusWords(transaction({ awardStatus: 'Paid', paidAt: ago(1) }), now)).toEqual({
      word: 'activity.status.paid',
      reason: [{ key: 'activity.reason.paidOn', date: ago(1) }],
    });
    expect(transactionStatusWords(transaction({ awardStatus: 'Paid' }), now)).toEqual({ word: 'activity.status.paid', reason: [] });
    expect(transactionStatusWords(transaction({ awardStatus: 'Pending' }), now)).toEqual({
      word: 'activity.status.pending',
      reason: [{ key: 'activity.review.pending' }, { key: 'activity.award.pending' }],
    });
    // Spec 001 §4: 'Review expired' after more than 35 days.
    expect(transactionStatusWords(transaction({ awardStatus: 'Pending', transactionCreatedAt: ago(36) }), now).reason[0]).toEqual({
      key: 'activity.review.pendingExpired',
    });
    expect(transactionStatusWords(transaction({ awardStatus: 'Forfeit' }), now)).toEqual({
      word: 'activity.status.notEarned',
      reason: [{ key: 'activity.review.expired' }, { key: 'activity.reason.forfeit' }],
    });
    expect(transactionStatusWords(transaction({ awardStatus: 'Deferred' }), now)).toEqual({
      word: 'activity.status.notEarned',
      reason: [{ key: 'activity.reason.deferred' }],
    });
  });

  it('gives a status it does not know no word at all (never "Earned")', () => {
    expect(transactionStatusWords(transaction({ awardStatus: 'UnderReview' }), now)).toEqual({ word: null, reason: [] });
    expect(statusGroupOf(transaction({ awardStatus: 'UnderReview' }))).toBeNull();
  });

  it('groups rows for the status filter', () => {
    expect(['Awarded', 'Paid', 'Pending', 'Forfeit', 'Deferred'].map((awardStatus) => statusGroupOf(transaction({ awardStatus })))).toEqual(
      ['earned', 'earned', 'pending', 'notEarned', 'notEarned'],
    );
    expect(statusGroupOf(credit)).toBe('credit');
  });
});

describe('the year’s totals', () => {
  it('sums this year’s earned (Awarded, Paid), pending and not earned (Forfeit, Deferred), leaving last year and unknown statuses out', () => {
    const totals = yearTotalsOf(
      [
        transaction({ benefitAmount: 100.1 }),
        transaction({ awardStatus: 'Paid', benefitAmount: 0.2, cardLastFour: '4444' }),
        transaction({ awardStatus: 'Pending', benefitAmount: 30 }),
        transaction({ awardStatus: 'Forfeit', benefitAmount: 5 }),
        transaction({ awardStatus: 'Deferred', benefitAmount: 7 }),
        transaction({ awardStatus: 'UnderReview', benefitAmount: 1000 }),
        transaction({ transactionCreatedAt: '2025-12-31T23:59:59.000Z', benefitAmount: 999, cardLastFour: '0005' }),
      ],
      now,
    );
    expect(totals).toEqual({ year: 2026, earned: 100.3, pending: 30, notEarned: 12, cards: ['1111', '4444'] });
  });

  it('starts the year on 1 January UTC, as the dine summary counts it', () => {
    expect(new Date(yearStartOf(now)).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(yearTotalsOf([transaction({ transactionCreatedAt: '2026-01-01T00:00:00.000Z' })], now).earned).toBe(135);
    expect(yearTotalsOf([], now)).toEqual({ year: 2026, earned: 0, pending: 0, notEarned: 0, cards: [] });
  });
});

describe('the filters', () => {
  it('let everything through until one is set', () => {
    expect(isFiltering(noFilter)).toBe(false);
    expect([transaction(), credit, transaction({ awardStatus: 'UnderReview' })].every((entry) => matchesFilter(entry, noFilter))).toBe(
      true,
    );
  });

  it('filter by status group and by card; a credit names no card', () => {
    const pending = transaction({ awardStatus: 'Pending', cardLastFour: '4444' });
    expect(matchesFilter(pending, { status: 'pending', card: 'all' })).toBe(true);
    expect(matchesFilter(pending, { status: 'earned', card: 'all' })).toBe(false);
    expect(matchesFilter(pending, { status: 'all', card: '4444' })).toBe(true);
    expect(matchesFilter(pending, { status: 'pending', card: '1111' })).toBe(false);
    expect(matchesFilter(credit, { status: 'credit', card: 'all' })).toBe(true);
    expect(matchesFilter(credit, { status: 'all', card: '1111' })).toBe(false);
    expect(isFiltering({ status: 'all', card: '1111' })).toBe(true);
  });

  it('offer statement credits only to credit partners, and read an unknown value as all', () => {
    expect(statusOptions(false)).toEqual(['earned', 'pending', 'notEarned']);
    expect(statusOptions(true)).toEqual(['earned', 'pending', 'notEarned', 'credit']);
    expect(statusFilterOf('credit', false)).toBe('all');
    expect(statusFilterOf('pending', false)).toBe('pending');
    expect(statusFilterOf('<script>', true)).toBe('all');
  });

  it('offer the cards of the year and of the page, and keep the one chosen', () => {
    expect(cardOptions(['4444'], [transaction(), credit, transaction({ cardLastFour: null })], 'all')).toEqual(['1111', '4444']);
    expect(cardOptions([], [], '0005')).toEqual(['0005']);
  });
});

describe('the missing-reward note', () => {
  it('is capped in the form as the contract caps it (the page keeps its own copy of the number: no zod)', () => {
    expect(missingRewardNoteLength).toBe(missingRewardNoteMax);
  });
});

// The activity and bonus answers read through their generated readers (spec 001 §3 "Activity
// record", "Paged result", "Review status", "Dine summary", "Credit balance"; CONTRACTS.md §4): the
// spec's own minimal answers with string ids, number ids, enum values the product does not know,
// other ISO 8601 date forms, a credit without a date, and what is still refused. Each read is held
// to zod's parse of the same contract schema, and the fetcher's defaults for the unnamed id and date.
// Last, what both sandbox modes (normal, spec-minimal) really answer, read the way the page reads it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../scripts/sandbox/server.ts';
import { createMember, json, signedIn } from '../sandbox/helpers.ts';
import { activityEntryOf } from '../../src/api/activity.ts';
import { activityPageAnswer } from '../../src/api/answers/activityPage.ts';
import { bonusRegistrationAnswer } from '../../src/api/answers/bonusRegistration.ts';
import { creditBalanceAnswer } from '../../src/api/answers/creditBalance.ts';
import { dineSummaryAnswer } from '../../src/api/answers/dineSummary.ts';
import { reviewStatusListAnswer } from '../../src/api/answers/reviewStatusList.ts';
import { transactionPageAnswer } from '../../src/api/answers/transactionPage.ts';
import { answers } from '../../src/api/contract/answers.ts';
import { readAnswer, ReadError, type Shape } from '../../src/api/read.ts';

/** Read through the browser's reader, checked against zod's parse of the same answer. */
function read<Name extends keyof typeof answers, T>(name: Name, shape: Shape<T>, value: unknown): T {
  const result = readAnswer(shape, value, `GET ${name}`);
  expect(answers[name].parse(value)).toEqual(result);
  return result;
}

/** A transaction with only the fields spec 001 §3 names, string ids. */
const specTransaction = {
  transactionCreatedAt: '2026-11-20T10:00:00Z',
  merchantId: 'm-17',
  merchantName: 'The Honey Fork',
  sourceTransactionId: 'SRC-1',
  benefitAmount: 135,
  ticketAmount: 45.2,
  cardLastFour: '1111',
  awardStatus: 'Awarded',
  transactionType: 'settle',
  activeMerchant: true,
  paidAt: null,
};

/** A credit with only the fields spec 001 §3 names. */
const specCredit = {
  creditId: 'SC1',
  creditAmountCents: 2050,
  targetType: 'card',
  targetLabel: 'Visa ending in 1111',
  benefitProcessor: 'Visa',
  status: 'completed',
};

const paged = (data: unknown[]) => ({ data, totalResultSize: data.length, totalPages: 1 });

describe('a page of transactions', () => {
  it('reads the spec’s minimal answer: no id, date, kind, sourceCode, pageNo or resultsPerPage', () => {
    const page = read('transactionPage', transactionPageAnswer, paged([specTransaction]));
    expect(page).toEqual({
      data: [
        {
          ...specTransaction,
          kind: 'transaction',
          id: null,
          date: null,
          sourceCode: null,
          transactionCreatedAt: '2026-11-20T10:00:00.000Z',
          // Issue #25: the missing-reward claim, optional (docs/api.md): not claimed when absent.
          missingRewardClaimedAt: null,
        },
      ],
      totalResultSize: 1,
      totalPages: 1,
    });
    // The fetcher's defaults: the id its review status is asked by, and its own date.
    expect(activityEntryOf(page.data[0]!)).toMatchObject({ id: 'SRC-1', date: '2026-11-20T10:00:00.000Z', merchantId: 'm-17' });
  });

  it('reads number ids as strings, and keeps the sandbox’s extras', () => {
    const page = read('transactionPage', transactionPageAnswer, {
      ...paged([
        {
          ...specTransaction,
          id: 42,
          kind: 'transaction',
          date: '2026-11-20T10:00:00Z',
          merchantId: 1212,
          sourceTransactionId: 99,
          sourceCode: 'M',
        },
      ]),
      pageNo: 1,
      resultsPerPage: 10,
    });
    expect(page.data[0]).toMatchObject({ id: '42', merchantId: '1212', sourceTransactionId: '99', sourceCode: 'M' });
    expect(page).toMatchObject({ pageNo: 1, resultsPerPage: 10 });
    expect(activityEntryOf(page.data[0]!).id).toBe('42');
  });

  it('keeps an award status, transaction type or source code it does not know, as it came', () => {
    const page = read(
      'transactionPage',
      transactionPageAnswer,
      paged([{ ...specTransaction, awardStatus: 'UnderReview', transactionType: 'refund', sourceCode: 'Z' }]),
    );
    expect(page.data[0]).toMatchObject({ awardStatus: 'UnderReview', transactionType: 'refund', sourceCode: 'Z' });
  });

  it('reads dates in other ISO 8601 forms: local date-times, the basic format, a zone offset, a bare day', () => {
    const forms: [string, string][] = [
      ['2026-11-20T10:00:00', '2026-11-20T10:00:00.000'],
      ['20261120T100000Z', '2026-11-20T10:00:00.000Z'],
      ['2026-11-20T11:00:00+01:00', '2026-11-20T10:00:00.000Z'],
      ['2026-11-20 10:00', '2026-11-20T10:00:00.000'],
      ['20261120', '2026-11-20'],
    ];
    for (const [sent, canonical] of forms) {
      const page = read(
        'transactionPage',
        transactionPageAnswer,
        paged([{ ...specTransaction, transactionCreatedAt: sent, paidAt: sent }]),
      );
      expect([page.data[0]?.transactionCreatedAt, page.data[0]?.paidAt], sent).toEqual([canonical, canonical]);
    }
  });

  it('ignores fields it does not know; a null merchant id (an adjustment) reads as none', () => {
    const page = read(
      'transactionPage',
      transactionPageAnswer,
      paged([{ ...specTransaction, merchantId: null, cardLastFour: null, loyaltyTier: 'gold' }]),
    );
    expect(page.data[0]).not.toHaveProperty('loyaltyTier');
    expect(page.data[0]).toMatchObject({ merchantId: null, cardLastFour: null });
  });

  it('refuses a row without a field the spec names, naming the call and the field', () => {
    const { merchantName: _, ...nameless } = specTransaction;
    expect(() => readAnswer(transactionPageAnswer, paged([nameless]), 'GET /api/Member/Transactions')).toThrow(
      new ReadError('GET /api/Member/Transactions', 'data.0.merchantName', 'required, and missing'),
    );
    expect(() => readAnswer(transactionPageAnswer, paged([{ ...specTransaction, transactionCreatedAt: 'yesterday' }]), 'x')).toThrow(
      ReadError,
    );
    expect(() => readAnswer(transactionPageAnswer, { data: [] }, 'x')).toThrow(ReadError);
  });
});

describe('a page of transactions and statement credits', () => {
  it('tells the kinds apart without `kind`: a row with a creditId is a credit', () => {
    const page = read('activityPage', activityPageAnswer, paged([specCredit, specTransaction]));
    expect(page.data.map((row) => row.kind)).toEqual(['credit', 'transaction']);
    expect(page.data[0]).toEqual({ ...specCredit, kind: 'credit', id: null, date: null, createdAt: null, delivery: null });
  });

  it('a credit without a date keeps none; one with createdAt takes it as its date; ids read as strings', () => {
    const page = read(
      'activityPage',
      activityPageAnswer,
      paged([specCredit, { ...specCredit, creditId: 7, createdAt: '20260105T090000Z' }]),
    );
    const [undated, dated] = page.data.map(activityEntryOf);
    expect(undated).toMatchObject({ kind: 'credit', id: 'SC1', date: null });
    expect(dated).toMatchObject({ kind: 'credit', id: '7', date: '2026-01-05T09:00:00.000Z', creditId: '7' });
  });

  it('keeps a payout status, processor or target it does not know', () => {
    const page = read(
      'activityPage',
      activityPageAnswer,
      paged([{ ...specCredit, status: 'on_hold', benefitProcessor: 'Amex', targetType: 'wallet' }]),
    );
    expect(page.data[0]).toMatchObject({ kind: 'credit', status: 'on_hold', benefitProcessor: 'Amex', targetType: 'wallet' });
  });

  it('reads the sandbox’s full rows with their kind, id and date', () => {
    const page = read(
      'activityPage',
      activityPageAnswer,
      paged([
        { ...specCredit, id: 3, kind: 'credit', date: '2026-01-05T09:00:00Z', createdAt: '2026-01-05T09:00:00Z', delivery: 'Card' },
        { ...specTransaction, id: 4, kind: 'transaction', date: '2026-11-20T10:00:00Z', sourceCode: 'S' },
      ]),
    );
    expect(page.data.map((row) => [row.kind, row.id])).toEqual([
      ['credit', '3'],
      ['transaction', '4'],
    ]);
  });

  it('refuses a row that is neither kind', () => {
    expect(() => readAnswer(activityPageAnswer, paged([{ merchantName: 'x' }]), 'x')).toThrow(ReadError);
    expect(() => readAnswer(activityPageAnswer, paged([{ ...specTransaction, kind: 'refund' }]), 'x')).toThrow(ReadError);
  });
});

describe('review statuses, dine summary, credit balance and bonus registration', () => {
  it('reads review status ids, strings or numbers, as strings', () => {
    expect(
      read('reviewStatusList', reviewStatusListAnswer, [
        { id: 'SRC-1', completed: true },
        { id: 42, completed: false },
      ]),
    ).toEqual([
      { id: 'SRC-1', completed: true },
      { id: '42', completed: false },
    ]);
    expect(() => readAnswer(reviewStatusListAnswer, [{ id: 'SRC-1' }], 'x')).toThrow(ReadError);
  });

  it('reads the dine summary and the credit balance as the spec names them', () => {
    expect(read('dineSummary', dineSummaryAnswer, { currentYearBenefits: 1234.5, currentYearDines: 9, extra: 1 })).toEqual({
      currentYearBenefits: 1234.5,
      currentYearDines: 9,
    });
    expect(read('creditBalance', creditBalanceAnswer, { memberBalance: 12.5 })).toEqual({ memberBalance: 12.5 });
    expect(() => readAnswer(creditBalanceAnswer, {}, 'x')).toThrow(ReadError);
  });

  it('reads a bonus registration of `{}` (the spec names no field), and keeps a bonus status it does not know', () => {
    expect(read('bonusRegistration', bonusRegistrationAnswer, {})).toEqual({ code: null, bonusStatus: 'Enrolled', message: '' });
    expect(read('bonusRegistration', bonusRegistrationAnswer, { code: 12, bonusStatus: 'Pending', message: 'Queued.' })).toEqual({
      code: '12',
      bonusStatus: 'Pending',
      message: 'Queued.',
    });
  });
});

describe.each([
  ['normal', false],
  ['spec-minimal', true],
] as const)('what the %s sandbox answers', (_mode, minimal) => {
  let sandbox: Sandbox;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'activity-read-'));
    sandbox = await startSandbox({ port: 0, dataDir, quiet: true, minimal });
  });
  afterAll(async () => {
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads every activity call, and asks review statuses by the ids it derived', async () => {
    const client = await signedIn(sandbox, 'delta', await createMember(sandbox, { partner: 'delta', role: 'card', withActivity: true }));
    const get = async (path: string) => json(await client.get(path));
    const transactions = readAnswer(
      transactionPageAnswer,
      await get('/api/Member/Transactions?pageNo=1&resultsPerPage=10'),
      'transactions',
    );
    const all = readAnswer(activityPageAnswer, await get('/api/Member/TransactionsStatementCredits?resultsPerPage=100'), 'activity');
    expect(transactions.data).toHaveLength(10);
    expect(new Set(all.data.map((row) => row.kind))).toEqual(new Set(['transaction', 'credit']));
    const entries = all.data.map(activityEntryOf);
    expect(entries.every((entry) => typeof entry.id === 'string' && entry.id !== '')).toBe(true);
    expect(entries.filter((entry) => entry.kind === 'credit').every((entry) => (entry.date === null) === minimal)).toBe(true);

    const ids = transactions.data.map((row) => activityEntryOf(row).id);
    const statuses = readAnswer(
      reviewStatusListAnswer,
      await get(`/api/reviews/status?${ids.map((id) => `txnId=${encodeURIComponent(id)}`).join('&')}`),
      'reviews',
    );
    expect(statuses.map((status) => status.id).sort()).toEqual([...ids].sort());

    readAnswer(dineSummaryAnswer, await get('/api/Member/DineSummary'), 'dine summary');
    readAnswer(creditBalanceAnswer, await get('/api/Member/StatementCreditBalance'), 'credit balance');
    const registered = await client.post('/api/Member/Bonus/DINE3X', { csrf: true });
    expect(registered.status).toBe(200);
    expect(readAnswer(bonusRegistrationAnswer, await json(registered), 'bonus').bonusStatus).toBe('Enrolled');
  });
});

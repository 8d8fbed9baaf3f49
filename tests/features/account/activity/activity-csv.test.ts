// @vitest-environment happy-dom
// "Download CSV" (issue #11): RFC 4180 escaping, cells that a spreadsheet would run as a formula
// turned into text, and the rows the page shows written out with their status words.
import { describe, expect, it, vi } from 'vitest';
import type { StatementCredit, Transaction } from '../../../../src/api/activity.ts';
import { csvCell, csvText, downloadCsv } from '../../../../src/features/account/activity/activity-csv.ts';
import { activityRow, csvHeader, csvRecord } from '../../../../src/features/account/activity/activity-rows.ts';
import { copyReader } from '../../../../src/lib/element-copy.ts';
import { copyDefaults } from '../../../../src/site/copy-table.ts';

describe('a CSV cell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('The Honey Fork')).toBe('The Honey Fork');
    expect(csvCell(45.2)).toBe('45.2');
    expect(csvCell('')).toBe('');
  });

  it('quotes a cell holding a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvCell('Fork, Knife & Co')).toBe('"Fork, Knife & Co"');
    expect(csvCell('The "Best" Diner')).toBe('"The ""Best"" Diner"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('carriage\rreturn')).toBe('"carriage\rreturn"');
  });

  it('makes a cell starting with = + - @ text, with a leading quote', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csvCell('+1+2')).toBe("'+1+2");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    // Only the start counts.
    expect(csvCell('A=1')).toBe('A=1');
    expect(csvCell('Bar & Grill @ Main')).toBe('Bar & Grill @ Main');
  });

  it('joins records with CRLF, ending with one', () => {
    expect(
      csvText(
        ['a', 'b'],
        [
          ['1', '=2'],
          ['x,y', ''],
        ],
      ),
    ).toBe('a,b\r\n1,\'=2\r\n"x,y",\r\n');
  });
});

describe('the rows written out', () => {
  const t = copyReader(copyDefaults as Record<string, string>);
  const now = Date.parse('2026-03-15T12:00:00.000Z');
  const transaction: Transaction = {
    id: '1',
    kind: 'transaction',
    date: '2026-03-10T12:00:00.000Z',
    transactionCreatedAt: '2026-03-10T12:00:00.000Z',
    merchantId: '9',
    merchantName: '=cmd|"/c calc"!A1',
    sourceTransactionId: '1',
    ticketAmount: 45.2,
    benefitAmount: 135,
    cardLastFour: '1111',
    awardStatus: 'Pending',
    transactionType: 'settle',
    sourceCode: 'S',
    activeMerchant: true,
    paidAt: null,
    missingRewardClaimedAt: null,
  };
  const credit: StatementCredit = {
    id: '2',
    kind: 'credit',
    date: '2026-03-01T12:00:00.000Z',
    createdAt: '2026-03-01T12:00:00.000Z',
    creditId: 'SC1',
    creditAmountCents: 2050,
    targetType: 'card',
    targetLabel: 'Visa ending in 1111',
    benefitProcessor: 'Visa',
    delivery: 'Card',
    status: 'completed',
  };

  it('writes the date, kind, merchant, card, amounts and status words; a hostile merchant name stays text', () => {
    const context = { t, currencyType: 'Mile' as const, now, reviews: new Map<string, boolean>() };
    const lines = csvText(csvHeader(t), [
      csvRecord(activityRow(transaction, context), t, 'Mile'),
      csvRecord(activityRow(credit, context), t, 'Mile'),
    ]).split('\r\n');
    expect(lines[0]).toBe('Date,Status,Type,Merchant or paid to,Card,Dine amount,Amount,Amount status');
    expect(lines[1]).toBe(`2026-03-10,Pending (Pending Review · Processing),Transaction,"'=cmd|""/c calc""!A1",1111,45.20,135,Pending`);
    expect(lines[2]).toBe('2026-03-01,Paid,Statement credit,Visa ending in 1111,,,20.50,Paid');
  });

  it('leads with the status and writes an amount as earned only for Awarded and Paid rows (issue #22)', () => {
    const context = { t, currencyType: 'Mile' as const, now, reviews: new Map<string, boolean>() };
    const record = (extra: Partial<Transaction>) => csvRecord(activityRow({ ...transaction, ...extra }, context), t, 'Mile');
    const tail = (cells: string[]) => [cells[1], ...cells.slice(6)];
    expect(tail(record({ awardStatus: 'Awarded' }))).toEqual(['Earned', '135', 'Earned']);
    expect(tail(record({ awardStatus: 'Paid', paidAt: '2026-03-12T12:00:00.000Z' }))).toEqual(['Paid (on Mar 12, 2026)', '135', 'Earned']);
    expect(tail(record({ awardStatus: 'Pending', transactionCreatedAt: '2026-01-01T12:00:00.000Z' }))).toEqual([
      'Pending (Review expired · Processing)',
      '135',
      'Pending',
    ]);
    expect(tail(record({ awardStatus: 'Forfeit' }))).toEqual(['Not earned (Expired · did not qualify)', '', 'Not earned']);
    expect(tail(record({ awardStatus: 'Deferred' }))).toEqual([t('activity.award.deferred'), '', 'Not earned']);
    // The spec's partner wording (001 §4) survives as word and reason: "Not earned (finalized, …)".
    expect(t('activity.award.deferred')).toBe('Not earned (finalized, allow up to two weeks for rewards to appear)');
  });

  it('writes statement credits by payout status: paid, pending, or not paid without an amount', () => {
    const context = { t, currencyType: 'Credit' as const, now, reviews: new Map<string, boolean>() };
    const record = (status: string) => csvRecord(activityRow({ ...credit, status }, context), t, 'Credit');
    expect(record('completed').slice(1)).toEqual(['Paid', 'Statement credit', 'Visa ending in 1111', '', '', '20.50', 'Paid']);
    expect(record('pending').slice(6)).toEqual(['20.50', 'Pending']);
    expect(record('pending_received').slice(6)).toEqual(['20.50', 'Pending']);
    expect(record('rejected').slice(6)).toEqual(['', 'Not paid']);
    expect(record('error').slice(6)).toEqual(['', 'Not paid']);
  });

  it('writes dollars for credit partners', () => {
    const context = { t, currencyType: 'Credit' as const, now, reviews: new Map<string, boolean>() };
    const record = csvRecord(activityRow({ ...transaction, benefitAmount: 4.5, awardStatus: 'Awarded' }, context), t, 'Credit');
    expect(record.slice(5)).toEqual(['45.20', '4.50', 'Earned']);
  });

  it('writes an unknown status as no status word, and a credit without a date without one', () => {
    const context = { t, currencyType: 'Mile' as const, now, reviews: new Map<string, boolean>() };
    const unknown = csvRecord(activityRow({ ...transaction, awardStatus: 'UnderReview' }, context), t, 'Mile');
    expect(unknown[1]).toBe('');
    expect(unknown.slice(5)).toEqual(['45.20', '135', '']);
    const undated = csvRecord(activityRow({ ...credit, date: null, createdAt: null, status: 'on_hold' }, context), t, 'Mile');
    expect(undated).toEqual(['', '', 'Statement credit', 'Visa ending in 1111', '', '', '20.50', '']);
  });
});

describe('the download', () => {
  it('saves a UTF-8 CSV file under the given name through a temporary link', async () => {
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:test'), revokeObjectURL: vi.fn() }),
    );
    const clicks: { download: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ download: this.download, href: this.href });
    });
    downloadCsv('activity-page-2.csv', 'a,b\r\n');
    expect(clicks).toEqual([{ download: 'activity-page-2.csv', href: 'blob:test' }]);
    expect(created[0]?.type).toBe('text/csv;charset=utf-8');
    expect(await created[0]?.text()).toBe('\uFEFFa,b\r\n');
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
    vi.unstubAllGlobals();
  });
});

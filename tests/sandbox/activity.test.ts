// Paged activity, the dine summary, the credit balance, review statuses and bonus registration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage, CreditBalance, ReviewStatusList, TransactionPage } from '../../src/api/contract/activity.ts';
import type { Member } from '../../src/api/contract/member.ts';
import { Client, json, startTestSandbox, type TestSandbox } from './helpers.ts';

let sandbox: TestSandbox;
let client: Client;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  client = new Client(sandbox.url, 'upromise');
  // upromise is an sso partner: sign in through its stand-in form.
  const page = await client.get('/api/Sso/Login');
  const csrfToken = /name="csrfToken" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  await client.post('/api/Sso/Login', {
    body: new URLSearchParams({ csrfToken, email: 'card@upromise.example', password: 'Password1!' }).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
});
afterAll(async () => {
  await sandbox.dispose();
});

describe('activity', () => {
  it('pages transactions, newest first', async () => {
    const first = await json<TransactionPage>(await client.get('/api/Member/Transactions?pageNo=1&resultsPerPage=10'));
    expect(first.data).toHaveLength(10);
    expect(first.totalResultSize).toBeGreaterThanOrEqual(60);
    expect(first.totalPages).toBe(Math.ceil(first.totalResultSize / 10));
    const dates = first.data.map((row) => Date.parse(row.date ?? ''));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const second = await json<TransactionPage>(await client.get('/api/Member/Transactions?pageNo=2'));
    expect(second.pageNo).toBe(2);
    expect(second.data).toHaveLength(10);
    expect(second.data.map((r) => r.id)).not.toContain(first.data[0]?.id);

    const last = await json<TransactionPage>(await client.get(`/api/Member/Transactions?pageNo=${first.totalPages}&resultsPerPage=10`));
    expect(last.data.length).toBe(first.totalResultSize - (first.totalPages - 1) * 10);
    expect((await client.get('/api/Member/Transactions?pageNo=0')).status).toBe(400);
  });

  it('covers every award status and, with statement credits, every payout status', async () => {
    const all = await json<ActivityPage>(await client.get('/api/Member/TransactionsStatementCredits?resultsPerPage=100'));
    expect(all.totalResultSize).toBeGreaterThan(60);
    const awards = new Set(all.data.flatMap((r) => (r.kind === 'transaction' ? [r.awardStatus] : [])));
    const payouts = new Set(all.data.flatMap((r) => (r.kind === 'credit' ? [r.status] : [])));
    expect([...awards].sort()).toEqual(['Awarded', 'Deferred', 'Forfeit', 'Paid', 'Pending']);
    expect([...payouts].sort()).toEqual(['completed', 'error', 'pending', 'pending_received', 'rejected']);
  });

  it('answers the dine summary, credit balance and review statuses', async () => {
    const summary = await json(await client.get('/api/Member/DineSummary'));
    expect(summary).toEqual({ currentYearBenefits: expect.any(Number) as unknown, currentYearDines: expect.any(Number) as unknown });
    const balance = await json<CreditBalance>(await client.get('/api/Member/StatementCreditBalance'));
    expect(balance.memberBalance).toBeGreaterThanOrEqual(0);
    expect(balance.memberBalance).toBeLessThan(20);

    const page = await json<TransactionPage>(await client.get('/api/Member/Transactions?resultsPerPage=3'));
    const ids = page.data.map((r) => r.id);
    const statuses = await json<ReviewStatusList>(await client.get(`/api/reviews/status?${ids.map((id) => `txnId=${id}`).join('&')}`));
    expect(statuses.map((s) => s.id).sort()).toEqual([...ids].sort());
    expect(statuses.every((s) => typeof s.completed === 'boolean')).toBe(true);
  });
});

describe('bonuses', () => {
  it('lists bonuses in every status and registers an eligible one', async () => {
    const member = await json<Member>(await client.get('/api/Member'));
    expect(new Set(member.activeBonuses.map((b) => b.bonusStatus))).toEqual(new Set(['Eligible', 'Enrolled', 'Qualified']));
    const registered = await client.post('/api/Member/Bonus/DINE3X', { csrf: true });
    expect(registered.status).toBe(200);
    expect(await json(registered)).toMatchObject({ code: 'DINE3X', bonusStatus: 'Enrolled' });
    expect((await client.post('/api/Member/Bonus/DINE3X', { csrf: true })).status).toBe(409);
    expect((await client.post('/api/Member/Bonus/NOPE', { csrf: true })).status).toBe(404);
  });
});

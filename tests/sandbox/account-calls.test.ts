// The account center's calls against spec 001 §7 (docs/api.md "Cards", "Activity and bonuses"): every
// member call answers 401 signed out, deleting the last card closes the account and signs the member
// out, and one member's ids never reach another's data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage, ReviewStatusList, TransactionPage } from '../../src/api/contract/activity.ts';
import type { CallDescriptor } from '../../src/api/contract/call.ts';
import * as memberCalls from '../../src/api/contract/calls.ts';
import type { CardList } from '../../src/api/contract/cards.ts';
import * as merchantCalls from '../../src/api/contract/merchant-calls.ts';
import type { Member } from '../../src/api/contract/member.ts';
import { sessionExpiryCookie } from '../../src/api/contract/session.ts';
import { Client, createMember, json, signedIn, startTestSandbox, type FreshMember, type TestSandbox } from './helpers.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.dispose();
});

const signInAs = (member: FreshMember) => signedIn(sandbox, 'delta', member);

const pathParams: Record<string, string> = { code: 'DINE3X', merchantId: '1', publicId: 'delta-card', reservationId: '1' };

/** Every call the contract marks signed-in, with its path filled in (and the query it needs). */
const signedInCalls = Object.entries({ ...memberCalls, ...merchantCalls })
  .flatMap(([name, value]): { name: string; call: CallDescriptor }[] => {
    const call = value as CallDescriptor;
    return call.signedIn === true ? [{ name, call }] : [];
  })
  .map(({ name, call }) => {
    const path = call.path.replace(/\{(\w+)\}/g, (_, param: string) => pathParams[param] ?? '1');
    return {
      name,
      method: call.method,
      path: call.path === memberCalls.deleteCard.path && call.method === 'DELETE' ? `${path}?id=1` : path,
    };
  });

/** Each signed-in call from `client`, with a plausible body where it takes one. */
const callAll = async (client: Client) =>
  Promise.all(
    signedInCalls.map(async (call) => ({
      ...call,
      status: (await client.call(call.method, call.path, { csrf: call.method !== 'GET', body: call.method === 'GET' ? undefined : {} }))
        .status,
    })),
  );

describe('signed out', () => {
  it('every member call answers 401, whatever the body', async () => {
    expect(signedInCalls.map((call) => call.name)).toEqual(
      expect.arrayContaining([
        'getCards',
        'linkCards',
        'deleteCard',
        'getPartnerCards',
        'getDineSummary',
        'registerBonus',
        'getCreditBalance',
        'getActivity',
        'getTransactions',
        'getReviewStatuses',
        'reenroll',
        'getMember',
        'updateMember',
      ]),
    );
    const visitor = new Client(sandbox.url, 'delta');
    for (const call of await callAll(visitor)) expect(call.status, `${call.method} ${call.path}`).toBe(401);
    for (const call of signedInCalls.filter((c) => c.method !== 'GET')) {
      const response = await visitor.call(call.method, call.path, { csrf: true, body: '{not json' });
      expect(response.status, `${call.method} ${call.path} with a broken body`).toBe(401);
      expect(await json(response)).toEqual({ message: 'Unauthorized: please sign in.' });
    }
  });

  it('the calls that need no sign-in answer a visitor', async () => {
    const visitor = new Client(sandbox.url, 'delta');
    expect(await json(await visitor.get('/api/Members/Validate/Zip?zip=10036'))).toEqual({ isValid: true });
    expect(await json(await visitor.get('/api/Members/Validate/Zip?zip=1003'))).toEqual({ isValid: false });
    expect((await visitor.get('/api/Members/Validate/Zip')).status).toBe(400);
    expect(await json(await visitor.get('/api/DefaultUserLocation'))).toMatchObject({ cityState: 'New York, NY', zip: '10036' });
  });
});

describe('deleting cards', () => {
  it('keeps the account while cards remain', async () => {
    const client = await signInAs(await createMember(sandbox, { partner: 'delta', cardCount: 2 }));
    const [first] = (await json<CardList>(await client.get('/api/Member/Cards'))).items;
    expect(await json(await client.delete(`/api/Member/Cards?id=${first?.id}`, { csrf: true }))).toEqual({
      deleted: true,
      lastFour: first?.lastFour,
      accountClosed: false,
    });
    expect(await json(await client.get('/api/Member'))).toMatchObject({ memberType: 'EnrolledCardMember', active: true });
  });

  it('deleting the last card closes the account and signs the member out everywhere', async () => {
    const member = await createMember(sandbox, { partner: 'delta', cardCount: 1, withActivity: true });
    const client = await signInAs(member);
    const otherDevice = await signInAs(member);
    const [only] = (await json<CardList>(await client.get('/api/Member/Cards'))).items;

    const deleted = await client.delete(`/api/Member/Cards?id=${only?.id}`, { csrf: true });
    expect(deleted.status).toBe(200);
    expect(await json(deleted)).toEqual({ deleted: true, lastFour: '9001', accountClosed: true });
    // The answer clears the expiry cookie the page reads; both sessions are over.
    expect(client.lastSetCookies.find((c) => c.name === sessionExpiryCookie)?.attributes).toEqual(
      expect.arrayContaining([expect.stringMatching(/^max-age=0$/i)]),
    );
    for (const call of await callAll(client)) expect(call.status, `${call.method} ${call.path}`).toBe(401);
    for (const call of await callAll(otherDevice)) expect(call.status, `other device: ${call.method} ${call.path}`).toBe(401);
    // The client's own /SignOut afterwards is fine.
    expect(await json(await client.get('/api/SignOut'))).toEqual({ signedOut: true });

    // Signing in again finds a closed, inactive account with no cards: re-enrollment.
    const again = await signInAs(member);
    expect(await json<Member>(await again.get('/api/Member'))).toMatchObject({ memberType: 'ClosedAccountMember', active: false });
    expect((await json<CardList>(await again.get('/api/Member/Cards'))).items).toEqual([]);
    // Its history stays.
    expect(await json(await again.get('/api/Member/Transactions'))).toMatchObject({ totalResultSize: 70 });
  });

  it("refuses a missing or malformed id, and never deletes another member's card", async () => {
    const owner = await signInAs(await createMember(sandbox, { partner: 'delta', cardCount: 2 }));
    const [theirs] = (await json<CardList>(await owner.get('/api/Member/Cards'))).items;
    const other = await signInAs(await createMember(sandbox, { partner: 'delta', cardCount: 1 }));
    for (const query of ['', '?id=', '?id=abc', '?id=-1', '?id=0', '?id=1.5', `?id=${'9'.repeat(400)}`]) {
      const response = await other.delete(`/api/Member/Cards${query}`, { csrf: true });
      expect(response.status, query).toBe(400);
      expect(Object.keys((await json<{ errors: object }>(response)).errors), query).toEqual(['id']);
    }
    const response = await other.delete(`/api/Member/Cards?id=${theirs?.id}`, { csrf: true });
    expect(response.status).toBe(404);
    expect((await json<CardList>(await owner.get('/api/Member/Cards'))).items).toHaveLength(2);
    expect((await json<CardList>(await other.get('/api/Member/Cards'))).items).toHaveLength(1);
  });
});

describe('activity and bonuses of a member of its own', () => {
  it("pages, answers review statuses for the member's own ids only, and activates a bonus once", async () => {
    const client = await signInAs(await createMember(sandbox, { partner: 'delta', withActivity: true }));
    const other = await signInAs(await createMember(sandbox, { partner: 'delta', withActivity: true }));

    const page = await json<ActivityPage>(await client.get('/api/Member/TransactionsStatementCredits?pageNo=2&resultsPerPage=10'));
    expect(page).toMatchObject({ pageNo: 2, resultsPerPage: 10, totalResultSize: 94, totalPages: 10 });
    for (const query of ['pageNo=0', 'pageNo=-1', 'pageNo=abc', 'resultsPerPage=0', 'resultsPerPage=101', 'pageNo=1.5']) {
      expect((await client.get(`/api/Member/Transactions?${query}`)).status, query).toBe(400);
    }

    const mine = (await json<TransactionPage>(await client.get('/api/Member/Transactions?resultsPerPage=3'))).data.map((r) => r.id);
    const theirs = (await json<TransactionPage>(await other.get('/api/Member/Transactions?resultsPerPage=2'))).data.map((r) => r.id);
    const query = [...mine.map((id) => `txnId=${id}`), `txnId=${theirs.join(',')}`, 'txnId=abc', 'txnId='].join('&');
    const statuses = await json<ReviewStatusList>(await client.get(`/api/reviews/status?${query}`));
    expect(statuses.map((s) => s.id).sort()).toEqual([...mine].sort());
    expect(await json(await client.get('/api/reviews/status'))).toEqual([]);

    expect(await json(await client.post('/api/Member/Bonus/dine3x', { csrf: true }))).toMatchObject({
      code: 'DINE3X',
      bonusStatus: 'Enrolled',
      message: 'Registered for bonus.',
    });
    const again = await client.post('/api/Member/Bonus/DINE3X', { csrf: true });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ code: 'DINE3X', bonusStatus: 'Enrolled' });
    expect((await client.post('/api/Member/Bonus/TOPGOLF', { csrf: true })).status).toBe(409);
    expect((await client.post('/api/Member/Bonus/NOPE', { csrf: true })).status).toBe(404);
    // The other member's bonus is untouched.
    expect((await json<Member>(await other.get('/api/Member'))).activeBonuses.find((b) => b.code === 'DINE3X')?.bonusStatus).toBe(
      'Eligible',
    );
    expect(await json(await client.get('/api/Member/DineSummary'))).toEqual({
      currentYearBenefits: expect.any(Number) as unknown,
      currentYearDines: expect.any(Number) as unknown,
    });
    expect(await json(await client.get('/api/Member/StatementCreditBalance'))).toEqual({ memberBalance: 0 });
  });
});

// POST /api/Member/MissingRewards (issue #25; docs/api.md "Activity and bonuses"), through real HTTP:
// CSRF and sign-in first, bad bodies 400, a visit claimed once (409 the second time) and only more
// than 10 days after the purchase (spec 001 §9), the claim shown on the row after a reload, and the
// throttle per client and per account.
import { describe, expect, it } from 'vitest';
import type { MissingRewardClaim, TransactionInput } from '../../src/api/contract/activity.ts';
import { claimMissingReward } from '../../src/api/contract/calls.ts';
import { Client, clientsAt, createMember, json, sandboxForFile, type FreshMember } from './helpers.ts';

const sandbox = sandboxForFile();
const path = claimMissingReward.path;
const day = 86_400_000;

async function memberWithActivity(): Promise<FreshMember> {
  return createMember(sandbox, { partner: 'delta', withActivity: true });
}

async function signedInAt(client: Client, member: FreshMember): Promise<Client> {
  expect((await client.signIn(member.email, member.password ?? '')).status).toBe(200);
  return client;
}

async function visits(client: Client): Promise<TransactionInput[]> {
  return (await json<{ data: TransactionInput[] }>(await client.get('/api/Member/Transactions?resultsPerPage=100'))).data;
}

const ageOf = (visit: TransactionInput): number => Date.now() - Date.parse(String(visit.transactionCreatedAt));

describe('POST /api/Member/MissingRewards', () => {
  const at = clientsAt(sandbox, '10.25.1');

  it('needs the CSRF header (403), then a signed-in member (401), before reading the body', async () => {
    const visitor = at();
    expect((await visitor.post(path, { body: { transactionId: '1' } })).status).toBe(403);
    const signedOut = await visitor.post(path, { csrf: true, body: '{not json' });
    expect(signedOut.status).toBe(401);
    expect(await json(signedOut)).toEqual({ message: 'Unauthorized: please sign in.' });
    const member = await signedInAt(at(), await memberWithActivity());
    expect((await member.post(path, { body: { transactionId: '1' } })).status).toBe(403);
  });

  it('answers 400 to a body that is not JSON or lacks a transaction, and 404 to a visit not the member’s', async () => {
    const client = await signedInAt(at(), await memberWithActivity());
    for (const body of ['{not json', '[]', {}, { transactionId: '' }, { transactionId: true }, { transactionId: '1', note: 7 }]) {
      const response = await client.post(path, { csrf: true, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await json<{ message?: string }>(response)).message).toBeTruthy();
    }
    const tooLong = await client.post(path, { csrf: true, body: { transactionId: '1', note: 'x'.repeat(501) } });
    expect(await json(tooLong)).toMatchObject({ errors: { note: ['Note can have at most 500 characters.'] } });
    const other = await signedInAt(at(), await memberWithActivity());
    const [theirs] = await visits(other);
    const response = await client.post(path, { csrf: true, body: { transactionId: String(theirs?.id) } });
    expect(response.status).toBe(404);
  });

  it('records a claim once, shows it on the row after a reload, and answers 409 the second time', async () => {
    const client = await signedInAt(at(), await memberWithActivity());
    const visit = (await visits(client)).find((row) => ageOf(row) > 11 * day && row.awardStatus === 'Pending');
    expect(visit).toBeDefined();
    const body = { transactionId: String(visit?.id), note: 'Dinner for two, paid with my Visa.' };
    const first = await client.post(path, { csrf: true, body });
    expect(first.status).toBe(200);
    const claim = await json<MissingRewardClaim>(first);
    expect(claim).toMatchObject({ transactionId: visit?.id });
    expect(Date.now() - Date.parse(claim.claimedAt ?? '')).toBeLessThan(60_000);

    const reloaded = (await visits(client)).find((row) => row.id === visit?.id);
    expect(reloaded?.missingRewardClaimedAt).toBe(claim.claimedAt);
    expect(reloaded).not.toHaveProperty('missingRewardNote');

    const again = await client.post(path, { csrf: true, body: { transactionId: visit?.sourceTransactionId } });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ code: 'AlreadyClaimed', claimedAt: claim.claimedAt });
  });

  it('refuses a visit 10 days old or younger with a message (409 TooEarly)', async () => {
    const client = await signedInAt(at(), await memberWithActivity());
    const young = (await visits(client)).find((row) => ageOf(row) < 9 * day);
    expect(young).toBeDefined();
    const response = await client.post(path, { csrf: true, body: { transactionId: young?.id } });
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({
      code: 'TooEarly',
      message: 'A missing reward can be reported once more than 10 days have passed since the purchase.',
    });
    expect((await visits(client)).find((row) => row.id === young?.id)?.missingRewardClaimedAt ?? null).toBeNull();
  });

  it('throttles each account after 10 attempts an hour, whichever client sends them', async () => {
    const member = await memberWithActivity();
    const first = await signedInAt(at(), member);
    for (let i = 0; i < 10; i++) expect((await first.post(path, { csrf: true, body: { transactionId: 'none' } })).status).toBe(404);
    const second = await signedInAt(at(), member);
    const throttled = await second.post(path, { csrf: true, body: { transactionId: 'none' } });
    expect(throttled.status).toBe(429);
    expect(await json(throttled)).toMatchObject({ code: 'Throttled' });
    expect(Number(throttled.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another member is not held back by it.
    const other = await signedInAt(at(), await memberWithActivity());
    expect((await other.post(path, { csrf: true, body: { transactionId: 'none' } })).status).toBe(404);
  });

  it('throttles each client after 20 attempts in 10 minutes, whichever accounts they name', async () => {
    const client = new Client(sandbox.url, 'delta', '10.25.2.1');
    for (let round = 0; round < 2; round++) {
      const signed = await signedInAt(client, await memberWithActivity());
      for (let i = 0; i < 10; i++) expect((await signed.post(path, { csrf: true, body: { transactionId: 'none' } })).status).toBe(404);
    }
    await signedInAt(client, await memberWithActivity());
    expect((await client.post(path, { csrf: true, body: { transactionId: 'none' } })).status).toBe(429);
  });
});

// Issue #11 "No lost updates": a write whose body arrives slowly must not undo a change made to the
// same member meanwhile. Each test holds one request's body half-sent over real HTTP, completes
// another write, then lets the first finish, and checks that both took effect.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardList } from '../../src/api/contract/cards.ts';
import type { Member } from '../../src/api/contract/member.ts';
import { csrfHeader } from '../../src/api/contract/session.ts';
import type { Client } from './helpers.ts';
import {
  captchaToken,
  createMember,
  encryptCard,
  json,
  signedIn,
  startTestSandbox,
  type FreshMember,
  type RawResponse,
  type TestSandbox,
} from './helpers.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.dispose();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Long enough for the server to have run the handler up to waiting for the rest of the body. */
const headStart = 250;

interface SlowRequest {
  /** Sends the rest of the body and waits for the answer. */
  finish(): Promise<RawResponse>;
}

/**
 * A JSON request from `client`'s session (its cookies and CSRF token) that sends its headers and the
 * first half of the body now and the rest only on finish(), like a slow connection.
 */
async function slowJson(client: Client, method: string, path: string, body: unknown): Promise<SlowRequest> {
  const text = Buffer.from(JSON.stringify(body));
  const { hostname, port, pathname } = new URL(`${client.base}${path}`);
  const headers = {
    'Content-Type': 'application/json',
    'Content-Length': String(text.length),
    Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    [csrfHeader]: await client.csrf(),
  };
  let sending: () => void = () => undefined;
  const answer = new Promise<RawResponse>((resolve, reject) => {
    const req = httpRequest({ hostname, port, method, path: pathname, headers, agent: false }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts).toString('utf8') }));
    });
    req.on('error', reject);
    const half = Math.floor(text.length / 2);
    req.write(text.subarray(0, half));
    sending = () => req.end(text.subarray(half));
  });
  await sleep(headStart);
  return {
    async finish() {
      sending();
      return answer;
    },
  };
}

const signInAs = (member: FreshMember) => signedIn(sandbox, 'delta', member);

const cardBody = async (number: string) => ({
  creditCards: [{ encryptedCardNumber: encryptCard(number), lastFour: number.slice(-4) }],
  directFileFeedOptIn: true,
  gRecaptchaResponse: await captchaToken(sandbox.standinOrigin),
});

const memberOf = async (client: Client) => json<Member>(await client.get('/api/Member'));
const cardsOf = async (client: Client) => (await json<CardList>(await client.get('/api/Member/Cards'))).items.map((c) => c.lastFour);

describe('no lost updates', () => {
  it('keeps a card linked while a profile save was arriving, and the non-card member becomes a card member', async () => {
    const client = await signInAs(await createMember(sandbox, { partner: 'delta', role: 'nocard' }));
    const save = await slowJson(client, 'PUT', '/api/Member', { firstName: 'Slowpoke', phoneNumber: '617-555-0101' });

    const linked = await client.post('/api/Member/Cards', { csrf: true, body: await cardBody('4111111111111111') });
    expect(linked.status).toBe(200);

    const saved = await save.finish();
    expect(saved.status, saved.body).toBe(200);
    // The save's own answer already shows both.
    expect(JSON.parse(saved.body)).toMatchObject({ firstName: 'Slowpoke', memberType: 'EnrolledCardMember' });
    expect(await memberOf(client)).toMatchObject({ firstName: 'Slowpoke', phoneNumber: '6175550101', memberType: 'EnrolledCardMember' });
    expect(await cardsOf(client)).toEqual(['1111']);
  });

  it('keeps a profile saved while a card link was arriving', async () => {
    const client = await signInAs(await createMember(sandbox, { partner: 'delta', role: 'nocard' }));
    const link = await slowJson(client, 'POST', '/api/Member/Cards', await cardBody('5555555555554444'));

    const saved = await client.put('/api/Member', { csrf: true, body: { lastName: 'Quickly', address: { city: 'Denver', state: 'CO' } } });
    expect(saved.status).toBe(200);

    const linked = await link.finish();
    expect(linked.status, linked.body).toBe(200);
    expect(await memberOf(client)).toMatchObject({
      lastName: 'Quickly',
      address: { city: 'Denver', state: 'CO' },
      memberType: 'EnrolledCardMember',
    });
    expect(await cardsOf(client)).toEqual(['4444']);
  });

  it('keeps a profile saved while a re-enrollment was arriving, and reopens the account', async () => {
    const client = await signInAs(await createMember(sandbox, { partner: 'delta', role: 'closed' }));
    const reenroll = await slowJson(client, 'POST', '/api/Member/Reenroll', await cardBody('6011111111111117'));

    expect((await client.put('/api/Member', { csrf: true, body: { emailOptIn: false } })).status).toBe(200);

    const reopened = await reenroll.finish();
    expect(reopened.status, reopened.body).toBe(200);
    expect(await memberOf(client)).toMatchObject({ emailOptIn: false, tierLevel: 0, memberType: 'EnrolledCardMember', active: true });
  });

  it('keeps both of two profile saves that overlap, each writing only its own fields', async () => {
    const client = await signInAs(await createMember(sandbox, { partner: 'delta' }));
    const first = await slowJson(client, 'PUT', '/api/Member', { firstName: 'Early' });
    expect((await client.put('/api/Member', { csrf: true, body: { address: { address2: 'Apt 5' } } })).status).toBe(200);
    expect((await first.finish()).status).toBe(200);
    expect(await memberOf(client)).toMatchObject({ firstName: 'Early', address: { address2: 'Apt 5' } });
  });

  it('does not reopen an account whose last card was deleted while a profile save was arriving', async () => {
    const member = await createMember(sandbox, { partner: 'delta', cardCount: 1 });
    const client = await signInAs(member);
    const save = await slowJson(client, 'PUT', '/api/Member', { firstName: 'Ghost' });

    const [card] = (await json<CardList>(await client.get('/api/Member/Cards'))).items;
    expect(await json(await client.delete(`/api/Member/Cards?id=${card?.id}`, { csrf: true }))).toMatchObject({ accountClosed: true });

    // The session the save came with ended with the account: it is not applied.
    expect((await save.finish()).status).toBe(401);
    const again = await signInAs(member);
    expect(await memberOf(again)).toMatchObject({ memberType: 'ClosedAccountMember', active: false });
    expect((await memberOf(again)).firstName).not.toBe('Ghost');
  });
});

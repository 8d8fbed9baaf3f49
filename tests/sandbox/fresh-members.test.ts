// POST /__sandbox/members (docs/api.md "Sandbox controls"): a member of a test's own, so lockout,
// recovery, credential-fixing and account tests leave the shared demo members alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage, TransactionPage } from '../../src/api/contract/activity.ts';
import type { CardList, CardRegistrationResult } from '../../src/api/contract/cards.ts';
import type { FieldErrorsBody } from '../../src/api/contract/errors.ts';
import type { Member } from '../../src/api/contract/member.ts';
import type { MerchantSearchResult } from '../../src/api/contract/merchants.ts';
import { isValidPartnerNumber } from '../../src/lib/member-rules.ts';
import {
  captchaToken,
  Client,
  createMember,
  encryptCard,
  json,
  signedIn,
  startTestSandbox,
  type FreshMember,
  type TestSandbox,
} from './helpers.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.dispose();
});

const post = (body: string) =>
  fetch(`${sandbox.url}/__sandbox/members`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

const signInAs = (partner: string, member: FreshMember, sso = false) => signedIn(sandbox, partner, member, sso);

const cardsOf = async (client: Client) => json<CardList>(await client.get('/api/Member/Cards'));

describe('POST /__sandbox/members', () => {
  it("creates a card member by default: unique, signed in with its email or partner number, the role's two cards", async () => {
    const member = await createMember(sandbox, { partner: 'delta' });
    const other = await createMember(sandbox, { partner: 'delta' });
    expect(member).toEqual({
      publicId: expect.stringMatching(/^delta-fresh-/) as unknown,
      email: expect.stringMatching(/@delta\.example$/) as unknown,
      partnerNumber: expect.stringMatching(/^\d{10}$/) as unknown,
      password: 'Password1!',
    });
    expect(isValidPartnerNumber(member.partnerNumber ?? '')).toBe(true);
    expect(other.publicId).not.toBe(member.publicId);
    expect(other.email).not.toBe(member.email);
    expect(other.partnerNumber).not.toBe(member.partnerNumber);

    const client = new Client(sandbox.url, 'delta');
    expect((await client.signIn(member.email, member.password ?? '')).status).toBe(200);
    expect(await json<Member>(await client.get('/api/Member'))).toMatchObject({
      publicId: member.publicId,
      memberType: 'EnrolledCardMember',
      tierLevel: 2,
      hasWebProfile: true,
      active: true,
    });
    expect((await cardsOf(client)).items.map((card) => [card.cardType, card.lastFour])).toEqual([
      ['VISA', '1111'],
      ['MAST', '4444'],
    ]);
    // No activity unless asked for.
    expect(await json(await client.get('/api/Member/TransactionsStatementCredits'))).toMatchObject({ totalResultSize: 0 });
    expect((await new Client(sandbox.url, 'delta').signIn(member.partnerNumber ?? '')).status).toBe(200);
  });

  it('takes a given email and password', async () => {
    const member = await createMember(sandbox, { partner: 'united', email: 'Mine@United.example', password: 'Another1pass' });
    expect(member).toMatchObject({ email: 'Mine@United.example', password: 'Another1pass' });
    expect((await new Client(sandbox.url, 'united').signIn('mine@united.example', 'Another1pass')).status).toBe(200);
  });

  it('makes the other roles as their demo roles do', async () => {
    const nocard = await createMember(sandbox, { partner: 'hilton', role: 'nocard' });
    expect(nocard.partnerNumber).toBeNull();
    const known = new Client(sandbox.url, 'hilton');
    expect(await json(await known.get(`/api/Member/${nocard.publicId}`, { csrf: true }))).toMatchObject({ memberType: 'NonCardMember' });

    const inactive = await createMember(sandbox, { partner: 'delta', role: 'inactive' });
    expect(inactive.password).toBeNull();
    const client = new Client(sandbox.url, 'delta');
    expect(await json(await client.get(`/api/Member/${inactive.publicId}`, { csrf: true }))).toMatchObject({
      tierLevel: 1,
      hasWebProfile: false,
    });
    expect((await client.signIn(inactive.email)).status).toBe(401);

    const closed = await createMember(sandbox, { partner: 'delta', role: 'closed' });
    expect((await client.signIn(closed.email)).status).toBe(200);
    expect(await json(await client.get('/api/Member'))).toMatchObject({ memberType: 'ClosedAccountMember', active: false });
    expect(await json(await client.get('/api/Member/Cards'))).toMatchObject({ items: [] });

    const fix = await createMember(sandbox, { partner: 'delta', role: 'fix' });
    const fixing = await new Client(sandbox.url, 'delta').signIn(fix.email);
    expect(fixing.status).toBe(409);
    expect(await json(fixing)).toMatchObject({ code: 'FixCredentials' });
  });

  it('answers 400, never 500, for a body it cannot take', async () => {
    const taken = await createMember(sandbox, { partner: 'delta' });
    const cases: [body: string, field: string | null][] = [
      ['{', null],
      ['[]', 'body'],
      ['null', 'body'],
      ['"delta"', 'body'],
      ['{}', 'partner'],
      ['{"partner":5}', 'partner'],
      ['{"partner":"acme"}', 'partner'],
      ['{"partner":"delta","role":"known"}', 'role'],
      ['{"partner":"delta","role":"VIP"}', 'role'],
      ['{"partner":"delta","role":["card"]}', 'role'],
      ['{"partner":"delta","email":"not-an-email"}', 'email'],
      [JSON.stringify({ partner: 'delta', email: taken.email }), 'email'],
      [JSON.stringify({ partner: 'delta', email: taken.email.toUpperCase() }), 'email'],
      ['{"partner":"delta","password":"short"}', 'password'],
      ['{"partner":"delta","password":12345678}', 'password'],
      ['{"partner":"delta","admin":true}', 'body'],
      ['{"partner":"delta","withActivity":"yes"}', 'withActivity'],
      ['{"partner":"delta","withActivity":1}', 'withActivity'],
      ['{"partner":"delta","cardCount":13}', 'cardCount'],
      ['{"partner":"delta","cardCount":-1}', 'cardCount'],
      ['{"partner":"delta","cardCount":1.5}', 'cardCount'],
      ['{"partner":"delta","cardCount":"3"}', 'cardCount'],
      ['{"partner":"delta","cardCount":null}', 'cardCount'],
      ['{"partner":"delta","cardCount":1e400}', 'cardCount'],
      ['{"partner":"delta","role":"closed","cardCount":1}', 'cardCount'],
      ['{"partner":"hilton","role":"nocard","cardCount":2}', 'cardCount'],
      [JSON.stringify({ partner: 'x'.repeat(60_000) }), 'partner'],
      [JSON.stringify({ partner: 'delta', email: `${'a'.repeat(60_000)}@delta.example` }), 'email'],
    ];
    for (const [body, field] of cases) {
      const response = await post(body);
      expect(response.status, body.slice(0, 80)).toBe(400);
      const answer = await json<Partial<FieldErrorsBody>>(response);
      expect(answer.message, body.slice(0, 80)).toEqual(expect.any(String));
      if (field) expect(Object.keys(answer.errors ?? {}), body.slice(0, 80)).toContain(field);
    }
  });

  it('gives each role its demo profile: tier, dining progress, email opt-in, flags and cards', async () => {
    const cases = [
      { role: 'vip', tierLevel: 3, progress: 'Qualified', emailOptIn: true, cards: ['VISA', 'MAST', 'AMEX'] },
      { role: 'member', tierLevel: 0, progress: 'Building', emailOptIn: false, cards: ['DISC'] },
      { role: 'blocked', tierLevel: 2, progress: 'QualifiedAndBuilding', emailOptIn: true, cards: ['AMEX'] },
    ] as const;
    for (const expected of cases) {
      const member = await createMember(sandbox, { partner: 'delta', role: expected.role });
      const client = await signInAs('delta', member);
      expect(await json<Member>(await client.get('/api/Member')), expected.role).toMatchObject({
        memberType: 'EnrolledCardMember',
        tierLevel: expected.tierLevel,
        emailOptIn: expected.emailOptIn,
        active: true,
        diningProgress: { status: expected.progress },
        activeBonuses: [],
      });
      expect(
        (await cardsOf(client)).items.map((card) => card.cardType),
        expected.role,
      ).toEqual(expected.cards);
    }

    // blocked carries its flag: OpenTable has deactivated it.
    const blocked = await signInAs('delta', await createMember(sandbox, { partner: 'delta', role: 'blocked' }));
    const search = await json<MerchantSearchResult>(
      await blocked.get('/api/v2/Merchants/Search?location=New%20York%2C%20NY&reservations=true&pageSize=1'),
    );
    const merchantId = search.merchants[0]?.id;
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const booking = await blocked.post(`/api/v2/Merchants/${merchantId}/Reservations`, {
      csrf: true,
      body: { dateTime: `${tomorrow}T19:00`, partySize: 2 },
    });
    expect(await json(booking)).toMatchObject({ code: 'UserFraud' });

    // nocard on an sso partner: a non-card member signed in through the partner, no cards.
    const nocard = await createMember(sandbox, { partner: 'hilton', role: 'nocard' });
    const hilton = await signInAs('hilton', nocard, true);
    expect(await json(await hilton.get('/api/Member'))).toMatchObject({ memberType: 'NonCardMember', interfaceType: 'sso' });
    expect((await cardsOf(hilton)).items).toEqual([]);
    // On a direct partner nocard is a member who registered and has not linked a card yet.
    const direct = await signInAs('delta', await createMember(sandbox, { partner: 'delta', role: 'nocard' }));
    expect(await json(await direct.get('/api/Member'))).toMatchObject({ memberType: 'NonCardMember', interfaceType: 'direct' });
  });

  it('a new member holds the new-member bonus the site promised, from joining (issue #25); older roles do not', async () => {
    const promised = {
      code: 'NMB500',
      bonusStatus: 'Eligible',
      isNewMemberBonus: true,
      memberIsEligibleForNMB: true,
      description: 'New member bonus: earn 500 bonus miles after your first dine.',
    };
    // A fresh new card member (no demo history).
    const fresh = await signInAs('delta', await createMember(sandbox, { partner: 'delta' }));
    expect((await json<Member>(await fresh.get('/api/Member'))).activeBonuses).toEqual([
      { ...promised, createDateUtc: expect.any(String) as unknown },
    ]);
    // Activating it works as for any bonus.
    expect(await json(await fresh.post('/api/Member/Bonus/NMB500', { csrf: true }))).toMatchObject({ bonusStatus: 'Enrolled' });

    // A member who joins through the site (POST /api/Members/Prospects) has it at once, even before a card.
    const joiner = new Client(sandbox.url, 'delta');
    const joined = await joiner.post('/api/Members/Prospects', {
      csrf: true,
      body: {
        email: `joiner-${Date.now()}@delta.example`,
        password: 'Tasty2024',
        passwordConfirm: 'Tasty2024',
        firstName: 'New',
        lastName: 'Joiner',
        zipCode: '30309',
        emailOptIn: true,
        gRecaptchaResponse: await captchaToken(sandbox.standinOrigin),
      },
    });
    expect(joined.status).toBe(200);
    const member = await json<Member>(await joiner.get('/api/Member'));
    expect(member.activeBonuses).toEqual([{ ...promised, createDateUtc: expect.any(String) as unknown }]);
    // Dated when they joined: inside the 90-day window the overview checks (spec 001 §4).
    expect(Math.abs(Date.parse(member.activeBonuses[0]!.createDateUtc!) - Date.parse(member.joinDate!))).toBeLessThan(60_000);

    // A member of long standing is not offered it.
    const vip = await signInAs('delta', await createMember(sandbox, { partner: 'delta', role: 'vip' }));
    expect((await json<Member>(await vip.get('/api/Member'))).activeBonuses).toEqual([]);
  });

  it('withActivity seeds the demo history: transactions, statement credits and bonuses to act on', async () => {
    const member = await createMember(sandbox, { partner: 'delta', withActivity: true });
    const client = await signInAs('delta', member);
    const all = await json<ActivityPage>(await client.get('/api/Member/TransactionsStatementCredits?resultsPerPage=100'));
    expect(all.totalResultSize).toBe(94);
    expect(new Set(all.data.flatMap((r) => (r.kind === 'transaction' ? [r.awardStatus] : []))).size).toBe(5);
    expect(new Set(all.data.flatMap((r) => (r.kind === 'credit' ? [r.status] : []))).size).toBe(5);
    // Paid with the member's own cards; emailed credits go to the member's own address.
    const tails = new Set(all.data.flatMap((r) => (r.kind === 'transaction' ? [r.cardLastFour] : [])));
    expect([...tails].sort()).toEqual(['1111', '4444']);
    const emailed = all.data.find((r) => r.kind === 'credit' && r.targetType === 'other');
    expect(emailed).toMatchObject({ targetLabel: `Email to ${member.email}` });

    const page = await json<TransactionPage>(await client.get('/api/Member/Transactions?pageNo=7&resultsPerPage=10'));
    expect(page).toMatchObject({ totalResultSize: 70, totalPages: 7, pageNo: 7 });
    expect(page.data).toHaveLength(10);

    const view = await json<Member>(await client.get('/api/Member'));
    expect(view.activeBonuses.map((b) => [b.code, b.bonusStatus])).toEqual(
      expect.arrayContaining([
        ['NMB500', 'Eligible'],
        ['DINE3X', 'Eligible'],
        ['RESERVE50', 'Enrolled'],
        ['TOPGOLF', 'Qualified'],
      ]),
    );
    const activated = await client.post('/api/Member/Bonus/DINE3X', { csrf: true });
    expect(await json(activated)).toMatchObject({ code: 'DINE3X', bonusStatus: 'Enrolled' });

    // The history is the member's own: the demo card member's and another fresh member's are untouched.
    const demo = new Client(sandbox.url, 'delta');
    await demo.signIn('card@delta.example');
    expect((await json<Member>(await demo.get('/api/Member'))).activeBonuses.find((b) => b.code === 'DINE3X')?.bonusStatus).toBe(
      'Eligible',
    );
    const other = await signInAs('delta', await createMember(sandbox, { partner: 'delta', withActivity: true }));
    expect((await json<Member>(await other.get('/api/Member'))).activeBonuses.find((b) => b.code === 'DINE3X')?.bonusStatus).toBe(
      'Eligible',
    );

    // Any role can have it, a credit partner's too.
    const credit = await createMember(sandbox, { partner: 'fuel-rewards', role: 'vip', withActivity: true });
    const fuel = await signInAs('fuel-rewards', credit, true);
    expect(await json(await fuel.get('/api/Member/Transactions'))).toMatchObject({ totalResultSize: 70 });
  });

  it("cardCount links that many distinct cards instead of the role's, up to the limit of 12", async () => {
    const full = await signInAs('delta', await createMember(sandbox, { partner: 'delta', cardCount: 12 }));
    const list = await cardsOf(full);
    expect(list.maxCards).toBe(12);
    expect(list.items).toHaveLength(12);
    expect(new Set(list.items.map((card) => card.lastFour)).size).toBe(12);
    expect(list.items.slice(0, 5).map((card) => card.cardType)).toEqual(['VISA', 'MAST', 'AMEX', 'DISC', 'VISA']);

    // At the limit another card is refused; one under it, the card links.
    const card = { encryptedCardNumber: encryptCard('4242424242424242'), lastFour: '4242', cardType: 'VISA' };
    const link = async (client: Client) =>
      client.post('/api/Member/Cards', {
        csrf: true,
        body: { creditCards: [card], directFileFeedOptIn: true, gRecaptchaResponse: await captchaToken(sandbox.standinOrigin) },
      });
    const refused = await link(full);
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ cardRegistration: [{ error: { code: 'MaximumCardsReached' } }] });
    const under = await signInAs('delta', await createMember(sandbox, { partner: 'delta', cardCount: 11 }));
    expect((await json<CardRegistrationResult>(await link(under))).cardRegistration[0]?.error).toBeUndefined();
    expect((await cardsOf(under)).items).toHaveLength(12);

    // One card (the last-card flows), none, and only brands the partner accepts.
    const one = await signInAs('delta', await createMember(sandbox, { partner: 'delta', role: 'vip', cardCount: 1 }));
    expect(await json(await one.get('/api/Member'))).toMatchObject({ tierLevel: 3 });
    expect((await cardsOf(one)).items.map((c) => c.cardType)).toEqual(['VISA']);
    const none = await signInAs('delta', await createMember(sandbox, { partner: 'delta', cardCount: 0 }));
    expect((await cardsOf(none)).items).toEqual([]);
    const american = await signInAs('american', await createMember(sandbox, { partner: 'american', cardCount: 4 }));
    expect((await cardsOf(american)).items.map((c) => c.cardType)).toEqual(['VISA', 'MAST', 'AMEX', 'VISA']);
  });
});

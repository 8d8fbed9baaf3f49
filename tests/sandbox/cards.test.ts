// Linking, listing and deleting cards, partner-loaded cards and re-enrollment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardList, CardRegistrationResult, PartnerCardList } from '../../src/api/contract/cards.ts';
import type { FieldErrorsBody } from '../../src/api/contract/errors.ts';
import { captchaToken, Client, encryptCard, json, startTestSandbox, type TestSandbox } from './helpers.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.dispose();
});

const link = async (client: Client, path: string, creditCards: unknown[], extra: Record<string, unknown> = {}) =>
  client.post(path, {
    csrf: true,
    body: { creditCards, directFileFeedOptIn: true, gRecaptchaResponse: await captchaToken(sandbox.standinOrigin), ...extra },
  });

describe('cards', () => {
  it('lists, links (with per-card results) and deletes cards', async () => {
    const client = new Client(sandbox.url, 'delta');
    await client.signIn('card@delta.example');
    const before = await json<CardList>(await client.get('/api/Member/Cards'));
    expect(before.items.map((c) => c.lastFour)).toEqual(['1111', '4444']);

    const partial = await link(client, '/api/Member/Cards', [
      { encryptedCardNumber: encryptCard('378282246310005'), lastFour: '0005', cardType: 'AMEX' },
      { encryptedCardNumber: encryptCard('4111111111111111'), lastFour: '1111', cardType: 'VISA' },
      { encryptedCardNumber: encryptCard('4000000000000002'), lastFour: '0002', cardType: 'VISA' },
    ]);
    expect(partial.status).toBe(200);
    const body = await json<CardRegistrationResult>(partial);
    expect(body.cardRegistration.map((r) => r.error?.code ?? 'linked')).toEqual(['linked', 'DuplicateCard', 'CardDeclined']);
    expect(body.cardRegistration[0]?.memberCard.lastFour).toBe('0005');

    const none = await link(client, '/api/Member/Cards', [{ encryptedCardNumber: encryptCard('4111111111111112') }]);
    expect(none.status).toBe(400);
    expect(await json(none)).toMatchObject({
      message: 'No selected cards were linked.',
      cardRegistration: [{ error: { code: 'InvalidCardNumber' } }],
    });

    const terms = await link(client, '/api/Member/Cards', [{ encryptedCardNumber: encryptCard('5555555555554444') }], {
      directFileFeedOptIn: false,
    });
    expect(terms.status).toBe(400);
    expect(Object.keys((await json<FieldErrorsBody>(terms)).errors)).toEqual(['directFileFeedOptIn']);

    const after = await json<CardList>(await client.get('/api/Member/Cards'));
    expect(after.items).toHaveLength(3);
    const amex = after.items.find((c) => c.cardType === 'AMEX');
    const deleted = await client.delete(`/api/Member/Cards?id=${amex?.id}`, { csrf: true });
    expect(await json(deleted)).toMatchObject({ deleted: true, accountClosed: false });
    expect((await client.delete('/api/Member/Cards?id=999999', { csrf: true })).status).toBe(404);
  });

  it('closes the account when the last card goes, and re-enrolls it with a new card', async () => {
    const client = new Client(sandbox.url, 'jetblue');
    await client.signIn('member@jetblue.example');
    const [only] = (await json<CardList>(await client.get('/api/Member/Cards'))).items;
    const deleted = await client.delete(`/api/Member/Cards?id=${only?.id}`, { csrf: true });
    expect(await json(deleted)).toMatchObject({ accountClosed: true });
    expect((await client.get('/api/Member')).status).toBe(401);

    await client.signIn('member@jetblue.example');
    expect(await json(await client.get('/api/Member'))).toMatchObject({ memberType: 'ClosedAccountMember' });
    const reenrolled = await link(client, '/api/Member/Reenroll', [
      { encryptedCardNumber: encryptCard('6011111111111117'), lastFour: '1117', cardType: 'DISC' },
    ]);
    expect(reenrolled.status).toBe(200);
    expect(await json(reenrolled)).toMatchObject({
      cardRegistration: [{ memberCard: { lastFour: '1117' } }],
      member: { memberType: 'EnrolledCardMember', active: true },
    });
  });

  it('refuses brands the partner does not accept', async () => {
    const client = new Client(sandbox.url, 'american');
    await client.signIn('card@american.example');
    const response = await link(client, '/api/Member/Cards', [{ encryptedCardNumber: encryptCard('6011111111111117') }]);
    expect(await json(response)).toMatchObject({ cardRegistration: [{ error: { code: 'CardTypeNotAccepted' } }] });
  });

  it('offers partner-loaded cards to partners that load them', async () => {
    const client = new Client(sandbox.url, 'hilton');
    const page = await client.get('/api/Sso/Login');
    const csrfToken = /name="csrfToken" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    await client.post('/api/Sso/Login', {
      body: new URLSearchParams({ csrfToken, email: 'card@hilton.example', password: 'Password1!' }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const partnerCards = await json<PartnerCardList>(await client.get('/api/Cards/AllPartnerCards'));
    expect(partnerCards.items).toHaveLength(2);
    const linked = await link(client, '/api/Member/Cards', [{ partnerCardId: partnerCards.items[0]?.partnerCardId }]);
    expect(linked.status).toBe(200);
    // Spec 001 §3 names the form key creditCards.N.cardId; the older partnerCardId is accepted too.
    const bySpecKey = await link(client, '/api/Member/Cards', [{ cardId: partnerCards.items[1]?.partnerCardId }]);
    expect(bySpecKey.status).toBe(200);
    const body = await json<CardRegistrationResult>(bySpecKey);
    expect(body.cardRegistration[0]).toMatchObject({
      memberCard: { partnerCardId: partnerCards.items[1]?.partnerCardId, lastFour: partnerCards.items[1]?.lastFour },
    });
    expect(body.cardRegistration[0]?.error ?? null).toBeNull();
  });
});

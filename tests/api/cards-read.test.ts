// The card answers read through their generated readers (spec 001 §3 "Card", "Card registration
// result", §7, §9; CONTRACTS.md §4): the spec's minimal answers (string ids, no maxCards, no
// partnerCardId, a DELETE answering {}), number ids, brand and error codes the product does not know,
// and what is still refused. Each read is held to zod's parse of the same contract schema; then the
// fetchers (src/api/cards.ts) against a stub fetch: the card limit's default, the deletion answer
// without accountClosed, and a 400 "none linked" read as outcomes.
// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardDeletionAnswer } from '../../src/api/answers/cardDeletion.ts';
import { cardListAnswer } from '../../src/api/answers/cardList.ts';
import { cardRegistrationResultAnswer } from '../../src/api/answers/cardRegistrationResult.ts';
import { partnerCardListAnswer } from '../../src/api/answers/partnerCardList.ts';
import { reenrollmentResultAnswer } from '../../src/api/answers/reenrollmentResult.ts';
import { answers } from '../../src/api/contract/answers.ts';
import { defaultMaxCards, type CardRegistrationRequest } from '../../src/api/contract/cards.ts';
import { readAnswer, ReadError, type Shape } from '../../src/api/read.ts';
import { fakeFetch, installConfig } from '../helpers/browser-runtime.ts';

vi.mock('../../src/lib/navigate.ts', () => ({ navigate: vi.fn(), replacePage: vi.fn() }));

/** Read through the browser's reader, checked against zod's parse of the same answer. */
function read<Name extends keyof typeof answers, T>(name: Name, shape: Shape<T>, value: unknown): T {
  const result = readAnswer(shape, value, `GET ${name}`);
  expect(answers[name].parse(value)).toEqual(result);
  return result;
}

describe('the card list', () => {
  it('reads the spec’s minimal answer: string ids, no maxCards (12), no partnerCardId', () => {
    const list = read('cardList', cardListAnswer, {
      items: [{ id: 'card-1', cardType: 'VISA', lastFour: '1111', description: 'Visa' }],
    });
    expect(list).toEqual({
      items: [{ id: 'card-1', partnerCardId: null, cardType: 'VISA', lastFour: '1111', description: 'Visa' }],
      maxCards: 12,
    });
    expect(defaultMaxCards).toBe(12);
  });

  it('reads number ids as strings, keeps a partner card id and the limit sent, ignores extra fields', () => {
    const list = read('cardList', cardListAnswer, {
      items: [{ id: 17, partnerCardId: 905, cardType: 'AMEX', lastFour: '0005', description: 'Gold', nickname: 'x' }],
      maxCards: 6,
      total: 1,
    });
    expect(list).toEqual({
      items: [{ id: '17', partnerCardId: '905', cardType: 'AMEX', lastFour: '0005', description: 'Gold' }],
      maxCards: 6,
    });
  });

  it('keeps a brand code it does not know, and a null description or limit takes its default', () => {
    const list = read('cardList', cardListAnswer, {
      items: [{ id: '2', cardType: 'JCB', lastFour: '3530', description: null }],
      maxCards: null,
    });
    expect(list.items[0]).toMatchObject({ cardType: 'JCB', description: '' });
    expect(list.maxCards).toBe(12);
  });

  it('still refuses a card without its id or last four, naming the field', () => {
    expect(() => readAnswer(cardListAnswer, { items: [{ cardType: 'VISA', lastFour: '1111' }] }, 'GET /api/Member/Cards')).toThrow(
      new ReadError('GET /api/Member/Cards', 'items.0.id', 'required, and missing'),
    );
    expect(() =>
      readAnswer(cardListAnswer, { items: [{ id: true, cardType: 'VISA', lastFour: '1111' }] }, 'GET /api/Member/Cards'),
    ).toThrow(/items\.0\.id: expected an id, got boolean/);
    expect(() => readAnswer(cardListAnswer, {}, 'GET /api/Member/Cards')).toThrow(/cannot read items: required, and missing/);
  });
});

describe('the partner cards', () => {
  it('reads number and string partner card ids, a missing description, an unknown brand', () => {
    const list = read('partnerCardList', partnerCardListAnswer, {
      items: [
        { partnerCardId: 905, cardType: 'AMEX', lastFour: '1001' },
        { partnerCardId: 'pc-8', cardType: 'JCB', lastFour: '3530', description: 'JCB Card', id: null },
      ],
    });
    expect(list.items).toEqual([
      { partnerCardId: '905', cardType: 'AMEX', lastFour: '1001', description: '' },
      { partnerCardId: 'pc-8', cardType: 'JCB', lastFour: '3530', description: 'JCB Card' },
    ]);
  });
});

describe('a card registration result', () => {
  it('reads the spec’s minimal answer: no message, string ids, no error on a linked card', () => {
    const result = read('cardRegistrationResult', cardRegistrationResultAnswer, {
      cardRegistration: [{ memberCard: { id: '5', cardType: 'VISA', lastFour: '1111', description: 'Visa' } }],
    });
    expect(result).toEqual({
      message: '',
      cardRegistration: [{ memberCard: { id: '5', partnerCardId: null, cardType: 'VISA', lastFour: '1111', description: 'Visa' } }],
    });
  });

  it('reads a failed card whose memberCard lacks fields, and an error code it does not know', () => {
    const result = read('cardRegistrationResult', cardRegistrationResultAnswer, {
      message: 'No selected cards were linked.',
      cardRegistration: [
        { memberCard: {}, error: { code: 'CardExpired' } },
        { memberCard: { cardType: 'VISA', lastFour: '0002' }, error: { code: 'CardDeclined', message: 'Declined.' } },
      ],
    });
    expect(result.cardRegistration).toEqual([
      { memberCard: { cardType: null, lastFour: null, description: '' }, error: { code: 'CardExpired', message: '' } },
      { memberCard: { cardType: 'VISA', lastFour: '0002', description: '' }, error: { code: 'CardDeclined', message: 'Declined.' } },
    ]);
  });

  it('re-enrollment’s answer reads the same, with or without its member', () => {
    const registration = { cardRegistration: [{ memberCard: { id: 31, cardType: 'VISA', lastFour: '1111', description: 'Visa' } }] };
    expect(read('reenrollmentResult', reenrollmentResultAnswer, registration)).toMatchObject({ member: null, message: '' });
  });

  it('still refuses an entry without its memberCard', () => {
    expect(() => readAnswer(cardRegistrationResultAnswer, { cardRegistration: [{ error: null }] }, 'POST /api/Member/Cards')).toThrow(
      /cardRegistration\.0\.memberCard: required, and missing/,
    );
  });
});

describe('a card deletion', () => {
  it('reads the spec’s answer, which names no field: accountClosed unknown (null)', () => {
    expect(read('cardDeletion', cardDeletionAnswer, {})).toEqual({ deleted: true, lastFour: '', accountClosed: null });
  });

  it('reads what the sandbox says', () => {
    expect(read('cardDeletion', cardDeletionAnswer, { deleted: true, lastFour: '1111', accountClosed: true })).toEqual({
      deleted: true,
      lastFour: '1111',
      accountClosed: true,
    });
  });
});

describe('the card fetchers', () => {
  beforeEach(() => {
    vi.resetModules();
    installConfig();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('getCardList: a list without maxCards has room for 12; a 5xx asked to go to /error goes there', async () => {
    fakeFetch(() => ({ status: 200, body: { items: [] } }));
    const { getCardList } = await import('../../src/api/cards.ts');
    await expect(getCardList()).resolves.toEqual({ items: [], maxCards: 12 });
    fakeFetch(() => ({ status: 502 }));
    const { navigate } = await import('../../src/lib/navigate.ts');
    await expect(getCardList({ serverError: 'redirect' })).rejects.toMatchObject({ status: 502 });
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/error\?code=502/));
  });

  it('deleteCard: sends the string id; an empty answer or {} leaves accountClosed to the page', async () => {
    const fetchMock = fakeFetch(() => ({ status: 204 }));
    const { deleteCard } = await import('../../src/api/cards.ts');
    await expect(deleteCard('card-1')).resolves.toEqual({ deleted: true, lastFour: '', accountClosed: null });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/Member/Cards?id=card-1');
    fakeFetch(() => ({ status: 200, body: {} }));
    await expect(deleteCard('17')).resolves.toMatchObject({ accountClosed: null });
  });

  it('linkCards: a 400 with per-card results is the outcomes; a 400 of field errors rejects as it came', async () => {
    fakeFetch(() => ({
      status: 400,
      body: {
        message: 'No selected cards were linked.',
        cardRegistration: [{ memberCard: { lastFour: '0002' }, error: { code: 'CardExpired' } }],
      },
    }));
    const { linkCards } = await import('../../src/api/cards.ts');
    const request: CardRegistrationRequest = { creditCards: [], directFileFeedOptIn: true, gRecaptchaResponse: 't' };
    await expect(linkCards(request)).resolves.toEqual([
      { cardType: '', lastFour: '0002', description: '', error: { code: 'CardExpired', message: '' } },
    ]);
    fakeFetch(() => ({ status: 400, body: { errors: { directFileFeedOptIn: ['Required.'] }, message: 'Invalid input.' } }));
    await expect(linkCards(request)).rejects.toMatchObject({ status: 400, body: { message: 'Invalid input.' } });
  });
});

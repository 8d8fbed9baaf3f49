// @vitest-environment happy-dom
// Re-enrollment's request and message (spec 001 §4 "Re-enrollment"): entries without a last four are
// dropped before submit; the message names the first registration entry's card.
import { describe, expect, it } from 'vitest';
import type { CardRegistrationRequest } from '../../../src/api/cards.ts';
import { linkedFlashKey, storeLinkedFlash, takeLinkedFlash } from '../../../src/features/reenroll/linked-flash.ts';
import { linkedLastFour, reenrollRequestOf } from '../../../src/features/reenroll/reenroll-request.ts';

const typed = { encryptedCardNumber: 'sbxenc1.x', lastFour: '1111', cardType: 'VISA' } as const;

describe('the request', () => {
  it('drops the entries without a last four, keeping the order and the rest of the body', () => {
    const request = {
      creditCards: [
        typed,
        { cardId: 'pc-1' },
        { cardId: 'pc-2', cardType: 'AMEX', lastFour: '1002' },
        { cardId: 'pc-3', cardType: 'AMEX', lastFour: '' },
        { cardId: 'pc-4', cardType: 'AMEX', lastFour: '   ' },
      ],
      directFileFeedOptIn: true,
      gRecaptchaResponse: 'token-1',
    } satisfies CardRegistrationRequest;
    expect(reenrollRequestOf(request)).toEqual({
      creditCards: [typed, { cardId: 'pc-2', cardType: 'AMEX', lastFour: '1002' }],
      directFileFeedOptIn: true,
      gRecaptchaResponse: 'token-1',
    });
  });

  it('leaves a request whose entries all have a last four as it was', () => {
    const request = { creditCards: [typed], directFileFeedOptIn: true, gRecaptchaResponse: 't' } satisfies CardRegistrationRequest;
    expect(reenrollRequestOf(request)).toEqual(request);
  });
});

describe('the card the message names', () => {
  it("is the first entry's", () => {
    expect(linkedLastFour([{ lastFour: '1111' }, { lastFour: '4444' }])).toBe('1111');
  });

  it('skips an entry without a last four', () => {
    expect(linkedLastFour([{ lastFour: '' }, { lastFour: '4444' }])).toBe('4444');
    expect(linkedLastFour([])).toBe('');
  });
});

describe('the message on the next page', () => {
  it('is kept for one page only', () => {
    sessionStorage.clear();
    expect(takeLinkedFlash()).toBeNull();
    storeLinkedFlash('Your card ending in 1111 has been linked.');
    expect(takeLinkedFlash()).toBe('Your card ending in 1111 has been linked.');
    expect(takeLinkedFlash()).toBeNull();
  });

  it('ignores a stored value that is not a message', () => {
    sessionStorage.setItem(linkedFlashKey, 'x'.repeat(5000));
    expect(takeLinkedFlash()).toBeNull();
    expect(sessionStorage.getItem(linkedFlashKey)).toBeNull();
  });
});

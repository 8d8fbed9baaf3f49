// The add-card form's checks as pure functions (add-card-rules.ts): what is selected, what is
// missing in the order the form says it, and the cards a link sends.
import { describe, expect, it } from 'vitest';
import { addCardRules, creditCardsOf, maxSelectedCards, selectionOf } from '../../../src/features/enrollment/add-card/add-card-rules.ts';
import { copyReader } from '../../../src/lib/element-copy.ts';
import { validate } from '../../../src/ui/form/rules.ts';
import type { AddCardCopyKey } from '../../../src/features/enrollment/copy-keys.ts';

const t = copyReader<AddCardCopyKey>({
  'addCard.selectOrEnter': 'Select or enter a card.',
  'validation.cardNumberEmpty': 'Please enter your credit card number.',
  'validation.termsNotAccepted': 'Please accept the terms.',
  'cards.maxSelected': 'At most {max} cards.',
});
const typed = { encryptedCardNumber: 'enc', lastFour: '1111', cardType: 'VISA' as const };
const offer = (n: number) => ({ partnerCardId: `pc-${n}`, cardType: 'AMEX' as const, lastFour: String(1000 + n), description: '' });
const offered = Array.from({ length: 12 }, (_, index) => offer(index + 1));

describe('add-card rules', () => {
  it('counts the typed card and the ticked cards still on offer', () => {
    expect(selectionOf(typed, ['pc-1', 'gone'], offered)).toEqual({ card: typed, picked: ['pc-1'], count: 2 });
    expect(selectionOf(null, [], offered).count).toBe(0);
  });

  it('without a card or the opt-in, says both, the card first', () => {
    expect(Object.entries(validate(addCardRules(t, null, []), { partnerCardIds: [], directFileFeedOptIn: false }))).toEqual([
      ['card', 'Please enter your credit card number.'],
      ['directFileFeedOptIn', 'Please accept the terms.'],
    ]);
    expect(validate(addCardRules(t, null, offered), { partnerCardIds: [], directFileFeedOptIn: true })).toEqual({
      card: 'Select or enter a card.',
    });
  });

  it("while the frame shows its own message (an invalid number), the card's problem is the frame's words: one message per problem", () => {
    expect(validate(addCardRules(t, null, [], 'Enter a valid card number.'), { partnerCardIds: [], directFileFeedOptIn: true })).toEqual({
      card: 'Enter a valid card number.',
    });
    // A card to send: nothing to say, whatever the frame said before.
    expect(validate(addCardRules(t, typed, [], 'Enter a valid card number.'), { partnerCardIds: [], directFileFeedOptIn: true })).toEqual(
      {},
    );
    // The frame said nothing: the page's own message (an empty frame).
    expect(validate(addCardRules(t, null, [], null), { partnerCardIds: [], directFileFeedOptIn: true })).toEqual({
      card: 'Please enter your credit card number.',
    });
  });

  it(`refuses more than ${maxSelectedCards} cards, the typed one counting`, () => {
    const all = offered.map((card) => card.partnerCardId);
    expect(validate(addCardRules(t, null, offered), { partnerCardIds: all, directFileFeedOptIn: true })).toEqual({});
    expect(validate(addCardRules(t, typed, offered), { partnerCardIds: all, directFileFeedOptIn: true })).toEqual({
      cardCount: 'At most 12 cards.',
    });
  });

  it('sends the typed card first, then the picked ones with their id, brand and last four', () => {
    expect(creditCardsOf(selectionOf(typed, ['pc-2'], offered), offered)).toEqual([
      typed,
      { cardId: 'pc-2', cardType: 'AMEX', lastFour: '1002' },
    ]);
  });
});

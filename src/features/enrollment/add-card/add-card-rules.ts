// What the add-card form checks before it sends (spec 001 §2, §5, §9), as the form kit's rules: a
// card to link (typed in the frame or picked from the partner's), at most 12 of them, and the
// required opt-in. The typed card lives in the secure frame, not in a field, so its rules read it
// from the form's state (`card`) and mark their place in the page with data-form-field.
import type { CardRegistrationRequest } from '../../../api/contract/cards.ts';
import type { PartnerCard } from '../../../api/cards.ts';
import type { CopyReader } from '../../../lib/element-copy.ts';
import { required, type Rules } from '../../../ui/form/rules.ts';
import type { AddCardCopyKey } from '../copy-keys.ts';
import type { EnteredCard } from './frame-messages.ts';

/** Spec 001 §9: selectable cards in one submission, a manual card included. */
export const maxSelectedCards = 12;

/** The opt-in's field name, as the backend names it in its 400 field errors. */
export const optInField = 'directFileFeedOptIn';

export interface AddCardValues {
  /** The partner cards ticked in the picker, by partnerCardId. */
  partnerCardIds: string[];
  directFileFeedOptIn: boolean;
}

export const addCardDefaults: AddCardValues = { partnerCardIds: [], directFileFeedOptIn: false };

/** What is selected now: the ticked cards still on offer, and the card typed in the frame. */
export interface Selection {
  card: EnteredCard | null;
  picked: string[];
  count: number;
}

export function selectionOf(card: EnteredCard | null, ticked: readonly string[], offered: readonly PartnerCard[]): Selection {
  const picked = ticked.filter((id) => offered.some((offer) => offer.partnerCardId === id));
  return { card, picked, count: picked.length + (card ? 1 : 0) };
}

/**
 * The rules, checked in page order: `card` (nothing selected) where the card is entered, in the
 * frame's own words while it shows a message (an invalid number: one message per problem, the
 * page drawing none beside it), else the page's; the opt-in;
 * then `cardCount` (over the cap), whose place is after the opt-in, as the form has always said it.
 */
export function addCardRules(
  t: CopyReader<AddCardCopyKey>,
  card: EnteredCard | null,
  offered: readonly PartnerCard[],
  frameMessage: string | null = null,
): Rules<AddCardValues> {
  const countOf = (values: AddCardValues) => selectionOf(card, values.partnerCardIds, offered).count;
  const noCard = () => frameMessage || t(offered.length > 0 ? 'addCard.selectOrEnter' : 'validation.cardNumberEmpty');
  return {
    card: (_, values) => (countOf(values) > 0 ? undefined : noCard()),
    [optInField]: required(t('validation.termsNotAccepted')),
    cardCount: (_, values) =>
      countOf(values) > maxSelectedCards ? t('cards.maxSelected', { count: maxSelectedCards, max: maxSelectedCards }) : undefined,
  };
}

/**
 * The cards to link: the card typed in the frame is creditCards[0] (spec 001 §3); a picked partner
 * card goes as the spec's form keys creditCards.N.cardId, .cardType and .lastFour, so re-enrollment
 * keeps it when it drops the entries without a last four.
 */
export function creditCardsOf(selection: Selection, offered: readonly PartnerCard[]): CardRegistrationRequest['creditCards'] {
  return [
    ...(selection.card ? [selection.card] : []),
    ...selection.picked.flatMap((partnerCardId) => {
      const offer = offered.find((candidate) => candidate.partnerCardId === partnerCardId);
      return offer ? [{ cardId: partnerCardId, cardType: offer.cardType, lastFour: offer.lastFour }] : [];
    }),
  ];
}

// The add-card form, one form for joining (step 2), the account center and re-enrollment (spec
// 001 §2 "Add-card form", §4 "Adding cards", §5, §8): the secure card-entry frame, the partner-card
// picker when the partner loads cards (cards already on the member left out), the 12-card cap, the
// required opt-in, the invisible captcha, and the outcome per card. It is the form kit's <Form>: its
// rules (add-card-rules.ts) say what is missing on submit, focus the first problem and announce
// "N errors" politely; a failed link's messages land on the opt-in or in the kit's banner. The
// member must be signed in: the card list call sends a signed-out visitor to /login (which keeps the
// way back). The member's cards and the partner's come through swr (hooks/cards.ts); a link that
// linked a card reads the list and the member again.
import { useMemo, useState } from 'react';
import type { CardFace, CardOutcome } from '../../../api/cards.ts';
import type { CardRegistrationRequest, CardType } from '../../../api/contract/cards.ts';
import { useCardChanges } from '../../../api/hooks/cards.ts';
import { copyReader } from '../../../lib/element-copy.ts';
import { Form } from '../../../ui/form/Form.tsx';
import type { FormKitCopy } from '../../../ui/form/form-kit-copy.ts';
import { useCaptcha } from '../../../ui/form/use-captcha.ts';
import type { AddCardCopyKey } from '../copy-keys.ts';
import { addCardDefaults, addCardRules, creditCardsOf, selectionOf, type AddCardValues } from './add-card-rules.ts';
import { AddCardFields } from './AddCardFields.tsx';
import type { EnteredCard } from './frame-messages.ts';
import { useCardFrame } from './use-card-frame.ts';
import { useLinkCards } from './use-link-cards.ts';
import { useOfferedCards } from './use-offered-cards.ts';

export { maxSelectedCards } from './add-card-rules.ts';

export interface AddCardFormProps {
  copy: Record<AddCardCopyKey, string>;
  kitCopy: FormKitCopy;
  cardTypesAccepted: readonly CardType[];
  hasPartnerLoadedCards: boolean;
  /** Every card asked for was linked (in request order). The form stays busy while a returned
   *  promise runs; afterwards it clears itself for the next card. */
  onLinked: (linked: readonly CardOutcome[]) => unknown;
  /** Some of the cards were linked and the others are listed as failed (the account center refreshes
   *  its list). Awaited like onLinked. */
  onPartlyLinked?: (linked: readonly CardOutcome[]) => unknown;
  /** The Cancel link ("No, thanks" when joining, "Sign in later" in re-enrollment). */
  cancel?: { label: string; href: string };
  /** The call that links, answering the per-card outcomes (default POST /api/Member/Cards;
   *  re-enrollment passes its own). */
  linkWith?: (request: CardRegistrationRequest) => Promise<CardOutcome[]>;
  /** The member's cards when the caller has them already (else the form asks). */
  memberCards?: readonly CardFace[];
  /** Default: the build's providers.cardFrameUrl (the runtime config). */
  frameUrl?: string;
  submitLabel?: string;
  /** Level of the banners' headings, under the heading that introduces the form. */
  headingLevel?: 2 | 3 | 4;
}

export function AddCardForm(props: AddCardFormProps) {
  const { copy, kitCopy, cardTypesAccepted, hasPartnerLoadedCards, headingLevel = 2 } = props;
  const t = useMemo(() => copyReader(copy), [copy]);
  const [card, setCard] = useState<EnteredCard | null>(null);
  // The frame's own message about the number, while it shows one (its 'invalid'; gone with a card).
  const [frameMessage, setFrameMessage] = useState<string | null>(null);
  const changes = useCardChanges();
  const offered = useOfferedCards(props.memberCards, hasPartnerLoadedCards);
  const frame = useCardFrame(
    cardTypesAccepted,
    {
      onCard: (entered) => {
        setCard(entered);
        setFrameMessage(null);
      },
      onCleared: () => {
        setCard(null);
        setFrameMessage(null);
      },
      onInvalid: setFrameMessage,
    },
    props.frameUrl,
  );
  const captcha = useCaptcha();
  const { outcome, outcomeRef, clearOutcome, link } = useLinkCards({
    t,
    captcha,
    linkWith: props.linkWith ?? changes.linkCards,
    onLinked: props.onLinked,
    onPartlyLinked: props.onPartlyLinked,
    cardsLinked: changes.cardsLinked,
    typedCardLinked: () => {
      frame.send('reset');
      setCard(null);
      setFrameMessage(null);
    },
  });
  const offeredNow = offered ?? [];
  const rules = addCardRules(t, card, offeredNow, frameMessage);

  const submit = (values: AddCardValues) => {
    const selection = selectionOf(card, values.partnerCardIds, offeredNow);
    return link({ creditCards: creditCardsOf(selection, offeredNow), directFileFeedOptIn: true }, selection.card !== null);
  };

  return (
    <Form
      rules={rules}
      defaultValues={addCardDefaults}
      copy={kitCopy}
      onSubmit={submit}
      headingLevel={headingLevel}
      // The frame is not asked to validate: an empty frame is the form's to name ("Please enter your
      // credit card number."), an invalid number the frame's, which it says on leaving the field
      // (one message per problem, issue #25).
      onAttempt={clearOutcome}
    >
      <AddCardFields
        t={t}
        card={card}
        frameSpeaks={frameMessage !== null}
        offered={offered}
        hasPartnerLoadedCards={hasPartnerLoadedCards}
        cardTypesAccepted={cardTypesAccepted}
        frame={frame}
        captcha={captcha}
        outcome={outcome}
        outcomeRef={outcomeRef}
        headingLevel={headingLevel}
        submitLabel={props.submitLabel ?? t('cards.add')}
        cancel={props.cancel}
      />
    </Form>
  );
}

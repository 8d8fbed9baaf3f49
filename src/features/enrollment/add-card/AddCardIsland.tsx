// Step 2 of joining (/add_card; spec 000 §2, spec 001 §4 "Adding cards"): the add-card form, whose
// "No, thanks" goes to the home page. Once every card asked for is linked, their last four digits
// are kept for step 3 and the member goes on to /card_added.
import { cardAddedPath } from '../../../site/paths.ts';
import { useMemo } from 'react';
import type { CardType } from '../../../api/contract/cards.ts';
import { copyReader } from '../../../lib/element-copy.ts';
import { navigate } from '../../../lib/navigate.ts';
import type { FormKitCopy } from '../../../ui/form/form-kit-copy.ts';
import type { AddCardStepCopyKey } from '../copy-keys.ts';
import { useFocusHeading } from '../use-focus-heading.ts';
import { usePageRestore } from '../use-page-restore.ts';
import { AddCardForm } from './AddCardForm.tsx';
import { storeRegistrationSuccess } from './registration-success.ts';

export interface AddCardIslandProps {
  copy: Record<AddCardStepCopyKey, string>;
  kitCopy: FormKitCopy;
  cardTypesAccepted: readonly CardType[];
  hasPartnerLoadedCards: boolean;
  frameUrl: string;
}

export default function AddCardIsland({ copy, kitCopy, cardTypesAccepted, hasPartnerLoadedCards, frameUrl }: AddCardIslandProps) {
  const t = useMemo(() => copyReader(copy), [copy]);
  const generation = usePageRestore();
  useFocusHeading();
  return (
    <AddCardForm
      key={generation}
      copy={copy}
      kitCopy={kitCopy}
      cardTypesAccepted={cardTypesAccepted}
      hasPartnerLoadedCards={hasPartnerLoadedCards}
      frameUrl={frameUrl}
      cancel={{ label: t('enroll.step2.noThanks'), href: '/' }}
      onLinked={(linked) => {
        storeRegistrationSuccess(linked.map((card) => ({ lastFour: card.lastFour, cardType: card.cardType })));
        navigate(cardAddedPath);
        // Busy until step 3 replaces this page.
        return new Promise<never>(() => {});
      }}
    />
  );
}

// What other features use of joining: the reusable add-card form (the account center's manage
// cards page and re-enrollment), the type of its copy keys (the list: public-copy-keys.ts), and the
// outcome type its onLinked receives.
export { AddCardForm, maxSelectedCards, type AddCardFormProps } from './add-card/AddCardForm.tsx';
export type { AddCardCopyKey } from './copy-keys.ts';
export type { CardOutcome } from '../../api/cards.ts';

import type { CardType } from '../../api/contract/cards.ts';
import type { FormKitCopy } from '../../ui/form/form-kit-copy.ts';
import type { AddCardCopyKey } from './copy-keys.ts';

/** What a page that hosts the add-card form (manage cards, re-enrollment) hands its island for it. */
export interface AddCardHostProps {
  addCardCopy: Record<AddCardCopyKey, string>;
  kitCopy: FormKitCopy;
  cardTypesAccepted: readonly CardType[];
  hasPartnerLoadedCards: boolean;
  frameUrl: string;
}

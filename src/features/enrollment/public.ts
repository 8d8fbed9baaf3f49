// What other features use of joining: the reusable add-card form (the account center's manage
// cards page and re-enrollment) with its copy keys, and the outcome type its onLinked receives.
export { AddCardForm, maxSelectedCards, type AddCardFormProps } from './add-card/AddCardForm.tsx';
export { addCardCopyKeys, type AddCardCopyKey } from './copy-keys.ts';
export type { CardOutcome } from '../../api/cards.ts';

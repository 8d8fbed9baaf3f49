// The copy the cards island draws (shipped as its props, partner placeholders already filled): the
// cards page's table (copy.ts, less re-enrollment's spinner) and the delete, result and limit words
// of the account table (../copy.ts). The add-card form's own words travel in their own list
// (addCardCopyKeys, enrollment/public-copy-keys.ts).
import { keysOf, without } from '../../../site/copy-keys.ts';
import { accountCardsCopy } from './copy.ts';

export const cardsCopyKeys = [
  ...without(keysOf(accountCardsCopy), 'reenroll.loading'),
  'cards.delete',
  'cards.deleting',
  'cards.deleteAndClose',
  'cards.confirmDeleteTitle',
  'cards.confirmDeleteBody',
  'cards.cancel',
  'cards.deleted',
  'cards.deleteFailed',
  'cards.linked',
  'cards.limit',
  'modal.close',
] as const;

export type CardsCopyKey = (typeof cardsCopyKeys)[number];

// The copy the cards island draws (shipped as its props, partner placeholders already filled). The
// add-card form's own words travel in their own list (addCardCopyKeys, enrollment/public.ts).
import type { CopyKey } from '../../../site/copy-table.ts';

export const cardsCopyKeys = [
  'cards.listLabel',
  'cards.endingIn',
  'cards.loading',
  'cards.loadFailed',
  'cards.retry',
  'cards.none',
  'cards.addTitle',
  'cards.delete',
  'cards.deleting',
  'cards.deleteAndClose',
  'cards.confirmDeleteTitle',
  'cards.confirmDeleteBody',
  'cards.confirmDeleteLast',
  'cards.cancel',
  'cards.deleted',
  'cards.deleteFailed',
  'cards.linked',
  'cards.limit',
  'modal.close',
] as const satisfies readonly CopyKey[];

export type CardsCopyKey = (typeof cardsCopyKeys)[number];

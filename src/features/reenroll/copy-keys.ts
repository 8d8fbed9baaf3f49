// The words re-enrollment's island draws beyond the add-card form's (addCardCopyKeys): typed, so a
// wrong key is a type error. The spinner before it loads (reenroll.loading) is the page's.
import type { CopyKey } from '../../site/copy-table.ts';

export const reenrollCopyKeys = ['reenroll.signInLater', 'cards.linked'] as const satisfies readonly CopyKey[];

export type ReenrollCopyKey = (typeof reenrollCopyKeys)[number];

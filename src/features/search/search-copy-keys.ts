// The copy the search island gets as props: its own keys (less two no code reads), the filter and
// sort labels, the location pattern's message and the cards' copy (the same card the carousels draw).
import { keysOf, without } from '../../site/copy-keys.ts';
import { merchantCardCopyKeys } from '../merchant-card/public-copy-keys.ts';
import { searchCopy } from './copy.ts';

export const searchIslandCopyKeys = [
  ...without(keysOf(searchCopy), 'search.defaultLocation', 'search.pageOf'),
  'validation.searchLocation',
  ...merchantCardCopyKeys,
] as const;

export type SearchCopyKey = (typeof searchIslandCopyKeys)[number];

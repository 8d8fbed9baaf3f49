// The copy the search island gets as props: its own keys, the filter and sort labels, the location
// pattern's message and the cards' copy (the same card the carousels draw).
import type { CopyKey } from '../../site/copy-table.ts';
import { merchantCardCopyKeys } from '../merchant-card/public.ts';
import { searchCopy } from './copy.ts';

export const searchIslandCopyKeys = [
  ...(Object.keys(searchCopy) as (keyof typeof searchCopy)[]),
  'validation.searchLocation',
  ...merchantCardCopyKeys,
] as const satisfies readonly CopyKey[];

export type SearchCopyKey = (typeof searchIslandCopyKeys)[number];

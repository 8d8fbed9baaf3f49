// The copy the merchant page island draws (shipped as its props): the page's own keys, the merchant
// card's (earn line, rating, price, distance, badges) and the shared modal's close label.
import type { CopyKey } from '../../site/copy-table.ts';
import { merchantCardCopyKeys } from '../merchant-card/public-copy-keys.ts';
import { merchantCopy } from './copy.ts';

type MerchantPageKey = keyof typeof merchantCopy;

export const merchantPageCopyKeys = [
  ...(Object.keys(merchantCopy) as MerchantPageKey[]),
  ...merchantCardCopyKeys,
  'merchant.unlockCta',
  'modal.close',
] as const satisfies readonly CopyKey[];

export type MerchantPageCopyKey = MerchantPageKey | (typeof merchantCardCopyKeys)[number] | 'merchant.unlockCta' | 'modal.close';

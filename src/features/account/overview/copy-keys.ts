// The copy the overview island draws (shipped as its props, partner placeholders already filled):
// the overview's table (copy.ts) and the status, tier, referral and bonus words of the account
// table (../copy.ts), less the page's title. Typed, so a wrong key is a type error.
import { keysOf, keysUnder, without } from '../../../site/copy-keys.ts';
import { accountCopy } from '../copy.ts';
import { accountOverviewCopy } from './copy.ts';

export const overviewCopyKeys = [
  ...keysOf(accountOverviewCopy),
  ...without(keysUnder(accountCopy, 'account.tier.', 'account.overview.', 'account.referral.', 'bonus.'), 'account.overview.title'),
  'shell.opensInNewTab',
] as const;

export type OverviewCopyKey = (typeof overviewCopyKeys)[number];

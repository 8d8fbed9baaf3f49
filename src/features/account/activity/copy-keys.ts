// The copy the activity island draws (shipped as its props, partner placeholders already filled):
// the activity page's table (copy.ts) and the spec's activity and pagination words of the account
// table (../copy.ts). Typed, so a wrong key is a type error. The page reads three of them itself
// and passes the result as props instead: the help link, the balance breakpoint, the disclaimer.
import { keysOf, keysUnder, without } from '../../../site/copy-keys.ts';
import { accountCopy } from '../copy.ts';
import { accountActivityCopy } from './copy.ts';

export const activityCopyKeys = [
  ...without(keysOf(accountActivityCopy), 'activity.helpUrl', 'activity.balance.max'),
  ...without(keysUnder(accountCopy, 'activity.'), 'activity.disclaimer'),
  ...keysUnder(accountCopy, 'pagination.'),
  'shell.opensInNewTab',
] as const;

export type ActivityCopyKey = (typeof activityCopyKeys)[number];
export type ActivityCopy = Record<ActivityCopyKey, string>;

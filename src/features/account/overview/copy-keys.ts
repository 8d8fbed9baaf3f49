// The copy the overview island draws (shipped as its props, partner placeholders already filled):
// the overview's table (copy.ts) less the right rail's (its own island: railCopyKeys below) and the
// status, tier, referral and bonus words of the account
// table (../copy.ts), less the page's title; the tier ladder's (earn/copy.ts) and the app badges'.
// Typed, so a wrong key is a type error.
import { keysOf, keysUnder, without } from '../../../site/copy-keys.ts';
import { accountCopy } from '../copy.ts';
import { accountOverviewCopy } from './copy.ts';

type TableKey = keyof typeof accountOverviewCopy;
const railNamespaces = ['overview.cards.', 'overview.reservations.', 'overview.rail.'] as const;
type RailOnlyKey = Extract<TableKey, `${(typeof railNamespaces)[number]}${string}`>;
const isRailOnly = (key: string): boolean => railNamespaces.some((namespace) => key.startsWith(namespace));

export const overviewCopyKeys = [
  ...keysOf(accountOverviewCopy).filter((key): key is Exclude<TableKey, RailOnlyKey> => !isRailOnly(key)),
  ...without(keysUnder(accountCopy, 'account.tier.', 'account.overview.', 'account.referral.', 'bonus.'), 'account.overview.title'),
  'shell.opensInNewTab',
  // The app stores' badges, for app-only bonuses (issue #25), and the tier ladder's words.
  'shell.appStoreBadge',
  'shell.googlePlayBadge',
  'earn.ladder.label',
  'earn.ladder.here',
  'earn.ladder.how.member',
  'earn.ladder.how.select',
  'earn.ladder.how.vip',
] as const;

export type OverviewCopyKey = (typeof overviewCopyKeys)[number];

/** The right rail's (OverviewRailIsland.tsx, issue #25): its boxes, the upcoming reservations, and
 *  the bonus to activate with its activation's words. */
export const railCopyKeys = [
  ...keysUnder(accountOverviewCopy, ...railNamespaces),
  'overview.bonus.activating',
  'bonus.activate',
  'bonus.error',
  'bonus.success',
  // Named by BannerBlocks.tsx, whose banner title the bonus box shows.
  'shell.opensInNewTab',
] as const;

export type RailCopyKey = (typeof railCopyKeys)[number];

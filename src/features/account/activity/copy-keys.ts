// The copy the activity island draws (shipped as its props, partner placeholders already filled):
// a typed list, so a wrong key is a type error.
import type { CopyKey } from '../../../site/copy-table.ts';
import { accountActivityCopy } from './copy.ts';

const pageKeys = Object.keys(accountActivityCopy) as (keyof typeof accountActivityCopy)[];

export const activityCopyKeys = [
  ...pageKeys,
  'activity.missingRewards',
  'activity.creditBalance',
  'activity.writeReview',
  'activity.award.pending',
  'activity.award.deferred',
  'activity.award.forfeit',
  'activity.award.paid',
  'activity.review.expired',
  'activity.review.pending',
  'activity.review.pendingExpired',
  'activity.emptyTitle',
  'activity.emptyTagline',
  'activity.emptyButton',
  'activity.disclaimer',
  'pagination.label',
  'pagination.previous',
  'pagination.next',
  'shell.opensInNewTab',
] as const satisfies readonly CopyKey[];

export type ActivityCopyKey = (typeof activityCopyKeys)[number];
export type ActivityCopy = Record<ActivityCopyKey, string>;

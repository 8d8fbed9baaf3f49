// The copy merchant cards and carousels use when drawn in the browser (shipped as data-copy).
import type { CopyKey } from '../../site/copy-table.ts';

export const merchantCardCopyKeys = [
  'merchant.acclaimed',
  'merchant.highlight.new',
  'merchant.highlight.coming',
  'merchant.highlight.leaving',
  'merchant.rating',
  'merchant.priceRange',
  'merchant.distance',
  'earn.line.signIn',
  'earn.visitorRate',
  'earn.line.nonActivated',
  'earn.rate.optedOut',
  'earn.rate.optedIn',
  'earn.rate.vip',
  'merchant.unlockToEarn',
  'merchant.unlockTier2',
  'merchant.unlockTier3',
  'merchant.unlockCta',
  'modal.close',
  'merchant.earnsToday',
  'merchant.earnsEveryDay',
  'merchant.earnsOn',
  'merchant.dayRange',
  'merchant.limitReached',
  'merchant.day.Sun',
  'merchant.day.Mon',
  'merchant.day.Tue',
  'merchant.day.Wed',
  'merchant.day.Thu',
  'merchant.day.Fri',
  'merchant.day.Sat',
] as const satisfies readonly CopyKey[];

export type MerchantCardCopyKey = (typeof merchantCardCopyKeys)[number];

/** <merchant-carousel>: its own states and arrows, and its cards'. */
export const carouselCopyKeys = [
  ...merchantCardCopyKeys,
  'merchant.carouselLabel',
  'merchant.carouselLoading',
  'merchant.carouselError',
  'merchant.carouselEmpty',
  'merchant.carouselPrevious',
  'merchant.carouselNext',
] as const satisfies readonly CopyKey[];

export type CarouselCopyKey = (typeof carouselCopyKeys)[number];

// Where the CMS earn banners (set `earn_banner`: rich `text`, spec 000 §3) show: on the pages about
// earning — every earn page — and on the restaurant search, where members choose where to earn.
import type { View } from '../../site/routes.ts';

export const earnBannerViews: readonly View[] = ['earn', 'search'];

export function showsEarnBanner(view: View): boolean {
  return earnBannerViews.includes(view);
}

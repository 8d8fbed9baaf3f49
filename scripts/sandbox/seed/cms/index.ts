// The eleven CMS sets per partner (CONTRACTS §2), built from the partner's wording on request.
import type { PartnerProfile } from '../../partners.ts';
import type { CmsEntry } from './types.ts';
import { globalSet } from './global.ts';
import { accountCenterSet, discoverSet, homeSet, tierActivationSet } from './pages.ts';
import { earnBannerSet, earnDetailsSet } from './earn.ts';
import { announcementSet, popupSet, sidebarSet, surveysSet } from './messages.ts';

export const cmsSetNames = [
  '*', 'home', 'discover', 'tier_1_activation', 'surveys', 'account_center', 'announcement_banner', 'earn_details',
  'earn_banner', 'popup', 'sidebar',
] as const;
export type CmsSetName = (typeof cmsSetNames)[number];

const builders: Record<CmsSetName, (partner: PartnerProfile) => CmsEntry[]> = {
  '*': globalSet,
  home: homeSet,
  discover: discoverSet,
  tier_1_activation: tierActivationSet,
  surveys: surveysSet,
  account_center: accountCenterSet,
  announcement_banner: announcementSet,
  earn_details: earnDetailsSet,
  earn_banner: earnBannerSet,
  popup: popupSet,
  sidebar: sidebarSet,
};

export function cmsSet(partner: PartnerProfile, name: string, preview: boolean): { slug: string; fields: Record<string, unknown> }[] {
  const build = builders[name as CmsSetName] as ((p: PartnerProfile) => CmsEntry[]) | undefined;
  if (!build) return [];
  return build(partner)
    .filter((entry) => preview || !entry.previewOnly)
    .map(({ slug, fields }) => ({ slug, fields }));
}

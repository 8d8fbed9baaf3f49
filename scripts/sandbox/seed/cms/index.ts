// The eleven CMS sets per partner (CONTRACTS §2), built from the partner's wording on request.
import type { CmsEntry as ServedEntry, CmsSetName } from '../../../../src/api/contract/content.ts';
import type { PartnerProfile } from '../../partners.ts';
import type { CmsEntry } from './types.ts';
import { globalSet } from './global.ts';
import { accountCenterSet, discoverSet, homeSet, tierActivationSet } from './pages.ts';
import { earnBannerSet, earnDetailsSet } from './earn.ts';
import { announcementSet, popupSet, sidebarSet, surveysSet } from './messages.ts';

const builders: Record<CmsSetName, (partner: PartnerProfile, now: number) => CmsEntry[]> = {
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

export function cmsSet(partner: PartnerProfile, name: string, preview: boolean, now = Date.now()): ServedEntry[] {
  const build = builders[name as CmsSetName] as ((p: PartnerProfile, now: number) => CmsEntry[]) | undefined;
  if (!build) return [];
  return build(partner, now)
    .filter((entry) => preview || !entry.previewOnly)
    .map(({ slug, fields }) => ({ slug, fields }));
}

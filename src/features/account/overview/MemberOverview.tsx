// The account overview once the member is in (spec 001 §2 Overview row; issue #25 a member's
// dashboard): the membership panel with its headline figures, the referral link box and the bonus
// banners in their Available and Activated groups. The right rail is its own island in the page's
// side column (OverviewRailIsland.tsx).
import type { CopyReader } from '../../../lib/element-copy.ts';
import type { Member } from '../../../stores/member.ts';
import type { BonusBannerView } from './bonus-banners.ts';
import type { AppLinks } from './BonusCard.tsx';
import { BonusSection } from './BonusSection.tsx';
import type { OverviewCopyKey } from './copy-keys.ts';
import { MembershipPanel } from './MembershipPanel.tsx';
import type { OverviewSettings } from './OverviewIsland.tsx';
import { ReferralBox, type ReferralContent } from './ReferralBox.tsx';
import type { SpecialBonusRule } from './special-bonuses.ts';
import { useBannerActivation } from './use-banner-activation.ts';
import { useBonusGroups } from './use-bonus-groups.ts';
import * as css from './overview.css.ts';

export interface MemberOverviewProps {
  t: CopyReader<OverviewCopyKey>;
  settings: OverviewSettings;
  signInHref: string;
  referral: ReferralContent | null;
  banners: BonusBannerView[];
  specialBonus: SpecialBonusRule | null;
  member: Member;
}

export function MemberOverview({ t, settings, signInHref, referral, banners, specialBonus, member }: MemberOverviewProps) {
  const appLinks: AppLinks = settings.appStore;
  const hasAppLink = Boolean(appLinks.ios ?? appLinks.android);
  const { bonuses, groups, registered } = useBonusGroups(member, banners, specialBonus, hasAppLink);
  const activation = useBannerActivation(member.publicId, registered);
  return (
    <div className={css.island}>
      <MembershipPanel
        t={t}
        member={{ ...member, activeBonuses: bonuses }}
        hasVIP={settings.hasVIP}
        currencyType={settings.currencyType}
        earn={settings.earn}
        signInHref={signInHref}
      />
      {referral && <ReferralBox t={t} content={referral} publicId={member.publicId} />}
      {banners.length > 0 && <BonusSection t={t} groups={groups} activation={activation} appLinks={appLinks} />}
    </div>
  );
}

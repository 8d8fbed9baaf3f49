// The account overview once the member is in (spec 001 §2 Overview row): the membership panel, the
// referral link box and the bonus banners in their Available and Activated groups.
import type { CurrencyType } from '../../../../partners/schema.ts';
import type { CopyReader } from '../../../lib/element-copy.ts';
import type { Member } from '../../../stores/member.ts';
import type { BonusBannerView } from './bonus-banners.ts';
import { BonusSection } from './BonusSection.tsx';
import type { OverviewCopyKey } from './copy-keys.ts';
import { MembershipPanel } from './MembershipPanel.tsx';
import { ReferralBox, type ReferralContent } from './ReferralBox.tsx';
import type { SpecialBonusRule } from './special-bonuses.ts';
import { useBonusGroups } from './use-bonus-groups.ts';
import * as css from './overview.css.ts';

export interface MemberOverviewProps {
  t: CopyReader<OverviewCopyKey>;
  settings: { hasVIP: boolean; currencyType: CurrencyType };
  signInHref: string;
  referral: ReferralContent | null;
  banners: BonusBannerView[];
  specialBonus: SpecialBonusRule | null;
  member: Member;
}

export function MemberOverview({ t, settings, signInHref, referral, banners, specialBonus, member }: MemberOverviewProps) {
  const { bonuses, groups, registered } = useBonusGroups(member, banners, specialBonus);
  return (
    <div className={css.island}>
      <MembershipPanel
        t={t}
        member={{ ...member, activeBonuses: bonuses }}
        hasVIP={settings.hasVIP}
        currencyType={settings.currencyType}
        signInHref={signInHref}
      />
      {referral && <ReferralBox t={t} content={referral} publicId={member.publicId} />}
      {banners.length > 0 && <BonusSection t={t} groups={groups} publicId={member.publicId} onRegistered={registered} />}
    </div>
  );
}

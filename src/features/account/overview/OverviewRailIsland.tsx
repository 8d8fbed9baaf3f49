// The overview's right rail as its own island in the page's side column (issue #25; the main island
// is OverviewIsland.tsx): the bonus to activate, the linked cards at a glance and the upcoming
// reservations, each only when it exists. Its static HTML is empty (nothing is reserved): the boxes
// come once the member is in, after the side column's CMS text, so their arrival moves nothing. It
// reads the same member store, swr cache and bonus memory as the main island, so an activation in
// either shows in both.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { copyReader } from '../../../lib/element-copy.ts';
import { $member, loadMember, type Member } from '../../../stores/member.ts';
import { userStateOf } from '../../../stores/user-state.ts';
import { useHydrated } from '../../../ui/form/use-hydrated.ts';
import type { BonusBannerView } from './bonus-banners.ts';
import type { AppLinks } from './BonusCard.tsx';
import type { RailCopyKey } from './copy-keys.ts';
import { OverviewRail } from './OverviewRail.tsx';
import { bonusToActivate } from './rail.ts';
import type { SpecialBonusRule } from './special-bonuses.ts';
import { useBannerActivation } from './use-banner-activation.ts';
import { useBonusGroups } from './use-bonus-groups.ts';

export interface OverviewRailIslandProps {
  copy: Record<RailCopyKey, string>;
  banners: BonusBannerView[];
  specialBonus: SpecialBonusRule | null;
  appStore: AppLinks;
}

export default function OverviewRailIsland(props: OverviewRailIslandProps) {
  const t = useMemo(() => copyReader(props.copy), [props.copy]);
  const { member } = useStore($member);
  const hydrated = useHydrated();
  useEffect(() => {
    void loadMember();
  }, []);
  // Card members only: the others get the page's prompt to link a card (or re-enroll) instead.
  if (!hydrated || !member || userStateOf(member, { status: 'idle', member: null }) !== 'card_member') return null;
  return <MemberRail {...props} t={t} member={member} />;
}

function MemberRail({
  t,
  member,
  banners,
  specialBonus,
  appStore,
}: OverviewRailIslandProps & { t: ReturnType<typeof copyReader<RailCopyKey>>; member: Member }) {
  const { groups, registered } = useBonusGroups(member, banners, specialBonus, Boolean(appStore.ios ?? appStore.android));
  const activation = useBannerActivation(member.publicId, registered);
  return <OverviewRail t={t} bonus={bonusToActivate(groups)} activation={activation} />;
}

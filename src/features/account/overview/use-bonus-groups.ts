// The member's bonuses as the overview shows them (spec 001 §4 "Bonuses"): the member's own plus the
// partner's client-side special bonus, each counted as registered when its code was activated here
// in the last 35 minutes (bonus-memory.ts: a member answer that still says Eligible does not undo
// it), and the CMS banners grouped into Available and Activated. `registered` reads the memory again
// after an activation.
import { useEffect, useMemo, useState } from 'react';
import { isNativeApp } from '../../../lib/native-app.ts';
import type { Member } from '../../../stores/member.ts';
import { userStateOf } from '../../../stores/user-state.ts';
import { rememberedBonuses } from './bonus-memory.ts';
import { effectiveStatus, groupBonusBanners, type BonusBannerView } from './bonus-banners.ts';
import { withSpecialBonuses, type SpecialBonusRule } from './special-bonuses.ts';

export function useBonusGroups(member: Member, banners: BonusBannerView[], specialBonus: SpecialBonusRule | null) {
  // Codes registered in the last 35 minutes; read again after each activation.
  const [memoryVersion, setMemoryVersion] = useState(0);
  const [inApp, setInApp] = useState(false);
  useEffect(() => setInApp(isNativeApp()), []);

  const now = Date.now();
  const { publicId } = member;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- memoryVersion is the signal to read storage again
  const remembered = useMemo(() => rememberedBonuses(publicId), [publicId, memoryVersion]);
  const bonuses = useMemo(
    () =>
      withSpecialBonuses(specialBonus, member, Date.now()).map((bonus) => ({
        ...bonus,
        bonusStatus: effectiveStatus(bonus.bonusStatus, remembered.has(String(bonus.code).toUpperCase())),
      })),
    [member, specialBonus, remembered],
  );
  const groups = useMemo(
    () => groupBonusBanners(banners, bonuses, { now, remembered, userState: userStateOf(member, { status: 'idle', member: null }), inApp }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `now` moves on every render; the groups only need it when their inputs change
    [banners, bonuses, remembered, member, inApp],
  );
  const registered = () => setMemoryVersion((version) => version + 1);
  return { bonuses, groups, registered };
}

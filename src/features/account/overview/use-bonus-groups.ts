// The member's bonuses as the overview shows them (spec 001 §4 "Bonuses"): the member's own plus the
// partner's client-side special bonus, less a new-member bonus the member is not eligible for
// (relevant-bonuses.ts), each counted as registered when its code was activated here
// in the last 35 minutes (bonus-memory.ts: a member answer that still says Eligible does not undo
// it), and the CMS banners grouped into Available and Activated. `registered` reads the memory again
// after an activation.
import { useEffect, useMemo, useState } from 'react';
import { isNativeApp } from '../../../lib/native-app.ts';
import type { Member } from '../../../stores/member.ts';
import { userStateOf } from '../../../stores/user-state.ts';
import { rememberedBonuses } from './bonus-memory.ts';
import { effectiveStatus, groupBonusBanners, type BonusBannerView } from './bonus-banners.ts';
import { relevantBonuses } from './relevant-bonuses.ts';
import { withSpecialBonuses, type SpecialBonusRule } from './special-bonuses.ts';

export function useBonusGroups(member: Member, banners: BonusBannerView[], specialBonus: SpecialBonusRule | null, hasAppLink = true) {
  // Codes registered in the last 35 minutes; read again after each activation.
  const [memoryVersion, setMemoryVersion] = useState(0);
  const [inApp, setInApp] = useState(false);
  useEffect(() => setInApp(isNativeApp()), []);

  const now = Date.now();
  const { publicId } = member;
  // Read again when the member changes too: the rail and the main column are two islands, and an
  // activation in one refreshes the member both read.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- memoryVersion and member are the signals to read storage again
  const remembered = useMemo(() => rememberedBonuses(publicId), [publicId, memoryVersion, member]);
  const bonuses = useMemo(
    () =>
      relevantBonuses(withSpecialBonuses(specialBonus, member, Date.now()), member, Date.now()).map((bonus) => ({
        ...bonus,
        bonusStatus: effectiveStatus(bonus.bonusStatus, remembered.has(String(bonus.code).toUpperCase())),
      })),
    [member, specialBonus, remembered],
  );
  const groups = useMemo(
    () =>
      groupBonusBanners(banners, bonuses, {
        now,
        remembered,
        userState: userStateOf(member, { status: 'idle', member: null }),
        inApp,
        hasAppLink,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `now` moves on every render; the groups only need it when their inputs change
    [banners, bonuses, remembered, member, inApp, hasAppLink],
  );
  const registered = () => setMemoryVersion((version) => version + 1);
  return { bonuses, groups, registered };
}

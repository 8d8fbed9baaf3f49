// The overview's right rail (issue #25): the bonus to activate, the linked cards at a glance and the
// upcoming reservations, each only when it exists (rail.ts), so a member with nothing to act on sees
// no empty box. What arrives with the member comes first; the reservations, loaded on their own, last.
// An activation here is said here ("Registered for bonus.", which takes focus: the bonus's box goes).
import { useEffect, useRef } from 'react';
import type { CopyReader } from '../../../lib/element-copy.ts';
import type { BonusItem } from './bonus-banners.ts';
import { CardsGlanceBox } from './CardsGlanceBox.tsx';
import type { RailCopyKey } from './copy-keys.ts';
import { RailBonus } from './RailBonus.tsx';
import { UpcomingReservations } from './UpcomingReservations.tsx';
import type { BannerActivation } from './use-banner-activation.ts';
import * as css from './dashboard.css.ts';

interface OverviewRailProps {
  t: CopyReader<RailCopyKey>;
  bonus: BonusItem | null;
  activation: BannerActivation;
}

export function OverviewRail({ t, bonus, activation }: OverviewRailProps) {
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (activation.registered) said.current?.focus();
  }, [activation.registered]);
  return (
    // Not an <aside>: the page's side column already is one.
    <div className={css.rail}>
      <div className={css.railStatus} role="status" aria-atomic="true">
        {activation.registered && (
          <p className={css.boxText} tabIndex={-1} ref={said}>
            {t('bonus.success')}
          </p>
        )}
      </div>
      {bonus && <RailBonus t={t} item={bonus} activation={activation} />}
      <CardsGlanceBox t={t} />
      <UpcomingReservations t={t} />
    </div>
  );
}

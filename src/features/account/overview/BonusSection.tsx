// The bonus banners (spec 001 §2, §4 "Bonuses", §8): Available (Eligible, with the Activate button)
// and Activated (Enrolled and Qualified, no button). Activation is POST /api/Member/Bonus/{code}:
// success says 'Registered for bonus.', keeps the code for 35 minutes (bonus-memory.ts) and moves
// the banner to Activated, whose title then takes focus; failure says 'Something went wrong, please
// refresh your browser.' beside the button, which keeps focus (it is aria-disabled, never disabled,
// while the call runs). A 409 (already registered) counts as registered. The activation's state is
// use-banner-activation.ts (held by MemberOverview.tsx, so the rail's Activate is the same one);
// each banner is drawn by BonusCard.tsx.
import type { CopyReader } from '../../../lib/element-copy.ts';
import { ErrorBanner } from '../../../ui/form/ErrorBanner.tsx';
import type { BonusGroups, BonusItem } from './bonus-banners.ts';
import { BonusCard, type AppLinks } from './BonusCard.tsx';
import { BonusesBox } from './BonusesBox.tsx';
import type { OverviewCopyKey } from './copy-keys.ts';
import type { BannerActivation } from './use-banner-activation.ts';
import * as css from './overview.css.ts';

interface BonusSectionProps {
  t: CopyReader<OverviewCopyKey>;
  groups: BonusGroups;
  /** The activation state, shared with the rail's bonus to activate (MemberOverview.tsx). */
  activation: BannerActivation;
  appLinks: AppLinks;
}

export function BonusSection({ t, groups, activation, appLinks }: BonusSectionProps) {
  const { pending, failed, registered, titleIdOf, activate } = activation;

  const empty = groups.available.length === 0 && groups.activated.length === 0;
  const card = (item: BonusItem) => (
    <BonusCard
      key={item.banner.code}
      t={t}
      item={item}
      appLinks={appLinks}
      titleId={titleIdOf(item.banner.code)}
      busy={pending === item.banner.code}
      failed={failed === item.banner.code}
      onActivate={() => activate(item.banner.code)}
    />
  );

  return (
    <BonusesBox
      t={t}
      status={
        <div role="status" aria-atomic="true">
          {registered && <ErrorBanner type="success" messages={[t('bonus.success')]} live={false} />}
        </div>
      }
    >
      {empty && <p className={css.muted}>{t('overview.bonuses.none')}</p>}
      {groups.available.length > 0 && (
        <>
          <h3 className={css.groupTitle}>{t('bonus.available')}</h3>
          <ul className={css.bannerGrid} aria-label={t('bonus.available')}>
            {groups.available.map(card)}
          </ul>
        </>
      )}
      {groups.activated.length > 0 && (
        <>
          <h3 className={css.groupTitle}>{t('bonus.activated')}</h3>
          <ul className={css.bannerGrid} aria-label={t('bonus.activated')}>
            {groups.activated.map(card)}
          </ul>
        </>
      )}
    </BonusesBox>
  );
}

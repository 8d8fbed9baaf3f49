// The account overview (spec 001 §2 Overview row): the membership panel (status summary, tier and
// earning text, the VIP ticker, progress bar and visit meter, this year's dines), the referral link
// box and the bonus banners in their Available and Activated groups. The static HTML is the frame
// (OverviewFrame.tsx: the panels with placeholders of their loaded size); the page's one member
// fetch (the nanostores member store, which the non-React shell reads too) fills it
// (MemberOverview.tsx). When the member cannot be loaded (an error, or no answer within the client's
// one time limit) the spec's error state shows, with a way to try again. The panels' own data comes
// through swr hooks (src/api/hooks/). Upcoming reservations are in the right rail (OverviewRail.tsx).
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useTransition } from 'react';
import type { CurrencyType } from '../../../../partners/schema.ts';
import { copyReader } from '../../../lib/element-copy.ts';
import { $member, loadMember, refreshMember } from '../../../stores/member.ts';
import { useHydrated } from '../../../ui/form/use-hydrated.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import type { EarnProgramme } from '../../../lib/earn-rates.ts';
import type { BonusBannerView } from './bonus-banners.ts';
import type { AppLinks } from './BonusCard.tsx';
import type { OverviewCopyKey } from './copy-keys.ts';
import { MemberOverview } from './MemberOverview.tsx';
import { OverviewFrame } from './OverviewFrame.tsx';
import type { ReferralContent } from './ReferralBox.tsx';
import type { SpecialBonusRule } from './special-bonuses.ts';
import * as css from './overview.css.ts';

/** What the build knows of the partner: its VIP programme, its unit, its tier ladder (earn-rates.ts)
 *  and its app in the stores. */
export interface OverviewSettings {
  hasVIP: boolean;
  currencyType: CurrencyType;
  earn: EarnProgramme;
  appStore: AppLinks;
}

export interface OverviewIslandProps {
  copy: Record<OverviewCopyKey, string>;
  settings: OverviewSettings;
  /** Where the sign-in prompt leads (the partner's sign-in: /login, or the sso hand-off). */
  signInHref: string;
  /** The CMS account_center referral_link when enabled, else null. */
  referral: ReferralContent | null;
  banners: BonusBannerView[];
  /** The partner's client-side special bonus (special-bonuses.ts), or null. */
  specialBonus: SpecialBonusRule | null;
}

export default function OverviewIsland({ copy, settings, signInHref, referral, banners, specialBonus }: OverviewIslandProps) {
  const t = useMemo(() => copyReader(copy), [copy]);
  const state = useStore($member);
  // The first render in the browser is the static frame, whatever the store already holds.
  const hydrated = useHydrated();
  // Try again: busy until the store has the member's answer (or its failure).
  const [retrying, startRetry] = useTransition();

  useEffect(() => {
    void loadMember();
  }, []);

  const { member } = state;
  const settled = state.status === 'ready' || state.status === 'error';

  const frame = { t, hasVIP: settings.hasVIP, referral, bannerCount: banners.length };
  if (!hydrated) return <OverviewFrame {...frame} />;
  if (!member && state.status === 'error') {
    const retry = () =>
      startRetry(async () => {
        await refreshMember();
      });
    return (
      <div className={css.island}>
        <div className={css.panel}>
          <LoadFailed message={t('overview.loadError')} retryLabel={t('overview.retry')} busy={retrying} onRetry={retry} />
        </div>
      </div>
    );
  }
  if (!settled && !member) return <OverviewFrame {...frame} />;
  // Signed out: the account guard sends the visitor to /login; the frame stays as it is meanwhile.
  if (!member) return <OverviewFrame {...frame} signInHref={signInHref} />;
  return (
    <MemberOverview
      t={t}
      settings={settings}
      signInHref={signInHref}
      referral={referral}
      banners={banners}
      specialBonus={specialBonus}
      member={member}
    />
  );
}

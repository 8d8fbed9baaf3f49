// The account overview (spec 001 §2 Overview row): the membership panel (status summary, tier and
// earning text, the VIP ticker, progress bar and visit meter, this year's dines), the referral link
// box and the bonus banners in their Available and Activated groups. The static HTML is the frame
// (the panels with placeholders of their loaded size); the page's one member fetch (the nanostores
// member store, which the non-React shell reads too) fills it. When the member cannot be loaded (an
// error, or no answer within the client's one time limit) the spec's error state shows, with a way
// to try again. The panels' own data comes through swr hooks (src/api/hooks/).
import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useState, useTransition } from 'react';
import type { CurrencyType } from '../../../../partners/schema.ts';
import { copyReader, type CopyReader } from '../../../lib/element-copy.ts';
import { isNativeApp } from '../../../lib/native-app.ts';
import { $member, loadMember, refreshMember } from '../../../stores/member.ts';
import { userStateOf } from '../../../stores/user-state.ts';
import { useHydrated } from '../../../ui/form/use-hydrated.ts';
import { LoadFailed } from '../../../ui/LoadFailed.tsx';
import { rememberedBonuses } from './bonus-memory.ts';
import { effectiveStatus, groupBonusBanners, type BonusBannerView } from './bonus-banners.ts';
import { BonusFrame, BonusSection } from './BonusSection.tsx';
import type { OverviewCopyKey } from './copy-keys.ts';
import { MembershipPanel } from './MembershipPanel.tsx';
import { statusSummary } from './membership-status.ts';
import { ReferralBox, type ReferralContent } from './ReferralBox.tsx';
import { withSpecialBonuses, type SpecialBonusRule } from './special-bonuses.ts';
import * as css from './overview.css.ts';

export interface OverviewIslandProps {
  copy: Record<OverviewCopyKey, string>;
  settings: { hasVIP: boolean; currencyType: CurrencyType };
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
  if (!hydrated) return <Frame {...frame} />;
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
  if (!settled && !member) return <Frame {...frame} />;
  // Signed out: the account guard sends the visitor to /login; the frame stays as it is meanwhile.
  if (!member) return <Frame {...frame} signInHref={signInHref} />;
  return (
    <Overview
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

type Member = NonNullable<ReturnType<typeof $member.get>['member']>;

interface OverviewProps extends Omit<OverviewIslandProps, 'copy'> {
  t: CopyReader<OverviewCopyKey>;
  member: Member;
}

function Overview({ t, settings, signInHref, referral, banners, specialBonus, member }: OverviewProps) {
  // Codes registered in the last 35 minutes; read again after each activation.
  const [memoryVersion, setMemoryVersion] = useState(0);
  const [inApp, setInApp] = useState(false);
  useEffect(() => setInApp(isNativeApp()), []);

  const now = Date.now();
  const { publicId } = member;
  // memoryVersion is the signal to read storage again.
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
    // `now` moves on every render; the groups only need it when their inputs change.
    [banners, bonuses, remembered, member, inApp],
  );

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
      {banners.length > 0 && (
        <BonusSection t={t} groups={groups} publicId={member.publicId} onRegistered={() => setMemoryVersion((version) => version + 1)} />
      )}
    </div>
  );
}

interface FrameProps {
  t: CopyReader<OverviewCopyKey>;
  hasVIP: boolean;
  referral: ReferralContent | null;
  bannerCount: number;
  /** Signed out (the guard is on its way to /login): the no-member summary instead of placeholders. */
  signInHref?: string;
}

/** The static HTML: each panel at its loaded size, its text still to come. */
function Frame({ t, hasVIP, referral, bannerCount, signInHref }: FrameProps) {
  const membershipId = useId();
  const summary = statusSummary(null, new Date(), hasVIP);
  return (
    <div className={css.island} aria-busy={signInHref ? undefined : 'true'}>
      {!signInHref && (
        <p className="visually-hidden" role="status">
          {t('overview.loading')}
        </p>
      )}
      <section className={css.membership[hasVIP ? 'vip' : 'plain']} aria-labelledby={membershipId}>
        <h2 id={membershipId} className={css.sectionTitle}>
          {t('overview.membership.title')}
        </h2>
        {signInHref && summary.key ? (
          <p className={css.text} data-status={summary.case}>
            {t(summary.key)} <a href={signInHref}>{t('overview.signIn')}</a>
          </p>
        ) : (
          <>
            <Placeholder width="medium" />
            <Placeholder width="long" />
            <Placeholder width="long" />
          </>
        )}
      </section>
      {referral && <ReferralBox t={t} content={referral} publicId={null} />}
      {bannerCount > 0 && <BonusFrame t={t} count={bannerCount} />}
    </div>
  );
}

export function Placeholder({ width }: { width: keyof typeof css.placeholderWidth }) {
  return <span className={`${css.placeholder} ${css.placeholderWidth[width]}`} aria-hidden="true" />;
}

// The account overview's static HTML (spec 001 §2 Overview row): each panel at its loaded size, its
// text still to come; signed out (the account guard is on its way to /login), the membership panel
// says so with the sign-in link instead of placeholders.
import { useId } from 'react';
import type { CopyReader } from '../../../lib/element-copy.ts';
import { BonusFrame } from './BonusFrame.tsx';
import type { OverviewCopyKey } from './copy-keys.ts';
import { statusSummary } from './membership-status.ts';
import { ReferralBox, type ReferralContent } from './ReferralBox.tsx';
import * as css from './overview.css.ts';

export interface OverviewFrameProps {
  t: CopyReader<OverviewCopyKey>;
  hasVIP: boolean;
  referral: ReferralContent | null;
  bannerCount: number;
  /** Signed out (the guard is on its way to /login): the no-member summary instead of placeholders. */
  signInHref?: string;
}

export function OverviewFrame({ t, hasVIP, referral, bannerCount, signInHref }: OverviewFrameProps) {
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

function Placeholder({ width }: { width: keyof typeof css.placeholderWidth }) {
  return <span className={`${css.placeholder} ${css.placeholderWidth[width]}`} aria-hidden="true" />;
}

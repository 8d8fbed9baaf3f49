// The membership panel (issue #25: a member's dashboard): the headline figures in large type (earned
// this year, pending, the tier with its rate, the visits toward VIP), then the earning text, the
// status summary in the spec's order of cases, the VIP ticker with its progress bar and visit meter
// (when the spec's conditions hold), and the tier ladder with "You are here".
import { accountProfilePath } from '../../../site/paths.ts';
import { useId } from 'react';
import type { CurrencyType } from '../../../../partners/schema.ts';
import type { Member } from '../../../api/contract/member.ts';
import type { CopyReader } from '../../../lib/element-copy.ts';
import type { EarnProgramme } from '../../../lib/earn-rates.ts';
import { TierLadder } from '../../earn/public.ts';
import type { OverviewCopyKey } from './copy-keys.ts';
import { vipProgress, visitMeterMin, type VipProgress } from './dining-progress.ts';
import { statusSummary, tierStepOf, tierText } from './membership-status.ts';
import { OverviewHeadline, wholeNumber as whole } from './OverviewHeadline.tsx';
import * as css from './overview.css.ts';

type T = CopyReader<OverviewCopyKey>;

/** Where the opted-out member opts in to emails (spec 001 §9 "Links in copy"). */
export const optInHref = accountProfilePath;

interface MembershipPanelProps {
  t: T;
  member: Member;
  hasVIP: boolean;
  currencyType: CurrencyType;
  earn: EarnProgramme;
  signInHref: string;
}

export function MembershipPanel({ t, member, hasVIP, currencyType, earn, signInHref }: MembershipPanelProps) {
  const titleId = useId();
  const summary = statusSummary(member, new Date(), hasVIP);
  const tier = tierText(member.tierLevel, hasVIP);
  const step = tierStepOf(earn.ladder, member.tierLevel, hasVIP);
  const progress = vipProgress(hasVIP, member);
  const ladderCopy = {
    label: t('earn.ladder.label'),
    here: t('earn.ladder.here'),
    how: { member: t('earn.ladder.how.member'), select: t('earn.ladder.how.select'), vip: t('earn.ladder.how.vip') },
  };
  return (
    <section className={css.membership[progress ? 'vip' : 'plain']} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.sectionTitle}>
        {t('overview.membership.title')}
      </h2>
      <OverviewHeadline t={t} currencyType={currencyType} tier={tier} step={step} progress={progress} signInHref={signInHref} />
      {tier && <p className={css.text}>{t(tier.earn)}</p>}
      {summary.key && (
        <p className={css.text} data-status={summary.case}>
          {t(summary.key, summary.vars)} {summary.link === 'optIn' && <a href={optInHref}>{t('overview.optIn')}</a>}
        </p>
      )}
      {progress && <VipProgressView t={t} progress={progress} />}
      <TierLadder ladder={earn.ladder} current={step?.tier ?? null} copy={ladderCopy} />
    </section>
  );
}

function VipProgressView({ t, progress }: { t: T; progress: VipProgress }) {
  const titleId = useId();
  const spendId = useId();
  const visitsId = useId();
  const { spend, visits } = progress;
  return (
    <div className={css.progress} role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className={css.progressTitle}>
        {t(progress.renewing ? 'overview.progress.titleRenewing' : 'overview.progress.title')}
      </h3>
      <p className={css.ticker}>
        {t('overview.progress.ticker', { dines: whole(progress.remainingDines), dollars: whole(progress.remainingDollars) })}
      </p>
      {spend && (
        <div className={css.gauge}>
          <label className={css.gaugeLabel} htmlFor={spendId}>
            {t('overview.progress.spend', { done: whole(spend.value), max: whole(spend.max) })}
          </label>
          <progress id={spendId} className={css.bar} max={spend.max} value={spend.value} />
        </div>
      )}
      <div className={css.gauge}>
        <label className={css.gaugeLabel} htmlFor={visitsId}>
          {t('overview.progress.visits', { done: whole(visits.value), max: whole(visits.max) })}
        </label>
        <meter id={visitsId} className={css.bar} min={visitMeterMin} max={visits.max} value={visits.value} />
      </div>
    </div>
  );
}

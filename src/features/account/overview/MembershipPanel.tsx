// The membership panel: tier and earning text, the status summary in the spec's order of cases,
// the VIP ticker with its progress bar and visit meter (when the spec's conditions hold), and this
// year's dines and earnings from the dine summary.
import { accountProfilePath } from '../../../site/paths.ts';
import { useId } from 'react';
import type { CurrencyType } from '../../../../partners/schema.ts';
import type { Member } from '../../../api/contract/member.ts';
import { isSignedOut, useDineSummary } from '../../../api/hooks/activity.ts';
import type { CopyReader } from '../../../lib/element-copy.ts';
import { formatBenefits } from '../../../lib/format-benefits.ts';
import { button } from '../../../ui/button.css.ts';
import type { OverviewCopyKey } from './copy-keys.ts';
import { vipProgress, visitMeterMin, type VipProgress } from './dining-progress.ts';
import { statusSummary, tierText } from './membership-status.ts';
import * as css from './overview.css.ts';

type T = CopyReader<OverviewCopyKey>;

/** Where the opted-out member opts in to emails (spec 001 §9 "Links in copy"). */
export const optInHref = accountProfilePath;

const whole = (value: number) => Math.round(value).toLocaleString('en-US');

interface MembershipPanelProps {
  t: T;
  member: Member;
  hasVIP: boolean;
  currencyType: CurrencyType;
  signInHref: string;
}

export function MembershipPanel({ t, member, hasVIP, currencyType, signInHref }: MembershipPanelProps) {
  const titleId = useId();
  const summary = statusSummary(member, new Date(), hasVIP);
  const tier = tierText(member.tierLevel, hasVIP);
  const progress = vipProgress(hasVIP, member);
  return (
    <section className={css.membership[hasVIP ? 'vip' : 'plain']} aria-labelledby={titleId}>
      <h2 id={titleId} className={css.sectionTitle}>
        {t('overview.membership.title')}
      </h2>
      {tier ? (
        <>
          <p className={css.tierLine}>{t(tier.tier)}</p>
          <p className={css.text}>{t(tier.earn)}</p>
        </>
      ) : (
        <p className={css.text}>
          {t('overview.tier.unknown')} <a href={signInHref}>{t('overview.signIn')}</a>
        </p>
      )}
      {summary.key && (
        <p className={css.text} data-status={summary.case}>
          {t(summary.key, summary.vars)} {summary.link === 'optIn' && <a href={optInHref}>{t('overview.optIn')}</a>}
        </p>
      )}
      {progress && <VipProgressView t={t} progress={progress} />}
      <YearSummary t={t} currencyType={currencyType} />
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

/** This year's dines and earnings (GET /api/Member/DineSummary): a part of the panel, so a failure
 *  says so here with its own Try again (a 401 is on its way to /login: the placeholder stays). */
function YearSummary({ t, currencyType }: { t: T; currencyType: CurrencyType }) {
  const { data: summary, error, isValidating, mutate } = useDineSummary();
  const failed = error !== undefined && !isValidating && !isSignedOut(error);
  const loading = !summary && !failed;

  return (
    <div className={css.gauge} aria-busy={loading || undefined}>
      <h3 className={css.progressTitle}>{t('overview.year.title')}</h3>
      {loading && <span className={`${css.placeholder} ${css.placeholderWidth.medium}`} aria-hidden="true" />}
      {failed && (
        <div className={css.inlineAction}>
          <p className={css.muted}>{t('overview.year.error')}</p>
          <button type="button" className={button.tertiary} onClick={() => void mutate()}>
            {t('overview.retry')}
          </button>
        </div>
      )}
      {summary && (
        <ul className={css.yearFigures}>
          <li className={css.figure}>{t('overview.year.dines', { count: whole(summary.currentYearDines) })}</li>
          <li className={css.figure}>
            {t('overview.year.benefits', { amount: formatBenefits(summary.currentYearBenefits, currencyType) })}
          </li>
        </ul>
      )}
    </div>
  );
}

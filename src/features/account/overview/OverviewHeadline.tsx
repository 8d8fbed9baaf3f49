// The overview's headline (issue #25): what the member cares about, in large type, first: what they
// earned this year (the dine summary), what is pending (their Pending transactions this year), their
// tier with its rate (the ladder's step) and, where the partner has VIP, their visits toward it.
// Each loaded figure keeps its place's size (a placeholder line meanwhile); one that cannot be had
// says so in its own place (a 401 is on its way to /login: the placeholder stays).
import type { ReactNode } from 'react';
import type { CurrencyType } from '../../../../partners/schema.ts';
import { isSignedOut, useDineSummary } from '../../../api/hooks/activity.ts';
import type { CopyReader } from '../../../lib/element-copy.ts';
import { button } from '../../../ui/button.css.ts';
import { amountText, type LadderStep } from '../../../lib/earn-rates.ts';
import type { OverviewCopyKey } from './copy-keys.ts';
import type { VipProgress } from './dining-progress.ts';
import type { TierText } from './membership-status.ts';
import { usePendingThisYear } from './use-pending-this-year.ts';
import * as css from './dashboard.css.ts';

type T = CopyReader<OverviewCopyKey>;

export const wholeNumber = (value: number) => Math.round(value).toLocaleString('en-US');

/** An earned amount as the member reads it: whole miles or points, dollars and cents of cash or credit. */
const earnedAmount = (amount: number, currencyType: CurrencyType) =>
  amountText(currencyType === 'Dollar' || currencyType === 'Credit' ? amount : Math.round(amount), currencyType);

interface OverviewHeadlineProps {
  t: T;
  currencyType: CurrencyType;
  tier: TierText | null;
  step: LadderStep | null;
  progress: VipProgress | null;
  signInHref: string;
}

export function OverviewHeadline({ t, currencyType, tier, step, progress, signInHref }: OverviewHeadlineProps) {
  const summary = useDineSummary();
  const pending = usePendingThisYear();
  const summaryFailed = summary.error !== undefined && !summary.isValidating && !isSignedOut(summary.error);
  const pendingFailed = pending.error !== undefined && !pending.isValidating && !isSignedOut(pending.error);
  const pendingAmount = pending.data && earnedAmount(pending.data.amount, currencyType);
  return (
    <>
      <dl className={css.figures}>
        <Figure label={t('overview.headline.earned')}>
          {summary.data ? (
            <>
              <dd className={css.figureValue}>{earnedAmount(summary.data.currentYearBenefits, currencyType)}</dd>
              <dd className={css.figureNote}>{t('overview.year.dines', { count: wholeNumber(summary.data.currentYearDines) })}</dd>
            </>
          ) : summaryFailed ? (
            <dd className={css.figureNote}>
              {t('overview.year.error')}{' '}
              <button type="button" className={button.tertiary} onClick={() => void summary.mutate()}>
                {t('overview.retry')}
              </button>
            </dd>
          ) : (
            <Loading />
          )}
        </Figure>
        <Figure label={t('overview.headline.pending')}>
          {pendingAmount ? (
            <>
              <dd className={css.figureValue}>
                {pending.data?.complete ? pendingAmount : t('overview.headline.pendingMore', { amount: pendingAmount })}
              </dd>
              <dd className={css.figureNote}>{t('overview.headline.pendingNote')}</dd>
            </>
          ) : pendingFailed ? (
            <dd className={css.figureNote}>{t('overview.headline.unavailable')}</dd>
          ) : (
            <Loading />
          )}
        </Figure>
        <Figure label={t('overview.headline.tier')} wide={!progress}>
          {tier ? (
            <dd className={css.tierValue}>
              <span>{t(tier.tier)}</span> {step && <span className={css.rate}>{step.rateText}</span>}
            </dd>
          ) : (
            <dd className={css.figureNote}>
              {t('overview.tier.unknown')} <a href={signInHref}>{t('overview.signIn')}</a>
            </dd>
          )}
        </Figure>
        {progress && (
          <Figure label={t('overview.headline.vip')}>
            <dd className={css.figureValue}>
              {t('overview.headline.vipVisits', { done: wholeNumber(progress.visits.value), max: wholeNumber(progress.visits.max) })}
            </dd>
          </Figure>
        )}
      </dl>
      {/* Two visit counts side by side: say why they differ. */}
      {progress && <p className={css.note}>{t('overview.progress.visitsNote')}</p>}
    </>
  );
}

function Figure({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? `${css.figure} ${css.wideFigure}` : css.figure}>
      <dt className={css.figureLabel}>{label}</dt>
      {children}
    </div>
  );
}

/** The value's line and the note's, while the figure loads. */
function Loading() {
  return (
    <>
      <dd className={css.figureValue} aria-hidden="true">
        <span className={css.valuePlaceholder} />
      </dd>
      <dd className={css.figureNote} aria-hidden="true">
        &nbsp;
      </dd>
    </>
  );
}

// The year's totals at the top of Reviews & History (issue #25): earned, pending and not earned this
// calendar year, in the partner's one unit (amountText), summed from the year's transactions
// (activity-totals.ts). The figures keep their size while loading, so nothing below them moves.
import type { CurrencyType } from '../../../../partners/schema.ts';
import { isSignedOut } from '../../../api/hooks/activity.ts';
import { amountText } from '../../../lib/earn-rates.ts';
import type { ActivityT } from './activity-rows.ts';
import type { YearTotals } from './activity-totals.ts';
import * as css from './activity.css.ts';

export type TotalsState = { status: 'loading' } | { status: 'ready'; totals: YearTotals } | { status: 'failed' };

/** The panel's state from the totals and the year's call: a 401 is on its way to /login (still loading). */
export function totalsStateOf(totals: YearTotals | null, error: unknown): TotalsState {
  if (totals) return { status: 'ready', totals };
  return error !== undefined && !isSignedOut(error) ? { status: 'failed' } : { status: 'loading' };
}

const figures = [
  ['earned', 'activity.totals.earned'],
  ['pending', 'activity.totals.pending'],
  ['notEarned', 'activity.totals.notEarned'],
] as const;

export function YearTotalsPanel({ state, currencyType, t }: { state: TotalsState; currencyType: CurrencyType; t: ActivityT }) {
  const totals = state.status === 'ready' ? state.totals : null;
  return (
    <section className={css.totals} aria-labelledby="activity-totals-title" aria-busy={state.status === 'loading'}>
      <h2 id="activity-totals-title" className={css.balanceTitle}>
        {t('activity.totals.title')}
      </h2>
      <dl className={css.totalsList}>
        {figures.map(([key, label]) => (
          <div key={key} className={css.total} data-total={key}>
            <dt className={css.totalLabel}>{t(label)}</dt>
            <dd className={css.totalValue}>{totals ? amountText(totals[key], currencyType) : ''}</dd>
          </div>
        ))}
      </dl>
      {state.status === 'failed' && <p className={css.filterNote}>{t('activity.totals.unavailable')}</p>}
    </section>
  );
}

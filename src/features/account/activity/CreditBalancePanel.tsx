// The credit rewards panel (spec 001 §2, §6: credit-currency partners only): the member's statement
// credit balance (GET /api/Member/StatementCreditBalance) and how far it is from the breakpoint at
// which it is paid as a statement credit (spec §9: default 20, read from copy as a number).
import { isSignedOut } from '../../../api/hooks/activity.ts';
import { dollarText } from './activity-format.ts';
import type { ActivityT } from './activity-rows.ts';
import * as css from './activity.css.ts';

export type BalanceState = { status: 'loading' } | { status: 'ready'; balance: number } | { status: 'failed' };

/** What the balance's swr hook says, for the panel: a 401 is on its way to /login (still loading). */
export function balanceState({ data, error }: { data?: number | undefined; error?: unknown }): BalanceState {
  if (data !== undefined) return { status: 'ready', balance: data };
  return error !== undefined && !isSignedOut(error) ? { status: 'failed' } : { status: 'loading' };
}

export function CreditBalancePanel({ state, max, t }: { state: BalanceState; max: number; t: ActivityT }) {
  const balance = state.status === 'ready' ? Math.min(Math.max(state.balance, 0), max) : null;
  return (
    <section className={css.balance} aria-labelledby="activity-balance-title" aria-busy={state.status === 'loading'}>
      <h2 id="activity-balance-title" className={css.balanceTitle}>
        {t('activity.creditBalance')}
      </h2>
      <p className={css.balanceValue}>{state.status === 'ready' ? dollarText(state.balance) : ''}</p>
      {balance !== null ? (
        <div
          className={css.meter}
          role="progressbar"
          aria-labelledby="activity-balance-title"
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={balance}
          aria-valuetext={t('activity.balance.value', { balance: dollarText(balance), max: dollarText(max) })}
        >
          <div className={css.meterFill} style={{ width: `${(balance / max) * 100}%` }} />
        </div>
      ) : (
        <div className={css.meter} aria-hidden="true" />
      )}
      <p className={css.balanceNote}>
        {balance !== null && t('activity.balance.toGo', { amount: dollarText(Math.max(max - balance, 0)) })}
        {state.status === 'failed' && t('activity.balance.unavailable')}
      </p>
    </section>
  );
}

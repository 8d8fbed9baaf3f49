// "Open now · until 9:30 PM", "Opens at 5 PM", "Closed today · Opens tomorrow at 5 PM" under the
// merchant's name (issue #24), from open-now.ts at the browser's clock, kept current each minute.
import { useEffect, useState } from 'react';
import type { MerchantDetail } from '../../api/merchants.ts';
import { weekdayKey } from '../merchant-card/public.ts';
import { shortTimeText } from './format.ts';
import { openState, type OpenState } from './open-now.ts';
import type { PageCopy } from './page-context.ts';
import * as css from './merchant-page.css.ts';

const minute = 60_000;

/** The page's clock, moved on at each minute (the line changes at an opening or a close). */
function useMinuteClock(start: Date): Date {
  const [now, setNow] = useState(start);
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), minute);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function nextText(next: NonNullable<Extract<OpenState, { kind: 'closed' }>['next']>, t: PageCopy): string {
  const time = shortTimeText(next.open);
  return next.tomorrow ? t('merchant.opensTomorrow', { time }) : t('merchant.opensOn', { day: t(weekdayKey(next.day)), time });
}

export function OpenNowLine({ hours, t, today }: { hours: MerchantDetail['hours']; t: PageCopy; today: Date }) {
  const now = useMinuteClock(today);
  const state = openState(hours, now);
  if (!state) return null;
  if (state.kind === 'openUntil') {
    return (
      <p className={`${css.openLine} ${css.openNow}`} data-open-now="">
        {t('merchant.openUntil', { time: shortTimeText(state.close) })}
      </p>
    );
  }
  if (state.kind === 'opensAt') {
    return (
      <p className={css.openLine} data-open-now="">
        {t('merchant.opensAt', { time: shortTimeText(state.open) })}
      </p>
    );
  }
  return (
    <p className={css.openLine} data-open-now="">
      {t(state.today === 'none' ? 'merchant.closedToday' : 'merchant.closedNow')}
      {state.next && ` · ${nextText(state.next, t)}`}
    </p>
  );
}

// Where and when (spec 000 §3 "further merchant detail"): the phone as a tel: link and the opening
// hours by weekday, today's row bold (issue #24). "Get directions" is a quick action under the name
// (QuickActions.tsx), with call and share.
import type { MerchantDetail } from '../../api/merchants.ts';
import { telHref } from './external-link.tsx';
import { timeText } from './format.ts';
import { weekdayKey, weekdayOrder } from '../merchant-card/public.ts';
import type { PageCopy } from './page-context.ts';
import * as css from './merchant-page.css.ts';

export function LocationPanel({ merchant, t, today }: { merchant: MerchantDetail; t: PageCopy; today: Date }) {
  const tel = merchant.phone ? telHref(merchant.phone) : null;
  const hasHours = merchant.hours.length > 0;
  const todayName = weekdayOrder[today.getDay()];
  if (!tel && !hasHours) return null;
  return (
    <section className={css.panel} aria-labelledby="merchant-location-title">
      <h2 id="merchant-location-title" className={css.sectionTitle}>
        {t('merchant.locationTitle')}
      </h2>
      {tel && merchant.phone && (
        <p className={css.line}>
          <a href={tel}>
            <span className="visually-hidden">{t('merchant.call')} </span>
            {merchant.phone}
          </a>
        </p>
      )}
      {hasHours && (
        <>
          <h3 id="merchant-hours-title" className={css.line}>
            {t('merchant.hours')}
          </h3>
          <dl className={css.hours}>
            {weekdayOrder.map((day) => {
              const spans = merchant.hours.filter((entry) => entry.day === day);
              return (
                <div key={day} className={css.hoursRow} aria-current={day === todayName ? 'date' : undefined}>
                  <dt>
                    {t(weekdayKey(day))}
                    {day === todayName && <span className="visually-hidden"> ({t('merchant.today')})</span>}
                  </dt>
                  <dd>
                    {spans.length === 0
                      ? t('merchant.closed')
                      : spans
                          .map((span) => t('merchant.hoursRange', { open: timeText(span.open), close: timeText(span.close) }))
                          .join(', ')}
                  </dd>
                </div>
              );
            })}
          </dl>
        </>
      )}
    </section>
  );
}

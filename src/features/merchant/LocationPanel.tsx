// Where and when (spec 000 §3 "further merchant detail"): the phone as a tel: link, "Get directions"
// (the merchant's map link, in a new tab and saying so) and the opening hours by weekday.
import type { MerchantDetail } from '../../api/merchants.ts';
import { timeText } from './format.ts';
import { weekdayKey, weekdayOrder } from '../merchant-card/public.ts';
import type { PageCopy } from './page-context.ts';
import * as css from './merchant-page.css.ts';

/** A tel: href from a displayed number: digits and a leading +, nothing else. */
export const telHref = (phone: string): string | null => {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return digits.replace('+', '').length >= 7 ? `tel:${digits}` : null;
};

/** A link that opens a new tab and says so (WCAG 3.2.5 advisory; the spec's "Opens in a new tab"). */
export function ExternalLink({
  href,
  children,
  newTab,
  className,
}: {
  href: string;
  children: string;
  newTab: string;
  className?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> ({newTab})</span>
    </a>
  );
}

export function LocationPanel({ merchant, t }: { merchant: MerchantDetail; t: PageCopy }) {
  const tel = merchant.phone ? telHref(merchant.phone) : null;
  const hasHours = merchant.hours.length > 0;
  if (!tel && !merchant.directionsUrl && !hasHours) return null;
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
      {merchant.directionsUrl && (
        <p className={css.line}>
          <ExternalLink href={merchant.directionsUrl} newTab={t('merchant.newTab')}>
            {t('merchant.directions')}
          </ExternalLink>
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
                <div key={day} className={css.hoursRow}>
                  <dt>{t(weekdayKey(day))}</dt>
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

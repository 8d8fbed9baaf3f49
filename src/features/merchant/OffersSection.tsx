// The merchant's offers as members read them (spec 001 merchant offer limits, spec 000 §3): each
// offer's monthly limits or "Unlimited visits" and the days it earns; beyond the spec, the 7-day
// earning calendar; and the member's flex offers (partners with hasFlexOffers, signed in only).
import type { FlexOffer, MerchantDetail } from '../../api/merchants.ts';
import { earningCalendar, earningDaysLine, earningDaysText, offerLimitLines, offersFor, weekdayKey } from '../merchant-card/public.ts';
import type { PageContext } from './page-context.ts';
import * as css from './merchant-page.css.ts';

export function OffersSection({ merchant, context, flex }: { merchant: MerchantDetail; context: PageContext; flex: FlexOffer[] }) {
  const { t, viewer, today } = context;
  const offers = offersFor(merchant.offers, viewer.kind === 'member' ? viewer.card.tierLevel : null);
  if (offers.length === 0 && flex.length === 0) return null;
  const calendar = offers.length > 0 ? earningCalendar(offers, today) : [];
  return (
    <section className={css.section} aria-labelledby="merchant-offers-title">
      <h2 id="merchant-offers-title" className={css.sectionTitle}>
        {t('merchant.offers')}
      </h2>
      {flex.length > 0 && (
        <div className={css.section}>
          <h3 className={css.line}>{t('merchant.flexOffers')}</h3>
          <ul className={css.plainList}>
            {flex.map((offer) => (
              <li key={offer.id} className={css.flex}>
                {offer.text}
              </li>
            ))}
          </ul>
        </div>
      )}
      {offers.length > 0 && (
        <ul className={css.plainList}>
          {offers.map((offer, index) => {
            const days = earningDaysLine([offer]);
            return (
              <li key={index} className={css.offer}>
                {offers.length > 1 && <strong>{t('merchant.offerTitle', { number: index + 1 })}</strong>}
                {offerLimitLines(offer).map((line) => (
                  <span key={line.key}>{t(line.key, 'vars' in line ? line.vars : {})}</span>
                ))}
                {days && <span>{earningDaysText(days, t)}</span>}
              </li>
            );
          })}
        </ul>
      )}
      {calendar.length > 0 && (
        <div className={css.section}>
          <h3 id="merchant-calendar-title" className={css.line}>
            {t('merchant.calendarTitle')}
          </h3>
          <ol className={css.calendar} aria-labelledby="merchant-calendar-title">
            {calendar.map((day) => (
              <li key={day.date} className={`${css.day} ${day.status === 'earns' ? css.dayEarns : ''}`}>
                <time dateTime={day.date} className={css.dayName}>
                  {t(weekdayKey(day.weekday))} {Number(day.date.slice(8))}
                </time>
                <span aria-hidden="true">{day.status === 'earns' ? '✓' : '–'}</span>
                <span>{t(day.key)}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

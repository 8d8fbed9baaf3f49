// The booking's confirmation (issue #24 "Booking"): restaurant, date, time, party, address and
// confirmation number, what the member will earn (reservation-earn.ts), "Add to calendar" (.ics),
// Modify and Cancel. Its heading takes focus when it appears; the live region beside the widget
// says it politely. Loaded only after a booking (ReservationWidget.tsx).
import { useEffect, type RefObject } from 'react';
import type { MerchantDetail } from '../../api/merchants.ts';
import { button } from '../../ui/button.css.ts';
import { CalendarLink } from './CalendarLink.tsx';
import { CancelReservation } from './CancelReservation.tsx';
import { dayText, timeText } from './format.ts';
import type { PageContext } from './page-context.ts';
import { addressLine, calendarBookingOf } from './reservation-calendar.ts';
import { earnEstimate, typicalSpendPerPerson } from './reservation-earn.ts';
import { reservationBonusApplies, type BookedTable } from './reservation-rules.ts';
import * as css from './reservation.css.ts';

export interface ReservationConfirmationProps {
  merchant: MerchantDetail;
  context: PageContext;
  booked: BookedTable;
  focusRef: RefObject<HTMLElement | null>;
  onModify: () => void;
  onCancelled: () => void;
}

export default function ReservationConfirmation({
  merchant,
  context,
  booked,
  focusRef,
  onModify,
  onCancelled,
}: ReservationConfirmationProps) {
  const { t, viewer, settings } = context;
  // Loaded lazily, so it may arrive after the widget asked for focus: it takes focus when it mounts.
  useEffect(() => focusRef.current?.focus(), [focusRef]);
  const [date = '', time = ''] = booked.dateTime.split('T');
  const address = addressLine(merchant.location.address);
  const party = booked.partySize === 1 ? t('reservation.partyOne') : t('reservation.partyMany', { count: booked.partySize });
  const bonus = reservationBonusApplies(settings, merchant) ? booked.bonus : null;
  const estimate = earnEstimate(merchant, viewer.kind === 'member' ? viewer.card : null, settings.programme, booked.partySize, bonus);
  const summary = `${merchant.name}: ${t('reservation.summary', { date: dayText(date), time: timeText(time), count: booked.partySize })}`;
  // [label, value, wide]: long values take the card's width.
  const rows: [string, string, boolean][] = [
    [t('reservation.detailRestaurant'), merchant.name, true],
    [t('reservation.date'), dayText(date), false],
    [t('reservation.time'), timeText(time), false],
    [t('reservation.partySize'), party, false],
    ...(address ? [[t('reservation.detailAddress'), address, true] as [string, string, boolean]] : []),
    ...(booked.confirmationNumber
      ? [[t('reservation.detailConfirmation'), booked.confirmationNumber, true] as [string, string, boolean]]
      : []),
  ];
  return (
    <section className={css.confirmation} aria-labelledby="reservation-confirmed">
      <h3 id="reservation-confirmed" className={css.confirmationTitle} tabIndex={-1} ref={(node) => void (focusRef.current = node)}>
        {t('reservation.success')}
      </h3>
      <dl className={css.details}>
        {rows.map(([term, value, wide]) => (
          <div key={term} className={wide ? css.wideFact : css.fact}>
            <dt className={css.term}>{term}</dt>
            <dd className={css.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {estimate && <p className={css.value}>{t(estimate.key, estimate.vars)}</p>}
      {estimate && estimate.key !== 'reservation.earnBonusOnly' && (
        <p className={css.fine}>{t('reservation.earnBasis', { spend: typicalSpendPerPerson })}</p>
      )}
      <div className={css.actions}>
        {date && time && (
          <CalendarLink
            className={button.secondary}
            restaurant={merchant.name}
            label={t('reservation.addToCalendar')}
            booking={calendarBookingOf({
              id: booked.id,
              restaurant: merchant.name,
              dateTime: booked.dateTime,
              address,
              description: t('reservation.calendarDescription', { count: booked.partySize, code: booked.confirmationNumber }),
            })}
          />
        )}
        {booked.id !== null && (
          <>
            <button type="button" className={button.secondary} onClick={onModify}>
              {t('reservation.modify')}
            </button>
            <CancelReservation
              reservationId={booked.id}
              summary={summary}
              onCancelled={onCancelled}
              labels={{
                cancel: t('reservation.cancel'),
                title: t('reservation.cancelTitle'),
                confirm: t('reservation.cancelConfirm'),
                keep: t('reservation.cancelKeep'),
                cancelling: t('reservation.cancelling'),
                failed: t('reservation.cancelFailed'),
                close: t('modal.close'),
              }}
            />
          </>
        )}
      </div>
    </section>
  );
}

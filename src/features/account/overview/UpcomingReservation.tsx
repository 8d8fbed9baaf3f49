// One booked table in Upcoming reservations: the restaurant (linking to its page), date and time,
// party, address and confirmation number; "Add to calendar" (.ics), Modify (the restaurant's page
// with the widget holding this booking: docs/decisions.md "Issue #24, modify") and Cancel (asks
// first). Its id, `reservation-<id>`, is what the overlap error links to.
import type { UpcomingReservation as Reservation } from '../../../api/reservations.ts';
import type { CopyReader } from '../../../lib/element-copy.ts';
import { button } from '../../../ui/button.css.ts';
import { addressLine, CalendarLink, calendarBookingOf, CancelReservation, dayText, timeText } from '../../merchant/public-reservations.ts';
import type { RailCopyKey } from './copy-keys.ts';
import * as css from './upcoming-reservations.css.ts';

export interface UpcomingReservationProps {
  t: CopyReader<RailCopyKey>;
  reservation: Reservation;
  onCancelled: (name: string) => void;
}

export function UpcomingReservation({ t, reservation, onCancelled }: UpcomingReservationProps) {
  const { id, merchantId, dateTime, partySize, confirmationNumber } = reservation;
  const name = reservation.merchantName?.trim() || t('overview.reservations.unnamed');
  const [date = '', time = ''] = dateTime.split('T');
  const when = `${dayText(date)}, ${timeText(time)}`;
  const address = addressLine(reservation.address);
  const party =
    partySize === null
      ? null
      : partySize === 1
        ? t('overview.reservations.partyOne')
        : t('overview.reservations.partyMany', { count: partySize });
  const merchantHref = merchantId === null ? null : `/merchants/${encodeURIComponent(String(merchantId))}`;
  const rows: [string, string][] = [
    [t('overview.reservations.when'), when],
    ...(party ? [[t('overview.reservations.party'), party] as [string, string]] : []),
    ...(address ? [[t('overview.reservations.address'), address] as [string, string]] : []),
    ...(confirmationNumber ? [[t('overview.reservations.confirmation'), confirmationNumber] as [string, string]] : []),
  ];
  return (
    <li id={`reservation-${id}`} className={css.item} tabIndex={-1} aria-labelledby={`reservation-${id}-name`}>
      <h3 id={`reservation-${id}-name`} className={css.name}>
        {merchantHref ? <a href={merchantHref}>{name}</a> : name}
      </h3>
      <dl className={css.details}>
        {rows.map(([term, value]) => (
          <div key={term} className={css.row}>
            <dt className={css.term}>{term}</dt>
            <dd className={css.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={css.actions}>
        <CalendarLink
          className={button.secondary}
          restaurant={name}
          label={t('overview.reservations.addToCalendar')}
          booking={calendarBookingOf({
            id,
            restaurant: name,
            dateTime,
            address,
            description: t('overview.reservations.calendarDescription', { count: partySize ?? '', code: confirmationNumber }),
          })}
        />
        {merchantHref && (
          <a className={button.secondary} href={`${merchantHref}?modify=${encodeURIComponent(id)}`}>
            {t('overview.reservations.modify')}
          </a>
        )}
        <CancelReservation
          reservationId={id}
          summary={`${name}, ${when}`}
          onCancelled={() => onCancelled(name)}
          labels={{
            cancel: t('overview.reservations.cancel'),
            title: t('overview.reservations.cancelTitle'),
            confirm: t('overview.reservations.cancelConfirm'),
            keep: t('overview.reservations.cancelKeep'),
            cancelling: t('overview.reservations.cancelling'),
            failed: t('overview.reservations.cancelFailed'),
            close: t('overview.reservations.close'),
          }}
        />
      </div>
    </li>
  );
}

// When the time asked is full: the nearest free times that day and the same time on the next days,
// as buttons that move the form to them (the widget then offers that table).
import type { Slot } from '../../api/reservations.ts';
import { button } from '../../ui/button.css.ts';
import { dayText, timeText } from './format.ts';
import type { PageCopy } from './page-context.ts';
import type { ReservationAlternatives as Alternatives } from './use-reservation-alternatives.ts';
import * as css from './reservation.css.ts';

export interface ReservationAlternativesProps {
  id: string;
  t: PageCopy;
  alternatives: Alternatives;
  onPick: (slot: Slot) => void;
}

function Group({
  id,
  title,
  slots,
  label,
  onPick,
}: {
  id: string;
  title: string;
  slots: Slot[];
  label: (slot: Slot) => string;
  onPick: (slot: Slot) => void;
}) {
  if (slots.length === 0) return null;
  return (
    <div role="group" aria-labelledby={id} className={css.group}>
      <h3 id={id} className={css.groupTitle}>
        {title}
      </h3>
      <div className={css.actions}>
        {slots.map((slot) => (
          <button key={slot.dateTime} type="button" className={button.secondary} onClick={() => onPick(slot)}>
            {label(slot)}
          </button>
        ))}
      </div>
    </div>
  );
}

export function ReservationAlternatives({ id, t, alternatives, onPick }: ReservationAlternativesProps) {
  const { loading, sameDay, nextDays } = alternatives;
  if (loading) return <p className={css.fine}>{t('reservation.alternativesLoading')}</p>;
  if (sameDay.length === 0 && nextDays.length === 0) return <p className={css.fine}>{t('reservation.noAlternatives')}</p>;
  return (
    <>
      <Group
        id={`${id}-alt-day`}
        title={t('reservation.alternativesDay')}
        slots={sameDay}
        label={(slot) => timeText(slot.time)}
        onPick={onPick}
      />
      <Group
        id={`${id}-alt-next`}
        title={t('reservation.alternativesNext')}
        slots={nextDays}
        label={(slot) => `${dayText(slot.dateTime.slice(0, 10))}, ${timeText(slot.time)}`}
        onPick={onPick}
      />
    </>
  );
}

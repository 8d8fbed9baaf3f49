// The reservation section's lookup form (spec 000 §2, §9 defaults): date (yesterday to a year
// ahead), time (the half hours the restaurant seats that day, reservation-hours.ts; a closed day
// says so), party size and "Find a table", which says it is busy while its lookup runs (the widget
// then ignores it).
import type { FormEvent } from 'react';
import { button } from '../../ui/button.css.ts';
import * as form from '../../ui/form/form.css.ts';
import { timeText } from './format.ts';
import type { PageCopy } from './page-context.ts';
import type { BookableTimes } from './reservation-hours.ts';
import { partySizeRange, type ReservationSelection } from './reservation-rules.ts';
import * as css from './merchant-page.css.ts';

const partySizes = Array.from({ length: partySizeRange.max - partySizeRange.min + 1 }, (_, i) => partySizeRange.min + i);

export interface ReservationFormProps {
  id: string;
  t: PageCopy;
  selection: ReservationSelection;
  range: { min: string; max: string };
  /** The times the restaurant seats on the chosen date (closed: none, and Find is inert). */
  bookable: BookableTimes;
  busy: boolean;
  onChange: (patch: Partial<ReservationSelection>) => void;
  onFind: () => void;
}

export function ReservationForm({ id, t, selection, range, bookable, busy, onChange, onFind }: ReservationFormProps) {
  const closed = bookable.kind === 'closed';
  // Closed: the kept time stays in the (disabled) list, so the control still says something.
  const times = closed ? [selection.time] : bookable.times;
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    onFind();
  };
  return (
    <form className={css.section} onSubmit={submit}>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-date`}>
          {t('reservation.date')}
        </label>
        <input
          id={`${id}-date`}
          className={form.control}
          type="date"
          required
          min={range.min}
          max={range.max}
          value={selection.date}
          onChange={(event) => event.target.value && onChange({ date: event.target.value })}
        />
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-time`}>
          {t('reservation.time')}
        </label>
        <select
          id={`${id}-time`}
          className={form.control}
          value={selection.time}
          disabled={closed}
          aria-describedby={closed ? `${id}-closed` : undefined}
          onChange={(event) => onChange({ time: event.target.value })}
        >
          {times.map((time) => (
            <option key={time} value={time}>
              {timeText(time)}
            </option>
          ))}
        </select>
        {closed && (
          <p id={`${id}-closed`} className={form.hint}>
            {t('reservation.closedDay')}
          </p>
        )}
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-party`}>
          {t('reservation.partySize')}
        </label>
        <select
          id={`${id}-party`}
          className={form.control}
          value={selection.partySize}
          onChange={(event) => onChange({ partySize: Number(event.target.value) })}
        >
          {partySizes.map((size) => (
            <option key={size} value={size}>
              {size === 1 ? t('reservation.partyOne') : t('reservation.partyMany', { count: size })}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={button.primary} aria-disabled={busy || closed}>
        {t('reservation.find')}
      </button>
    </form>
  );
}

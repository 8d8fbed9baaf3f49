// The filters above the list (issue #25): status and card, two native selects (keyboard usable as
// they are), applied as they change; "Clear filters" while one is set. What they show is announced
// politely by the list section's status line.
import { useId, useRef } from 'react';
import { button } from '../../../ui/button.css.ts';
import { control } from '../../../ui/form/form.css.ts';
import { statusFilterOf, statusOptions, type ActivityFilter } from './activity-filters.ts';
import type { ActivityT } from './activity-rows.ts';
import type { StatusGroup } from './activity-status.ts';
import type { ActivityCopyKey } from './copy-keys.ts';
import * as css from './activity.css.ts';

const statusLabels: Record<StatusGroup, ActivityCopyKey> = {
  earned: 'activity.filter.earned',
  pending: 'activity.filter.pending',
  notEarned: 'activity.filter.notEarned',
  credit: 'activity.filter.credit',
};

interface ActivityFiltersProps {
  filter: ActivityFilter;
  onChange: (filter: ActivityFilter) => void;
  /** Credit-currency partners filter statement credits too. */
  credits: boolean;
  cards: readonly string[];
  t: ActivityT;
}

export function ActivityFilters({ filter, onChange, credits, cards, t }: ActivityFiltersProps) {
  const id = useId();
  const status = useRef<HTMLSelectElement>(null);
  // Clearing removes the button: focus goes to the first filter rather than being lost.
  const clear = () => {
    onChange({ status: 'all', card: 'all' });
    status.current?.focus();
  };
  const active = filter.status !== 'all' || filter.card !== 'all';
  return (
    <form className={css.filters} aria-label={t('activity.filter.label')} onSubmit={(event) => event.preventDefault()}>
      <div className={css.filterField}>
        <label htmlFor={`${id}-status`}>{t('activity.filter.status')}</label>
        <select
          ref={status}
          id={`${id}-status`}
          className={control}
          value={filter.status}
          onChange={(event) => onChange({ ...filter, status: statusFilterOf(event.target.value, credits) })}
        >
          <option value="all">{t('activity.filter.all')}</option>
          {statusOptions(credits).map((group) => (
            <option key={group} value={group}>
              {t(statusLabels[group])}
            </option>
          ))}
        </select>
      </div>
      <div className={css.filterField}>
        <label htmlFor={`${id}-card`}>{t('activity.filter.card')}</label>
        <select
          id={`${id}-card`}
          className={control}
          value={filter.card}
          onChange={(event) => onChange({ ...filter, card: event.target.value })}
        >
          <option value="all">{t('activity.filter.allCards')}</option>
          {cards.map((lastFour) => (
            <option key={lastFour} value={lastFour}>
              {t('activity.filter.cardOption', { lastFour })}
            </option>
          ))}
        </select>
      </div>
      {active && (
        <button type="button" className={button.tertiary} onClick={clear}>
          {t('activity.filter.clear')}
        </button>
      )}
    </form>
  );
}

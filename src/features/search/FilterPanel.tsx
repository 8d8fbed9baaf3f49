// The search form's filter panel (spec 000 §3 "Search filters"): the partner's groups of checkboxes
// in a disclosure whose summary counts what is on, with Apply (a submit) and Clear (keeps the sort).
import type { Ref } from 'react';
import type { CopyReader } from '../../lib/element-copy.ts';
import { button } from '../../ui/button.css.ts';
import * as formCss from '../../ui/form/form.css.ts';
import { activeFilterCount, optionIsOn, withOption } from './filter-toggles.ts';
import type { FilterOffer } from './search-filters.ts';
import type { SearchCopyKey } from './search-copy-keys.ts';
import { noFilters, type SearchFilters } from './search-url.ts';
import * as css from './search.css.ts';

export interface FilterPanelProps {
  /** The disclosure, which the form closes when it submits. */
  ref: Ref<HTMLDetailsElement>;
  /** The form's id, prefixing each checkbox's. */
  formId: string;
  filters: SearchFilters;
  offer: FilterOffer;
  t: CopyReader<SearchCopyKey>;
  onChange: (filters: SearchFilters) => void;
}

export function FilterPanel({ ref, formId, filters, offer, t, onChange }: FilterPanelProps) {
  const count = activeFilterCount(filters);
  return (
    <details ref={ref} className={css.filters}>
      <summary className={css.filtersSummary}>
        {t('filters.title')}
        {count > 0 && <span>({t('filters.activeCount', { count })})</span>}
      </summary>
      <div className={css.filterGroups}>
        {offer.groups.map((group) => (
          <fieldset key={group.label} className={formCss.group}>
            <legend className={formCss.groupLegend}>{t(group.label as SearchCopyKey)}</legend>
            {group.options.map((option) => {
              const optionId = `${formId}-${option.field}-${option.value}`;
              return (
                <div key={optionId} className={formCss.checkboxRow}>
                  <input
                    id={optionId}
                    className={formCss.checkbox}
                    type="checkbox"
                    name={option.field}
                    value={option.value}
                    checked={optionIsOn(filters, option)}
                    onChange={(event) => onChange(withOption(filters, option, event.target.checked))}
                  />
                  <label className={formCss.checkboxLabel} htmlFor={optionId}>
                    {t(option.label as SearchCopyKey)}
                  </label>
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
      <div className={css.filterActions}>
        <button type="submit" className={button.secondary}>
          {t('filters.apply')}
        </button>
        <button
          type="button"
          className={button.tertiary}
          disabled={count === 0}
          onClick={() => onChange({ ...noFilters, sortBy: filters.sortBy })}
        >
          {t('filters.clear')}
        </button>
      </div>
    </details>
  );
}

// The filters that are on, as removable chips ("$$ ×"), and "Clear filters" (issue #24). Each chip
// is a button named for what it does ("Remove filter: $$"); the sort is not a filter and stays.
import type { CopyReader } from '../../lib/element-copy.ts';
import { button } from '../../ui/button.css.ts';
import { activeOptions, withOption } from './filter-toggles.ts';
import type { FilterOffer } from './search-filters.ts';
import type { SearchCopyKey } from './search-copy-keys.ts';
import { noFilters, type SearchFilters } from './search-url.ts';
import * as css from './search.css.ts';

export interface ActiveFiltersProps {
  filters: SearchFilters;
  offer: FilterOffer;
  t: CopyReader<SearchCopyKey>;
  onChange: (filters: SearchFilters) => void;
}

export function ActiveFilters({ filters, offer, t, onChange }: ActiveFiltersProps) {
  const on = activeOptions(filters, offer.groups);
  if (on.length === 0) return null;
  return (
    <ul className={css.activeFilters} aria-label={t('filters.active')}>
      {on.map((option) => {
        const label = t(option.label as SearchCopyKey);
        return (
          <li key={`${option.field}=${option.value}`}>
            <button
              type="button"
              className={css.removableChip}
              aria-label={t('filters.remove', { label })}
              onClick={() => onChange(withOption(filters, option, false))}
            >
              {label}
              <span aria-hidden="true">×</span>
            </button>
          </li>
        );
      })}
      <li>
        <button type="button" className={button.tertiary} onClick={() => onChange({ ...noFilters, sortBy: filters.sortBy })}>
          {t('search.clearFilters')}
        </button>
      </li>
    </ul>
  );
}

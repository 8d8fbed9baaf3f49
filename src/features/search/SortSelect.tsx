// The search form's sort: the orders the partner offers, applied as it changes.
import type { CopyReader } from '../../lib/element-copy.ts';
import * as formCss from '../../ui/form/form.css.ts';
import { sortLabels, type FilterOffer } from './search-filters.ts';
import type { SearchCopyKey } from './search-copy-keys.ts';
import type { SearchFilters } from './search-url.ts';
import * as css from './search.css.ts';

type SortOrder = SearchFilters['sortBy'];

export interface SortSelectProps {
  /** The form's id, prefixing the select's. */
  formId: string;
  sortBy: SortOrder;
  sortOrders: FilterOffer['sortOrders'];
  t: CopyReader<SearchCopyKey>;
  onChange: (sortBy: SortOrder) => void;
}

export function SortSelect({ formId, sortBy, sortOrders, t, onChange }: SortSelectProps) {
  return (
    <div className={css.sort}>
      <label className={formCss.label} htmlFor={`${formId}-sort`}>
        {t('filters.sortBy')}
      </label>
      <select
        id={`${formId}-sort`}
        className={`${formCss.control} ${css.sortSelect}`}
        name="sortBy"
        value={sortBy}
        onChange={(event) => onChange(event.target.value as SortOrder)}
      >
        {sortOrders.map((order) => (
          <option key={order} value={order}>
            {t(sortLabels[order] as SearchCopyKey)}
          </option>
        ))}
      </select>
    </div>
  );
}

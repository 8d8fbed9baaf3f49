// One filter group's checkboxes (spec 000 §3 "Search filters"), the same in the laptop's chip popover
// and the phone's filter sheet: the request's field names and values, so they read as the API's.
import type { CopyReader } from '../../lib/element-copy.ts';
import * as formCss from '../../ui/form/form.css.ts';
import { optionIsOn, withOption } from './filter-toggles.ts';
import type { FilterGroup } from './search-filters.ts';
import type { SearchCopyKey } from './search-copy-keys.ts';
import type { SearchFilters } from './search-url.ts';

export interface FilterFieldsProps {
  /** Prefixes each checkbox's id (a group shows in two places: the chip's popover and the sheet). */
  idPrefix: string;
  /** Carry the request's field names, so the plain GET form (before the island runs) sends them:
   *  only one of the two places may, or a value would be sent twice. */
  named: boolean;
  group: FilterGroup;
  filters: SearchFilters;
  t: CopyReader<SearchCopyKey>;
  onChange: (filters: SearchFilters) => void;
}

export function FilterFields({ idPrefix, named, group, filters, t, onChange }: FilterFieldsProps) {
  return (
    <fieldset className={formCss.group}>
      <legend className={formCss.groupLegend}>{t(group.label as SearchCopyKey)}</legend>
      {group.options.map((option) => {
        const optionId = `${idPrefix}-${option.field}-${option.value}`;
        return (
          <div key={optionId} className={formCss.checkboxRow}>
            <input
              id={optionId}
              className={formCss.checkbox}
              type="checkbox"
              name={named ? option.field : undefined}
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
  );
}

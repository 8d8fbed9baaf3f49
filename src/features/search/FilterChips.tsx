// The laptop's filters (issue #24): a chip per group (price, suggested, dining options, meals) with
// its count, each opening its checkboxes in a popover. The popover is the browser's own (the
// `popover` attribute: top layer, Escape and outside clicks close it, and it opens before any script
// runs), placed under its chip, so opening a group never moves the toolbar or the results.
import { useEffect, useRef, useState } from 'react';
import type { CopyReader } from '../../lib/element-copy.ts';
import { groupActiveCount } from './filter-toggles.ts';
import { FilterFields } from './FilterFields.tsx';
import type { FilterGroup, FilterOffer } from './search-filters.ts';
import type { SearchCopyKey } from './search-copy-keys.ts';
import type { SearchFilters } from './search-url.ts';
import * as css from './search.css.ts';

export interface FilterChipsProps {
  formId: string;
  filters: SearchFilters;
  offer: FilterOffer;
  t: CopyReader<SearchCopyKey>;
  onChange: (filters: SearchFilters) => void;
}

/** Where a popover goes: under its chip, kept inside the viewport's width (page coordinates). */
function placeUnder(chip: HTMLElement, panel: HTMLElement): void {
  const box = chip.getBoundingClientRect();
  const left = Math.max(8, Math.min(box.left, document.documentElement.clientWidth - panel.offsetWidth - 8));
  panel.style.top = `${box.bottom + scrollY + 6}px`;
  panel.style.left = `${left + scrollX}px`;
}

function FilterChip({ formId, group, filters, t, onChange }: Omit<FilterChipsProps, 'offer'> & { group: FilterGroup }) {
  const chip = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const panelId = `${formId}-chip-${group.label}`.replace(/[^\w-]/g, '-');
  const count = groupActiveCount(filters, group);
  const label = t(group.label as SearchCopyKey);

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const onToggle = (event: Event): void => {
      const opening = (event as ToggleEvent).newState === 'open';
      if (opening && chip.current) placeUnder(chip.current, element);
      setOpen(opening);
    };
    element.addEventListener('toggle', onToggle);
    return () => element.removeEventListener('toggle', onToggle);
  }, []);

  return (
    <>
      <button
        ref={chip}
        type="button"
        className={css.chip}
        popoverTarget={panelId}
        aria-expanded={open}
        aria-controls={panelId}
        data-active={count > 0 || undefined}
      >
        {count > 0 ? t('filters.chipCount', { label, count }) : label}
        <span className={css.chipCaret} aria-hidden="true" />
      </button>
      <div ref={panel} id={panelId} popover="auto" className={css.chipPanel}>
        <FilterFields idPrefix={`${formId}-chip`} named group={group} filters={filters} t={t} onChange={onChange} />
      </div>
    </>
  );
}

export function FilterChips({ offer, ...props }: FilterChipsProps) {
  return (
    <div className={css.chips}>
      {offer.groups.map((group) => (
        <FilterChip key={group.label} group={group} {...props} />
      ))}
    </div>
  );
}

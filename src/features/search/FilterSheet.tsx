// The phone's filters (issue #24): "Filters (2)" opens a full-screen sheet (a modal <dialog>: the page
// behind is inert, Escape closes it, focus returns to the button) holding every group. Its ticks are
// a draft: a sticky "Show N restaurants" applies them (N counted for the draft: use-filter-preview.ts),
// closing without it leaves the search as it was.
import { useRef, useState } from 'react';
import type { CopyReader } from '../../lib/element-copy.ts';
import { button } from '../../ui/button.css.ts';
import { activeFilterCount } from './filter-toggles.ts';
import { FilterFields } from './FilterFields.tsx';
import type { FilterOffer } from './search-filters.ts';
import type { SearchCopyKey } from './search-copy-keys.ts';
import { noFilters, type Search, type SearchFilters } from './search-url.ts';
import { useFilterPreview } from './use-filter-preview.ts';
import * as css from './search.css.ts';

export interface FilterSheetProps {
  formId: string;
  /** The search shown (the count is for it with the draft filters); null before the island runs. */
  search: Search | null;
  filters: SearchFilters;
  /** The shown search's total, for a draft equal to its filters. */
  total: number | null;
  offer: FilterOffer;
  t: CopyReader<SearchCopyKey>;
  onApply: (filters: SearchFilters) => void;
}

function showLabel(count: number | null, t: CopyReader<SearchCopyKey>): string {
  if (count === null) return t('filters.showUnknown');
  if (count === 0) return t('filters.showNone');
  return count === 1 ? t('filters.showCountOne') : t('filters.showCount', { count });
}

export function FilterSheet({ formId, search, filters, total, offer, t, onApply }: FilterSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filters);
  const count = useFilterPreview(search, draft, open, total);
  const titleId = `${formId}-sheet-title`;
  const on = activeFilterCount(filters);

  function show(): void {
    setDraft(filters);
    setOpen(true);
    dialog.current?.showModal();
  }

  return (
    <>
      <button type="button" className={`${button.secondary} ${css.sheetButton}`} onClick={show} aria-haspopup="dialog">
        {on > 0 ? t('search.summaryFilters', { count: on }) : t('filters.title')}
      </button>
      <dialog ref={dialog} className={css.sheet} aria-labelledby={titleId} onClose={() => setOpen(false)}>
        <div className={css.sheetHeader}>
          <h2 id={titleId} className={css.sheetTitle}>
            {t('filters.title')}
          </h2>
          <button type="button" className={button.tertiary} onClick={() => dialog.current?.close()}>
            {t('filters.close')}
          </button>
        </div>
        <div className={css.sheetBody}>
          {open &&
            offer.groups.map((group) => (
              <FilterFields
                key={group.label}
                idPrefix={`${formId}-sheet`}
                named={false}
                group={group}
                filters={draft}
                t={t}
                onChange={setDraft}
              />
            ))}
        </div>
        <div className={css.sheetFooter}>
          <button
            type="button"
            className={button.tertiary}
            disabled={activeFilterCount(draft) === 0}
            onClick={() => setDraft({ ...noFilters, sortBy: draft.sortBy })}
          >
            {t('filters.clear')}
          </button>
          <button
            type="button"
            className={button.primary}
            aria-live="polite"
            onClick={() => {
              dialog.current?.close();
              onApply(draft);
            }}
          >
            {showLabel(count, t)}
          </button>
        </div>
      </dialog>
    </>
  );
}

// Whether a phone shows the search form, its one-line summary, or (before the first search decides)
// whatever the first paint drew (issue #24; search.css.ts, SearchPage.astro). Pure.
import { activeFilterCount } from './filter-toggles.ts';
import type { Search } from './search-url.ts';

export type FormFold = 'folded' | 'open' | 'pending';

/** Nothing typed, no filters: a bare /search, whose form stays open (nothing was asked yet). */
export const isBlankSearch = (search: Search): boolean =>
  search.location.trim() === '' && search.restaurantOrCuisine.trim() === '' && activeFilterCount(search.filters) === 0;

/** `folded` is the island's choice, null until its first search settles; `live`: the island runs. */
export function formFold(live: boolean, folded: boolean | null, blank: boolean): FormFold {
  if (folded !== null) return folded ? 'folded' : 'open';
  return live && blank ? 'open' : 'pending';
}

// What the search page remembers (spec 000 §3 "Browser-stored items": the last successful search
// options and the manual search location), in session storage: the tab's own searches, gone with
// the tab, never sent to a server. The address always wins: a shared or restored search URL shows
// exactly that search; only a bare /search (the navbar's search link) starts from what is remembered.
import { searchValue } from '../../api/merchants.ts';
import { readSession as read, writeSession as write } from '../../lib/session-storage.ts';
import { locationKind } from './search-location.ts';
import {
  emptySearch,
  filtersFromAddress,
  filtersToAddress,
  noFilters,
  searchFields,
  searchFromAddress,
  type Search,
  type SearchFilters,
} from './search-url.ts';

/** The filters and sort of the last search that answered, as an address query. */
export const lastSearchOptionsKey = 'last_search_options';
/** The last city, state or ZIP the member typed (not "Current Location", not a map view). */
export const manualSearchLocationKey = 'manual_search_location';

/** After a search answered: its options, and its location when the member typed one. */
export function rememberSearch(search: Search): void {
  write(lastSearchOptionsKey, filtersToAddress(search.filters));
  if (locationKind(search.location) === 'place') write(manualSearchLocationKey, search.location);
}

/** The remembered options, read like an address (so a foreign value cannot inject anything). */
export function rememberedSearchOptions(): SearchFilters | null {
  const stored = read(lastSearchOptionsKey);
  return stored === null ? null : filtersFromAddress(new URLSearchParams(stored));
}

export function rememberedManualLocation(): string | null {
  const stored = searchValue(read(manualSearchLocationKey));
  return stored !== undefined && locationKind(stored) === 'place' ? stored : null;
}

/** The search to show on arriving at the page: the address's when it names any search field, else
 *  the remembered options at the remembered manual location (else the member's position). */
export function arrivalSearch(query: URLSearchParams | string): Search {
  const params = new URLSearchParams(query);
  if (searchFields.some((name) => params.getAll(name).some((value) => searchValue(value) !== undefined))) {
    return searchFromAddress(params);
  }
  return { ...emptySearch, location: rememberedManualLocation() ?? '', filters: rememberedSearchOptions() ?? noFilters };
}

// What the search form holds while the member edits it (spec 000 §2 "Search screen"): the location
// as typed, the restaurant or cuisine, the filters, and whether the location shows its error. What
// was typed stays through every error; a new search shown (submitted, restored by back/forward, or
// arrived with) replaces it all. Pure: the form's hook (use-search-draft.ts) runs it.
import { isValidLocation } from '../../api/contract/location.ts';
import { currentLocation, locationKind } from './search-location.ts';
import type { Search, SearchFilters } from './search-url.ts';

export interface SearchDraft {
  /** The location field's text; a map view's coordinates show as the "Current Map View" label. */
  locationText: string;
  query: string;
  filters: SearchFilters;
  /** The location field shows the spec's message. */
  invalid: boolean;
}

export type SearchDraftEvent =
  | { type: 'searchShown'; search: Search; mapViewLabel: string }
  | { type: 'locationTyped'; text: string }
  | { type: 'queryTyped'; text: string }
  | { type: 'filtersChanged'; filters: SearchFilters }
  /** The location failed the contract's rule, or the backend refused it (a 400). */
  | { type: 'locationRefused' }
  | { type: 'locationAccepted' }
  | { type: 'nearMeChosen' };

export function draftOf(search: Search, mapViewLabel: string): SearchDraft {
  return {
    locationText: locationKind(search.location) === 'mapView' ? mapViewLabel : search.location,
    query: search.restaurantOrCuisine,
    filters: search.filters,
    invalid: false,
  };
}

export function searchDraftReducer(draft: SearchDraft, event: SearchDraftEvent): SearchDraft {
  switch (event.type) {
    case 'searchShown':
      return draftOf(event.search, event.mapViewLabel);
    case 'locationTyped':
      return { ...draft, locationText: event.text, invalid: false };
    case 'queryTyped':
      return { ...draft, query: event.text };
    case 'filtersChanged':
      return { ...draft, filters: event.filters };
    case 'locationRefused':
      return { ...draft, invalid: true };
    case 'locationAccepted':
      return { ...draft, invalid: false };
    case 'nearMeChosen':
      return { ...draft, locationText: currentLocation, invalid: false };
  }
}

/**
 * The draft as a search from its first page, keeping the shown search's campaign; null when the
 * location is not one (the contract's linear-time rule), so nothing is sent.
 */
export function draftSearch(draft: SearchDraft, shown: Search, mapViewLabel: string): Search | null {
  const text = draft.locationText.trim();
  // "Current Map View" stands for the map view's coordinates while it is unchanged.
  const location = text === mapViewLabel && locationKind(shown.location) === 'mapView' ? shown.location : text;
  if (location !== '' && locationKind(location) === 'place' && !isValidLocation(location)) return null;
  return { location, restaurantOrCuisine: draft.query.trim(), campaignCode: shown.campaignCode, filters: draft.filters, pageNo: 1 };
}

/** "Use current location": the shown search near the device, with the draft's query and filters. */
export const nearMeSearch = (draft: SearchDraft, shown: Search): Search => ({
  ...shown,
  location: currentLocation,
  restaurantOrCuisine: draft.query.trim(),
  filters: draft.filters,
  pageNo: 1,
});

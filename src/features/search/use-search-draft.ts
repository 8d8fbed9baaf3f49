// The search form's draft (search-draft.ts) kept in step with the page: reset by each new search,
// marked by the backend's refusal of the location, and turned into searches by the form's actions.
import { useEffect, useReducer, useRef, type RefObject } from 'react';
import type { CopyReader } from '../../lib/element-copy.ts';
import type { SearchCopyKey } from './search-copy-keys.ts';
import { draftOf, draftSearch, nearMeSearch, searchDraftReducer, type SearchDraft } from './search-draft.ts';
import type { Search, SearchFilters } from './search-url.ts';

interface DraftInputs {
  /** The search shown. */
  search: Search;
  t: CopyReader<SearchCopyKey>;
  onSearch: (search: Search) => void;
  locationRejected: boolean;
  /** The island runs: filters apply as they change. */
  live: boolean;
}

export interface DraftControls {
  draft: SearchDraft;
  /** The location field, focused when its text is refused. */
  locationInput: RefObject<HTMLInputElement | null>;
  typeLocation: (text: string) => void;
  typeQuery: (text: string) => void;
  /** The draft as a search; null (and the field's error, focused) when the location is not one. */
  checkedSearch: () => Search | null;
  /** New filters, searched at once while the island runs. */
  changeFilters: (filters: SearchFilters) => void;
  searchNearMe: () => void;
}

export function useSearchDraft({ search, t, onSearch, locationRejected, live }: DraftInputs): DraftControls {
  const mapViewLabel = t('search.currentMapView');
  const [draft, dispatch] = useReducer(searchDraftReducer, search, (shown) => draftOf(shown, mapViewLabel));
  const locationInput = useRef<HTMLInputElement>(null);

  // A new search (submitted, restored by back/forward, or arrived with) shows its own values.
  useEffect(() => dispatch({ type: 'searchShown', search, mapViewLabel }), [search, mapViewLabel]);

  useEffect(() => {
    if (locationRejected) dispatch({ type: 'locationRefused' });
  }, [locationRejected]);

  function checked(filters: SearchFilters): Search | null {
    const next = draftSearch({ ...draft, filters }, search, mapViewLabel);
    dispatch({ type: next ? 'locationAccepted' : 'locationRefused' });
    if (!next) locationInput.current?.focus();
    return next;
  }

  return {
    draft,
    locationInput,
    typeLocation: (text) => dispatch({ type: 'locationTyped', text }),
    typeQuery: (text) => dispatch({ type: 'queryTyped', text }),
    checkedSearch: () => checked(draft.filters),
    changeFilters(filters) {
      dispatch({ type: 'filtersChanged', filters });
      const next = live ? checked(filters) : null;
      if (next) onSearch(next);
    },
    searchNearMe() {
      dispatch({ type: 'nearMeChosen' });
      onSearch(nearMeSearch(draft, search));
    },
  };
}

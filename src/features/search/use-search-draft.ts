// The search form's draft (search-draft.ts) kept in step with the page: reset by each new search,
// marked by the backend's refusal of the location, and turned into searches by the form's actions.
import { useEffect, useReducer, useRef, useState, type RefObject } from 'react';
import type { CopyReader } from '../../lib/element-copy.ts';
import { changedControls } from '../../ui/form/form-controls.ts';
import type { SearchCopyKey } from './search-copy-keys.ts';
import { draftOf, draftSearch, nearMeSearch, searchDraftReducer, type SearchDraft, type SearchDraftEvent } from './search-draft.ts';
import type { Search, SearchFilters } from './search-url.ts';

interface DraftInputs {
  /** The search shown. */
  search: Search;
  t: CopyReader<SearchCopyKey>;
  onSearch: (search: Search) => void;
  locationRejected: boolean;
  /** The island runs: filters apply as they change. */
  live: boolean;
  /** The form's id: what was typed into the server's form before the island ran is read from it. */
  formId: string;
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

/** The text fields typed into before the island ran (a quick member, a phone still loading scripts). */
function typedBeforeRun(formId: string): SearchDraftEvent[] {
  if (typeof document === 'undefined') return []; // rendering at build time
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return [];
  return changedControls(form).flatMap(({ name, value }): SearchDraftEvent[] => {
    if (name === 'location') return [{ type: 'locationTyped', text: String(value) }];
    if (name === 'restaurantOrCuisine') return [{ type: 'queryTyped', text: String(value) }];
    return [];
  });
}

export function useSearchDraft({ search, t, onSearch, locationRejected, live, formId }: DraftInputs): DraftControls {
  const mapViewLabel = t('search.currentMapView');
  const [draft, dispatch] = useReducer(searchDraftReducer, search, (shown) => draftOf(shown, mapViewLabel));
  const locationInput = useRef<HTMLInputElement>(null);
  // Read while the server's form is still in the document, before hydration's first change draws the draft.
  const [typedEarly] = useState(() => typedBeforeRun(formId));
  const keptEarly = useRef(typedEarly);

  // A new search (submitted, restored by back/forward, or arrived with) shows its own values. What was
  // typed before the island ran stays over the search the page arrived with: the member's text wins.
  useEffect(() => {
    dispatch({ type: 'searchShown', search, mapViewLabel });
    for (const typed of keptEarly.current) dispatch(typed);
    if (live) keptEarly.current = [];
  }, [search, mapViewLabel, live]);

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

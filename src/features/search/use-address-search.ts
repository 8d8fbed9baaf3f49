// The search the page shows is the address's (search-url.ts): read on arrival and on back/forward,
// pushed on every new search, so each search is a shareable URL and history restores it. Before the
// island runs in a browser (the static render) there is no search yet. The scroll position of each
// entry rides in history.state and comes back with it.
import { useCallback, useEffect, useState } from 'react';
import { arrivalSearch } from './search-memory.ts';
import { searchFields, searchFromAddress, searchToAddress, type Search } from './search-url.ts';

interface EntryState {
  searchScrollY?: number;
}

const entryState = (): EntryState => (typeof history.state === 'object' && history.state !== null ? (history.state as EntryState) : {});

const addressOf = (search: Search): string => {
  const query = searchToAddress(search);
  return `${location.pathname}${query ? `?${query}` : ''}`;
};

function canonicalAddress(search: Search): string {
  const others = new URLSearchParams(location.search);
  for (const name of searchFields) others.delete(name);
  const query = [searchToAddress(search), others.toString()].filter(Boolean).join('&');
  return `${location.pathname}${query ? `?${query}` : ''}`;
}

export interface AddressSearch {
  /** null until the island runs in the browser. */
  search: Search | null;
  /** The scroll position to restore once this entry's results show (back/forward), else null. */
  restoreScrollY: number | null;
  go: (search: Search) => void;
}

export function useAddressSearch(): AddressSearch {
  const [state, setState] = useState<{ search: Search | null; restoreScrollY: number | null }>({ search: null, restoreScrollY: null });

  useEffect(() => {
    const arrival = arrivalSearch(location.search);
    // The address shows the search as the page runs it: "current%20location" as "Current Location",
    // and a bare /search as what the tab remembers, so it is shareable too. Other parameters stay.
    const canonical = canonicalAddress(arrival);
    if (canonical !== `${location.pathname}${location.search}`) history.replaceState(history.state, '', canonical);
    setState({ search: arrival, restoreScrollY: entryState().searchScrollY ?? null });
    const onPop = (): void => setState({ search: searchFromAddress(location.search), restoreScrollY: entryState().searchScrollY ?? null });
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);

  const go = useCallback((search: Search) => {
    history.replaceState({ ...entryState(), searchScrollY: scrollY }, '');
    const next = addressOf(search);
    if (next !== `${location.pathname}${location.search}`) history.pushState({}, '', next);
    setState({ search, restoreScrollY: null });
  }, []);

  return { ...state, go };
}

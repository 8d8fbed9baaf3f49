// The results of the search shown, through swr keyed by its address, so back and forward show a
// search at once. A search that answered is remembered for the tab (search-memory.ts).
import { useDeferredValue, useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { publicQuery } from '../../api/hooks/swr-options.ts';
import { isLocationRejected, runSearch, type SearchAnswer } from './run-search.ts';
import { rememberSearch } from './search-memory.ts';
import { searchToAddress, type Search } from './search-url.ts';

/** Spec 000 §7: a search is not retried; results of this tab's searches stay for back/forward, and
 *  the last results stay drawn while the next search runs. */
const swrOptions = { ...publicQuery, keepPreviousData: true } as const;

type Answer = SearchAnswer & { key: string };

export interface SearchResults {
  /** The search's cache key; null while there is no search (the static render). */
  key: string | null;
  /** The search shown is still running. */
  pending: boolean;
  /** This search's answer, once it came. */
  answer: SearchAnswer | undefined;
  /** The results to draw: this search's, or the last while the next runs; none after a failure. */
  visible: SearchAnswer | undefined;
  /** The search failed for a reason other than the location (the backend's refusal of that is the form's). */
  failed: boolean;
  /** The backend refused the location (a 400): the form's field error. */
  locationRejected: boolean;
  retry: () => void;
}

export function useSearchResults(search: Search | null): SearchResults {
  const key = search ? `search?${searchToAddress(search)}` : null;
  const swr = useSWR<Answer, unknown>(key, async () => ({ ...(await runSearch(search!)), key: key! }), swrOptions);
  // An answer is drawn as a deferred value (issue #26): the island first re-renders as it was, then
  // React draws the results in slices that yield to the browser, instead of one long task.
  const latest = useMemo(() => ({ data: swr.data, error: swr.error }), [swr.data, swr.error]);
  const { data, error } = useDeferredValue(latest);
  const { mutate } = swr;
  const answer = data?.key === key ? data : undefined;
  const locationRejected = error !== undefined && isLocationRejected(error);

  useEffect(() => {
    if (answer && search) rememberSearch(search);
  }, [answer, search]);

  return {
    key,
    pending: key !== null && data?.key !== key && !error,
    answer,
    // While the next search runs, the last results stay (dimmed, busy) rather than the page jumping.
    visible: error === undefined ? data : undefined,
    failed: error !== undefined && !locationRejected,
    locationRejected,
    retry: () => void mutate(),
  };
}

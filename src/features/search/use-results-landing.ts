// Where the page lands once a search's results are drawn (the cards wait for the member): back and
// forward return to the entry's scroll position; paging moves focus to the results' heading. On a
// phone showing the list (issue #24), every new search (submitted, a filter applied, arrived with or
// restored by back/forward) folds the form into its summary once it settles, and takes scroll and
// focus to the results' heading, or to the message in their place (an error, nothing found, an
// unknown place: the element marked `data-search-message`).
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

export interface ResultsLandingInputs {
  /** The search shown's key (use-search-results.ts); null before the island has a search. */
  searchKey: string | null;
  /** The search shown settled: its results drawn, or its failure shown (not a refused location). */
  settled: boolean;
  /** The entry's scroll position (back/forward), else null. */
  restoreScrollY: number | null;
  /** New searches land (a phone showing the list). */
  landOnSearch: boolean;
  island: RefObject<HTMLElement | null>;
  /** The form is folded (the landing scrolls only once the fold is drawn: scroll anchoring would
   *  otherwise undo the scroll as the form above the results collapses). */
  folded: boolean | null;
  /** Fold the form into its summary (a phone). */
  onFold: () => void;
}

export interface ResultsLanding {
  heading: RefObject<HTMLHeadingElement | null>;
  /** The next results to land take focus (a page was chosen). */
  focusNextResults: () => void;
}

export function useResultsLanding(inputs: ResultsLandingInputs): ResultsLanding {
  const { searchKey, settled, restoreScrollY, landOnSearch, island, folded, onFold } = inputs;
  const heading = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);
  const landing = useRef<string | null>(null);
  const lastKey = useRef<string | null>(null);
  /** A landing waits for the fold to be drawn; the entry's scroll position to restore, if any. */
  const waiting = useRef<{ restoreScrollY: number | null } | null>(null);

  const land = useRef((restore: number | null) => {
    waiting.current = null;
    // The summary at the top of the screen, the results (or the message in their place) under it.
    if (restore !== null) scrollTo(0, restore);
    else island.current?.scrollIntoView({ block: 'start' });
    const target = island.current?.querySelector<HTMLElement>('[data-search-message]') ?? heading.current;
    target?.focus({ preventScroll: true });
  });

  // The island puts each entry's position back itself (use-address-search.ts keeps it in history).
  useEffect(() => {
    history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    if (searchKey === lastKey.current) return;
    lastKey.current = searchKey;
    landing.current = landOnSearch ? searchKey : null;
  }, [searchKey, landOnSearch]);

  useEffect(() => {
    if (!settled) return;
    const lands = landing.current !== null && landing.current === searchKey;
    landing.current = null;
    if (lands) {
      focusResults.current = false;
      waiting.current = { restoreScrollY };
      if (folded === true) land.current(restoreScrollY);
      else onFold();
      return;
    }
    if (restoreScrollY !== null) scrollTo(0, restoreScrollY);
    if (focusResults.current) heading.current?.focus();
    focusResults.current = false;
    // `folded` is read, not watched: the layout effect below lands once the fold is drawn.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, searchKey, restoreScrollY, onFold]);

  useLayoutEffect(() => {
    if (folded === true && waiting.current) land.current(waiting.current.restoreScrollY);
  }, [folded]);

  return {
    heading,
    focusNextResults: () => {
      focusResults.current = true;
    },
  };
}

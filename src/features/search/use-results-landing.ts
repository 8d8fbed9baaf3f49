// Where the page lands once a search's results are drawn (the cards wait for the member): back and
// forward return to the entry's scroll position; paging moves focus to the results' heading.
import { useEffect, useRef, type RefObject } from 'react';
import type { SearchAnswer } from './run-search.ts';

export interface ResultsLandingInputs {
  /** The search shown's answer, once it came. */
  answer: SearchAnswer | undefined;
  memberSettled: boolean;
  /** The entry's scroll position (back/forward), else null. */
  restoreScrollY: number | null;
}

export interface ResultsLanding {
  heading: RefObject<HTMLHeadingElement | null>;
  /** The next results to land take focus (a page was chosen). */
  focusNextResults: () => void;
}

export function useResultsLanding({ answer, memberSettled, restoreScrollY }: ResultsLandingInputs): ResultsLanding {
  const heading = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);

  // The island puts each entry's position back itself (use-address-search.ts keeps it in history).
  useEffect(() => {
    history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    if (!answer || !memberSettled) return;
    if (restoreScrollY !== null) scrollTo(0, restoreScrollY);
    if (focusResults.current) {
      focusResults.current = false;
      heading.current?.focus();
    }
  }, [answer, memberSettled, restoreScrollY]);

  return {
    heading,
    focusNextResults: () => {
      focusResults.current = true;
    },
  };
}

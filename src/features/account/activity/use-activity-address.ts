// The page of activity the address asks for (?page=N; spec 001 §2 pagination): Back and Forward page
// too. Each page change the member makes is a new visit (the data hook's key, so the page is asked
// for again, spec 001 §4) and asks for focus on the list heading once the page is drawn.
import { useCallback, useEffect, useState } from 'react';
import { pageFromSearch, pageHref } from './activity-rules.ts';

interface Address {
  page: number;
  /** Counts page changes; 0 is the page the member arrived on. */
  visit: number;
  /** The member changed the page (or asked again): focus the list heading when it is drawn. */
  focus: boolean;
}

/** The first render in the browser reads the address; the build renders page 1's frame. */
const initial = (): Address => ({ page: typeof location === 'undefined' ? 1 : pageFromSearch(location.search), visit: 0, focus: false });

export function useActivityAddress(path: string) {
  const [address, setAddress] = useState(initial);

  useEffect(() => {
    const onPopState = () => setAddress(({ visit }) => ({ page: pageFromSearch(location.search), visit: visit + 1, focus: true }));
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, []);

  const goTo = useCallback(
    (page: number) => {
      history.pushState(history.state, '', pageHref(path, page));
      setAddress(({ visit }) => ({ page, visit: visit + 1, focus: true }));
    },
    [path],
  );

  /** The page drawn is another than the address names (asked past the end): the address follows. */
  const shown = useCallback(
    (page: number) => {
      if (pageFromSearch(location.search) !== page) history.replaceState(history.state, '', pageHref(path, page) + location.hash);
    },
    [path],
  );

  const wantFocus = useCallback(() => setAddress((current) => ({ ...current, focus: true })), []);
  const focused = useCallback(() => setAddress((current) => (current.focus ? { ...current, focus: false } : current)), []);

  return { ...address, goTo, shown, wantFocus, focused };
}

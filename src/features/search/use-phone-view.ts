// What a phone shows of the search (issue #24): the list or the map (MOBILE_LIST / MOBILE_MAP), and
// the form open or folded into its summary. "Change search" opens the form at the location field.
// The survey drawers are held back over the map and after a search that failed or found nothing.
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { holdSurveys } from '../surveys/public-hold.ts';

export type ViewMode = 'list' | 'map';

export interface PhoneView {
  mode: ViewMode;
  /** The form is folded into its summary (phones only; desktops always show the form); null until
   *  the first search decides (SearchPage.astro draws a search in the address folded from the start). */
  folded: boolean | null;
  fold: () => void;
  showMode: (mode: ViewMode) => void;
  /** Back to the list with the form open, the location field focused. */
  changeSearch: () => void;
}

export function usePhoneView(island: RefObject<HTMLElement | null>, desktop: boolean, searchFailed: boolean): PhoneView {
  const [mode, setMode] = useState<ViewMode>('list');
  const [folded, setFolded] = useState<boolean | null>(null);

  useEffect(() => {
    holdSurveys(searchFailed || (!desktop && mode === 'map'));
  }, [searchFailed, desktop, mode]);
  useEffect(() => () => holdSurveys(false), []);

  const fold = useCallback(() => setFolded(true), []);
  const showMode = useCallback(
    (next: ViewMode) => {
      setMode(next);
      // The chosen view from its top, under the page's header.
      requestAnimationFrame(() => island.current?.scrollIntoView({ block: 'start' }));
    },
    [island],
  );
  const changeSearch = useCallback(() => {
    setMode('list');
    setFolded(false);
    requestAnimationFrame(() => {
      const field = island.current?.querySelector<HTMLInputElement>('input[name="location"]');
      field?.scrollIntoView({ block: 'center' });
      field?.focus({ preventScroll: true });
    });
  }, [island]);

  return { mode, folded, fold, showMode, changeSearch };
}

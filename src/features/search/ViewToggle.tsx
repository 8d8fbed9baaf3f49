// The phone's floating List / Map bar (spec 000 §2 MOBILE_LIST / MOBILE_MAP; issue #24), fixed at the
// bottom so it is always in reach. The list offers "Show map"; the map offers "Show list" and the
// spec's "Change search", which does what it says: back to the list with the form open. It floats
// just above the page's bottom dock (announcement, survey, install banner), whatever that holds.
import { useEffect, useRef, type RefObject } from 'react';
import type { CopyReader } from '../../lib/element-copy.ts';
import { button } from '../../ui/button.css.ts';
import type { SearchCopyKey } from './search-copy-keys.ts';
import * as css from './search.css.ts';

export interface ViewToggleProps {
  mode: 'list' | 'map';
  /** There is a search to show on a map. */
  enabled: boolean;
  t: CopyReader<SearchCopyKey>;
  onMode: (mode: 'list' | 'map') => void;
  onChangeSearch: () => void;
}

/** Keeps `--dock-height` on the bar at the height of the page's fixed bottom dock (<overlay-dock>). */
function useAboveDock(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const dock = document.querySelector('overlay-dock');
    if (!dock || !bar.current) return;
    const observer = new ResizeObserver(() =>
      bar.current?.style.setProperty('--dock-height', `${Math.ceil(dock.getBoundingClientRect().height)}px`),
    );
    observer.observe(dock);
    return () => observer.disconnect();
  }, [bar]);
}

export function ViewToggle({ mode, enabled, t, onMode, onChangeSearch }: ViewToggleProps) {
  const bar = useRef<HTMLDivElement>(null);
  useAboveDock(bar);
  return (
    <div ref={bar} className={css.modeToggle} role="group" aria-label={t('search.viewToggle')}>
      {mode === 'list' ? (
        <button type="button" className={`${button.primary} ${css.modeButton}`} disabled={!enabled} onClick={() => onMode('map')}>
          {t('search.showMap')}
        </button>
      ) : (
        <>
          <button type="button" className={`${button.primary} ${css.modeButton}`} onClick={() => onMode('list')}>
            {t('search.showList')}
          </button>
          <button type="button" className={`${button.secondary} ${css.modeButton}`} onClick={onChangeSearch}>
            {t('search.changeSearch')}
          </button>
        </>
      )}
    </div>
  );
}

// The search island (spec 000 §2 "Search screen"): the form, the results with their states and pages,
// and the map beside them (desktops) or instead of them (phones: "Show map" / "Change search"). The
// address is the search (use-address-search.ts); results come through swr keyed by it
// (use-search-results.ts), so back and forward show a search at once. Selection is shared by the
// list and the map. The map's code loads only when the map is shown (MapPane.tsx).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { copyReader } from '../../lib/element-copy.ts';
import { useOnline } from '../../lib/use-online.ts';
import { button } from '../../ui/button.css.ts';
import type { CardProgramme } from '../merchant-card/public.ts';
import { MapPane } from './MapPane.tsx';
import { resultsView } from './results-view.ts';
import { ResultsPane } from './ResultsPane.tsx';
import type { SearchCopyKey } from './search-copy-keys.ts';
import { keepOffered, type FilterOffer } from './search-filters.ts';
import { coordinatesText } from './search-location.ts';
import { emptySearch } from './search-url.ts';
import { SearchForm } from './SearchForm.tsx';
import { useAddressSearch } from './use-address-search.ts';
import { useCardContext } from './use-card-context.ts';
import { useMedia } from './use-media.ts';
import { useResultsLanding } from './use-results-landing.ts';
import { useSearchResults } from './use-search-results.ts';
import * as css from './search.css.ts';

export interface SearchIslandProps {
  copy: Record<SearchCopyKey, string>;
  /** Where "Sign in to see offers" leads; '' when the partner has no sign-in. */
  signInHref: string;
  /** The partner's acclaimedEnabled, acclaimed2Enabled and hasVIP: the cards' badge and unlock. */
  programme: CardProgramme;
  /** The filters and sorts the partner offers (search-filters.ts filterOffer). */
  offer: FilterOffer;
  /** The map's tile URL template (partner and environment configuration); '' for none. */
  tileUrl: string;
}

const desktopQuery = '(min-width: 861px)';

export default function SearchIsland({ copy, signInHref, programme, offer, tileUrl }: SearchIslandProps) {
  const t = useMemo(() => copyReader(copy), [copy]);
  const { search: asked, restoreScrollY, go } = useAddressSearch();
  // A filter the partner does not offer is not searched by (the panel could not show or clear it).
  const search = useMemo(() => asked && { ...asked, filters: keepOffered(asked.filters, offer) }, [asked, offer]);
  const live = search !== null;
  const shown = search ?? emptySearch;
  const results = useSearchResults(search);
  const { context, memberSettled } = useCardContext({ t, programme, signInHref });
  const { heading, focusNextResults } = useResultsLanding({ answer: results.answer, memberSettled, restoreScrollY });
  const online = useOnline();
  const view = resultsView({ live, pending: results.pending, visible: results.visible, memberSettled, failed: results.failed, online });

  const desktop = useMedia(desktopQuery);
  const [mode, setMode] = useState<'list' | 'map'>('list');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const island = useRef<HTMLDivElement>(null);

  useEffect(() => setSelectedId(null), [results.key]);

  const onSearchArea = useCallback(
    (center: { latitude: number; longitude: number }) => go({ ...shown, location: coordinatesText(center), pageNo: 1 }),
    [go, shown],
  );
  const selectFromMap = useCallback((id: string) => {
    setSelectedId(id);
    const card = island.current?.querySelector(`[data-merchant-id="${id}"]`);
    card?.scrollIntoView({ block: 'nearest', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  }, []);

  function toggleMode(): void {
    if (mode === 'list') {
      setMode('map');
      return;
    }
    setMode('list');
    // "Change search": back to the list, at the form.
    requestAnimationFrame(() => island.current?.querySelector<HTMLInputElement>('input[name="location"]')?.focus());
  }

  return (
    <div ref={island} className={css.island} data-mode={mode}>
      <SearchForm search={shown} t={t} onSearch={go} locationRejected={results.locationRejected} live={live} offer={offer} />
      <button type="button" className={`${button.secondary} ${css.modeToggle}`} onClick={toggleMode} disabled={!live}>
        {mode === 'list' ? t('search.showMap') : t('search.changeSearch')}
      </button>
      <div className={css.panes}>
        <ResultsPane
          view={view}
          visible={results.visible}
          pending={results.pending}
          online={online}
          headingRef={heading}
          shown={shown}
          context={context}
          selectedId={selectedId}
          onSelect={setSelectedId}
          onPage={(pageNo) => {
            focusNextResults();
            go({ ...shown, pageNo });
          }}
          onRetry={results.retry}
          t={t}
        />
        <MapPane
          shown={live && (desktop || mode === 'map')}
          search={search}
          visible={results.visible}
          selectedId={selectedId}
          onSelect={selectFromMap}
          onSearchArea={onSearchArea}
          tileUrl={tileUrl}
          t={t}
        />
      </div>
    </div>
  );
}

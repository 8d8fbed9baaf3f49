// The search island (spec 000 §2 "Search screen"): the form, the results with their states and pages,
// and the map beside them (desktops) or instead of them (phones: the floating "Show map" / "Show
// list" / "Change search" bar). On phones the form folds into a one-line summary once a search
// settles, and the page lands on the results (use-results-landing.ts, use-phone-view.ts). The
// address is the search (use-address-search.ts); results come through swr keyed by it
// (use-search-results.ts), so back and forward show a search at once. Selection is shared by the
// list and the map. The map's code loads only when the map is shown (MapPane.tsx).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { copyReader } from '../../lib/element-copy.ts';
import { useOnline } from '../../lib/use-online.ts';
import type { CardProgramme } from '../merchant-card/public.ts';
import { MapPane } from './MapPane.tsx';
import { resultsView } from './results-view.ts';
import { ResultsPane } from './ResultsPane.tsx';
import type { SearchCopyKey } from './search-copy-keys.ts';
import { formFold, isBlankSearch } from './form-fold.ts';
import { keepOffered, type FilterOffer } from './search-filters.ts';
import { coordinatesText, currentLocation } from './search-location.ts';
import { emptySearch } from './search-url.ts';
import { SearchForm } from './SearchForm.tsx';
import { SearchSummary } from './SearchSummary.tsx';
import { useAddressSearch } from './use-address-search.ts';
import { useCardContext } from './use-card-context.ts';
import { useMedia } from './use-media.ts';
import { usePhoneView } from './use-phone-view.ts';
import { useResultsLanding } from './use-results-landing.ts';
import { useSearchResults } from './use-search-results.ts';
import { ViewToggle } from './ViewToggle.tsx';
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
  const online = useOnline();
  const view = resultsView({ live, pending: results.pending, visible: results.visible, memberSettled, failed: results.failed, online });

  const desktop = useMedia(desktopQuery);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const island = useRef<HTMLDivElement>(null);
  const phone = usePhoneView(island, desktop, view.failure || view.empty || view.unknownPlace);
  const { heading, focusNextResults } = useResultsLanding({
    searchKey: results.key,
    settled: (results.answer !== undefined && memberSettled) || results.failed,
    restoreScrollY,
    // A bare /search (nothing typed, nothing remembered) keeps its form open: nothing was asked yet.
    landOnSearch: !desktop && phone.mode === 'list' && !isBlankSearch(shown),
    island,
    folded: phone.folded,
    onFold: phone.fold,
  });
  const { changeSearch } = phone;

  // A location the backend refused is the form's field error: the form opens to show it.
  useEffect(() => {
    if (results.locationRejected) changeSearch();
  }, [results.locationRejected, changeSearch]);
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

  return (
    <div
      ref={island}
      className={`${css.island} ${css.toggleRoom}`}
      data-mode={phone.mode}
      data-form={formFold(live, phone.folded, isBlankSearch(shown))}
    >
      <SearchSummary shown={live ? shown : null} place={results.visible?.origin?.cityState ?? ''} t={t} onOpen={changeSearch} />
      <SearchForm
        search={shown}
        t={t}
        onSearch={go}
        locationRejected={results.locationRejected}
        live={live}
        offer={offer}
        total={results.answer?.totalResultSize ?? null}
      />
      <ViewToggle mode={phone.mode} enabled={live} t={t} onMode={phone.showMode} onChangeSearch={changeSearch} />
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
          onSearch={go}
          onNearMe={() => go({ ...shown, location: currentLocation, pageNo: 1 })}
          t={t}
        />
        <MapPane
          shown={live && (desktop || phone.mode === 'map')}
          search={search}
          visible={results.visible}
          selectedId={selectedId}
          onSelect={selectFromMap}
          onSearchArea={onSearchArea}
          tileUrl={tileUrl}
          t={t}
          context={context}
        />
      </div>
    </div>
  );
}

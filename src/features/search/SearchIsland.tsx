// The search island (spec 000 §2 "Search screen"): the form, the results with their states and pages,
// and the map beside them (desktops) or instead of them (phones: "Show map" / "Change search"). The
// address is the search (use-address-search.ts); results come through swr keyed by it, so back and
// forward show a search at once. Selection is shared by the list and the map. The map's code loads
// only when the map is shown.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { publicQuery } from '../../api/hooks/swr-options.ts';
import { copyReader } from '../../lib/element-copy.ts';
import { useOnline } from '../../lib/use-online.ts';
import { $member, loadMember } from '../../stores/member.ts';
import { button } from '../../ui/button.css.ts';
import type { CardContext, CardProgramme } from '../merchant-card/public.ts';
import type { MapPoint } from './map/SearchMap.tsx';
import { Pagination } from '../../ui/Pagination.tsx';
import { ResultCard } from './ResultCard.tsx';
import { isLocationRejected, runSearch, type SearchAnswer } from './run-search.ts';
import type { SearchCopyKey } from './search-copy-keys.ts';
import { coordinatesText, locationKind } from './search-location.ts';
import { parseCoordinates } from '../../api/contract/location.ts';
import { keepOffered, type FilterOffer } from './search-filters.ts';
import { rememberSearch } from './search-memory.ts';
import { emptySearch, searchToAddress, type Search } from './search-url.ts';
import { SearchForm } from './SearchForm.tsx';
import { useAddressSearch } from './use-address-search.ts';
import * as css from './search.css.ts';

const SearchMap = lazy(() => import('./map/SearchMap.tsx'));

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

/** Spec 000 §7: a search is not retried; results of this tab's searches stay for back/forward, and
 *  the last results stay drawn while the next search runs. */
const swrOptions = { ...publicQuery, keepPreviousData: true } as const;

const desktopQuery = '(min-width: 861px)';

function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => matchMedia(query).matches,
    () => false,
  );
}

type Answer = SearchAnswer & { key: string };

export default function SearchIsland({ copy, signInHref, programme, offer, tileUrl }: SearchIslandProps) {
  const t = useMemo(() => copyReader(copy), [copy]);
  const { search: asked, restoreScrollY, go } = useAddressSearch();
  // A filter the partner does not offer is not searched by (the panel could not show or clear it).
  const search = useMemo(() => asked && { ...asked, filters: keepOffered(asked.filters, offer) }, [asked, offer]);
  const live = search !== null;
  const shown = search ?? emptySearch;
  const key = search ? `search?${searchToAddress(search)}` : null;
  const { data, error, mutate } = useSWR<Answer, unknown>(key, async () => ({ ...(await runSearch(search!)), key: key! }), swrOptions);
  const pending = key !== null && data?.key !== key && !error;
  const answer = data?.key === key ? data : undefined;
  // While the next search runs, the last results stay (dimmed, busy) rather than the page jumping.
  const visible = error === undefined ? data : undefined;
  const locationRejected = error !== undefined && isLocationRejected(error);

  const memberState = useStore($member);
  useEffect(() => {
    void loadMember();
  }, []);
  const memberSettled = memberState.status === 'ready' || memberState.status === 'error';
  const context = useMemo<CardContext>(() => {
    const member = memberState.member;
    return {
      t,
      member: member ? { tierLevel: member.tierLevel, campaignCodes: member.campaignCodes ?? [] } : null,
      programme,
      signInHref,
      headingLevel: 3,
    };
  }, [t, memberState.member, programme, signInHref]);

  const desktop = useMedia(desktopQuery);
  const online = useOnline();
  const [mode, setMode] = useState<'list' | 'map'>('list');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusResults = useRef(false);
  const island = useRef<HTMLDivElement>(null);

  useEffect(() => {
    history.scrollRestoration = 'manual';
  }, []);

  // A search that answered is remembered for the tab (its options, and its place when typed).
  useEffect(() => {
    if (answer && search) rememberSearch(search);
  }, [answer, search]);

  // Back/forward: the entry's scroll position once its results are on the page; paging: the results' heading.
  useEffect(() => {
    if (!answer || !memberSettled) return;
    if (restoreScrollY !== null) scrollTo(0, restoreScrollY);
    if (focusResults.current) {
      focusResults.current = false;
      heading.current?.focus();
    }
  }, [answer, memberSettled, restoreScrollY]);

  useEffect(() => setSelectedId(null), [key]);

  const onSearch = useCallback((next: Search) => go(next), [go]);
  const onPage = useCallback(
    (next: Search) => {
      focusResults.current = true;
      go(next);
    },
    [go],
  );
  const onSearchArea = useCallback(
    (center: { latitude: number; longitude: number }) => go({ ...shown, location: coordinatesText(center), pageNo: 1 }),
    [go, shown],
  );
  const selectFromMap = useCallback((id: string) => {
    setSelectedId(id);
    const card = island.current?.querySelector(`[data-merchant-id="${id}"]`);
    card?.scrollIntoView({ block: 'nearest', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  }, []);

  const points = useMemo<MapPoint[]>(
    () =>
      (visible?.merchants ?? []).flatMap((m) =>
        // A merchant without coordinates has no pin (it stays in the list).
        typeof m.location.latitude === 'number' && typeof m.location.longitude === 'number'
          ? [{ id: m.id, name: m.name, latitude: m.location.latitude, longitude: m.location.longitude }]
          : [],
      ),
    [visible],
  );
  const mapShown = live && (desktop || mode === 'map');
  // A map-view search is centred where the member left the map (the map then keeps their view).
  const mapOrigin = search && locationKind(search.location) === 'mapView' ? parseCoordinates(search.location) : (visible?.origin ?? null);

  function toggleMode(): void {
    if (mode === 'list') {
      setMode('map');
      return;
    }
    setMode('list');
    // "Change search": back to the list, at the form.
    requestAnimationFrame(() => island.current?.querySelector<HTMLInputElement>('input[name="location"]')?.focus());
  }

  const showList = visible && memberSettled;
  const count = visible?.totalResultSize ?? 0;
  const countText = count === 1 ? t('search.resultCountOne') : t('search.resultCount', { count });
  const place = visible?.origin?.cityState;
  let status = '';
  if (!live || pending || (visible && !memberSettled)) status = t('search.loading');
  else if (showList && count > 0) status = place ? t('search.resultsNear', { count: countText, place }) : countText;

  return (
    <div ref={island} className={css.island} data-mode={mode}>
      <SearchForm search={shown} t={t} onSearch={onSearch} locationRejected={locationRejected} live={live} offer={offer} />
      <button type="button" className={`${button.secondary} ${css.modeToggle}`} onClick={toggleMode} disabled={!live}>
        {mode === 'list' ? t('search.showMap') : t('search.changeSearch')}
      </button>
      <div className={css.panes}>
        <section className={css.listPane} aria-labelledby="search-results-heading" aria-busy={pending || undefined}>
          <div className={css.resultsHeader}>
            <h2 id="search-results-heading" ref={heading} tabIndex={-1} className={css.resultsHeading}>
              {t('search.resultsLabel')}
            </h2>
            <p className={css.count} role="status">
              {status}
            </p>
          </div>
          {!online && visible && <p className={css.notice}>{t('search.offline')}</p>}
          {visible?.locationBlocked && (
            <div className={css.notice}>
              <h3 className={css.noticeTitle}>{t('search.locationBlockedTitle')}</h3>
              <p>{t('search.locationBlockedBody')}</p>
            </div>
          )}
          {error !== undefined && !locationRejected && !pending && (
            <div className={css.notice}>
              <h3 className={css.noticeTitle}>{t('search.errorTitle')}</h3>
              <p>{online ? t('search.errorBody') : t('search.offlineNone')}</p>
              <button type="button" className={button.secondary} onClick={() => void mutate()}>
                {t('search.retry')}
              </button>
            </div>
          )}
          {showList && !pending && count === 0 && (
            <div className={css.notice}>
              <h3 className={css.noticeTitle}>{t('search.emptyTitle')}</h3>
              <p>{t('search.emptyBody')}</p>
            </div>
          )}
          {showList && visible.merchants.length > 0 ? (
            <>
              <ol className={`${css.list} ${pending ? css.busy : ''}`} aria-labelledby="search-results-heading">
                {visible.merchants.map((merchant) => (
                  <ResultCard
                    key={merchant.id}
                    merchant={merchant}
                    context={context}
                    selected={merchant.id === selectedId}
                    onSelect={setSelectedId}
                  />
                ))}
              </ol>
              <Pagination
                page={shown.pageNo}
                pages={visible.totalPages}
                href={(pageNo) => `/search?${searchToAddress({ ...shown, pageNo })}`}
                onPage={(pageNo) => onPage({ ...shown, pageNo })}
                labels={{
                  nav: t('search.pagination'),
                  previous: t('search.previousPage'),
                  next: t('search.nextPage'),
                  page: (page) => t('search.page', { page }),
                }}
              />
            </>
          ) : (
            (!live || (pending && !visible) || (visible && !memberSettled)) && (
              <ul className={css.list} aria-hidden="true">
                {[0, 1, 2].map((n) => (
                  <li key={n} className={css.skeleton} />
                ))}
              </ul>
            )
          )}
        </section>
        <div className={css.mapPane}>
          {mapShown && (
            <Suspense fallback={<p className={css.mapLoading}>{t('search.mapLoading')}</p>}>
              <SearchMap
                points={points}
                origin={mapOrigin}
                selectedId={selectedId}
                onSelect={selectFromMap}
                onSearchArea={onSearchArea}
                tileUrl={tileUrl}
                copy={{
                  mapLabel: t('search.mapLabel'),
                  searchThisArea: t('search.searchThisArea'),
                  searchOrigin: t('search.mapOrigin'),
                  attribution: t('search.mapAttribution'),
                  zoomIn: t('search.zoomIn'),
                  zoomOut: t('search.zoomOut'),
                }}
              />
            </Suspense>
          )}
        </div>
      </div>
    </div>
  );
}

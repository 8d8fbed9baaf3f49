// The map side of the search island: a pin per result that has coordinates, centred on the search.
// The map's code (SearchMap.tsx and Leaflet) is a separate chunk, loaded only when the map is shown,
// so it stays out of the page's start-up JavaScript. Pins say the member's earn rate or the price
// level (map/pin-label.ts); a chosen pin shows the list's own merchant card on the map.
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { parseCoordinates } from '../../api/contract/location.ts';
import type { CopyReader } from '../../lib/element-copy.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { renderMerchantCard, type CardContext } from '../merchant-card/public.ts';
import { pinLabel } from './map/pin-label.ts';
import type { LatLng, MapPoint } from './map/map-types.ts';
import type { SearchAnswer } from './run-search.ts';
import type { SearchCopyKey } from './search-copy-keys.ts';
import { locationKind } from './search-location.ts';
import type { Search } from './search-url.ts';
import * as css from './search.css.ts';

const SearchMap = lazy(() => import('./map/SearchMap.tsx'));

export interface MapPaneProps {
  /** Draw the map (a desktop, or "Show map" on a phone, with a search). */
  shown: boolean;
  search: Search | null;
  /** The results drawn (see results-view.ts). */
  visible: SearchAnswer | undefined;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onSearchArea: (center: LatLng) => void;
  tileUrl: string;
  t: CopyReader<SearchCopyKey>;
  /** The result cards' context (member, programme, sign-in): pins show the member's rate and a chosen
   *  pin shows its card. Without it pins show the price level and only select. */
  context?: CardContext;
}

export function MapPane({ shown, search, visible, selectedId, onSelect, onSearchArea, tileUrl, t, context }: MapPaneProps) {
  const member = context?.member ?? null;
  const programme = context?.programme;
  const points = useMemo<MapPoint[]>(() => {
    // Only a member's rate needs the currency (and the page's static render has no member, nor config).
    const currency = member ? (runtimeConfig().settings.currencyType ?? 'Mile') : 'Mile';
    const noProgramme = { acclaimedEnabled: false, acclaimed2Enabled: false, hasVIP: false };
    return (visible?.merchants ?? []).flatMap((m) =>
      // A merchant without coordinates has no pin (it stays in the list).
      typeof m.location.latitude === 'number' && typeof m.location.longitude === 'number'
        ? [
            {
              id: m.id,
              name: m.name,
              latitude: m.location.latitude,
              longitude: m.location.longitude,
              label: pinLabel(m, member, programme ?? noProgramme, currency),
              distance: m.distance,
            },
          ]
        : [],
    );
  }, [visible, member, programme]);
  // An h2: on a phone's map the list (and its h2) is hidden, so the card follows the page's h1.
  const renderCard = useCallback(
    (id: string): HTMLElement | null => {
      const merchant = context && visible?.merchants.find((m) => m.id === id);
      return merchant && context ? renderMerchantCard(merchant, { ...context, headingLevel: 2 }) : null;
    },
    [visible, context],
  );
  // A map-view search is centred where the member left the map (the map then keeps their view).
  const origin = search && locationKind(search.location) === 'mapView' ? parseCoordinates(search.location) : (visible?.origin ?? null);

  return (
    <div className={css.mapPane}>
      {shown && (
        <Suspense fallback={<p className={css.mapLoading}>{t('search.mapLoading')}</p>}>
          <SearchMap
            points={points}
            origin={origin}
            selectedId={selectedId}
            onSelect={onSelect}
            onSearchArea={onSearchArea}
            tileUrl={tileUrl}
            copy={{
              mapLabel: t('search.mapLabel'),
              searchThisArea: t('search.searchThisArea'),
              searchOrigin: t('search.mapOrigin'),
              attribution: t('search.mapAttribution'),
              zoomIn: t('search.zoomIn'),
              zoomOut: t('search.zoomOut'),
              cardClose: t('search.mapCardClose'),
              cardPrevious: t('search.mapCardPrevious'),
              cardNext: t('search.mapCardNext'),
              cardPosition: t('search.mapCardPosition'),
            }}
            renderCard={context ? renderCard : undefined}
          />
        </Suspense>
      )}
    </div>
  );
}

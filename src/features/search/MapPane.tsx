// The map side of the search island: a pin per result that has coordinates, centred on the search.
// The map's code (SearchMap.tsx and Leaflet) is a separate chunk, loaded only when the map is shown,
// so it stays out of the page's start-up JavaScript.
import { lazy, Suspense, useMemo } from 'react';
import { parseCoordinates } from '../../api/contract/location.ts';
import type { CopyReader } from '../../lib/element-copy.ts';
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
}

export function MapPane({ shown, search, visible, selectedId, onSelect, onSearchArea, tileUrl, t }: MapPaneProps) {
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
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

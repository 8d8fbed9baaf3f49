// The search map (spec 000 §2 "Search screen"): a pin per result, the search centre, selection shared
// with the list, and "Search this area" once the member has moved the map. Leaflet's own map in a few
// hooks (no wrapper library): the map (use-leaflet-map.ts), its tiles (use-tile-layer.ts), the pins
// (use-search-pins.ts, use-selected-pin.ts), and whose view it shows (map-view-state.ts). The island
// lazy-loads this module only when the map is shown, and it works with no tile server reachable:
// markers, bounds, selection and the area search need no tiles.
// Choosing a pin opens its restaurant's card on the map (MapCard.tsx, issue #24).
// Styles: map-styles.ts (the page's stylesheet), class names from map.css.ts.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fitSearch, hasSize, reducedMotion, type MapSearch } from './map-fitting.ts';
import { isPosition, plottable, searchCentre, searchKey } from './map-points.ts';
import type { SearchMapProps } from './map-types.ts';
import { keepsMemberView } from './map-view-state.ts';
import { MapCard } from './MapCard.tsx';
import { setPinLabel } from './map-markers.ts';
import { distanceOrder } from './sheet-order.ts';
import { useLeafletMap, type LiveMap } from './use-leaflet-map.ts';
import { useMapView } from './use-map-view.ts';
import { useSearchPins } from './use-search-pins.ts';
import { useSelectedPin } from './use-selected-pin.ts';
import { useTileLayer } from './use-tile-layer.ts';
import * as css from './map.css.ts';

export type { LatLng, MapPoint, SearchMapCopy, SearchMapProps } from './map-types.ts';

export default function SearchMap(props: SearchMapProps) {
  const { points, origin, selectedId, tileUrl, copy, renderCard } = props;
  const element = useRef<HTMLDivElement>(null);
  const overlay = useRef<HTMLDivElement>(null);
  const view = useMapView();

  // Redraw and refit only for a new search (`key` stands for the points and origin), not for each
  // render of an equal list.
  const key = searchKey(plottable(points), isPosition(origin) ? origin : null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the points and origin, compared by value
  const search = useMemo<MapSearch>(() => ({ points: plottable(points), origin: isPosition(origin) ? origin : null }), [key]);

  /** Shows the whole search; a box with no size is fitted when it gets one (the resize observer). */
  function fit({ map, moves }: LiveMap, animate: boolean): void {
    if (!hasSize(map)) return;
    moves.quietly(() => fitSearch(map, search, animate && view.state.current.fitted && !reducedMotion()));
    view.dispatch({ type: 'fitted' });
  }

  const live = useLeafletMap(element, overlay, {
    zoomIn: copy.zoomIn,
    zoomOut: copy.zoomOut,
    onUserMove: () => view.dispatch({ type: 'memberMoved' }),
    onResize: (resized) => {
      if (!view.state.current.memberView) fit(resized, false);
    },
    onRemoved: () => view.dispatch({ type: 'mapRemoved' }),
  });
  const tilesShown = useTileLayer(live?.map ?? null, tileUrl);
  // The card of the pin last chosen on the map; `focus` when it should take focus as it opens.
  const [open, setOpen] = useState<{ id: string; focus: boolean } | null>(null);
  // The selection moved elsewhere (the list, a new search): the card goes (React's adjust-while-rendering).
  if (open && open.id !== selectedId) setOpen(null);
  const choose = (id: string, focus: boolean) => {
    props.onSelect(id);
    if (renderCard) setOpen({ id, focus });
  };

  const markers = useSearchPins(live, search, {
    originLabel: copy.searchOrigin,
    onSelect: (id) => choose(id, true),
    // A new search gets a view that shows it all, unless it is the results of the member's area search.
    onShown: (shown) => {
      if (!keepsMemberView(view.state.current, search.origin)) fit(shown, true);
      view.dispatch({ type: 'searchShown', origin: search.origin });
    },
  });
  useSelectedPin(live, markers, search, selectedId);

  // Labels change without a new search (the member loads after the pins): written into the pins.
  const labels = points.map((point) => `${point.id}=${point.label ?? ''}`).join('|');
  useEffect(() => {
    for (const point of points) {
      const pin = markers.current.get(point.id);
      if (pin) setPinLabel(pin, point.label ?? '');
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `labels` is the points' labels, compared by value
  }, [labels, search, markers]);

  // A tap on the map itself closes the card.
  useEffect(() => {
    if (!live) return;
    const close = () => setOpen(null);
    live.map.on('click', close);
    return () => {
      live.map.off('click', close);
    };
  }, [live]);

  const order = useMemo(() => distanceOrder(search.points.map((p) => ({ id: p.id, distance: p.distance ?? null }))), [search]);
  const openPoint = open ? search.points.find((p) => p.id === open.id) : undefined;
  const closeCard = useCallback(() => {
    if (!open) return;
    setOpen(null);
    // Back to the pin the card was for.
    markers.current.get(open.id)?.getElement()?.focus({ preventScroll: true });
  }, [open, markers]);

  const searchArea = () => {
    if (!live) return;
    const { lat, lng } = live.map.getCenter();
    const centre = searchCentre({ latitude: lat, longitude: lng });
    view.dispatch({ type: 'areaSearched', centre });
    // The button goes away: focus stays in the map rather than falling to the page.
    live.map.getContainer().focus({ preventScroll: true });
    props.onSearchArea(centre);
  };

  return (
    <>
      <div ref={element} className={css.region} role="region" aria-label={copy.mapLabel} data-search-map="">
        <div ref={overlay} className={css.overlay}>
          {view.moved && (
            <button type="button" className={css.searchArea} onClick={searchArea}>
              {copy.searchThisArea}
            </button>
          )}
        </div>
        {tilesShown && <p className={css.attribution}>{copy.attribution}</p>}
      </div>
      {open && openPoint && renderCard && (
        <MapCard
          id={open.id}
          name={openPoint.name}
          order={order}
          renderCard={renderCard}
          focusOnOpen={open.focus}
          onMove={(id) => choose(id, false)}
          onClose={closeCard}
          copy={copy}
        />
      )}
    </>
  );
}

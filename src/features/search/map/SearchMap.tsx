// The search map (spec 000 §2 "Search screen"): a pin per result, the search centre, selection shared
// with the list, and "Search this area" once the member has moved the map. Leaflet's own map in a few
// effects (no wrapper library). The island lazy-loads this module only when the map is shown, and it
// works with no tile server reachable: markers, bounds, selection and the area search need no tiles.
// Styles: map-styles.ts (the page's stylesheet), class names from map.css.ts.
import {
  control,
  DomEvent,
  latLngBounds,
  map as createMap,
  point,
  tileLayer,
  type LatLngExpression,
  type Map as LeafletMap,
  type Marker,
} from 'leaflet';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { fixedLocation } from '../../../stores/geolocation.ts';
import { markSelected, merchantMarker, originMarker } from './map-markers.ts';
import { isPosition, plottable, samePlace, searchCentre, searchKey } from './map-points.ts';
import type { LatLng, MapPoint, SearchMapProps } from './map-types.ts';
import { trackUserMoves, type UserMoves } from './user-moves.ts';
import * as css from './map.css.ts';

export type { LatLng, MapPoint, SearchMapCopy, SearchMapProps } from './map-types.ts';

/** A lone place (one result, or only the search centre) shows at neighbourhood scale. */
const placeZoom = 13;
/** Fitting never zooms closer than street scale, however close the results are. */
const maxFitZoom = 16;
/** Room (px) around fitted results and the selected pin, so a pin is never cut by the edge. */
const fitPadding: [number, number] = [40, 40];
/** The zoom range: from a region of a country to the most OpenStreetMap-style tile servers offer. */
const minZoom = 4;
const maxZoom = 19;

interface Search {
  points: MapPoint[];
  origin: LatLng | null;
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const toLatLng = (place: LatLng): [number, number] => [place.latitude, place.longitude];

/** The view that shows the whole search: the results and its centre, or the one place there is. */
function searchView(map: LeafletMap, { points, origin }: Search): { center: LatLngExpression; zoom: number } {
  const places = (origin ? [...points, origin] : points).map(toLatLng);
  if (places.length < 2) return { center: places[0] ?? toLatLng(fixedLocation), zoom: placeZoom };
  const bounds = latLngBounds(places);
  // As Leaflet's fitBounds does it (padding on both sides), so the zoom is known before moving.
  const zoom = Math.min(maxFitZoom, map.getBoundsZoom(bounds, false, point(fitPadding).multiplyBy(2)));
  const middle = map.project(bounds.getSouthWest(), zoom).add(map.project(bounds.getNorthEast(), zoom)).divideBy(2);
  return { center: map.unproject(middle, zoom), zoom };
}

/**
 * Moves to the search's view. Only a glide at the same zoom animates: Leaflet starts a zoom
 * animation a frame later, where its moves could not be told from the member's (user-moves.ts).
 */
function fitSearch(map: LeafletMap, search: Search, animate: boolean): void {
  const { center, zoom } = searchView(map, search);
  map.setView(center, zoom, { animate: animate && zoom === map.getZoom() });
}

/** The map has a size to fit into (a hidden or collapsed box has none). */
const hasSize = (map: LeafletMap) => {
  const size = map.getSize();
  return size.x > 0 && size.y > 0;
};

export default function SearchMap(props: SearchMapProps) {
  const { points, origin, selectedId, tileUrl, copy } = props;
  const element = useRef<HTMLDivElement>(null);
  const overlay = useRef<HTMLDivElement>(null);
  const [leaflet, setLeaflet] = useState<{ map: LeafletMap; moves: UserMoves } | null>(null);
  /** The member has moved the map since the last search or area search: offer "Search this area". */
  const [moved, setMoved] = useState(false);
  const [tilesShown, setTilesShown] = useState(false);
  const markers = useRef(new Map<string, Marker>());
  /** The centre the last "Search this area" sent: its results keep the member's view. */
  const areaSearched = useRef<LatLng | null>(null);
  /** The view is the member's (moved by them, or kept for their area search): a resize does not refit it. */
  const memberView = useRef(false);
  const fitted = useRef(false);

  // Redraw and refit only for a new search (`key` stands for the points and origin), not for each
  // render of an equal list.
  const key = searchKey(plottable(points), isPosition(origin) ? origin : null);
  const search = useMemo<Search>(() => ({ points: plottable(points), origin: isPosition(origin) ? origin : null }), [key]);

  const select = useEffectEvent((id: string) => props.onSelect(id));
  const userMoved = useEffectEvent(() => {
    memberView.current = true;
    setMoved(true);
  });
  const fit = useEffectEvent((map: LeafletMap, moves: UserMoves, animate: boolean) => {
    if (!hasSize(map)) return; // fitted when the box gets a size (the resize observer)
    moves.quietly(() => fitSearch(map, search, animate && fitted.current && !reducedMotion()));
    fitted.current = true;
    memberView.current = false;
  });

  // The map itself: created once, removed on unmount (strict mode's second mount gets a fresh one).
  useEffect(() => {
    const container = element.current;
    if (!container) return;
    const still = reducedMotion();
    const map = createMap(container, {
      zoomControl: false, // added below with the partner's words for its buttons
      minZoom,
      maxZoom,
      attributionControl: false, // the credit is ours, shown only while tiles show
      trackResize: false, // the resize observer below, whose moves are not the member's
      zoomAnimation: !still,
      fadeAnimation: !still,
      markerZoomAnimation: !still,
      inertia: !still,
    });
    control.zoom({ zoomInTitle: copy.zoomIn, zoomOutTitle: copy.zoomOut }).addTo(map);
    const moves = trackUserMoves(map, userMoved);
    moves.quietly(() => map.setView(toLatLng(fixedLocation), placeZoom, { animate: false }));
    if (overlay.current) {
      // Pressing the button neither drags nor zooms the map (click still reaches React).
      DomEvent.disableClickPropagation(overlay.current);
      DomEvent.disableScrollPropagation(overlay.current);
    }
    const resize = new ResizeObserver(() => {
      moves.quietly(() => map.invalidateSize({ pan: true }));
      if (!memberView.current) fit(map, moves, false);
    });
    resize.observe(container);
    setLeaflet({ map, moves });
    return () => {
      resize.disconnect();
      moves.stop();
      map.remove();
      markers.current.clear();
      fitted.current = false;
    };
  }, []);

  // Tiles when configured. With no tile server (tests, the sandbox, an outage) the first failure before
  // any tile loaded drops the layer: no stream of failing requests, the themed ground stays.
  useEffect(() => {
    if (!leaflet || !tileUrl) return;
    let anyLoaded = false;
    const layer = tileLayer(tileUrl, { maxZoom });
    layer.on('tileload', () => {
      anyLoaded = true;
    });
    layer.on('tileerror', () => {
      if (anyLoaded) return;
      layer.remove();
      setTilesShown(false);
    });
    layer.addTo(leaflet.map);
    setTilesShown(true);
    return () => {
      layer.remove();
      setTilesShown(false);
    };
  }, [leaflet, tileUrl]);

  // A new search: its pins and centre, and a view that shows them all (unless it is the member's area search).
  useEffect(() => {
    if (!leaflet) return;
    const { map, moves } = leaflet;
    const pins = new Map(search.points.map((point) => [point.id, merchantMarker(point, select)] as const));
    const centre = search.origin ? originMarker(search.origin, copy.searchOrigin) : null;
    for (const pin of pins.values()) {
      pin.addTo(map);
      // Keyboard focus shows the whole pin, by a move of the map's own.
      pin
        .getElement()
        ?.addEventListener('focus', () =>
          moves.quietly(() => map.panInside(pin.getLatLng(), { padding: fitPadding, animate: !reducedMotion() })),
        );
    }
    centre?.addTo(map);
    markers.current = pins;
    if (samePlace(search.origin, areaSearched.current)) areaSearched.current = null;
    else {
      fit(map, moves, true);
      setMoved(false);
    }
    return () => {
      for (const pin of pins.values()) pin.remove();
      centre?.remove();
    };
    // copy.searchOrigin is fixed for the page.
  }, [leaflet, search]);

  // Selection from either side: mark the pin, and bring it into view without a zoom change.
  useEffect(() => {
    if (!leaflet) return;
    for (const [id, pin] of markers.current) markSelected(pin, id === selectedId);
    const chosen = selectedId === null ? undefined : markers.current.get(selectedId);
    if (!chosen || !hasSize(leaflet.map)) return;
    leaflet.moves.quietly(() => leaflet.map.panInside(chosen.getLatLng(), { padding: fitPadding, animate: !reducedMotion() }));
  }, [leaflet, search, selectedId]);

  const searchArea = () => {
    if (!leaflet) return;
    const { lat, lng } = leaflet.map.getCenter();
    const centre = searchCentre({ latitude: lat, longitude: lng });
    areaSearched.current = centre;
    setMoved(false);
    // The button goes away: focus stays in the map rather than falling to the page.
    leaflet.map.getContainer().focus({ preventScroll: true });
    props.onSearchArea(centre);
  };

  return (
    <div ref={element} className={css.region} role="region" aria-label={copy.mapLabel} data-search-map="">
      <div ref={overlay} className={css.overlay}>
        {moved && (
          <button type="button" className={css.searchArea} onClick={searchArea}>
            {copy.searchThisArea}
          </button>
        )}
      </div>
      {tilesShown && <p className={css.attribution}>{copy.attribution}</p>}
    </div>
  );
}

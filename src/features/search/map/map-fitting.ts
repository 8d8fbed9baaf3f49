// How the search map frames a search: the view that shows all of it, the scales it uses, and the
// rules for moving there (no zoom animation the member's moves could be confused with).
import { latLngBounds, point, type LatLngExpression, type Map as LeafletMap } from 'leaflet';
import { fixedLocation } from '../../../stores/geolocation.ts';
import type { LatLng, MapPoint } from './map-types.ts';

/** A lone place (one result, or only the search centre) shows at neighbourhood scale. */
export const placeZoom = 13;
/** Fitting never zooms closer than street scale, however close the results are. */
const maxFitZoom = 16;
/** Room (px) around fitted results and the selected pin, so a pin is never cut by the edge. */
export const fitPadding: [number, number] = [40, 40];
/** The zoom range: from a region of a country to the most OpenStreetMap-style tile servers offer. */
export const minZoom = 4;
export const maxZoom = 19;

/** What the map draws of a search: the results it can place, and the search centre. */
export interface MapSearch {
  points: MapPoint[];
  origin: LatLng | null;
}

export const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
export const toLatLng = (place: LatLng): [number, number] => [place.latitude, place.longitude];

/** The view that shows the whole search: the results and its centre, or the one place there is. */
function searchView(map: LeafletMap, { points, origin }: MapSearch): { center: LatLngExpression; zoom: number } {
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
export function fitSearch(map: LeafletMap, search: MapSearch, animate: boolean): void {
  const { center, zoom } = searchView(map, search);
  map.setView(center, zoom, { animate: animate && zoom === map.getZoom() });
}

/** The map has a size to fit into (a hidden or collapsed box has none). */
export const hasSize = (map: LeafletMap) => {
  const size = map.getSize();
  return size.x > 0 && size.y > 0;
};

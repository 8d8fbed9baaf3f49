// The map's view of the search: which results can be drawn, and the centre "Search this area" sends.
// Coordinates come from the API, so anything that is not a real position is left off the map.
import type { LatLng, MapPoint } from './map-types.ts';

/** Places in "Search this area" centres: 4 decimals is about 11 m, finer than any search needs. */
const centreDecimals = 4;

/** A real position: finite, latitude within ±90, longitude within ±180. */
export function isPosition(place: LatLng | null | undefined): place is LatLng {
  if (!place) return false;
  const { latitude, longitude } = place;
  return Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
}

/** The points the map can draw (merchants without usable coordinates are skipped), first of each id. */
export function plottable(points: readonly MapPoint[]): MapPoint[] {
  const seen = new Set<string>();
  return points.filter((point) => {
    if (!isPosition(point) || seen.has(point.id)) return false;
    seen.add(point.id);
    return true;
  });
}

/**
 * One string per drawn search: the map refits and redraws its markers only when this changes, not
 * each time the island re-renders with an equal list.
 */
export function searchKey(points: readonly MapPoint[], origin: LatLng | null): string {
  const place = (p: LatLng) => `${p.latitude},${p.longitude}`;
  return [isPosition(origin) ? place(origin) : '-', ...points.map((p) => `${p.id}@${place(p)}`)].join('|');
}

const round = (value: number) => {
  const factor = 10 ** centreDecimals;
  return Math.round(value * factor) / factor || 0; // no -0 in an address
};

/** The centre "Search this area" sends: longitude wrapped into ±180 (the map may have panned round the world), 4 decimals. */
export function searchCentre(centre: LatLng): LatLng {
  const longitude = ((((centre.longitude + 180) % 360) + 360) % 360) - 180;
  return { latitude: round(centre.latitude), longitude: round(longitude) };
}

export function samePlace(a: LatLng | null, b: LatLng | null): boolean {
  return !!a && !!b && a.latitude === b.latitude && a.longitude === b.longitude;
}

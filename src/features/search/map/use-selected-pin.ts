// Selection from either side (the list or the map): the chosen pin is marked and brought into view,
// without a zoom change, by a move of the map's own.
import type { Marker } from 'leaflet';
import { useEffect, type RefObject } from 'react';
import { fitPadding, hasSize, reducedMotion, type MapSearch } from './map-fitting.ts';
import { markSelected } from './map-markers.ts';
import type { LiveMap } from './use-leaflet-map.ts';

export function useSelectedPin(
  live: LiveMap | null,
  markers: RefObject<Map<string, Marker>>,
  search: MapSearch,
  selectedId: string | null,
): void {
  // `search` is a dependency: a new search's pins are marked afresh.
  useEffect(() => {
    if (!live) return;
    for (const [id, pin] of markers.current) markSelected(pin, id === selectedId);
    const chosen = selectedId === null ? undefined : markers.current.get(selectedId);
    if (!chosen || !hasSize(live.map)) return;
    live.moves.quietly(() => live.map.panInside(chosen.getLatLng(), { padding: fitPadding, animate: !reducedMotion() }));
  }, [live, markers, search, selectedId]);
}

// A pin per result and the search centre, drawn for each new search (not for each render of an equal
// list) and taken off when the next comes. Answers the pins by merchant id, for the selection.
import type { Marker } from 'leaflet';
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { fitPadding, reducedMotion, type MapSearch } from './map-fitting.ts';
import { merchantMarker, originMarker } from './map-markers.ts';
import type { LiveMap } from './use-leaflet-map.ts';

export interface SearchPinsOptions {
  /** The search centre marker's name (fixed for the page). */
  originLabel: string;
  onSelect: (id: string) => void;
  /** The new search's pins are on the map: give it its view. */
  onShown: (live: LiveMap) => void;
}

export function useSearchPins(live: LiveMap | null, search: MapSearch, options: SearchPinsOptions): RefObject<Map<string, Marker>> {
  const { originLabel } = options;
  const markers = useRef(new Map<string, Marker>());
  const select = useEffectEvent(options.onSelect);
  const shown = useEffectEvent(options.onShown);

  useEffect(() => {
    if (!live) return;
    const { map, moves } = live;
    const pins = new Map(search.points.map((point) => [point.id, merchantMarker(point, select)] as const));
    const centre = search.origin ? originMarker(search.origin, originLabel) : null;
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
    shown(live);
    return () => {
      for (const pin of pins.values()) pin.remove();
      centre?.remove();
      markers.current = new Map();
    };
    // originLabel is fixed for the page.
  }, [live, search, originLabel]);

  return markers;
}

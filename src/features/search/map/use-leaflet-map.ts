// Leaflet's map in the search map's box: created once, removed on unmount (strict mode's second mount
// gets a fresh one). Its size follows the box through a resize observer, whose moves are the map's
// own, not the member's (user-moves.ts tells them apart).
import { control, DomEvent, map as createMap, type Map as LeafletMap } from 'leaflet';
import { useEffect, useEffectEvent, useState, type RefObject } from 'react';
import { fixedLocation } from '../../../stores/geolocation.ts';
import { maxZoom, minZoom, placeZoom, reducedMotion, toLatLng } from './map-fitting.ts';
import { trackUserMoves, type UserMoves } from './user-moves.ts';

/** The map and the tracker its own moves go through. */
export interface LiveMap {
  map: LeafletMap;
  moves: UserMoves;
}

export interface LeafletMapOptions {
  /** The zoom buttons' names, in the partner's words (fixed for the page). */
  zoomIn: string;
  zoomOut: string;
  onUserMove: () => void;
  /** The box changed size (the map has already taken the new size). */
  onResize: (live: LiveMap) => void;
  onRemoved: () => void;
}

/**
 * The map in `element`, null until it exists. `overlay` holds controls of our own: pressing them
 * neither drags nor zooms the map.
 */
export function useLeafletMap(
  element: RefObject<HTMLDivElement | null>,
  overlay: RefObject<HTMLDivElement | null>,
  options: LeafletMapOptions,
): LiveMap | null {
  const [live, setLive] = useState<LiveMap | null>(null);
  const { zoomIn, zoomOut } = options;
  const userMoved = useEffectEvent(options.onUserMove);
  const resized = useEffectEvent(options.onResize);
  const removed = useEffectEvent(options.onRemoved);

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
    control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(map);
    const moves = trackUserMoves(map, userMoved);
    moves.quietly(() => map.setView(toLatLng(fixedLocation), placeZoom, { animate: false }));
    if (overlay.current) {
      // Click still reaches React.
      DomEvent.disableClickPropagation(overlay.current);
      DomEvent.disableScrollPropagation(overlay.current);
    }
    const resize = new ResizeObserver(() => {
      moves.quietly(() => map.invalidateSize({ pan: true }));
      resized({ map, moves });
    });
    resize.observe(container);
    setLive({ map, moves });
    return () => {
      resize.disconnect();
      moves.stop();
      map.remove();
      removed();
    };
    // The refs and the copy are fixed for the page: the map is made once.
  }, [element, overlay, zoomIn, zoomOut]);

  return live;
}

// The map's view state (map-view-state.ts) for SearchMap.tsx. Leaflet's handlers and the resize
// observer read it synchronously, between renders, so it lives in a ref; `moved` is also React state,
// since it draws the "Search this area" button.
import { useCallback, useRef, useState, type RefObject } from 'react';
import { initialMapView, mapViewReducer, type MapViewEvent, type MapViewState } from './map-view-state.ts';

export interface MapView {
  /** The state now (read in handlers and effects, never while rendering). */
  state: RefObject<MapViewState>;
  moved: boolean;
  dispatch: (event: MapViewEvent) => void;
}

export function useMapView(): MapView {
  const state = useRef(initialMapView);
  const [moved, setMoved] = useState(initialMapView.moved);
  const dispatch = useCallback((event: MapViewEvent) => {
    const before = state.current;
    state.current = mapViewReducer(before, event);
    if (state.current.moved !== before.moved) setMoved(state.current.moved);
  }, []);
  return { state, moved, dispatch };
}

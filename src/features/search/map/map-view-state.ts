// Whose view the search map shows, and so what it offers: after the member moves the map, "Search
// this area", and a resize no longer refits; the results of their area search keep their view; any
// other new search is fitted again. Pure: use-map-view.ts holds it for SearchMap.tsx.
import { samePlace } from './map-points.ts';
import type { LatLng } from './map-types.ts';

export interface MapViewState {
  /** The member has moved the map since the last search or area search: offer "Search this area". */
  moved: boolean;
  /** The view is the member's (moved by them, or kept for their area search): a resize does not refit it. */
  memberView: boolean;
  /** The map has been fitted to a search: later fits may glide. */
  fitted: boolean;
  /** The centre the last "Search this area" sent: its results keep the member's view. */
  areaSearched: LatLng | null;
}

export type MapViewEvent =
  | { type: 'memberMoved' }
  | { type: 'fitted' }
  /** A new search's pins are on the map (fitted to it first, unless keepsMemberView). */
  | { type: 'searchShown'; origin: LatLng | null }
  | { type: 'areaSearched'; centre: LatLng }
  /** The Leaflet map went away (unmount, or strict mode's first mount): the next one starts unfitted. */
  | { type: 'mapRemoved' };

export const initialMapView: MapViewState = { moved: false, memberView: false, fitted: false, areaSearched: null };

/** A search centred where the member's area search asked: its results keep the member's view. */
export const keepsMemberView = (state: MapViewState, origin: LatLng | null): boolean => samePlace(origin, state.areaSearched);

export function mapViewReducer(state: MapViewState, event: MapViewEvent): MapViewState {
  switch (event.type) {
    case 'memberMoved':
      return { ...state, moved: true, memberView: true };
    case 'fitted':
      return { ...state, fitted: true, memberView: false };
    case 'searchShown':
      return keepsMemberView(state, event.origin) ? { ...state, areaSearched: null } : { ...state, moved: false };
    case 'areaSearched':
      return { ...state, areaSearched: event.centre, moved: false };
    case 'mapRemoved':
      return { ...state, fitted: false };
  }
}

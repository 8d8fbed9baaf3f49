// Tells the member's own moves of the map (drag, wheel, keys, zoom buttons) from the map's moves
// (fitting a new search, showing the selected merchant, a resize): only the member's offer
// "Search this area". Leaflet fires the same moveend for both, so the map's own moves go through
// `quietly`, and each owes one moveend (now, or after its animation) that is not the member's.
import type { Map as LeafletMap } from 'leaflet';

export interface UserMoves {
  /** Runs a move of the map's own: its moveend, synchronous or after an animation, is not the member's. */
  quietly(move: () => void): void;
  /** Stops listening (the map is going away). */
  stop(): void;
}

export function trackUserMoves(map: LeafletMap, onUserMove: () => void): UserMoves {
  let owed = 0; // moveends still to come from the map's own moves
  const ended = () => {
    if (owed > 0) owed -= 1;
    else onUserMove();
  };
  map.on('moveend', ended);
  return {
    quietly(move) {
      let events = 0;
      const count = () => {
        events += 1;
      };
      map.on('movestart moveend', count);
      owed += 1;
      move();
      map.off('movestart moveend', count);
      // Nothing moved (the place was already in view, the size had not changed): no moveend will come.
      if (events === 0) owed -= 1;
    },
    stop() {
      map.off('moveend', ended);
    },
  };
}

// Whose view the search map shows (spec 000 §2 "Search screen", issue #9): "Search this area" only
// after the member moved the map, their view kept for the results of their area search (and through
// resizes), every other new search fitted, and a new map starting unfitted.
import { describe, expect, it } from 'vitest';
import {
  initialMapView,
  keepsMemberView,
  mapViewReducer,
  type MapViewEvent,
  type MapViewState,
} from '../../../../src/features/search/map/map-view-state.ts';

const after = (...events: MapViewEvent[]): MapViewState => events.reduce(mapViewReducer, initialMapView);
const centre = { latitude: 40.7128, longitude: -74.006 };
const elsewhere = { latitude: 41.88, longitude: -87.63 };

describe('the map view state', () => {
  it('starts unmoved, unfitted, the map’s own', () => {
    expect(initialMapView).toEqual({ moved: false, memberView: false, fitted: false, areaSearched: null });
  });

  it('a member’s move offers "Search this area" and makes the view theirs; a fit makes it the map’s again', () => {
    expect(after({ type: 'memberMoved' })).toMatchObject({ moved: true, memberView: true });
    expect(after({ type: 'memberMoved' }, { type: 'fitted' })).toMatchObject({ moved: true, memberView: false, fitted: true });
  });

  it('an area search hides the button and remembers its centre; its results keep the member’s view', () => {
    const searched = after({ type: 'fitted' }, { type: 'memberMoved' }, { type: 'areaSearched', centre });
    expect(searched).toEqual({ moved: false, memberView: true, fitted: true, areaSearched: centre });
    expect(keepsMemberView(searched, { ...centre })).toBe(true);
    const shown = mapViewReducer(searched, { type: 'searchShown', origin: { ...centre } });
    expect(shown).toEqual({ moved: false, memberView: true, fitted: true, areaSearched: null });
    // Once shown, the same centre searched again (say from the form) is fitted like any other.
    expect(keepsMemberView(shown, centre)).toBe(false);
  });

  it('any other new search is fitted, and hides the button', () => {
    const moved = after({ type: 'memberMoved' }, { type: 'areaSearched', centre }, { type: 'memberMoved' });
    expect(keepsMemberView(moved, elsewhere)).toBe(false);
    expect(keepsMemberView(moved, null)).toBe(false);
    expect(mapViewReducer(moved, { type: 'searchShown', origin: elsewhere })).toMatchObject({ moved: false, areaSearched: centre });
    expect(keepsMemberView(after(), null)).toBe(false);
  });

  it('a removed map leaves the next one unfitted (its first fit does not glide)', () => {
    expect(after({ type: 'fitted' }, { type: 'mapRemoved' }).fitted).toBe(false);
  });

  it('does not change the state it is given', () => {
    const frozen = Object.freeze(after({ type: 'fitted' }));
    for (const event of [
      { type: 'memberMoved' },
      { type: 'fitted' },
      { type: 'searchShown', origin: centre },
      { type: 'areaSearched', centre },
      { type: 'mapRemoved' },
    ] as const)
      expect(() => mapViewReducer(frozen, event)).not.toThrow();
  });
});

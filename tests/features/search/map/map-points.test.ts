// The search map's view of the results: which places it can draw and the centre "Search this area" sends.
import { describe, expect, it } from 'vitest';
import { plottable, searchCentre, searchKey } from '../../../../src/features/search/map/map-points.ts';

describe('search map points', () => {
  it('sends the centre to 4 decimals, the longitude wrapped back into ±180 after panning round the world', () => {
    expect(searchCentre({ latitude: 40.712345, longitude: -74.006789 })).toEqual({ latitude: 40.7123, longitude: -74.0068 });
    expect(searchCentre({ latitude: 40.7, longitude: -434 })).toEqual({ latitude: 40.7, longitude: -74 });
    expect(searchCentre({ latitude: -33.9, longitude: 511.2 })).toEqual({ latitude: -33.9, longitude: 151.2 });
    expect(Object.is(searchCentre({ latitude: -0.00001, longitude: 0.00002 }).latitude, 0)).toBe(true);
  });

  it('draws only real positions, each merchant once', () => {
    const drawn = plottable([
      { id: '1', name: 'A', latitude: 40.7, longitude: -74 },
      { id: '2', name: 'B', latitude: Number.POSITIVE_INFINITY, longitude: -74 },
      { id: '3', name: 'C', latitude: 40.7, longitude: -181 },
      { id: '1', name: 'A again', latitude: 41, longitude: -73 },
      { id: '4', name: 'D', latitude: -90, longitude: 180 },
    ]);
    expect(drawn.map((p) => p.name)).toEqual(['A', 'D']);
  });

  it('tells a new search from an equal one', () => {
    const points = [{ id: '1', name: 'A', latitude: 40.7, longitude: -74 }];
    const origin = { latitude: 40.71, longitude: -74.01 };
    expect(searchKey([...points], { ...origin })).toBe(searchKey(points, origin));
    expect(searchKey(points, null)).not.toBe(searchKey(points, origin));
    expect(searchKey([{ ...points[0]!, id: '2' }], origin)).not.toBe(searchKey(points, origin));
  });
});

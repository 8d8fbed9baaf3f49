// The phone's one-line summary of the search shown (issue #24), the button that reopens the form.
import { describe, expect, it } from 'vitest';
import { copyReader } from '../../../src/lib/element-copy.ts';
import { searchSummary } from '../../../src/features/search/search-summary.ts';
import { searchCopy } from '../../../src/features/search/copy.ts';

const t = copyReader<keyof typeof searchCopy>(searchCopy);
const input = { location: 'Chicago, IL', restaurantOrCuisine: '', filterCount: 0, place: 'Chicago, IL' };

describe('the search summary', () => {
  it('the place, the query and the filters that are on', () => {
    expect(searchSummary({ ...input, filterCount: 2 }, t)).toBe('Chicago, IL · Filters (2)');
    expect(searchSummary({ ...input, restaurantOrCuisine: ' pizza ' }, t)).toBe('pizza · Chicago, IL');
    expect(searchSummary({ ...input, location: '60614', place: 'Chicago, IL' }, t)).toBe('60614');
  });

  it('a search near the device or without a place names the answer’s place, else says so', () => {
    expect(searchSummary({ ...input, location: 'Current Location', place: 'Chicago, IL' }, t)).toBe('Chicago, IL');
    expect(searchSummary({ ...input, location: 'Current Location', place: '' }, t)).toBe('Current Location');
    expect(searchSummary({ ...input, location: '', place: '' }, t)).toBe('Near you');
    expect(searchSummary({ ...input, location: '41.88,-87.63' }, t)).toBe('Current Map View');
  });
});

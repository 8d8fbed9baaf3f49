// The phone's form fold (issue #24): open for a bare /search, folded or open as the island chose, and
// pending (as the first paint drew it) until then.
import { describe, expect, it } from 'vitest';
import { formFold, isBlankSearch } from '../../../src/features/search/form-fold.ts';
import { emptySearch, noFilters } from '../../../src/features/search/search-url.ts';

describe('the phone’s form fold', () => {
  it('a search with a place, a query or a filter is not blank; an empty one is', () => {
    expect(isBlankSearch(emptySearch)).toBe(true);
    expect(isBlankSearch({ ...emptySearch, location: 'Chicago, IL' })).toBe(false);
    expect(isBlankSearch({ ...emptySearch, restaurantOrCuisine: 'pizza' })).toBe(false);
    expect(isBlankSearch({ ...emptySearch, filters: { ...noFilters, isNew: true } })).toBe(false);
  });

  it('pending before the island decides, open for a blank search, else as chosen', () => {
    expect(formFold(false, null, true)).toBe('pending');
    expect(formFold(true, null, false)).toBe('pending');
    expect(formFold(true, null, true)).toBe('open');
    expect(formFold(true, true, true)).toBe('folded');
    expect(formFold(true, false, false)).toBe('open');
  });
});

// The filter panel's checkboxes against a search's filters (spec 000 §3 "Search filters"): each
// option on or off, switched one at a time, and counted for the panel's "(n selected)".
import { describe, expect, it } from 'vitest';
import { activeFilterCount, activeOptions, groupActiveCount, optionIsOn, withOption } from '../../../src/features/search/filter-toggles.ts';
import { filterGroups, type FilterOption } from '../../../src/features/search/search-filters.ts';
import { noFilters } from '../../../src/features/search/search-url.ts';

const option = (field: FilterOption['field'], value: string): FilterOption => {
  const found = filterGroups.flatMap((group) => group.options).find((o) => o.field === field && o.value === value);
  if (!found) throw new Error(`no option ${field}=${value}`);
  return found;
};

describe('filter toggles', () => {
  it('switches every option on and off again, and only that option', () => {
    for (const each of filterGroups.flatMap((group) => group.options)) {
      const on = withOption(noFilters, each, true);
      expect(optionIsOn(on, each)).toBe(true);
      expect(activeFilterCount(on)).toBe(1);
      const off = withOption(on, each, false);
      expect(off).toEqual(noFilters);
      expect(optionIsOn(off, each)).toBe(false);
    }
  });

  it('keeps price levels ascending and other lists in the order chosen', () => {
    let filters = withOption(noFilters, option('priceRange', '3'), true);
    filters = withOption(filters, option('priceRange', '1'), true);
    expect(filters.priceRange).toEqual([1, 3]);
    filters = withOption(filters, option('mealsServed', 'dinner'), true);
    filters = withOption(filters, option('mealsServed', 'brunch'), true);
    expect(filters.mealsServed).toEqual(['dinner', 'brunch']);
    expect(activeFilterCount(filters)).toBe(4);
  });

  it('counts a benefits filter from a CMS link (a tier) as on, and leaves the sort out of the count', () => {
    const fromLink = { ...noFilters, benefitsFor: 2 as const, sortBy: 'rating' as const };
    expect(optionIsOn(fromLink, option('benefitsFor', 'true'))).toBe(true);
    expect(activeFilterCount(fromLink)).toBe(1);
    expect(withOption(fromLink, option('benefitsFor', 'true'), false).benefitsFor).toBeNull();
  });

  it('counts each group for its chip and lists the options on, in the panel’s order (issue #24)', () => {
    let filters = withOption(noFilters, option('priceRange', '3'), true);
    filters = withOption(filters, option('priceRange', '1'), true);
    filters = withOption(filters, option('mealsServed', 'dinner'), true);
    const [price, suggested, , meals] = filterGroups;
    expect(groupActiveCount(filters, price!)).toBe(2);
    expect(groupActiveCount(filters, suggested!)).toBe(0);
    expect(groupActiveCount(filters, meals!)).toBe(1);
    expect(activeOptions(filters, filterGroups).map((o) => `${o.field}=${o.value}`)).toEqual([
      'priceRange=1',
      'priceRange=3',
      'mealsServed=dinner',
    ]);
  });
});

// The filter panel's checkboxes against the search's filters: whether an option is on, the filters
// with one option switched, and how many are on (the panel's "(n selected)"). Pure.
import type { FilterOption } from './search-filters.ts';
import type { SearchFilters } from './search-url.ts';

export function optionIsOn(filters: SearchFilters, option: FilterOption): boolean {
  switch (option.field) {
    case 'priceRange':
      return filters.priceRange.some((level) => String(level) === option.value);
    case 'features':
      return (filters.features as string[]).includes(option.value);
    case 'mealsServed':
      return (filters.mealsServed as string[]).includes(option.value);
    case 'benefitsFor':
      return filters.benefitsFor !== null;
    default:
      return filters[option.field];
  }
}

/** The filters with one option switched; lists keep the panel's order (search-url writes them sorted). */
export function withOption(filters: SearchFilters, option: FilterOption, on: boolean): SearchFilters {
  const list = <T extends string | number>(values: readonly T[], value: T): T[] =>
    on ? [...values, value] : values.filter((v) => v !== value);
  switch (option.field) {
    case 'priceRange':
      return { ...filters, priceRange: list(filters.priceRange, Number(option.value) as SearchFilters['priceRange'][number]).sort() };
    case 'features':
      return { ...filters, features: list(filters.features, option.value as SearchFilters['features'][number]) };
    case 'mealsServed':
      return { ...filters, mealsServed: list(filters.mealsServed, option.value as SearchFilters['mealsServed'][number]) };
    case 'benefitsFor':
      return { ...filters, benefitsFor: on ? true : null };
    default:
      return { ...filters, [option.field]: on };
  }
}

export const activeFilterCount = (filters: SearchFilters): number =>
  filters.priceRange.length +
  filters.features.length +
  filters.mealsServed.length +
  [filters.acclaimed, filters.isNew, filters.reservations, filters.benefitsFor !== null].filter(Boolean).length;

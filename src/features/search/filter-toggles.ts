// The filter panel's checkboxes against the search's filters: whether an option is on, the filters
// with one option switched, how many are on (in all, and per group for its chip) and which. Pure.
import type { FilterGroup, FilterOption } from './search-filters.ts';
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

/** How many of a group's options are on: the chip's count ("Price (2)"). */
export const groupActiveCount = (filters: SearchFilters, group: FilterGroup): number =>
  group.options.filter((option) => optionIsOn(filters, option)).length;

/** The options on, in the panel's order: the removable chips. */
export const activeOptions = (filters: SearchFilters, groups: readonly FilterGroup[]): FilterOption[] =>
  groups.flatMap((group) => group.options.filter((option) => optionIsOn(filters, option)));

// The search in the page address (spec 000 §3 "Merchant search request fields", "Search filters";
// §7 the search call): every search is a shareable URL, and back/forward restore it. The address
// uses the request's own field names, so a CMS "View all" link (/search?{query}) is a search too.
// Reading drops empty values and "undefined" and normalises what the API would read the same way
// (case, "$$" for 2, "dine-in" for dineIn, repeated or comma-separated lists); writing puts every
// field in one order and leaves defaults out, so equal searches give equal URLs. Pure: no storage,
// no position (search-request.ts adds the coordinates).
import { searchPageSize, searchValue, type MerchantSearchQuery } from '../../api/merchants.ts';
import type { MealType, MerchantFeature, SortOrder } from '../../api/contract/merchants.ts';
import type { TierLevel } from '../../api/contract/member.ts';
import { defaultSort, diningOptions, meals, priceLevels, sortOrders, type PriceLevel } from './search-filters.ts';
import { addressLocation } from './search-location.ts';

export interface SearchFilters {
  /** Ascending. */
  priceRange: PriceLevel[];
  acclaimed: boolean;
  isNew: boolean;
  /** "{currency} available": true for the member's own tier; a tier from a CMS link. */
  benefitsFor: true | TierLevel | null;
  reservations: boolean;
  /** In the panel's order. */
  features: MerchantFeature[];
  mealsServed: MealType[];
  sortBy: SortOrder;
}

export interface Search {
  /** As typed, "Current Location" (the device position), "lat,lng" (a map view) or '' (none). */
  location: string;
  restaurantOrCuisine: string;
  campaignCode: string;
  filters: SearchFilters;
  /** From 1. */
  pageNo: number;
}

export const noFilters: Readonly<SearchFilters> = {
  priceRange: [],
  acclaimed: false,
  isNew: false,
  benefitsFor: null,
  reservations: false,
  features: [],
  mealsServed: [],
  sortBy: defaultSort,
};

export const emptySearch: Readonly<Search> = { location: '', restaurantOrCuisine: '', campaignCode: '', filters: noFilters, pageNo: 1 };

/** Every name the address may carry for a search: a query with none of them is no search. */
export const searchFields = [
  'location',
  'restaurantOrCuisine',
  'campaignCode',
  'priceRange',
  'acclaimed',
  'isNew',
  'benefitsFor',
  'reservations',
  'features',
  'mealsServed',
  'sortBy',
  'pageNo',
] as const satisfies readonly (keyof MerchantSearchQuery)[];

/** Case and punctuation do not matter in list values ("Dine-In" is dineIn, "late night" lateNight). */
function fold(value: string): string {
  let folded = '';
  for (const char of value.toLowerCase()) if ((char >= 'a' && char <= 'z') || (char >= '0' && char <= '9')) folded += char;
  return folded;
}

const byFolded = <T extends string>(values: readonly T[]): Map<string, T> => new Map(values.map((value) => [fold(value), value]));
const featureByFolded = byFolded(diningOptions);
const mealByFolded = byFolded(meals);
const sortByFolded = byFolded(sortOrders);

/** Every value of a list field, repeated or comma-separated, empties dropped. */
function listValues(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map(searchValue)
    .filter((value) => value !== undefined);
}

/** The known values among `raw`, each once, in `order`. */
function known<T>(raw: readonly string[], lookup: (value: string) => T | undefined, order: readonly T[]): T[] {
  const found = new Set<T>();
  for (const value of raw) {
    const match = lookup(value);
    if (match !== undefined) found.add(match);
  }
  return order.filter((value) => found.has(value));
}

/** "2" or "$$" is level 2 (docs/api.md). */
function priceLevel(value: string): PriceLevel | undefined {
  const level = value.length <= 4 && /^\$+$/.test(value) ? value.length : value.length === 1 ? Number(value) : NaN;
  return priceLevels.find((known) => known === level);
}

const first = (params: URLSearchParams, name: string): string | undefined => searchValue(params.get(name));

function flag(params: URLSearchParams, name: string): boolean {
  const value = first(params, name)?.toLowerCase();
  return value === 'true' || value === '1' || value === 'yes';
}

function benefitsFor(value: string | undefined): SearchFilters['benefitsFor'] {
  const text = value?.toLowerCase();
  if (text === 'true' || text === 'yes') return true;
  return text === '0' || text === '1' || text === '2' || text === '3' ? (Number(text) as TierLevel) : null;
}

function pageNumber(value: string | undefined): number {
  // At most 4 digits: no result list is that long, and no huge number reaches the API.
  return value !== undefined && /^\d{1,4}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}

/** The search an address holds (its query, with or without "?"). Unknown values are dropped. */
export function searchFromAddress(query: URLSearchParams | string): Search {
  const params = new URLSearchParams(query);
  return {
    location: addressLocation(first(params, 'location') ?? ''),
    restaurantOrCuisine: first(params, 'restaurantOrCuisine') ?? '',
    campaignCode: first(params, 'campaignCode') ?? '',
    filters: filtersFromAddress(params),
    pageNo: pageNumber(first(params, 'pageNo')),
  };
}

/** The filters and sort an address holds. */
export function filtersFromAddress(params: URLSearchParams): SearchFilters {
  return {
    priceRange: known(listValues(params, 'priceRange'), priceLevel, priceLevels),
    acclaimed: flag(params, 'acclaimed'),
    isNew: flag(params, 'isNew'),
    benefitsFor: benefitsFor(first(params, 'benefitsFor')),
    reservations: flag(params, 'reservations'),
    features: known(listValues(params, 'features'), (v) => featureByFolded.get(fold(v)), diningOptions),
    mealsServed: known(listValues(params, 'mealsServed'), (v) => mealByFolded.get(fold(v)), meals),
    // Anything else, "relevance" and "recommended" included (the API's other names for it), is distance.
    sortBy: sortByFolded.get(fold(first(params, 'sortBy') ?? '')) ?? defaultSort,
  };
}

/** The filters as address fields, defaults left out, in the panel's order. */
function filterFields(filters: SearchFilters): [string, string][] {
  const fields: [string, string][] = [];
  if (filters.priceRange.length) fields.push(['priceRange', filters.priceRange.join(',')]);
  if (filters.acclaimed) fields.push(['acclaimed', 'true']);
  if (filters.isNew) fields.push(['isNew', 'true']);
  if (filters.benefitsFor !== null) fields.push(['benefitsFor', String(filters.benefitsFor)]);
  if (filters.reservations) fields.push(['reservations', 'true']);
  if (filters.features.length) fields.push(['features', filters.features.join(',')]);
  if (filters.mealsServed.length) fields.push(['mealsServed', filters.mealsServed.join(',')]);
  if (filters.sortBy !== defaultSort) fields.push(['sortBy', filters.sortBy]);
  return fields;
}

/** The address's query for a search (no "?"): the same search always gives the same text. Commas
 *  stay readable ("Chicago,+IL", "features=delivery,takeout"); they decode to themselves. */
export function searchToAddress(search: Search): string {
  const params = new URLSearchParams();
  for (const [name, value] of [
    ['location', search.location],
    ['restaurantOrCuisine', search.restaurantOrCuisine],
    ['campaignCode', search.campaignCode],
  ] as const) {
    if (value !== '') params.append(name, value);
  }
  for (const [name, value] of filterFields(search.filters)) params.append(name, value);
  if (search.pageNo > 1) params.append('pageNo', String(search.pageNo));
  return params.toString().replaceAll('%2C', ',');
}

/** The filters alone as an address query (the remembered search options). */
export const filtersToAddress = (filters: SearchFilters): string => searchToAddress({ ...emptySearch, filters });

/** The API request for a search run at `location` (the typed place, or coordinates for the device
 *  position): page size 15, lists comma-separated, empty fields dropped by merchantSearchQuery. */
export function searchRequest(search: Search, location: string): MerchantSearchQuery {
  const { filters } = search;
  return {
    location,
    restaurantOrCuisine: search.restaurantOrCuisine,
    campaignCode: search.campaignCode,
    priceRange: filters.priceRange,
    acclaimed: filters.acclaimed || undefined,
    isNew: filters.isNew || undefined,
    benefitsFor: filters.benefitsFor ?? undefined,
    reservations: filters.reservations || undefined,
    features: filters.features,
    mealsServed: filters.mealsServed,
    sortBy: filters.sortBy,
    pageNo: search.pageNo,
    pageSize: searchPageSize,
  };
}

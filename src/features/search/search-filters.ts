// The search filters (spec 000 §3 "Search filters (labels)", "Merchant search request fields"; spec 001
// copy): each option is one request field and value with its copy key, grouped as the panel shows them.
// Values are the API's (docs/api.md "Merchants"). Which of them a partner offers comes from the
// feature flags' `filters` (spec 000 §1: they override the defaults, which offer everything) and the
// partner's acclaimedEnabled (filterOffer, at build time; keepOffered, for a search that arrives).
import type { MealType, MerchantFeature, SortOrder } from '../../api/contract/merchants.ts';
import type { CopyKey } from '../../site/copy-table.ts';

export const priceLevels = [1, 2, 3, 4] as const;
export type PriceLevel = (typeof priceLevels)[number];

// Records keyed by the contract's types, so a value added there fails to compile here until it has
// a label; key order is the order the panel and the address use.
const diningOptionLabels: Record<MerchantFeature, CopyKey> = {
  delivery: 'filters.delivery',
  dineIn: 'filters.dineIn',
  takeout: 'filters.takeout',
  orderOnline: 'filters.onlineOrdering',
};
const mealLabels: Record<MealType, CopyKey> = {
  breakfast: 'filters.breakfast',
  brunch: 'filters.brunch',
  lunch: 'filters.lunch',
  dinner: 'filters.dinner',
  lateNight: 'filters.lateNight',
};
/** The sort select's options, in its order. */
export const sortLabels: Record<SortOrder, CopyKey> = {
  distance: 'sort.distance',
  rating: 'sort.rating',
  reviews: 'sort.reviews',
  name: 'sort.name',
  price: 'sort.price',
};

export const diningOptions = Object.keys(diningOptionLabels) as MerchantFeature[];
export const meals = Object.keys(mealLabels) as MealType[];
export const sortOrders = Object.keys(sortLabels) as SortOrder[];
/** The API's default, so the address leaves it out. */
export const defaultSort: SortOrder = 'distance';

/** The on/off filters of the "Suggested" group. */
export const flagFilters = ['acclaimed', 'isNew', 'reservations'] as const;
export type FlagFilter = (typeof flagFilters)[number];

/** One checkbox: `field=value` in the request while it is on. */
export interface FilterOption {
  field: 'priceRange' | FlagFilter | 'benefitsFor' | 'features' | 'mealsServed';
  value: string;
  label: CopyKey;
}

export interface FilterGroup {
  label: CopyKey;
  options: readonly FilterOption[];
}

/** The whole filter panel: price, suggested, dining options, meals (spec 000 §3, in that order). The
 *  benefits option is "{currency} available" for the member's own tier (`benefitsFor=true`). */
export const filterGroups: readonly FilterGroup[] = [
  {
    label: 'filters.price',
    options: priceLevels.map((level) => ({ field: 'priceRange', value: String(level), label: `filters.price.${level}` })),
  },
  {
    label: 'filters.suggested',
    options: [
      { field: 'acclaimed', value: 'true', label: 'filters.acclaimed' },
      { field: 'isNew', value: 'true', label: 'filters.isNew' },
      { field: 'benefitsFor', value: 'true', label: 'filters.benefits' },
      { field: 'reservations', value: 'true', label: 'filters.reservations' },
    ],
  },
  {
    label: 'filters.features',
    options: diningOptions.map((option) => ({ field: 'features', value: option, label: diningOptionLabels[option] })),
  },
  {
    label: 'filters.meals',
    options: meals.map((meal) => ({ field: 'mealsServed', value: meal, label: mealLabels[meal] })),
  },
];

/** What a partner's search offers: the panel's groups and the sort select's orders. Plain data: the
 *  search page builds it and hands it to its island. */
export interface FilterOffer {
  groups: FilterGroup[];
  sortOrders: SortOrder[];
}

/** The `/api/feature-flags` `filters` group (docs/api.md): a list names the values offered, `false`
 *  turns an on/off filter off. A key that is absent, or not of its shape, leaves the default (all). */
export type FilterFlags = Record<string, unknown>;

/** A list flag's values as text; null (the default) unless it is a list of the field's kind: price
 *  levels are numbers, the other values names. */
function listFlag(flags: FilterFlags, field: 'priceRange' | 'features' | 'mealsServed' | 'sortBy'): Set<string> | null {
  const value = flags[field];
  const kind = field === 'priceRange' ? 'number' : 'string';
  if (!Array.isArray(value) || !value.every((item) => typeof item === kind)) return null;
  return new Set(value.map(String));
}

/** The panel and sort a partner offers. Acclaimed needs the partner's acclaimedEnabled as well as
 *  the flags (spec 000 §1, §2): a programme without it never shows the filter. The API's default
 *  sort is always offered, since a search without sortBy is sorted by it. */
export function filterOffer(flags: FilterFlags, settings: { acclaimedEnabled: boolean }): FilterOffer {
  const offers = (option: FilterOption): boolean => {
    if (option.field === 'acclaimed' && !settings.acclaimedEnabled) return false;
    if (option.field === 'priceRange' || option.field === 'features' || option.field === 'mealsServed') {
      return listFlag(flags, option.field)?.has(option.value) ?? true;
    }
    return flags[option.field] !== false;
  };
  const groups = filterGroups
    .map((group) => ({ label: group.label, options: group.options.filter(offers) }))
    .filter((group) => group.options.length > 0);
  const sortFlag = listFlag(flags, 'sortBy');
  return { groups, sortOrders: sortOrders.filter((order) => order === defaultSort || (sortFlag?.has(order) ?? true)) };
}

/** The filters of a search without those the partner does not offer (an old bookmark or a CMS link
 *  must not narrow the results by a filter the panel does not show). */
export function keepOffered<F extends OfferedFilters>(filters: F, offer: FilterOffer): F {
  const offered = new Set(offer.groups.flatMap((group) => group.options.map((option) => `${option.field}=${option.value}`)));
  const has = (field: FilterOption['field'], value = 'true') => offered.has(`${field}=${value}`);
  return {
    ...filters,
    priceRange: filters.priceRange.filter((level) => has('priceRange', String(level))),
    acclaimed: filters.acclaimed && has('acclaimed'),
    isNew: filters.isNew && has('isNew'),
    benefitsFor: has('benefitsFor') ? filters.benefitsFor : null,
    reservations: filters.reservations && has('reservations'),
    features: filters.features.filter((value) => has('features', value)),
    mealsServed: filters.mealsServed.filter((value) => has('mealsServed', value)),
    sortBy: offer.sortOrders.includes(filters.sortBy) ? filters.sortBy : defaultSort,
  };
}

/** The filters keepOffered reads (search-url's SearchFilters; not imported, which would be a cycle). */
interface OfferedFilters {
  priceRange: PriceLevel[];
  acclaimed: boolean;
  isNew: boolean;
  benefitsFor: unknown;
  reservations: boolean;
  features: MerchantFeature[];
  mealsServed: MealType[];
  sortBy: SortOrder;
}

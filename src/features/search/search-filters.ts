// The search filters (spec 000 §3 "Search filters (labels)", "Merchant search request fields"; spec 001
// copy): each option is one request field and value with its copy key, grouped as the panel shows them.
// Values are the API's (docs/api.md "Merchants").
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

/** The filter panel: price, suggested, dining options, meals (spec 000 §3, in that order). The
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

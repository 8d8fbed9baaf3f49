// Participating restaurants (spec 000 §3 "Merchant", "Merchant search request fields", "Flex offer",
// §7; spec 001 §3 "Default location"; docs/api.md "Merchants"): search, detail with its menu, reviews
// and events, flex offers and the default location.
import { z } from 'zod/mini';
import { errorBodySchema } from './errors.ts';
import { pagedSchema } from './paging.ts';

export const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const weekdaySchema = z.enum(weekdays);
export type Weekday = z.infer<typeof weekdaySchema>;

/** Dining options and meals: the search filters' values (matched ignoring case and punctuation). */
export const merchantFeatures = ['delivery', 'dineIn', 'takeout', 'orderOnline'] as const;
export const merchantFeatureSchema = z.enum(merchantFeatures);
export type MerchantFeature = z.infer<typeof merchantFeatureSchema>;

export const mealTypes = ['breakfast', 'brunch', 'lunch', 'dinner', 'lateNight'] as const;
export const mealTypeSchema = z.enum(mealTypes);
export type MealType = z.infer<typeof mealTypeSchema>;

/** `relevance` and `recommended` are accepted as `distance`. */
export const sortOrders = ['distance', 'rating', 'name', 'reviews', 'price'] as const;
export const sortOrderSchema = z.enum(sortOrders);
export type SortOrder = z.infer<typeof sortOrderSchema>;

/** Spec 000 §3 "Merchant search request fields". Lists go comma-separated, repeated or both;
 *  empty values and the literal "undefined" are ignored. */
export const merchantSearchQuerySchema = z.object({
  /** `City, ST`, a 5-digit ZIP or `lat,lng`; absent or "Current Location" is the default location. */
  location: z.optional(z.string()),
  campaignCode: z.optional(z.string()),
  restaurantOrCuisine: z.optional(z.string()),
  acclaimed: z.optional(z.boolean()),
  isNew: z.optional(z.boolean()),
  reservations: z.optional(z.boolean()),
  /** A tier (0-3), or true for the caller's own tier. */
  benefitsFor: z.optional(z.union([z.int(), z.boolean()])),
  features: z.optional(z.string()),
  mealsServed: z.optional(z.string()),
  /** Levels 1-4, as digits or dollar signs. */
  priceRange: z.optional(z.string()),
  sortBy: z.optional(sortOrderSchema),
  pageNo: z.optional(z.int()),
  /** Default 15, at most 100. */
  pageSize: z.optional(z.int()),
});
export type MerchantSearchQuery = z.infer<typeof merchantSearchQuerySchema>;

/** The search centre: the location's, or the default location's. */
export const searchOriginSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  cityState: z.string(),
});
export type SearchOrigin = z.infer<typeof searchOriginSchema>;

export const earnRateSchema = z.object({
  tierLevel: z.int(),
  /** Currency units per dollar (a fraction for Dollar and Credit partners: 0.05 is 5%). */
  rate: z.number(),
  text: z.string(),
});
export type EarnRate = z.infer<typeof earnRateSchema>;

/** Limited offers cap spend and visits per month; Unlimited ones have null limits. */
export const merchantOfferSchema = z.object({
  id: z.string(),
  limitType: z.enum(['Unlimited', 'Limited']),
  maxSpendPerMonth: z.nullable(z.number()),
  maxVisitsPerMonth: z.nullable(z.int()),
  daysAvailable: z.array(weekdaySchema),
  earnRates: z.array(earnRateSchema),
});
export type MerchantOffer = z.infer<typeof merchantOfferSchema>;

/** A merchant as search lists it (spec 000 §3 "Merchant"). */
export const merchantSchema = z.object({
  id: z.int(),
  name: z.string(),
  /** Promo image at `${imageBaseUrl}[transform/]${id}/promo`. */
  images: z.object({ imageBaseUrl: z.string() }),
  details: z.object({
    /** Scale 0 to 5. */
    rating: z.object({ overallRating: z.number(), numberOfRatings: z.int() }),
    /** 0 to 4, shown as dollar signs. */
    priceRange: z.int(),
    cuisines: z.array(z.string()),
    highlight: z.object({ new: z.boolean(), comingSoon: z.boolean(), leavingSoon: z.boolean(), acclaimed: z.boolean() }),
  }),
  location: z.object({
    address: z.object({ street: z.string(), city: z.string(), state: z.string(), zip: z.string() }),
    neighborhood: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  /** Miles from the search centre; null on detail without a location. */
  distance: z.nullable(z.number()),
  acclaimedLevel: z.nullable(z.union([z.literal(1), z.literal(2)])),
  /** Compared with the member's campaignCodes ("Unlock access to earn"). */
  benefitAvailability: z.object({ campaignCodes: z.array(z.string()) }),
  reservationProviders: z.object({
    /** null when the merchant takes no reservations. */
    openTable: z.nullable(z.object({ rid: z.int(), url: z.string() })),
  }),
  features: z.array(merchantFeatureSchema),
  mealsServed: z.array(mealTypeSchema),
  /** Closed days are missing. `close` may be past midnight ("02:00"). */
  hours: z.array(z.object({ day: weekdaySchema, open: z.string(), close: z.string() })),
  phone: z.string(),
  isNew: z.boolean(),
  earnRates: z.array(earnRateSchema),
  /** "Earn 2x miles this month", for merchants running a bonus. */
  bonus: z.nullable(z.string()),
  offerTag: z.nullable(z.string()),
  offers: z.array(merchantOfferSchema),
});
export type Merchant = z.infer<typeof merchantSchema>;

/** Each search result also carries the search centre. */
export const searchedMerchantSchema = z.extend(merchantSchema, { origin: searchOriginSchema });
export type SearchedMerchant = z.infer<typeof searchedMerchantSchema>;

/** `origin` null: the location is well-formed but unknown (no merchants). */
export const merchantSearchResultSchema = z.object({
  merchants: z.array(searchedMerchantSchema),
  totalResultSize: z.int(),
  totalPages: z.int(),
  pageNo: z.int(),
  pageSize: z.int(),
  origin: z.nullable(searchOriginSchema),
});
export type MerchantSearchResult = z.infer<typeof merchantSearchResultSchema>;

export const menuSchema = z.object({
  url: z.string(),
  images: z.array(z.object({ url: z.string(), alt: z.string() })),
});
export type Menu = z.infer<typeof menuSchema>;

export const merchantDetailQuerySchema = z.object({ location: z.optional(z.string()) });
export type MerchantDetailQuery = z.infer<typeof merchantDetailQuerySchema>;

/** The merchant page's merchant: distance and origin only when a location was given. */
export const merchantDetailSchema = z.extend(merchantSchema, {
  description: z.string(),
  directionsUrl: z.string(),
  menu: menuSchema,
  /** Order online: inside the site (`internal`) or on the merchant's own site. */
  ordering: z.nullable(z.object({ type: z.enum(['internal', 'external']), url: z.nullable(z.string()) })),
  /** Reservation limits; null when the merchant takes no reservations. */
  reservations: z.nullable(z.object({ minPartySize: z.int(), maxPartySize: z.int(), maxDaysInAdvance: z.int() })),
  maxSpendPerMonth: z.nullable(z.number()),
  maxVisitsPerMonth: z.nullable(z.int()),
  origin: z.nullable(searchOriginSchema),
});
export type MerchantDetail = z.infer<typeof merchantDetailSchema>;

/** 404 from the merchant calls: unknown id, or a merchant this partner does not carry (its message
 *  then says so: "<name> does not offer <currency> through <programme>."). */
export const merchantMissingSchema = z.extend(errorBodySchema, { code: z.enum(['MerchantNotFound', 'MerchantNotInProgram']) });
export type MerchantMissing = z.infer<typeof merchantMissingSchema>;

export const reviewPageQuerySchema = z.object({
  pageNo: z.optional(z.int()),
  /** Default 10, at most 50. */
  pageSize: z.optional(z.int()),
});
export type ReviewPageQuery = z.infer<typeof reviewPageQuerySchema>;

export const merchantReviewSchema = z.object({
  id: z.string(),
  author: z.string(),
  /** 1 to 5. */
  rating: z.int(),
  text: z.string(),
  /** YYYY-MM-DD. */
  date: z.string(),
});
export type MerchantReview = z.infer<typeof merchantReviewSchema>;

export const merchantReviewPageSchema = z.extend(pagedSchema(merchantReviewSchema), {
  rating: z.object({ overallRating: z.number(), numberOfRatings: z.int() }),
});
export type MerchantReviewPage = z.infer<typeof merchantReviewPageSchema>;

export const merchantEventListSchema = z.object({
  /** 0 to 3 upcoming events. */
  data: z.array(
    z.object({ id: z.string(), title: z.string(), description: z.string(), startDateTime: z.string(), endDateTime: z.string() }),
  ),
});
export type MerchantEventList = z.infer<typeof merchantEventListSchema>;

/** Spec 000 §3 "Flex offer"; shown only for partners with hasFlexOffers. */
export const flexOfferListSchema = z.object({
  data: z.array(z.object({ id: z.string(), webMessageOfferAmount: z.string() })),
});
export type FlexOfferList = z.infer<typeof flexOfferListSchema>;

/** Spec 001 §3 "Default location". */
export const defaultLocationSchema = z.extend(searchOriginSchema, { zip: z.string() });
export type DefaultLocation = z.infer<typeof defaultLocationSchema>;

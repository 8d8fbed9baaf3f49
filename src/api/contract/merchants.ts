// Participating restaurants (spec 000 §3 "Merchant", "Merchant search request fields", "Flex offer",
// §7; spec 001 §3 "Default location"; docs/api.md "Merchants"): search, detail with its menu, reviews
// and events, flex offers and the default location.
import { z } from 'zod/mini';
import { errorBodySchema } from './errors.ts';
import { idSchema, isoDateSchema, openEnum, withDefault } from './tolerant.ts';

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

/** The search centre, the location's or the default location's. The spec names `origin` only:
 *  its coordinates are required when it is there, `cityState` defaults to ''. */
export const searchOriginSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  cityState: withDefault(z.string(), ''),
});
export type SearchOrigin = z.infer<typeof searchOriginSchema>;

/** A weekday in an answer (spec 000 §3 "Weekday values Sun to Sat"); another value is kept and
 *  matches no day (an offer naming one says nothing about its days: offer-rules.ts). */
export const answeredWeekdaySchema = openEnum(weekdays);

/** Not named by the spec: each field defaults (tier null matches no member, text '' shows no line). */
export const earnRateSchema = z.object({
  tierLevel: withDefault(z.nullable(z.int()), null),
  /** Currency units per dollar (a fraction for Dollar and Credit partners: 0.05 is 5%). */
  rate: withDefault(z.number(), 0),
  text: withDefault(z.string(), ''),
});
export type EarnRate = z.infer<typeof earnRateSchema>;

/** Spec 000 §3 "Offer limit type: Unlimited or Limited"; another type shows no limit line. */
export const offerLimitTypes = ['Unlimited', 'Limited'] as const;

/** Limited offers cap spend and visits per month; Unlimited ones have null limits. Only the limit
 *  type is named by the spec; `daysAvailable` null (absent) says nothing about the days. */
export const merchantOfferSchema = z.object({
  id: withDefault(idSchema, ''),
  limitType: openEnum(offerLimitTypes),
  maxSpendPerMonth: withDefault(z.nullable(z.number()), null),
  maxVisitsPerMonth: withDefault(z.nullable(z.int()), null),
  daysAvailable: withDefault(z.nullable(z.array(answeredWeekdaySchema)), null),
  earnRates: withDefault(z.array(earnRateSchema), []),
});
export type MerchantOffer = z.infer<typeof merchantOfferSchema>;

/** Spec 000 §3 "Merchant highlight kinds": comingSoon, leavingSoon, new, plus an acclaimed flag. */
export const highlightKinds = ['comingSoon', 'leavingSoon', 'new'] as const;
const flag = () => withDefault(z.boolean(), false);
/** The highlight as flags (each false when absent; a flag the product does not know is ignored), or
 *  as one kind (another kind shows no highlight), or null. */
export const highlightSchema = z.nullable(
  z.union([z.object({ new: flag(), comingSoon: flag(), leavingSoon: flag(), acclaimed: flag() }), openEnum(highlightKinds)]),
);
export type Highlight = z.infer<typeof highlightSchema>;

/** Spec 000 §3 "acclaimedLevel": 1 or 2 (acclaimed2Enabled), null when not acclaimed; another level
 *  reads as not acclaimed (merchant-card's acclaimedOf). */
const acclaimedLevelSchema = z.nullable(z.int()) as unknown as z.ZodMiniType<1 | 2 | (number & {}) | null, number | null>;

/** A merchant as search lists it (spec 000 §3 "Merchant"). The fields the spec names are required
 *  (null where a merchant may have none); every other field defaults as written beside it. */
export const merchantSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Promo image at `${imageBaseUrl}[transform/]${id}/promo`. */
  images: z.object({ imageBaseUrl: z.string() }),
  details: z.object({
    /** Scale 0 to 5; null: no ratings yet. */
    rating: z.nullable(z.object({ overallRating: z.number(), numberOfRatings: z.int() })),
    /** 0 to 4, shown as dollar signs; null: not known. */
    priceRange: z.nullable(z.int()),
    cuisines: z.array(z.string()),
    highlight: highlightSchema,
  }),
  location: z.object({
    address: z.object({
      street: withDefault(z.string(), ''),
      city: z.string(),
      state: withDefault(z.string(), ''),
      zip: withDefault(z.string(), ''),
    }),
    neighborhood: z.nullable(z.string()),
    /** For the map: a merchant without coordinates has no pin (default null). */
    latitude: withDefault(z.nullable(z.number()), null),
    longitude: withDefault(z.nullable(z.number()), null),
  }),
  /** Miles from the search centre; null without one. */
  distance: z.nullable(z.number()),
  acclaimedLevel: acclaimedLevelSchema,
  /** Compared with the member's campaignCodes ("Unlock access to earn"). */
  benefitAvailability: z.object({ campaignCodes: z.array(z.string()) }),
  reservationProviders: z.object({
    /** null when the merchant takes no reservations; its fields are not named (default null). */
    openTable: z.nullable(z.object({ rid: withDefault(z.nullable(idSchema), null), url: withDefault(z.nullable(z.string()), null) })),
  }),
  features: withDefault(z.array(openEnum(merchantFeatures)), []),
  mealsServed: withDefault(z.array(openEnum(mealTypes)), []),
  /** Closed days are missing. `close` may be past midnight ("02:00"). Default: no hours shown. */
  hours: withDefault(z.array(z.object({ day: answeredWeekdaySchema, open: z.string(), close: z.string() })), []),
  phone: withDefault(z.nullable(z.string()), null),
  isNew: withDefault(z.boolean(), false),
  /** Default: none, so members see no rate line. */
  earnRates: withDefault(z.array(earnRateSchema), []),
  /** "Earn 2x miles this month", for merchants running a bonus. */
  bonus: withDefault(z.nullable(z.string()), null),
  offerTag: withDefault(z.nullable(z.string()), null),
  /** Default: none, so no "Earns today" line, no limits and no calendar. */
  offers: withDefault(z.array(merchantOfferSchema), []),
});
export type Merchant = z.infer<typeof merchantSchema>;

/** Each search result also carries the search centre (spec 000 §3 names `origin`). */
export const searchedMerchantSchema = z.extend(merchantSchema, { origin: z.nullable(searchOriginSchema) });
export type SearchedMerchant = z.infer<typeof searchedMerchantSchema>;

/** Spec 000 §7 "JSON with merchants[]": the rest defaults. `totalResultSize` null: the merchants
 *  answered count; `origin` null: the first merchant's, else none (no "near …", the map centres on
 *  its pins). */
export const merchantSearchResultSchema = z.object({
  merchants: z.array(searchedMerchantSchema),
  totalResultSize: withDefault(z.nullable(z.int()), null),
  totalPages: withDefault(z.int(), 1),
  pageNo: withDefault(z.int(), 1),
  pageSize: withDefault(z.int(), 15),
  /** Present as null: the place is well-formed but unknown (docs/api.md); absent: not said (an empty
   *  answer is then just empty). Kept apart, so the reader can tell the two. */
  origin: z.optional(z.nullable(searchOriginSchema)),
  /** Covered places near or like an unknown one ("Chicago, IL"); a spec-minimal backend sends none. */
  suggestions: withDefault(z.array(z.string()), []),
});
export type MerchantSearchResult = z.infer<typeof merchantSearchResultSchema>;

/** docs/api.md "Merchants" (no spec path): each part defaults to nothing shown. */
export const menuSchema = z.object({
  url: withDefault(z.nullable(z.string()), null),
  images: withDefault(z.array(z.object({ url: z.string(), alt: withDefault(z.string(), '') })), []),
});
export type Menu = z.infer<typeof menuSchema>;

export const merchantDetailQuerySchema = z.object({ location: z.optional(z.string()) });
export type MerchantDetailQuery = z.infer<typeof merchantDetailQuerySchema>;

export const orderingTypes = ['internal', 'external'] as const;

/** The merchant page's merchant (docs/api.md: the search's Merchant plus the detail's fields, each
 *  defaulting to nothing shown); distance and origin only when a location was given. */
export const merchantDetailSchema = z.extend(merchantSchema, {
  distance: withDefault(z.nullable(z.number()), null),
  description: withDefault(z.string(), ''),
  directionsUrl: withDefault(z.nullable(z.string()), null),
  menu: withDefault(menuSchema, { url: null, images: [] }),
  /** Order online: inside the site (`internal`) or on the merchant's own site; another type: none. */
  ordering: withDefault(z.nullable(z.object({ type: openEnum(orderingTypes), url: withDefault(z.nullable(z.string()), null) })), null),
  /** Reservation limits; null when the merchant takes no reservations. */
  reservations: withDefault(z.nullable(z.object({ minPartySize: z.int(), maxPartySize: z.int(), maxDaysInAdvance: z.int() })), null),
  maxSpendPerMonth: withDefault(z.nullable(z.number()), null),
  maxVisitsPerMonth: withDefault(z.nullable(z.int()), null),
  origin: withDefault(z.nullable(searchOriginSchema), null),
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

/** docs/api.md (no spec path): a review without text is not shown; one without a rating shows no stars. */
export const merchantReviewSchema = z.object({
  id: withDefault(z.nullable(idSchema), null),
  author: withDefault(z.string(), ''),
  /** 1 to 5. */
  rating: withDefault(z.nullable(z.number()), null),
  text: withDefault(z.string(), ''),
  /** A date (any ISO 8601 form); null: no date shown. */
  date: withDefault(z.nullable(isoDateSchema), null),
});
export type MerchantReview = z.infer<typeof merchantReviewSchema>;

/** A page of reviews. Paging fields default to null: the page asked for, its reviews counted. */
export const merchantReviewPageSchema = z.object({
  data: z.array(merchantReviewSchema),
  totalResultSize: withDefault(z.nullable(z.int()), null),
  totalPages: withDefault(z.nullable(z.int()), null),
  pageNo: withDefault(z.nullable(z.int()), null),
  resultsPerPage: withDefault(z.nullable(z.int()), null),
  rating: withDefault(z.nullable(z.object({ overallRating: z.number(), numberOfRatings: z.int() })), null),
});
export type MerchantReviewPage = z.infer<typeof merchantReviewPageSchema>;

export const merchantEventSchema = z.object({
  id: withDefault(z.nullable(idSchema), null),
  title: z.string(),
  description: withDefault(z.string(), ''),
  startDateTime: isoDateSchema,
  endDateTime: withDefault(z.nullable(isoDateSchema), null),
});
export type MerchantEvent = z.infer<typeof merchantEventSchema>;

export const merchantEventListSchema = z.object({
  /** 0 to 3 upcoming events. */
  data: z.array(merchantEventSchema),
});
export type MerchantEventList = z.infer<typeof merchantEventListSchema>;

/** Spec 000 §3 "Flex offer": id, webMessageOfferAmount; shown only for partners with hasFlexOffers. */
export const flexOfferSchema = z.object({ id: idSchema, webMessageOfferAmount: z.string() });
export type FlexOffer = z.infer<typeof flexOfferSchema>;

/** Spec 000 §7 says only "JSON": the list in `data` (docs/api.md), or the bare list. */
export const flexOfferListSchema = z.union([z.object({ data: z.array(flexOfferSchema) }), z.array(flexOfferSchema)]);
export type FlexOfferList = z.infer<typeof flexOfferListSchema>;

/** Spec 001 §3 "Default location": cityState, zip, longitude, latitude. */
export const defaultLocationSchema = z.object({
  cityState: z.string(),
  zip: z.string(),
  longitude: z.number(),
  latitude: z.number(),
});
export type DefaultLocation = z.infer<typeof defaultLocationSchema>;

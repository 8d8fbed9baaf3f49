// GET /api/v2/Merchants/Search (spec 000 §3 "Merchant", §7; docs/api.md "Merchants"): no auth,
// empty values and the literal "undefined" dropped, page size 15 unless the caller asks otherwise;
// GET /api/DefaultUserLocation (spec 000 §7, 001 §3). Light hand-written guards only (no schema
// library in browser code).
import { api, asObject, type Query } from './client.ts';
import { getDefaultLocation, searchMerchants as searchMerchantsCall } from './contract/merchant-calls.ts';
import type * as contract from './contract/merchants.ts';

type Wire = contract.Merchant;

/** What the merchant card reads of a searched merchant (the contract's Merchant), as the guard
 *  leaves it: parts a backend may leave out become null rather than breaking the card. */
export interface Merchant extends Pick<
  Wire,
  'id' | 'name' | 'images' | 'distance' | 'acclaimedLevel' | 'benefitAvailability' | 'earnRates' | 'bonus' | 'offerTag' | 'offers'
> {
  details: {
    rating: Wire['details']['rating'] | null;
    priceRange: Wire['details']['priceRange'] | null;
    cuisines: Wire['details']['cuisines'];
    highlight: Wire['details']['highlight'] | null;
  };
  location: {
    address: Pick<Wire['location']['address'], 'city'>;
    neighborhood: Wire['location']['neighborhood'] | null;
    /** For the map; absent or null when the backend gave none. */
    latitude?: number | null;
    longitude?: number | null;
  } | null;
}

export interface MerchantSearchResult {
  merchants: Merchant[];
  totalResultSize: contract.MerchantSearchResult['totalResultSize'];
  /** At least 1. */
  totalPages: number;
  /** The search centre; null when the place is well-formed but unknown (or the backend gave none). */
  origin: contract.SearchOrigin | null;
}

type SearchValue = string | number | boolean | null | undefined;

/** The contract's search fields, loosely typed: values also arrive from CMS query strings. A list
 *  filter may be given as an array. */
export type MerchantSearchQuery = Partial<Record<keyof contract.MerchantSearchQuery, SearchValue | readonly SearchValue[]>>;

export const searchPageSize = 15;

/** The filters that take a list: sent comma-separated (the API also accepts them repeated). */
const searchListFields: readonly (keyof contract.MerchantSearchQuery)[] = ['features', 'mealsServed', 'priceRange'];

/** Spec 000 §3: an empty value or the literal "undefined" is no value. Trimmed otherwise. */
export function searchValue(value: SearchValue): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  return text === '' || text === 'undefined' ? undefined : text;
}

const isListField = (key: string): boolean => (searchListFields as readonly string[]).includes(key);

/** The request's query: empty values and the literal "undefined" dropped; pageSize 15 by default.
 *  Accepts a CMS query string (`location=Chicago%2C%20IL&isNew=true`), an address's query or an
 *  object. A repeated list filter (`features=delivery&features=takeout`) keeps every value. */
export function merchantSearchQuery(input: MerchantSearchQuery | URLSearchParams | string): Query {
  const entries: [string, SearchValue | readonly SearchValue[]][] =
    typeof input === 'string' || input instanceof URLSearchParams ? [...new URLSearchParams(input).entries()] : Object.entries(input);
  const query: Query = {};
  for (const [key, raw] of entries) {
    const values = (Array.isArray(raw) ? raw : [raw]).map(searchValue).filter((v) => v !== undefined);
    if (values.length === 0) continue;
    const text = values.join(',');
    query[key] = isListField(key) && query[key] !== undefined ? `${String(query[key])},${text}` : text;
  }
  query.pageSize ??= searchPageSize;
  return query;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

const latitudeOf = (value: unknown): number | null => {
  const n = num(value);
  return n !== null && Math.abs(n) <= 90 ? n : null;
};
const longitudeOf = (value: unknown): number | null => {
  const n = num(value);
  return n !== null && Math.abs(n) <= 180 ? n : null;
};

/** The search centre, when the answer names a well-formed one. */
function asOrigin(value: unknown): contract.SearchOrigin | null {
  if (!isRecord(value)) return null;
  const latitude = latitudeOf(value.latitude);
  const longitude = longitudeOf(value.longitude);
  return latitude === null || longitude === null ? null : { latitude, longitude, cityState: str(value.cityState) ?? '' };
}

const weekdayNames: readonly string[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] satisfies contract.Weekday[];
const isWeekday = (value: unknown): value is contract.Weekday => typeof value === 'string' && weekdayNames.includes(value);
const isEarnRate = (rate: unknown): rate is contract.EarnRate =>
  isRecord(rate) && typeof rate.tierLevel === 'number' && typeof rate.text === 'string';
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** One offer (when a visit earns: weekdays and monthly limits); null when it names no limit type. */
function asOffer(value: unknown): contract.MerchantOffer | null {
  if (!isRecord(value) || (value.limitType !== 'Limited' && value.limitType !== 'Unlimited')) return null;
  const visits = value.maxVisitsPerMonth;
  return {
    id: typeof value.id === 'string' ? value.id : '',
    limitType: value.limitType,
    maxSpendPerMonth: num(value.maxSpendPerMonth),
    maxVisitsPerMonth: typeof visits === 'number' && Number.isInteger(visits) ? visits : null,
    daysAvailable: list(value.daysAvailable).filter(isWeekday),
    earnRates: list(value.earnRates).filter(isEarnRate),
  };
}

/** Guards one merchant: the fields the card branches on are normalised; a merchant without an id or
 *  name is dropped (returns null) rather than breaking the whole list. */
export function asMerchant(value: unknown): Merchant | null {
  if (!isRecord(value)) return null;
  const id = num(value.id);
  const name = str(value.name);
  if (id === null || name === null) return null;
  const images = isRecord(value.images) ? value.images : {};
  const details = isRecord(value.details) ? value.details : {};
  const rating = isRecord(details.rating) ? details.rating : null;
  const overall = num(rating?.overallRating);
  const highlight = isRecord(details.highlight) ? details.highlight : null;
  const location = isRecord(value.location) ? value.location : null;
  const address = location && isRecord(location.address) ? location.address : null;
  const benefits = isRecord(value.benefitAvailability) ? value.benefitAvailability : {};
  const level = value.acclaimedLevel;
  return {
    id,
    name,
    images: { imageBaseUrl: str(images.imageBaseUrl) ?? '' },
    details: {
      rating: overall === null ? null : { overallRating: overall, numberOfRatings: num(rating?.numberOfRatings) ?? 0 },
      priceRange: num(details.priceRange),
      cuisines: Array.isArray(details.cuisines) ? details.cuisines.filter((c): c is string => typeof c === 'string' && c !== '') : [],
      highlight: highlight
        ? {
            new: highlight.new === true,
            comingSoon: highlight.comingSoon === true,
            leavingSoon: highlight.leavingSoon === true,
            acclaimed: highlight.acclaimed === true,
          }
        : null,
    },
    location:
      address && str(address.city)
        ? {
            address: { city: str(address.city) ?? '' },
            neighborhood: str(location?.neighborhood),
            latitude: latitudeOf(location?.latitude),
            longitude: longitudeOf(location?.longitude),
          }
        : null,
    distance: num(value.distance),
    acclaimedLevel: level === 1 || level === 2 ? level : null,
    benefitAvailability: {
      campaignCodes: Array.isArray(benefits.campaignCodes) ? benefits.campaignCodes.filter((c): c is string => typeof c === 'string') : [],
    },
    earnRates: list(value.earnRates).filter(isEarnRate),
    bonus: str(value.bonus),
    offerTag: str(value.offerTag),
    offers: list(value.offers)
      .map(asOffer)
      .filter((offer) => offer !== null),
  };
}

/** GET /api/v2/Merchants/Search: rejects with the ApiError (status text) or a TypeError; not retried. */
export async function searchMerchants(
  input: MerchantSearchQuery | URLSearchParams | string,
  options: { signal?: AbortSignal } = {},
): Promise<MerchantSearchResult> {
  const answer = asObject(await api(searchMerchantsCall, { query: merchantSearchQuery(input), ...options }), 'merchant search');
  if (!Array.isArray(answer.merchants)) throw new TypeError('Unexpected merchant search response');
  const merchants = answer.merchants.map(asMerchant).filter((m): m is Merchant => m !== null);
  const totalPages = num(answer.totalPages);
  return {
    merchants,
    totalResultSize: num(answer.totalResultSize) ?? merchants.length,
    totalPages: totalPages !== null && totalPages >= 1 ? Math.floor(totalPages) : 1,
    origin: asOrigin(answer.origin),
  };
}

/** The server's default search location (spec 001 §3 "Default location"); cityState may be absent. */
export interface DefaultLocation extends Pick<contract.DefaultLocation, 'latitude' | 'longitude'> {
  cityState: string | null;
}

/** GET /api/DefaultUserLocation: no auth; rejects with the ApiError or a TypeError. Not retried:
 *  the geolocation store calls it at most once per page. */
export async function fetchDefaultLocation(): Promise<DefaultLocation> {
  const answer = asObject(await api(getDefaultLocation), 'default location');
  const latitude = num(answer.latitude);
  const longitude = num(answer.longitude);
  if (latitude === null || longitude === null || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
    throw new TypeError('Unexpected default location response');
  }
  return { latitude, longitude, cityState: str(answer.cityState) };
}

// Merchant calls (spec 000 §2 "Merchant detail screen", §3 "Merchant", §7; docs/api.md "Merchants"):
// the search (no auth; empty values and the literal "undefined" dropped, page size 15 unless the
// caller asks otherwise), the default location (kept for the visit), and the merchant page's calls:
// one merchant (with its menu), its reviews and events, the member's flex offers. Answers are read
// through the contract's shapes (readApi): what the spec does not name takes its documented
// default. What is left for the merchant page is what it must not trust even in a readable answer:
// every URL from the data is http(s) or nothing before it can reach an href or src, and clock times,
// ordering types, reviews and events the page cannot show are left out.
import { ApiError, readApi, withParams, type CallOptions, type Query } from './client.ts';
import { defaultLocationAnswer } from './answers/defaultLocation.ts';
import { flexOfferListAnswer } from './answers/flexOfferList.ts';
import { merchantDetailAnswer } from './answers/merchantDetail.ts';
import { merchantEventListAnswer } from './answers/merchantEventList.ts';
import { merchantReviewPageAnswer } from './answers/merchantReviewPage.ts';
import { merchantSearchResultAnswer } from './answers/merchantSearchResult.ts';
import {
  getDefaultLocation,
  getEvents,
  getFlexOffers,
  getMerchant,
  getReviews,
  searchMerchants as searchMerchantsCall,
} from './contract/merchant-calls.ts';
import type * as contract from './contract/merchants.ts';
import type { MerchantDetail as Answer, orderingTypes } from './contract/merchants.ts';
import { readSession, writeSession } from '../lib/session-storage.ts';

/** A merchant as the cards read it (spec 000 §3 "Merchant"). */
export type Merchant = contract.Merchant;

export interface MerchantSearchResult {
  merchants: contract.Merchant[];
  /** The answer's, else the merchants it carried. */
  totalResultSize: number;
  /** At least 1. */
  totalPages: number;
  /** The search centre: the answer's, else its first merchant's; null when the place is well-formed
   *  but unknown (or no centre came). */
  origin: contract.SearchOrigin | null;
  /** The backend said it does not know the place (`origin: null` with no merchants; docs/api.md).
   *  An answer without `origin` never says so: its empty result is just empty. Optional so callers
   *  that only list merchants (the carousels, their test doubles) need not say. */
  unknownPlace?: boolean;
  /** Covered places near or like an unknown one, as search locations ("Chicago, IL"); [] if none. */
  suggestions?: string[];
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

/** A real position: finite, latitude within ±90, longitude within ±180. */
const isPosition = (origin: contract.SearchOrigin | null | undefined): origin is contract.SearchOrigin =>
  !!origin &&
  Number.isFinite(origin.latitude) &&
  Number.isFinite(origin.longitude) &&
  Math.abs(origin.latitude) <= 90 &&
  Math.abs(origin.longitude) <= 180;

/** GET /api/v2/Merchants/Search: rejects with the ApiError (status text) or a ReadError; not retried. */
export async function searchMerchants(
  input: MerchantSearchQuery | URLSearchParams | string,
  options: { signal?: AbortSignal } = {},
): Promise<MerchantSearchResult> {
  const answer = await readApi(searchMerchantsCall, merchantSearchResultAnswer, { query: merchantSearchQuery(input), ...options });
  const { merchants } = answer;
  const origin = [answer.origin, ...merchants.map((merchant) => merchant.origin)].find(isPosition) ?? null;
  return {
    merchants,
    totalResultSize: answer.totalResultSize ?? merchants.length,
    totalPages: Math.max(1, Math.floor(answer.totalPages)),
    origin,
    unknownPlace: answer.origin === null && merchants.length === 0,
    suggestions: [...new Set(answer.suggestions.map((place) => place.trim()).filter(Boolean))].slice(0, 5),
  };
}

/** The server's default search location (spec 001 §3 "Default location"). */
export type DefaultLocation = contract.DefaultLocation;

/** Session storage of the default location: "cached forever" (spec 000 §7), so every page of the
 *  visit reads it without asking again (the key swr-options' foreverQuery would give the call). */
export const defaultLocationKey = `swr-forever:${getDefaultLocation.path}`;

function storedDefaultLocation(): DefaultLocation | null {
  try {
    const stored = JSON.parse(readSession(defaultLocationKey) ?? 'null') as DefaultLocation | null;
    return stored && isPosition(stored) && typeof stored.cityState === 'string' ? stored : null;
  } catch {
    return null;
  }
}

/** GET /api/DefaultUserLocation: no auth; the visit's stored answer when there is one. Rejects with
 *  the ApiError, a ReadError, or a TypeError for coordinates off the globe. Not retried: the
 *  geolocation store calls it at most once per page. */
export async function fetchDefaultLocation(): Promise<DefaultLocation> {
  const stored = storedDefaultLocation();
  if (stored) return stored;
  const answer = await readApi(getDefaultLocation, defaultLocationAnswer);
  if (!isPosition(answer)) throw new TypeError(`${getDefaultLocation.method} ${getDefaultLocation.path}: coordinates off the globe`);
  writeSession(defaultLocationKey, JSON.stringify(answer));
  return answer;
}

// The merchant page.

/** The merchant as the page reads it: the answer with its URLs checked. */
export type MerchantDetail = Answer & { ordering: { type: (typeof orderingTypes)[number]; url: string | null } | null };

export type MerchantHours = MerchantDetail['hours'][number];

/** The URL when it is absolute http or https; anything else (javascript:, data:, relative, garbage) is null. */
export function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** "17:00" or "17:00:00" as "17:00"; null for anything that is not a time of day. */
const clockPattern = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;
const clock = (value: string): string | null => (clockPattern.test(value) ? value.slice(0, 5) : null);

/** The contract's orderingTypes (its module loads zod, which browser code must not). */
const knownOrderings: readonly string[] = ['internal', 'external'] satisfies (typeof orderingTypes)[number][];
const isOrderingType = (type: string): type is (typeof orderingTypes)[number] => knownOrderings.includes(type);

/** The answer as the page may draw it: URLs http(s) or null, hours with real times of day, an
 *  ordering of a type the page does not know left out (no order-online button). */
export function merchantOfAnswer(answer: Answer): MerchantDetail {
  const { menu, ordering, reservationProviders } = answer;
  const openTable = reservationProviders.openTable;
  return {
    ...answer,
    directionsUrl: httpUrl(answer.directionsUrl),
    hours: answer.hours.flatMap((entry) => {
      const open = clock(entry.open);
      const close = clock(entry.close);
      return open && close ? [{ ...entry, open, close }] : [];
    }),
    menu: {
      url: httpUrl(menu.url),
      images: menu.images.flatMap((image) => {
        const url = httpUrl(image.url);
        return url ? [{ url, alt: image.alt.trim() }] : [];
      }),
    },
    ordering: ordering && isOrderingType(ordering.type) ? { type: ordering.type, url: httpUrl(ordering.url) } : null,
    reservationProviders: { ...reservationProviders, openTable: openTable && { ...openTable, url: httpUrl(openTable.url) } },
  };
}

/** Why the merchant page has no merchant to show: an unknown id, or one the programme does not
 *  carry (its server message, when it sent one). Null for any other failure. */
export type MerchantMissing = { code: 'MerchantNotFound' } | { code: 'MerchantNotInProgram'; message: string | null };

export function merchantMissing(error: unknown): MerchantMissing | null {
  if (!(error instanceof ApiError) || error.status !== 404 || typeof error.body !== 'object' || error.body === null) return null;
  const { code, message } = error.body as { code?: unknown; message?: unknown };
  if (code === 'MerchantNotInProgram') return { code, message: typeof message === 'string' && message.trim() ? message.trim() : null };
  return code === 'MerchantNotFound' ? { code } : null;
}

/** The page's own data: a server error (5xx) leads to /error (spec 000 §8). */
const pageData: CallOptions = { serverError: 'redirect' };

/** GET /api/v2/Merchants/{id}[?location=]: rejects with the ApiError (404 see merchantMissing) or a ReadError. */
export async function fetchMerchant(merchantId: string, location?: string): Promise<MerchantDetail> {
  const query = location ? { location } : {};
  return merchantOfAnswer(await readApi(withParams(getMerchant, { merchantId }), merchantDetailAnswer, { ...pageData, query }));
}

export interface MerchantReview {
  id: string;
  author: string;
  /** 1 to 5; null: no stars shown. */
  rating: number | null;
  text: string;
  /** YYYY-MM-DD, or null. */
  date: string | null;
}

export interface ReviewPage {
  reviews: MerchantReview[];
  totalResultSize: number;
  pageNo: number;
  totalPages: number;
}

/** GET /api/v2/Merchants/{id}/Reviews: one page; rejects with the ApiError or a ReadError. Reviews
 *  without text are left out; a missing id is made from the page and place. */
export async function fetchReviews(merchantId: string, pageNo: number, pageSize: number): Promise<ReviewPage> {
  const answer = await readApi(withParams(getReviews, { merchantId }), merchantReviewPageAnswer, { query: { pageNo, pageSize } });
  const reviews = answer.data.flatMap((review, index): MerchantReview[] => {
    const text = review.text.trim();
    if (!text) return [];
    const rating = review.rating === null || !Number.isFinite(review.rating) ? null : Math.min(5, Math.max(1, Math.round(review.rating)));
    // The reviewer's calendar day: the date part of a date or a date-time as sent.
    return [
      { id: review.id ?? `review-${pageNo}-${index}`, author: review.author.trim(), rating, text, date: review.date?.slice(0, 10) ?? null },
    ];
  });
  return {
    reviews,
    totalResultSize: answer.totalResultSize ?? reviews.length,
    pageNo: answer.pageNo ?? pageNo,
    totalPages: answer.totalPages ?? pageNo,
  };
}

export interface MerchantEvent {
  id: string;
  title: string;
  description: string;
  /** ISO instants (or local date-times), in the canonical form. */
  startDateTime: string;
  endDateTime: string | null;
}

/** GET /api/v2/Merchants/{id}/Events: at most three upcoming, soonest first. */
export async function fetchEvents(merchantId: string): Promise<MerchantEvent[]> {
  const answer = await readApi(withParams(getEvents, { merchantId }), merchantEventListAnswer);
  return answer.data
    .flatMap((event, index): MerchantEvent[] => {
      const title = event.title.trim();
      return title ? [{ ...event, id: event.id ?? `event-${index}`, title, description: event.description.trim() }] : [];
    })
    .sort((a, b) => Date.parse(a.startDateTime) - Date.parse(b.startDateTime))
    .slice(0, 3);
}

export interface FlexOffer {
  id: string;
  text: string;
}

/** GET /api/merchants/{id}/flex-offers/members/{publicId} (spec 000 §3 "Flex offer", §7): a member
 *  call, so 401 leads to sign-in. Entries with a message, each id once. Rejects with the ApiError. */
export async function fetchFlexOffers(merchantId: string, publicId: string): Promise<FlexOffer[]> {
  const answer = await readApi(withParams(getFlexOffers, { merchantId, publicId }), flexOfferListAnswer);
  const seen = new Set<string>();
  return (Array.isArray(answer) ? answer : answer.data).flatMap((offer): FlexOffer[] => {
    const text = offer.webMessageOfferAmount.trim();
    if (!offer.id || !text || seen.has(offer.id)) return [];
    seen.add(offer.id);
    return [{ id: offer.id, text }];
  });
}

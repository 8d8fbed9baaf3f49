// GET /api/v2/Merchants/Search (spec 000 §3 "Merchant", §7; docs/api.md "Merchants"): no auth,
// empty values and the literal "undefined" dropped, page size 15 unless the caller asks otherwise;
// GET /api/DefaultUserLocation (spec 000 §7, 001 §3), kept for the visit. Answers are read through
// the contract's shapes (readApi): what the spec does not name takes its documented default.
import { readApi, type Query } from './client.ts';
import { defaultLocationAnswer } from './answers/defaultLocation.ts';
import { merchantSearchResultAnswer } from './answers/merchantSearchResult.ts';
import { getDefaultLocation, searchMerchants as searchMerchantsCall } from './contract/merchant-calls.ts';
import type * as contract from './contract/merchants.ts';
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

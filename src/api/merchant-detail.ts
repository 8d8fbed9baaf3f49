// The merchant page's calls (spec 000 §2 "Merchant detail screen", §3, §7; docs/api.md "Merchants"):
// GET /api/v2/Merchants/{id} (with its menu), its reviews and events, and the member's flex offers.
// Light hand-written guards (no schema library in browser code): answers are read as untrusted, so
// a part a backend leaves out or garbles becomes null or empty, and every URL from the data is
// http(s) or nothing before it can reach an href or src.
import { api, ApiError, asObject, withParams } from './client.ts';
import { getEvents, getFlexOffers, getMerchant, getReviews } from './contract/merchant-calls.ts';
import type * as contract from './contract/merchants.ts';
import { asMerchant, type Merchant } from './merchants.ts';

type Wire = contract.MerchantDetail;

export interface MerchantHours {
  day: contract.Weekday;
  open: string;
  close: string;
}

/** The merchant as the page reads it: the card's fields (asMerchant) plus the detail's. */
export interface MerchantDetail extends Merchant {
  address: { street: string; city: string; state: string; zip: string } | null;
  phone: string | null;
  description: string | null;
  /** http(s) only; null otherwise. */
  directionsUrl: string | null;
  hours: MerchantHours[];
  menu: { url: string | null; images: { url: string; alt: string }[] };
  ordering: { type: 'internal' | 'external'; url: string | null } | null;
  /** Reservation limits; null when the merchant takes no reservations. */
  reservations: Wire['reservations'];
  reservationProviders: { openTable: { rid: number; url: string | null } | null };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const whole = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

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

const weekdayNames: readonly string[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] satisfies contract.Weekday[];
const isWeekday = (value: unknown): value is contract.Weekday => typeof value === 'string' && weekdayNames.includes(value);
const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const isClock = (value: unknown): value is string => typeof value === 'string' && clockPattern.test(value);

function asHours(value: unknown): MerchantHours[] {
  return list(value).flatMap((entry) =>
    isRecord(entry) && isWeekday(entry.day) && isClock(entry.open) && isClock(entry.close)
      ? [{ day: entry.day, open: entry.open, close: entry.close }]
      : [],
  );
}

function asMenu(value: unknown): MerchantDetail['menu'] {
  const menu = isRecord(value) ? value : {};
  const images = list(menu.images).flatMap((image) => {
    const url = isRecord(image) ? httpUrl(image.url) : null;
    return url && isRecord(image) ? [{ url, alt: text(image.alt) ?? '' }] : [];
  });
  return { url: httpUrl(menu.url), images };
}

function asAddress(value: unknown): MerchantDetail['address'] {
  const location = isRecord(value) ? value : {};
  const address = isRecord(location.address) ? location.address : null;
  if (!address) return null;
  const part = (key: string): string => text(address[key]) ?? '';
  const result = { street: part('street'), city: part('city'), state: part('state'), zip: part('zip') };
  return Object.values(result).some(Boolean) ? result : null;
}

function asReservations(value: unknown): MerchantDetail['reservations'] {
  if (!isRecord(value)) return null;
  const min = whole(value.minPartySize);
  const max = whole(value.maxPartySize);
  const days = whole(value.maxDaysInAdvance);
  return min !== null && max !== null && days !== null ? { minPartySize: min, maxPartySize: max, maxDaysInAdvance: days } : null;
}

/** Guards the detail answer; a merchant without an id or a name is not a merchant (TypeError). */
export function asMerchantDetail(value: unknown): MerchantDetail {
  const merchant = asMerchant(value);
  if (!merchant || !isRecord(value)) throw new TypeError('Unexpected merchant response');
  const providers = isRecord(value.reservationProviders) ? value.reservationProviders : {};
  const openTable = isRecord(providers.openTable) ? providers.openTable : null;
  const ordering = isRecord(value.ordering) ? value.ordering : null;
  return {
    ...merchant,
    address: asAddress(value.location),
    phone: text(value.phone),
    description: text(value.description),
    directionsUrl: httpUrl(value.directionsUrl),
    hours: asHours(value.hours),
    menu: asMenu(value.menu),
    ordering:
      ordering && (ordering.type === 'internal' || ordering.type === 'external')
        ? { type: ordering.type, url: httpUrl(ordering.url) }
        : null,
    reservations: asReservations(value.reservations),
    reservationProviders: { openTable: openTable ? { rid: whole(openTable.rid) ?? 0, url: httpUrl(openTable.url) } : null },
  };
}

/** Why the merchant page has no merchant to show: an unknown id, or one the programme does not
 *  carry (its server message, when it sent one). Null for any other failure. */
export type MerchantMissing = { code: 'MerchantNotFound' } | { code: 'MerchantNotInProgram'; message: string | null };

export function merchantMissing(error: unknown): MerchantMissing | null {
  if (!(error instanceof ApiError) || error.status !== 404 || !isRecord(error.body)) return null;
  if (error.body.code === 'MerchantNotInProgram') return { code: 'MerchantNotInProgram', message: text(error.body.message) };
  if (error.body.code === 'MerchantNotFound') return { code: 'MerchantNotFound' };
  return null;
}

/** GET /api/v2/Merchants/{id}[?location=]: rejects with the ApiError (404 see merchantMissing) or a TypeError. */
export async function fetchMerchant(merchantId: number, location?: string): Promise<MerchantDetail> {
  const query = location ? { location } : {};
  return asMerchantDetail(await api(withParams(getMerchant, { merchantId }), { query }));
}

export interface MerchantReview {
  id: string;
  author: string;
  /** 1 to 5. */
  rating: number;
  text: string;
  /** YYYY-MM-DD, or null when the answer's date is not one. */
  date: string | null;
}

export interface ReviewPage {
  reviews: MerchantReview[];
  totalResultSize: number;
  pageNo: number;
  totalPages: number;
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

function asReview(value: unknown, index: number): MerchantReview | null {
  if (!isRecord(value)) return null;
  const body = text(value.text);
  const rating =
    typeof value.rating === 'number' && Number.isFinite(value.rating) ? Math.min(5, Math.max(1, Math.round(value.rating))) : null;
  if (!body || rating === null) return null;
  const date = typeof value.date === 'string' && datePattern.test(value.date) ? value.date : null;
  return { id: text(value.id) ?? `review-${index}`, author: text(value.author) ?? '', rating, text: body, date };
}

/** GET /api/v2/Merchants/{id}/Reviews: one page; rejects with the ApiError or a TypeError. */
export async function fetchReviews(merchantId: number, pageNo: number, pageSize: number): Promise<ReviewPage> {
  const answer = asObject(await api(withParams(getReviews, { merchantId }), { query: { pageNo, pageSize } }), 'reviews');
  if (!Array.isArray(answer.data)) throw new TypeError('Unexpected reviews response');
  const reviews = answer.data.map(asReview).filter((review) => review !== null);
  const totalPages = whole(answer.totalPages) ?? pageNo;
  return { reviews, totalResultSize: whole(answer.totalResultSize) ?? reviews.length, pageNo: whole(answer.pageNo) ?? pageNo, totalPages };
}

export interface MerchantEvent {
  id: string;
  title: string;
  description: string;
  /** Valid instants only (ISO strings as sent). */
  startDateTime: string;
  endDateTime: string | null;
}

const instant = (value: unknown): string | null => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null);

/** GET /api/v2/Merchants/{id}/Events: at most three upcoming, soonest first. */
export async function fetchEvents(merchantId: number): Promise<MerchantEvent[]> {
  const answer = asObject(await api(withParams(getEvents, { merchantId })), 'events');
  return list(answer.data)
    .flatMap((entry, index): MerchantEvent[] => {
      if (!isRecord(entry)) return [];
      const title = text(entry.title);
      const start = instant(entry.startDateTime);
      if (!title || !start) return [];
      return [
        {
          id: text(entry.id) ?? `event-${index}`,
          title,
          description: text(entry.description) ?? '',
          startDateTime: start,
          endDateTime: instant(entry.endDateTime),
        },
      ];
    })
    .sort((a, b) => Date.parse(a.startDateTime) - Date.parse(b.startDateTime))
    .slice(0, 3);
}

/** GET /api/merchants/{id}/flex-offers/members/{publicId}: the raw answer, for the flexOffers rule
 *  (src/features/merchant-card/offer-rules.ts) to read as untrusted. Rejects with the ApiError. */
export function fetchFlexOffers(merchantId: number, publicId: string): Promise<unknown> {
  return api<unknown>(withParams(getFlexOffers, { merchantId, publicId }));
}

// The merchant page's calls (spec 000 §2 "Merchant detail screen", §3, §7; docs/api.md "Merchants"):
// GET /api/v2/Merchants/{id} (with its menu), its reviews and events, and the member's flex offers.
// Answers are read through the contract's shapes (readApi: required fields, documented defaults,
// string ids); what is left here is what the page must not trust even in a readable answer: every
// URL from the data is http(s) or nothing before it can reach an href or src, and clock times,
// ordering types, reviews and events the page cannot show are left out.
import { ApiError, readApi, withParams, type CallOptions } from './client.ts';
import { flexOfferListAnswer } from './answers/flexOfferList.ts';
import { merchantDetailAnswer } from './answers/merchantDetail.ts';
import { merchantEventListAnswer } from './answers/merchantEventList.ts';
import { merchantReviewPageAnswer } from './answers/merchantReviewPage.ts';
import { getEvents, getFlexOffers, getMerchant, getReviews } from './contract/merchant-calls.ts';
import type { MerchantDetail as Answer, orderingTypes } from './contract/merchants.ts';

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
  const answer = await readApi(withParams(getFlexOffers, { merchantId, publicId }), flexOfferListAnswer, { unauthorized: 'redirect' });
  const seen = new Set<string>();
  return (Array.isArray(answer) ? answer : answer.data).flatMap((offer): FlexOffer[] => {
    const text = offer.webMessageOfferAmount.trim();
    if (!offer.id || !text || seen.has(offer.id)) return [];
    seen.add(offer.id);
    return [{ id: offer.id, text }];
  });
}

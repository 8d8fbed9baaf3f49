// The merchant page's server data as swr hooks (spec 000 §2 "Merchant detail screen"; React islands
// only: content pages never load this module). Each hook is keyed by what its call asks, so two
// islands asking the same share one request and an answer for other inputs is never drawn. The
// reviews' paged hook is its own module (merchant-reviews.ts): swr/infinite loads with the page's
// lower sections, not at start.
import useSWR, { type SWRResponse } from 'swr';
import { ApiError } from '../client.ts';
import { fetchEvents, fetchFlexOffers, fetchMerchant, type FlexOffer, type MerchantDetail, type MerchantEvent } from '../merchants.ts';
import { memberQuery, publicQuery } from './swr-options.ts';

/** The merchant, asked with the link's location when it has one; a location the API refuses (400)
 *  only loses the distance. */
async function merchantFor(id: string, location: string): Promise<MerchantDetail> {
  try {
    return await fetchMerchant(id, location || undefined);
  } catch (error) {
    if (location && error instanceof ApiError && error.status === 400) return fetchMerchant(id);
    throw error;
  }
}

/** GET /api/v2/Merchants/{id}: the page's own data (a 5xx leads to /error); null id: nothing asked. */
export function useMerchant(id: string | null, location = ''): SWRResponse<MerchantDetail, unknown> {
  return useSWR(
    id === null ? null : (['merchant', id, location] as const),
    ([, merchantId, near]) => merchantFor(merchantId, near),
    publicQuery,
  );
}

/** The member's flex offers for the merchant (spec 000 §3; partners with hasFlexOffers, signed in):
 *  a member query. A failure shows none; 401 leads to sign-in. */
export function useFlexOffers(merchantId: string, publicId: string | null): SWRResponse<FlexOffer[], unknown> {
  return useSWR(
    publicId === null ? null : (['flex-offers', merchantId, publicId] as const),
    ([, id, member]) => fetchFlexOffers(id, member),
    memberQuery,
  );
}

/** Up to three upcoming events, soonest first. */
export function useEvents(merchantId: string): SWRResponse<MerchantEvent[], unknown> {
  return useSWR(['events', merchantId] as const, ([, id]) => fetchEvents(id), publicQuery);
}

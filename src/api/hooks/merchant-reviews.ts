// The merchant page's reviews as an swr hook, apart from hooks/merchants.ts so that swr/infinite
// loads with the page's lower sections (MerchantMore.tsx), not with its start-up script.
import useSWRInfinite, { type SWRInfiniteResponse } from 'swr/infinite';
import { fetchReviews, type ReviewPage } from '../merchants.ts';
import { publicQuery } from './swr-options.ts';

/** Reviews page by page ("Show more reviews" adds the next). Pages already shown are never asked
 *  again: a retry after a failed page asks only that page. */
export function useReviews(merchantId: string, pageSize: number): SWRInfiniteResponse<ReviewPage, unknown> {
  return useSWRInfinite<
    ReviewPage,
    unknown,
    (index: number, previous: ReviewPage | null) => readonly [string, string, number, number] | null
  >(
    (index, previous) => (previous && previous.pageNo >= previous.totalPages ? null : ['reviews', merchantId, index + 1, pageSize]),
    ([, id, pageNo, size]) => fetchReviews(id, pageNo, size),
    { ...publicQuery, revalidateFirstPage: false },
  );
}

// The spec's cache rules for island data (000 §7, 001 §7), as swr options every hook module uses.
// One swr copy and its default global cache serve every island on a page (ARCHITECTURE.md), so two
// islands asking for one key share one request.
import type { SWRConfiguration } from 'swr';
import { readSession, writeSession } from '../../lib/session-storage.ts';

/** Member queries: never stale; no retry, no refetch on focus or on reconnect (000 §7). A page
 *  refetches only when a mutation revalidates its key, or the member asks again ("Try again"). */
export const memberQuery = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
} as const satisfies SWRConfiguration;

/** Public reads (merchant, reviews, events): fetched once per key, no retry, like content (000 §7).
 *  Reservation availability asks again on every lookup (hooks/reservations.ts). */
export const publicQuery = memberQuery;

const foreverPrefix = 'swr-forever:';

/**
 * Answers "cached forever" (000 §7 DefaultUserLocation, 001 §7 AllPartnerCards): kept in session
 * storage under their key, so every page of the visit reads them without asking again. The options
 * seed swr with the stored answer and skip the request when there is one.
 */
export function foreverQuery<T>(key: string | null): SWRConfiguration<T> {
  const stored = key ? readSession(foreverPrefix + key) : null;
  let fallbackData: T | undefined;
  try {
    fallbackData = stored ? (JSON.parse(stored) as T) : undefined;
  } catch {
    fallbackData = undefined;
  }
  return {
    ...memberQuery,
    ...(fallbackData !== undefined ? { fallbackData, revalidateOnMount: false } : {}),
    onSuccess: (data: T) => {
      if (key) writeSession(foreverPrefix + key, JSON.stringify(data));
    },
  };
}

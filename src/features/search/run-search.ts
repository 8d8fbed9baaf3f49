// One search as the page runs it (spec 000 §7): where it runs (the device position looked up now for
// "Current Location" or no location, falling back as the geolocation store says), the call (the
// client's one time limit turns a hung backend into the error state, not an endless spinner), and
// whether the member's position was blocked. A 400 naming the location is the form's field error.
import { ApiError } from '../../api/client.ts';
import { searchMerchants, type MerchantSearchResult } from '../../api/merchants.ts';
import { $geolocation, isLocationBlocked } from '../../stores/geolocation.ts';
import { locationKind } from './search-location.ts';
import { locatedSearchRequest } from './search-request.ts';
import type { Search } from './search-url.ts';

export interface SearchAnswer extends MerchantSearchResult {
  /** The search wanted the member's position and had to use a fallback instead. */
  locationBlocked: boolean;
}

export async function runSearch(search: Search, search_ = searchMerchants): Promise<SearchAnswer> {
  const request = await locatedSearchRequest(search);
  const kind = locationKind(search.location);
  const locationBlocked = (kind === 'device' || kind === 'none') && isLocationBlocked($geolocation.get());
  const result = await search_(request);
  return { ...result, locationBlocked };
}

/** The backend refused the location as malformed (docs/api.md: 400 `errors.location`). */
export function isLocationRejected(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const { body } = error;
  if (typeof body !== 'object' || body === null) return false;
  const errors = (body as { errors?: unknown }).errors;
  return typeof errors === 'object' && errors !== null && Object.hasOwn(errors, 'location');
}

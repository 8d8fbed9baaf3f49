// The search request with its position filled in (spec 000 §4 "Geolocation", §7 "near me"): a
// "Current Location" search asks for the device position at search time (low accuracy, up to an hour
// old, 5 s); a search with no location uses the page's position lookup; both fall back to the
// default location (the geolocation store says whether the member's position was blocked). A typed
// place or a map view is sent as it is, and nothing asks for the position.
import type { MerchantSearchQuery } from '../../api/merchants.ts';
import { locate, locateForSearch } from '../../stores/geolocation.ts';
import { coordinatesText, locationKind } from './search-location.ts';
import { searchRequest, type Search } from './search-url.ts';

/** Where the search runs, as the request's `location`. */
export async function searchLocation(location: string): Promise<string> {
  const kind = locationKind(location);
  if (kind === 'place' || kind === 'mapView') return location;
  const position = kind === 'device' ? await locateForSearch() : await locate();
  return coordinatesText(position.coordinates);
}

export async function locatedSearchRequest(search: Search): Promise<MerchantSearchQuery> {
  return searchRequest(search, await searchLocation(search.location));
}

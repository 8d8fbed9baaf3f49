// What other features may use of the search: how an address writes a device-position search (the
// home hero's "Use my location"), and the fields an address's search may carry (the head's early
// request, src/layouts/EarlyRequests.astro).
export { currentLocation } from './search-location.ts';
export { searchFields } from './search-url.ts';

// What other features may use of the search: how an address writes a device-position search (the
// home hero's "Use my location").
export { currentLocation } from './search-location.ts';

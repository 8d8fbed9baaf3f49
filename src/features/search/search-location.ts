// The search location's kinds (spec 000 §2 "Search screen", §3, §7 "near me"). "Current Location" in
// any spelling or encoding, and "near me", mean the device position: the address keeps the canonical
// words (a shared link finds restaurants near whoever opens it) and the request gets coordinates only
// at search time. "lat,lng" is a map view ("Search this area", labelled "Current Map View"). The
// spellings and the coordinate form are the location pattern's (src/api/contract/location.ts).
import { isCurrentLocation, parseCoordinates } from '../../api/contract/location.ts';
import type { Coordinates } from '../../stores/geolocation.ts';

/** How the address writes a device-position search. */
export const currentLocation = 'Current Location';

/** Coordinates as the request's `location` (the API takes "lat,lng"). */
export const coordinatesText = ({ latitude, longitude }: Coordinates): string => `${latitude},${longitude}`;

/** none: no location given (the page's position, else the default location); device: "Current
 *  Location"; mapView: coordinates from "Search this area"; place: a city, state or ZIP as typed. */
export type LocationKind = 'none' | 'device' | 'mapView' | 'place';

export function locationKind(location: string): LocationKind {
  if (location.trim() === '') return 'none';
  if (isCurrentLocation(location)) return 'device';
  return parseCoordinates(location) ? 'mapView' : 'place';
}

/** The location as the address keeps it: every spelling of the device position as "Current Location". */
export const addressLocation = (location: string): string => (isCurrentLocation(location) ? currentLocation : location);

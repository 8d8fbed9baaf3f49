// Turns a search location ("City, ST", a 5-digit ZIP or "lat,lng") into a search centre.
import type { DefaultLocation, SearchOrigin } from '../../src/api/contract/merchants.ts';
import { distanceMiles, metros, type Metro } from './seed/metros.ts';

export type ParsedLocation = { kind: 'found'; origin: SearchOrigin } | { kind: 'unknown' } | { kind: 'invalid' };

/** The server's default user location: near the centre of New York City (spec 000 §9). */
export const defaultUserLocation: Readonly<DefaultLocation> = {
  latitude: 40.7577,
  longitude: -73.9857,
  cityState: 'New York, NY',
  zip: '10036',
};

/** The default location as a search centre: an origin carries no zip (docs/api.md "Merchants"). */
export function defaultOrigin(): SearchOrigin {
  const { latitude, longitude, cityState } = defaultUserLocation;
  return { latitude, longitude, cityState };
}

const cityStatePattern = /^([A-Za-z .'-]+?)\s*,?\s+([A-Za-z]{2})(?:\s+\d{5})?$/;
const coordinatesPattern = /^(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/;

const cityStateOf = (metro: Metro): string => `${metro.city}, ${metro.state}`;

/** "Current Location" in any spelling or encoding means "use the device position" (spec 000 §2). */
export function isCurrentLocation(location: string): boolean {
  return location.replace(/[^a-z]/gi, '').toLowerCase() === 'currentlocation';
}

export function parseLocation(raw: string): ParsedLocation {
  const location = raw.trim();
  if (isCurrentLocation(location)) return { kind: 'found', origin: defaultOrigin() };

  const coordinates = coordinatesPattern.exec(location);
  if (coordinates) {
    const latitude = Number(coordinates[1]);
    const longitude = Number(coordinates[2]);
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return { kind: 'invalid' };
    const nearest = nearestMetro(latitude, longitude);
    return { kind: 'found', origin: { latitude, longitude, cityState: nearest ? cityStateOf(nearest) : '' } };
  }

  if (/^\d{5}$/.test(location)) {
    for (const metro of metros) {
      const hood = metro.neighborhoods.find((h) => h.zip === location);
      if (hood) return { kind: 'found', origin: { latitude: hood.latitude, longitude: hood.longitude, cityState: cityStateOf(metro) } };
    }
    return { kind: 'unknown' };
  }

  const cityState = cityStatePattern.exec(location);
  const city = (cityState?.[1] ?? location).toLowerCase();
  const state = cityState?.[2]?.toUpperCase();
  if (!/^[a-z .'-]+$/.test(city)) return { kind: 'invalid' };
  const metro = metros.find((m) => m.city.toLowerCase() === city && (state === undefined || m.state === state));
  if (!metro) return { kind: 'unknown' };
  return { kind: 'found', origin: { latitude: metro.latitude, longitude: metro.longitude, cityState: cityStateOf(metro) } };
}

/** The metro whose centre is within 60 miles, if any (labels coordinate searches). */
function nearestMetro(latitude: number, longitude: number): Metro | undefined {
  let best: Metro | undefined;
  let bestDistance = 60;
  for (const metro of metros) {
    const d = distanceMiles(latitude, longitude, metro.latitude, metro.longitude);
    if (d < bestDistance) {
      best = metro;
      bestDistance = d;
    }
  }
  return best;
}

// Turns a search location (src/api/contract/location.ts: "City, ST", a ZIP, "lat,lng", "Current
// Location") into a search centre from the seeded metros.
import type { DefaultLocation, SearchOrigin } from '../../src/api/contract/merchants.ts';
import { parseSearchLocation } from '../../src/api/contract/location.ts';
import { distanceMiles, metros, type Metro, type ZipArea } from './seed/metros.ts';

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

const cityStateOf = (metro: Metro): string => `${metro.city}, ${metro.state}`;

/** Every ZIP the sandbox knows (neighbourhoods' and the metros' central ones) with its metro. */
const zipIndex = new Map<string, { area: ZipArea; metro: Metro }>();
for (const metro of metros) {
  for (const area of [...metro.neighborhoods, ...metro.zips]) {
    if (!zipIndex.has(area.zip)) zipIndex.set(area.zip, { area, metro });
  }
}

function zipOrigin(zip: string): SearchOrigin | null {
  const known = zipIndex.get(zip);
  return known ? { latitude: known.area.latitude, longitude: known.area.longitude, cityState: cityStateOf(known.metro) } : null;
}

/** The metro named by a city and, when given, a state code or name (both ignoring case). */
function findMetro(city: string, state: string | null): Metro | undefined {
  const wanted = city.toLowerCase();
  const wantedState = state?.toLowerCase();
  return metros.find(
    (m) =>
      m.city.toLowerCase() === wanted &&
      (wantedState === undefined || m.state.toLowerCase() === wantedState || m.stateName.toLowerCase() === wantedState),
  );
}

export function parseLocation(raw: string): ParsedLocation {
  const location = parseSearchLocation(raw);
  if (location === null) return { kind: 'invalid' };
  const found = (origin: SearchOrigin | null): ParsedLocation => (origin ? { kind: 'found', origin } : { kind: 'unknown' });
  switch (location.kind) {
    // The browser replaces it by the device position; a request that still says so gets the default.
    case 'currentLocation':
      return found(defaultOrigin());
    case 'zip':
      return found(zipOrigin(location.zip));
    case 'coordinates': {
      const { latitude, longitude } = location;
      const nearest = nearestMetro(latitude, longitude);
      return found({ latitude, longitude, cityState: nearest ? cityStateOf(nearest) : '' });
    }
    case 'place': {
      const metro = findMetro(location.city, location.state);
      // A ZIP after the city is the more precise centre, unless it lies in another metro than the city named.
      const zip = location.zip === null ? undefined : zipIndex.get(location.zip);
      if (zip && (metro === undefined || zip.metro === metro)) return found(zipOrigin(zip.area.zip));
      return found(metro ? { latitude: metro.latitude, longitude: metro.longitude, cityState: cityStateOf(metro) } : null);
    }
  }
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

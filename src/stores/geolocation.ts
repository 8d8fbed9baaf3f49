// The member's position for searches (spec 000 §3 and §4 "Geolocation", §7 "near me", §9): a 7 s
// high-accuracy lookup rounded to 2 decimals, refreshed every 5 minutes; on refusal or failure the
// server's default location (asked at most once per page and kept for the visit: fetchDefaultLocation;
// never retried), else near the centre of New York.
// Lazy: nothing asks the browser until a search calls locate() or locateForSearch().
import { atom } from 'nanostores';
import { fetchDefaultLocation, type DefaultLocation } from '../api/merchants.ts';

export const positionTimeoutMs = 7_000;
export const positionRefreshMs = 5 * 60_000;
/** "Near me": low accuracy and a position up to an hour old answer fast. */
export const searchPositionTimeoutMs = 5_000;
export const searchPositionMaxAgeMs = 60 * 60_000;
export const fixedLocation = { latitude: 40.7577, longitude: -73.9857, cityState: 'New York, NY' } as const;

const positionOptions: PositionOptions = { enableHighAccuracy: true, timeout: positionTimeoutMs, maximumAge: 0 };
const searchPositionOptions: PositionOptions = {
  enableHighAccuracy: false,
  timeout: searchPositionTimeoutMs,
  maximumAge: searchPositionMaxAgeMs,
};

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Why the device position is not used: refused, no answer in time, no fix, no API. */
export type PositionProblem = 'denied' | 'timeout' | 'unavailable' | 'unsupported';

export interface Position {
  coordinates: Coordinates;
  /** device: the member's own; default: the server's default location; fixed: New York. */
  source: 'device' | 'default' | 'fixed';
  /** The fallback's "City, ST" (null for a device position, or when the server gave none). */
  cityState: string | null;
}

export interface GeolocationState {
  status: 'idle' | 'locating' | 'ready';
  position: Position | null;
  /** Set once the device gave a position: the member allowed location access. */
  userDecided: boolean;
  /** The last lookup's failure; null after a success. Any problem is the "location blocked" state. */
  problem: PositionProblem | null;
}

export const $geolocation = atom<GeolocationState>({ status: 'idle', position: null, userDecided: false, problem: null });

/** The search page's "location blocked" state: the position in use is a fallback, not the member's. */
export const isLocationBlocked = (state: GeolocationState): boolean => state.problem !== null;

const round2 = (value: number): number => Math.round(value * 100) / 100;

type Lookup = { ok: true; coordinates: Coordinates } | { ok: false; problem: PositionProblem };

function problemOf(error: GeolocationPositionError): PositionProblem {
  if (error.code === 1) return 'denied';
  return error.code === 3 ? 'timeout' : 'unavailable';
}

/** One device lookup. Our own timer also ends it: a browser may never answer when the permission
 *  prompt is ignored or dismissed. A position that arrives after that still counts (`late`). */
function lookUp(options: PositionOptions, late: (coordinates: Coordinates) => void): Promise<Lookup> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve({ ok: false, problem: 'unsupported' });
  return new Promise((resolve) => {
    let settled = false;
    const settle = (lookup: Lookup) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(lookup);
    };
    const timer = setTimeout(() => settle({ ok: false, problem: 'timeout' }), options.timeout);
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => {
          const coordinates = { latitude: round2(coords.latitude), longitude: round2(coords.longitude) };
          if (settled) late(coordinates);
          else settle({ ok: true, coordinates });
        },
        (error) => settle({ ok: false, problem: problemOf(error) }),
        options,
      );
    } catch {
      settle({ ok: false, problem: 'unsupported' });
    }
  });
}

let defaultLocation: Promise<DefaultLocation | null> | undefined;
let refreshTimer: ReturnType<typeof setInterval> | undefined;
let locating: Promise<Position> | undefined;
let searchLocating: Promise<Position> | undefined;
/** Device positions recorded so far: a fallback still waiting for the server yields to a late one. */
let fixes = 0;

function recordDevice(coordinates: Coordinates): Position {
  const position: Position = { coordinates, source: 'device', cityState: null };
  fixes++;
  $geolocation.set({ status: 'ready', position, userDecided: true, problem: null });
  return position;
}

/** The server's default location, else the fixed one. The call is made at most once per page (and
 *  not at all once the visit has the answer). */
async function recordFallback(problem: PositionProblem): Promise<Position> {
  const before = fixes;
  defaultLocation ??= fetchDefaultLocation().catch(() => null);
  const server = await defaultLocation;
  const current = $geolocation.get().position;
  if (fixes !== before && current) return current;
  const position: Position = server
    ? { coordinates: { latitude: server.latitude, longitude: server.longitude }, source: 'default', cityState: server.cityState }
    : {
        coordinates: { latitude: fixedLocation.latitude, longitude: fixedLocation.longitude },
        source: 'fixed',
        cityState: fixedLocation.cityState,
      };
  $geolocation.set({ ...$geolocation.get(), status: 'ready', position, problem });
  return position;
}

/** Every 5 minutes: a new fix replaces the old; a passing failure keeps it; a refusal (access
 *  revoked) falls back and stops. */
function startRefresh(): void {
  refreshTimer ??= setInterval(() => {
    void lookUp(positionOptions, recordDevice).then((lookup) => {
      if (lookup.ok) recordDevice(lookup.coordinates);
      else if (lookup.problem === 'denied') {
        clearInterval(refreshTimer);
        refreshTimer = undefined;
        void recordFallback('denied');
      }
    });
  }, positionRefreshMs);
}

function onDevice(coordinates: Coordinates): Position {
  const position = recordDevice(coordinates);
  startRefresh();
  return position;
}

async function settleLookup(options: PositionOptions): Promise<Position> {
  $geolocation.set({ ...$geolocation.get(), status: 'locating' });
  const lookup = await lookUp(options, onDevice);
  return lookup.ok ? onDevice(lookup.coordinates) : recordFallback(lookup.problem);
}

/** The position for a search without a location: the first call looks it up (7 s, high accuracy)
 *  and starts the 5-minute refresh; later calls answer the position in use. */
export function locate(): Promise<Position> {
  const { status, position } = $geolocation.get();
  if (status === 'ready' && position) return Promise.resolve(position);
  if (searchLocating) return searchLocating;
  locating ??= settleLookup(positionOptions).finally(() => {
    locating = undefined;
  });
  return locating;
}

/** "Near me": a fresh lookup with the search-time options (5 s, low accuracy, up to an hour old);
 *  falls back like locate(). Concurrent calls share one lookup. */
export function locateForSearch(): Promise<Position> {
  searchLocating ??= settleLookup(searchPositionOptions).finally(() => {
    searchLocating = undefined;
  });
  return searchLocating;
}

// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, headersOf, withBrowserRuntime, type Reply } from '../helpers/browser-runtime.ts';

withBrowserRuntime({ fakeTimers: true });
// Each test is a new visit: the default location is kept in session storage for one.
// The answer reader loads on first use (a real import, not a timer): loaded once here, so the fake
// clocks below are what the store waits on.
beforeAll(() => import('../../src/api/read-call.ts'));
beforeEach(() => sessionStorage.clear());

const load = () => import('../../src/stores/geolocation.ts');

interface Lookup {
  success: PositionCallback;
  failure: PositionErrorCallback | null | undefined;
  options: PositionOptions | undefined;
}

/** A navigator.geolocation that answers only when the test says so. */
function fakeGeolocation() {
  const lookups: Lookup[] = [];
  const geolocation = {
    getCurrentPosition: (success: PositionCallback, failure?: PositionErrorCallback | null, options?: PositionOptions) => {
      lookups.push({ success, failure, options });
    },
  };
  vi.stubGlobal('navigator', { geolocation });
  const last = () => lookups.at(-1)!;
  return {
    lookups,
    grant(latitude: number, longitude: number, lookup = last()) {
      lookup.success({ coords: { latitude, longitude, accuracy: 20 }, timestamp: Date.now() } as GeolocationPosition);
    },
    /** 1 permission denied, 2 position unavailable, 3 timeout (the browser's own). */
    fail(code: 1 | 2 | 3, lookup = last()) {
      lookup.failure?.({ code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
    },
  };
}

const chicago = { latitude: 41.8781, longitude: -87.6298, cityState: 'Chicago, IL', zip: '60602' };

/** The backend: /api/DefaultUserLocation answers `reply`; any other call is a test failure. */
function backend(reply: Reply | Promise<Reply> = { status: 200, body: chicago }) {
  return fakeFetch((url) => {
    if (url === '/api/DefaultUserLocation') return reply;
    throw new Error(`unexpected call ${url}`);
  });
}

const highAccuracy = { enableHighAccuracy: true, timeout: 7000, maximumAge: 0 };

describe('geolocation store (spec 000 §4 "Geolocation", §9)', () => {
  it('is lazy: nothing asks for the position or the default location until a search does', async () => {
    const geo = fakeGeolocation();
    const fetchMock = backend();
    const { $geolocation } = await load();
    const seen: unknown[] = [];
    const stop = $geolocation.subscribe((state) => seen.push(state));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    stop();
    expect(geo.lookups).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(seen).toEqual([{ status: 'idle', position: null, userDecided: false, problem: null }]);
  });

  it('a 7 s high-accuracy lookup, rounded to 2 decimals, sets the user-decision flag; later calls reuse it', async () => {
    const geo = fakeGeolocation();
    const fetchMock = backend();
    const { locate, $geolocation, isLocationBlocked } = await load();
    const located = locate();
    expect($geolocation.get().status).toBe('locating');
    expect(geo.lookups.map((l) => l.options)).toEqual([highAccuracy]);
    geo.grant(40.748817, -73.985428);
    const position = await located;
    expect(position).toEqual({ coordinates: { latitude: 40.75, longitude: -73.99 }, source: 'device', cityState: null });
    expect($geolocation.get()).toEqual({ status: 'ready', position, userDecided: true, problem: null });
    expect(isLocationBlocked($geolocation.get())).toBe(false);
    await expect(locate()).resolves.toEqual(position);
    expect(geo.lookups).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('concurrent callers share one lookup', async () => {
    const geo = fakeGeolocation();
    backend();
    const { locate } = await load();
    const both = Promise.all([locate(), locate()]);
    geo.grant(1.234, 5.678);
    const [a, b] = await both;
    expect(a).toEqual(b);
    expect(geo.lookups).toHaveLength(1);
  });

  it('refreshes every 5 minutes; a passing failure keeps the last position', async () => {
    const geo = fakeGeolocation();
    backend();
    const { locate, $geolocation } = await load();
    const located = locate();
    geo.grant(40.7128, -74.006);
    await located;
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1);
    expect(geo.lookups).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(geo.lookups).toHaveLength(2);
    expect(geo.lookups[1]!.options).toEqual(highAccuracy);
    geo.grant(40.7306, -73.9352);
    await vi.advanceTimersByTimeAsync(0);
    expect($geolocation.get().position?.coordinates).toEqual({ latitude: 40.73, longitude: -73.94 });

    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(geo.lookups).toHaveLength(3);
    geo.fail(2);
    await vi.advanceTimersByTimeAsync(0);
    expect($geolocation.get()).toMatchObject({
      position: { source: 'device', coordinates: { latitude: 40.73, longitude: -73.94 } },
      problem: null,
    });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(geo.lookups).toHaveLength(4);
  });

  it('access revoked during a refresh: the default location, and no more lookups', async () => {
    const geo = fakeGeolocation();
    const fetchMock = backend();
    const { locate, $geolocation } = await load();
    const located = locate();
    geo.grant(40.7128, -74.006);
    await located;
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    geo.fail(1);
    await vi.advanceTimersByTimeAsync(0);
    expect($geolocation.get()).toMatchObject({
      status: 'ready',
      problem: 'denied',
      position: { source: 'default', cityState: 'Chicago, IL' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(geo.lookups).toHaveLength(2);
  });

  it('no answer within 7 s: blocked, the default location is asked once, and never again', async () => {
    const geo = fakeGeolocation();
    const fetchMock = backend();
    const { locate, locateForSearch, $geolocation, isLocationBlocked } = await load();
    const located = locate();
    await vi.advanceTimersByTimeAsync(6_999);
    expect($geolocation.get().status).toBe('locating');
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(located).resolves.toEqual({
      coordinates: { latitude: 41.8781, longitude: -87.6298 },
      source: 'default',
      cityState: 'Chicago, IL',
    });
    expect($geolocation.get()).toMatchObject({ status: 'ready', problem: 'timeout', userDecided: false });
    expect(isLocationBlocked($geolocation.get())).toBe(true);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/DefaultUserLocation']);
    expect(headersOf(fetchMock.mock.calls[0]![1])['X-CSRF-Token']).toBeUndefined();

    // A later "near me" refused: the same default location, without a second call.
    const search = locateForSearch();
    geo.fail(1, geo.lookups[1]);
    await expect(search).resolves.toMatchObject({ source: 'default' });
    expect($geolocation.get().problem).toBe('denied');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('the browser’s own timeout counts the same', async () => {
    const geo = fakeGeolocation();
    backend();
    const { locate, $geolocation } = await load();
    const located = locate();
    geo.fail(3);
    await expect(located).resolves.toMatchObject({ source: 'default' });
    expect($geolocation.get().problem).toBe('timeout');
  });

  it('default location call failing: New York, NY at 40.7577, -73.9857; the call is not retried', async () => {
    const geo = fakeGeolocation();
    const fetchMock = backend({ status: 503, statusText: 'Service Unavailable' });
    const { locate, locateForSearch, $geolocation } = await load();
    const located = locate();
    geo.fail(1);
    const fixed = { coordinates: { latitude: 40.7577, longitude: -73.9857 }, source: 'fixed', cityState: 'New York, NY' };
    await expect(located).resolves.toEqual(fixed);
    expect($geolocation.get()).toMatchObject({ problem: 'denied', position: fixed });
    const again = locateForSearch();
    geo.fail(2);
    await expect(again).resolves.toEqual(fixed);
    expect($geolocation.get().problem).toBe('unavailable');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a malformed default location answer also ends at the fixed location', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const geo = fakeGeolocation();
    backend({ status: 200, body: { latitude: 'north', longitude: null } });
    const { locate } = await load();
    const located = locate();
    geo.fail(1);
    await expect(located).resolves.toMatchObject({ source: 'fixed', coordinates: { latitude: 40.7577, longitude: -73.9857 } });
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });

  it('the default location is kept for the visit: the next page uses it without asking (spec 000 §7 "cached forever")', async () => {
    const geo = fakeGeolocation();
    const fetchMock = backend();
    const first = await load();
    const located = first.locate();
    geo.fail(1);
    await expect(located).resolves.toMatchObject({ source: 'default', cityState: 'Chicago, IL' });
    // A new page of the same visit: fresh modules, the same session storage.
    vi.resetModules();
    const next = await load();
    const again = next.locate();
    geo.fail(1);
    await expect(again).resolves.toMatchObject({ source: 'default', coordinates: { latitude: 41.8781, longitude: -87.6298 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refused permission is the blocked state, with the default location in use', async () => {
    const geo = fakeGeolocation();
    backend();
    const { locate, $geolocation, isLocationBlocked } = await load();
    const located = locate();
    geo.fail(1);
    await located;
    expect($geolocation.get()).toEqual({
      status: 'ready',
      position: { coordinates: { latitude: 41.8781, longitude: -87.6298 }, source: 'default', cityState: 'Chicago, IL' },
      userDecided: false,
      problem: 'denied',
    });
    expect(isLocationBlocked($geolocation.get())).toBe(true);
    // No refresh after a refusal.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(geo.lookups).toHaveLength(1);
  });

  it('a browser without geolocation is blocked too (unsupported)', async () => {
    vi.stubGlobal('navigator', {});
    backend();
    const { locate, $geolocation } = await load();
    await expect(locate()).resolves.toMatchObject({ source: 'default' });
    expect($geolocation.get().problem).toBe('unsupported');
  });

  it('a position granted after the 7 s (a slow permission prompt) still replaces the fallback', async () => {
    const geo = fakeGeolocation();
    let answer: (reply: Reply) => void = () => undefined;
    backend(new Promise<Reply>((resolve) => (answer = resolve)));
    const { locate, $geolocation } = await load();
    const located = locate();
    await vi.advanceTimersByTimeAsync(7_000);
    // The member allows access while the default location is still on its way: the device wins.
    geo.grant(47.6062, -122.3321);
    answer({ status: 200, body: chicago });
    await expect(located).resolves.toMatchObject({ source: 'device', coordinates: { latitude: 47.61, longitude: -122.33 } });
    expect($geolocation.get()).toMatchObject({ status: 'ready', problem: null, userDecided: true });
    // …and it is refreshed from then on.
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(geo.lookups).toHaveLength(2);
  });

  it('"near me" uses the search-time options: low accuracy, up to an hour old, 5 s', async () => {
    const geo = fakeGeolocation();
    const fetchMock = backend();
    const { locateForSearch, $geolocation } = await load();
    const first = locateForSearch();
    expect(geo.lookups.map((l) => l.options)).toEqual([{ enableHighAccuracy: false, timeout: 5000, maximumAge: 3_600_000 }]);
    geo.grant(34.05223, -118.24368);
    await expect(first).resolves.toEqual({ coordinates: { latitude: 34.05, longitude: -118.24 }, source: 'device', cityState: null });
    expect($geolocation.get().userDecided).toBe(true);

    const second = locateForSearch();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(second).resolves.toMatchObject({ source: 'default' });
    expect($geolocation.get().problem).toBe('timeout');
  });
});

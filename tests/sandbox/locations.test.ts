// Search locations over real HTTP: ZIP codes and "City, ST" for every seeded metro, "Current
// Location" and "near me" coordinates, unknown and malformed locations, and hostile input answered
// promptly (spec 000 §2 "Search screen", §3 search request fields, §5 location pattern, §7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DefaultLocation, MerchantSearchResult } from '../../src/api/contract/merchants.ts';
import type { FieldErrorsBody } from '../../src/api/contract/errors.ts';
import { distanceMiles, metros } from '../../scripts/sandbox/seed/metros.ts';
import { json, rawRequest, startTestSandbox, type TestSandbox } from './helpers.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.dispose();
});

const searchPath = '/delta/api/v2/Merchants/Search';
/** A search as the browser sends it: no auth header, no cookies (spec 000 §6). */
const get = (query: string) => fetch(`${sandbox.url}${searchPath}?${query}`);
const search = async (location: string, extra = '') =>
  json<MerchantSearchResult>(await get(`location=${encodeURIComponent(location)}${extra}`));

/** The backend's field-error body (docs/api.md "Conventions") with the spec's location message. */
const locationError = {
  errors: { location: ['Enter city, state or ZIP code'] } satisfies FieldErrorsBody['errors'],
  message: expect.any(String) as unknown,
};

describe('ZIP codes', () => {
  it('finds New York merchants near ZIP 10001, sorted by distance from that ZIP', async () => {
    const result = await search('10001', '&pageSize=30');
    expect(result.origin).toEqual({ latitude: 40.7506, longitude: -73.9972, cityState: 'New York, NY' });
    expect(result.merchants).toHaveLength(30);
    expect(result.merchants.every((m) => m.location.address.city === 'New York')).toBe(true);
    const distances = result.merchants.map((m) => m.distance ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const m of result.merchants) {
      expect(m.distance).toBeCloseTo(distanceMiles(40.7506, -73.9972, m.location.latitude!, m.location.longitude!), 1);
    }
    // A ZIP+4 is the same place.
    expect((await search('10001-2345', '&pageSize=30')).merchants.map((m) => m.id)).toEqual(result.merchants.map((m) => m.id));
  });

  it('resolves every seeded metro’s ZIP codes to that metro', async () => {
    for (const metro of metros) {
      const zips = new Set([...metro.neighborhoods, ...metro.zips].map((area) => area.zip));
      expect(zips.size, metro.city).toBeGreaterThanOrEqual(5);
      for (const zip of zips) {
        const result = await search(zip, '&pageSize=5');
        expect(result.origin?.cityState, zip).toBe(`${metro.city}, ${metro.state}`);
        expect(result.merchants.length, zip).toBeGreaterThan(0);
        expect(result.merchants.every((m) => m.location.address.city === metro.city)).toBe(true);
      }
    }
  });

  it('answers an unknown ZIP with no merchants', async () => {
    expect(await search('99501')).toMatchObject({ merchants: [], totalResultSize: 0, totalPages: 0, origin: null });
  });
});

describe('cities', () => {
  it('resolves every seeded metro by "City, ST", "City ST", "City, State" and "City", ignoring case and extra spaces', async () => {
    for (const metro of metros) {
      const spellings = [
        `${metro.city}, ${metro.state}`,
        `  ${metro.city.toLowerCase()} ,  ${metro.state.toLowerCase()} `,
        `${metro.city.toUpperCase()} ${metro.state}`,
        `${metro.city}, ${metro.stateName}`,
        metro.city.toLowerCase(),
      ];
      for (const spelling of spellings) {
        const result = await search(spelling, '&pageSize=5');
        expect(result.origin, spelling).toEqual({
          latitude: metro.latitude,
          longitude: metro.longitude,
          cityState: `${metro.city}, ${metro.state}`,
        });
        expect(result.merchants.length, spelling).toBe(5);
        expect(result.merchants.every((m) => m.location.address.city === metro.city)).toBe(true);
      }
    }
  });

  it('gives "  new york , ny " the same results as "New York, NY"', async () => {
    const loose = await search('  new york , ny ', '&pageSize=15');
    const exact = await search('New York, NY', '&pageSize=15');
    expect(loose.merchants.map((m) => m.id)).toEqual(exact.merchants.map((m) => m.id));
    expect(loose.totalResultSize).toBe(exact.totalResultSize);
    expect(loose.merchants.every((m) => m.location.address.city === 'New York')).toBe(true);
  });

  it('centres "City, ST ZIP" on the ZIP', async () => {
    expect((await search('Chicago, IL 60614')).origin).toEqual({ latitude: 41.9214, longitude: -87.6513, cityState: 'Chicago, IL' });
  });

  it.each(['Springfield, IL', 'Nowhere, ZZ', 'Chicago, TX', 'Paris'])(
    'answers well-formed but unknown %j with no merchants',
    async (location) => {
      const response = await get(`location=${encodeURIComponent(location)}`);
      expect(response.status).toBe(200);
      expect(await json(response)).toMatchObject({ merchants: [], totalResultSize: 0, totalPages: 0, origin: null });
    },
  );

  // Issue #24: an unknown place is told apart from an empty one, and comes with covered places to try.
  it('suggests covered places for an unknown place: its state first, then alike, at most three', async () => {
    const springfield = await search('Springfield, IL');
    expect(springfield.origin).toBeNull();
    expect(springfield.suggestions?.[0]).toBe('Chicago, IL');
    expect(springfield.suggestions).toHaveLength(3);
    expect((await search('Xqwzt Vlorpington, QQ')).suggestions).toHaveLength(3);
    // A ZIP: the metros whose central ZIP codes are nearest (99501 is Anchorage: the west coast).
    expect((await search('99501')).suggestions).toContain('Seattle, WA');
    for (const place of (await search('zzzz')).suggestions ?? []) {
      expect((await search(place)).totalResultSize, place).toBeGreaterThan(0);
    }
  });

  it('a known place with nothing matching is just empty: a centre, no suggestions', async () => {
    const result = await search('Chicago, IL', '&restaurantOrCuisine=zzzqqq');
    expect(result).toMatchObject({ merchants: [], totalResultSize: 0, suggestions: [] });
    expect(result.origin?.cityState).toBe('Chicago, IL');
  });
});

describe('the device position', () => {
  it.each([
    'Current Location',
    'current location',
    'CURRENT_LOCATION',
    'Current+Location',
    'Current%20Location',
    'Current%2520Location',
    'near me',
  ])('%j searches around the default location', async (location) => {
    const result = await search(location, '&pageSize=5');
    expect(result.origin).toEqual({ latitude: 40.7577, longitude: -73.9857, cityState: 'New York, NY' });
    expect(result.merchants.map((m) => m.id)).toEqual(
      (await json<MerchantSearchResult>(await get('pageSize=5'))).merchants.map((m) => m.id),
    );
  });

  it('takes "near me" coordinates as sent, labelled with the nearest metro', async () => {
    const result = await search('41.88, -87.63', '&pageSize=5');
    expect(result.origin).toEqual({ latitude: 41.88, longitude: -87.63, cityState: 'Chicago, IL' });
    expect(result.merchants.every((m) => m.location.address.city === 'Chicago')).toBe(true);
  });
});

describe('malformed locations', () => {
  it.each(['<>!', '12 Main St', 'Chicago, IL, USA', '91,0', '1000', `${'a'.repeat(101)}`])(
    'answers %j with 400 and the location message',
    async (location) => {
      const response = await get(`location=${encodeURIComponent(location)}`);
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual(locationError);
    },
  );

  it('answers a malformed location on the merchant detail with 400 too', async () => {
    const [first] = (await search('Chicago, IL', '&pageSize=1')).merchants;
    const response = await fetch(`${sandbox.url}/delta/api/v2/Merchants/${first?.id}?location=%3C%3E`);
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual(locationError);
  });
});

describe('hostile input is answered promptly', () => {
  // Node refuses request heads over 16 kB itself; these fill most of that.
  const big = 12 * 1024;
  const timed = async (path: string) => {
    const started = performance.now();
    const response = await rawRequest(sandbox.url, 'GET', path);
    return { ...response, ms: performance.now() - started };
  };

  beforeAll(async () => {
    await get('location=Boston%2C%20MA'); // warm the route so the timings measure the input
  });

  it.each([
    ['a word, then spaces (what stalled the old pattern)', `a${'%20'.repeat(big / 3)}!`],
    ['letters', 'a'.repeat(big)],
    ['words and commas', 'ab%20%2C'.repeat(big / 8)],
    ['digits', '1'.repeat(big)],
    ['escaped percent signs', '%2525'.repeat(big / 5)],
  ])('location: %s → 400', async (_, location) => {
    const response = await timed(`${searchPath}?location=${location}`);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual(locationError);
    expect(response.ms).toBeLessThan(500);
  });

  it.each([
    ['restaurantOrCuisine', `restaurantOrCuisine=${'a%20'.repeat(big / 4)}`],
    ['features', `location=Boston%2C%20MA&features=${'%2C'.repeat(big / 3)}`],
    ['mealsServed', `location=Boston%2C%20MA&${'mealsServed=&'.repeat(big / 12)}`],
  ])('%s: a normal answer', async (_, query) => {
    const response = await timed(`${searchPath}?${query}`);
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toHaveProperty('merchants');
    expect(response.ms).toBeLessThan(500);
  });

  it('refuses a query over 16 kB before it reaches the route', async () => {
    const response = await timed(`${searchPath}?location=${'a'.repeat(16 * 1024)}`);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.ms).toBeLessThan(500);
  });
});

describe('search request fields (spec 000 §3)', () => {
  it('drops empty values and the literal "undefined"', async () => {
    const plain = await json<MerchantSearchResult>(await get('location=Boston%2C%20MA'));
    const padded = await json<MerchantSearchResult>(
      await get(
        'location=Boston%2C%20MA&restaurantOrCuisine=&campaignCode=undefined&sortBy=&priceRange=undefined&features=&isNew=undefined&pageNo=undefined',
      ),
    );
    expect(padded.merchants.map((m) => m.id)).toEqual(plain.merchants.map((m) => m.id));
    expect(padded.totalResultSize).toBe(plain.totalResultSize);
  });

  it('takes benefitsFor as a tier or true, and refuses anything else', async () => {
    const tier0 = await json<MerchantSearchResult>(await get('location=Boston%2C%20MA&benefitsFor=0&pageSize=100'));
    const own = await json<MerchantSearchResult>(await get('location=Boston%2C%20MA&benefitsFor=true&pageSize=100'));
    const all = await json<MerchantSearchResult>(await get('location=Boston%2C%20MA&pageSize=100'));
    // Signed out, "true" is tier 0; tier-0 benefits exclude the merchants only higher tiers earn at.
    expect(own.totalResultSize).toBe(tier0.totalResultSize);
    expect(tier0.totalResultSize).toBeLessThan(all.totalResultSize!);
    const response = await get('location=Boston%2C%20MA&benefitsFor=plenty');
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ errors: { benefitsFor: [expect.any(String)] } });
  });

  it('answers the default location without auth or cookies', async () => {
    const response = await fetch(`${sandbox.url}/delta/api/DefaultUserLocation`);
    expect(response.status).toBe(200);
    expect(await json<DefaultLocation>(response)).toEqual({
      latitude: 40.7577,
      longitude: -73.9857,
      cityState: 'New York, NY',
      zip: '10036',
    });
  });
});

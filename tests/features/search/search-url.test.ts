// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, withBrowserRuntime } from '../../helpers/browser-runtime.ts';

withBrowserRuntime();

const load = async () => ({
  ...(await import('../../../src/features/search/search-url.ts')),
  ...(await import('../../../src/features/search/search-filters.ts')),
  ...(await import('../../../src/features/search/search-location.ts')),
  ...(await import('../../../src/features/search/search-memory.ts')),
  ...(await import('../../../src/features/search/search-request.ts')),
  ...(await import('../../../src/api/merchants.ts')),
});

/** The query the API receives for `input` (what merchantSearchQuery hands to fetch). */
const wire = async (input: Parameters<Awaited<ReturnType<typeof load>>['merchantSearchQuery']>[0]) => {
  const { merchantSearchQuery } = await load();
  return merchantSearchQuery(input);
};

/** A search API that answers nothing found, and the default location Chicago. */
function backend() {
  return fakeFetch((url) =>
    url.startsWith('/api/DefaultUserLocation')
      ? { status: 200, body: { latitude: 41.8781, longitude: -87.6298, cityState: 'Chicago, IL', zip: '60602' } }
      : { status: 200, body: { merchants: [], totalResultSize: 0 } },
  );
}

/** navigator.geolocation answering every lookup with `answer` (a position, or an error code). */
function geolocation(answer: { latitude: number; longitude: number } | 1 | 2 | 3) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null, _options?: PositionOptions) => {
    if (typeof answer === 'number') failure?.({ code: answer, message: '' } as GeolocationPositionError);
    else success({ coords: { ...answer, accuracy: 50 }, timestamp: Date.now() } as GeolocationPosition);
  });
  vi.stubGlobal('navigator', { geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

/** The best of three runs, in ms: a pause of the shared machine is not the code's; a super-linear
 *  pattern is slow every time. */
const fastest = (work: () => void) => {
  let best = Infinity;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    work();
    best = Math.min(best, performance.now() - started);
  }
  return best;
};

describe('search from the address (spec 000 §3 "Merchant search request fields", §7)', () => {
  it('builds the API request from the address: every field under its own name, page size 15', async () => {
    const { searchFromAddress, searchRequest } = await load();
    const search = searchFromAddress(
      '?location=Chicago%2C+IL&restaurantOrCuisine=pizza&campaignCode=SELECT&priceRange=2&priceRange=$$$&acclaimed=true' +
        '&isNew=TRUE&benefitsFor=true&reservations=1&features=Dine-In,delivery&mealsServed=late%20night&sortBy=Rating&pageNo=3',
    );
    expect(await wire(searchRequest(search, search.location))).toEqual({
      location: 'Chicago, IL',
      restaurantOrCuisine: 'pizza',
      campaignCode: 'SELECT',
      priceRange: '2,3',
      acclaimed: 'true',
      isNew: 'true',
      benefitsFor: 'true',
      reservations: 'true',
      features: 'delivery,dineIn',
      mealsServed: 'lateNight',
      sortBy: 'rating',
      pageNo: '3',
      pageSize: '15',
    });
  });

  it('drops empty values and the literal "undefined"', async () => {
    const { searchFromAddress, searchToAddress, searchRequest, emptySearch } = await load();
    const search = searchFromAddress(
      'location=&restaurantOrCuisine=undefined&campaignCode=%20%20&features=,undefined,&mealsServed=&priceRange=undefined' +
        '&isNew=undefined&acclaimed=&benefitsFor=undefined&sortBy=undefined&pageNo=undefined',
    );
    expect(search).toEqual(emptySearch);
    expect(searchToAddress(search)).toBe('');
    expect(await wire(searchRequest(search, ''))).toEqual({ sortBy: 'distance', pageNo: '1', pageSize: '15' });
  });

  it('drops values the API does not know, and reads a page number only from digits', async () => {
    const { searchFromAddress, noFilters } = await load();
    const search = searchFromAddress(
      'features=teleport&mealsServed=elevenses&priceRange=0,5,$$$$$,2.5,$2&sortBy=cheapest&benefitsFor=7&isNew=maybe&pageNo=-2',
    );
    expect(search.filters).toEqual(noFilters);
    expect(search.pageNo).toBe(1);
    expect(searchFromAddress('pageNo=0').pageNo).toBe(1);
    expect(searchFromAddress('pageNo=1e3').pageNo).toBe(1);
    expect(searchFromAddress('pageNo=12').pageNo).toBe(12);
    expect(searchFromAddress('pageNo=12345').pageNo).toBe(1);
  });

  it('reads "relevance" and "recommended" as distance, and a tier for benefitsFor', async () => {
    const { searchFromAddress } = await load();
    expect(searchFromAddress('sortBy=relevance').filters.sortBy).toBe('distance');
    expect(searchFromAddress('sortBy=RECOMMENDED').filters.sortBy).toBe('distance');
    expect(searchFromAddress('sortBy=reviews').filters.sortBy).toBe('reviews');
    expect(searchFromAddress('benefitsFor=2').filters.benefitsFor).toBe(2);
    expect(searchFromAddress('benefitsFor=0').filters.benefitsFor).toBe(0);
  });

  it('sends list filters comma-separated, also when given repeated (merchantSearchQuery)', async () => {
    expect(await wire('features=delivery&features=takeout&mealsServed=lunch&location=a&location=b')).toEqual({
      features: 'delivery,takeout',
      mealsServed: 'lunch',
      location: 'b',
      pageSize: 15,
    });
    expect(await wire({ priceRange: [1, undefined, 'undefined', 3], features: [] })).toEqual({ priceRange: '1,3', pageSize: 15 });
  });
});

describe('search to the address: stable, so equal searches give equal URLs', () => {
  it('writes every field in one order, defaults left out, commas readable', async () => {
    const { searchFromAddress, searchToAddress } = await load();
    const a = searchFromAddress(
      'pageNo=3&sortBy=rating&mealsServed=lateNight&features=dineIn,delivery&isNew=true&priceRange=3,2&location=Chicago,+IL',
    );
    const b = searchFromAddress(
      'location=Chicago%2C%20IL&priceRange=%24%24&priceRange=3&priceRange=2&features=DELIVERY&features=dine%20in&isNew=1&mealsServed=Late-Night&sortBy=rating&pageNo=3',
    );
    expect(searchToAddress(a)).toBe(
      'location=Chicago,+IL&priceRange=2,3&isNew=true&features=delivery,dineIn&mealsServed=lateNight&sortBy=rating&pageNo=3',
    );
    expect(searchToAddress(b)).toBe(searchToAddress(a));
    expect(searchToAddress(searchFromAddress('sortBy=distance&pageNo=1&location=10036'))).toBe('location=10036');
  });

  it('round-trips every filter option, every sort and their combinations', async () => {
    const { filterGroups, sortOrders, searchFromAddress, searchToAddress, emptySearch } = await load();
    const options = filterGroups.flatMap((group) => group.options);
    expect(options).toHaveLength(4 + 4 + 4 + 5);
    for (const option of options) {
      const search = searchFromAddress(`${option.field}=${option.value}`);
      expect(search, `${option.field}=${option.value}`).not.toEqual(emptySearch);
      expect(searchToAddress(search)).toBe(`${option.field}=${option.value}`);
    }
    for (const sort of sortOrders)
      expect(searchFromAddress(searchToAddress(searchFromAddress(`sortBy=${sort}`))).filters.sortBy).toBe(sort);

    // Pseudo-random combinations: reading back what was written gives the same search and text.
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let run = 0; run < 200; run++) {
      const picked = options.filter(() => random() < 0.3);
      const params = new URLSearchParams(picked.map((o) => [o.field, o.value]));
      params.append('sortBy', sortOrders[Math.floor(random() * sortOrders.length)]!);
      params.append('location', random() < 0.5 ? 'Austin, TX' : 'Current Location');
      params.append('pageNo', String(1 + Math.floor(random() * 5)));
      const search = searchFromAddress(params);
      const address = searchToAddress(search);
      expect(searchFromAddress(address)).toEqual(search);
      expect(searchToAddress(searchFromAddress(address))).toBe(address);
    }
  });

  it('keeps text with commas, percent signs and plus signs intact', async () => {
    const { searchFromAddress, searchToAddress, emptySearch } = await load();
    const search = { ...emptySearch, location: 'St. John’s, NL', restaurantOrCuisine: 'fish & chips, 100%+2C' };
    expect(searchFromAddress(searchToAddress(search))).toEqual(search);
  });
});

describe('"Current Location" in any spelling or encoding (spec 000 §2)', () => {
  it('is normalised to "Current Location" in the address', async () => {
    const { searchFromAddress, searchToAddress } = await load();
    for (const raw of [
      'Current+Location',
      'current%20location',
      'CURRENT_LOCATION',
      'currentLocation',
      'Current%2520Location',
      'Current%252520Location',
      '%20current-location%20',
      'near%20me',
      'Near+Me',
    ]) {
      const search = searchFromAddress(`location=${raw}`);
      expect(search.location, raw).toBe('Current Location');
      expect(searchToAddress(search)).toBe('location=Current+Location');
    }
    for (const raw of ['Current+Locations', 'Current', 'Location+Current', 'New+York,+NY', '40.75,-73.99']) {
      expect(searchFromAddress(`location=${raw}`).location, raw).not.toBe('Current Location');
    }
  });

  it('tells the location kinds apart', async () => {
    const { locationKind } = await load();
    expect(['', '  ', 'current location', '40.75,-73.99', ' 40.75 , -73.99 ', 'Chicago, IL', '10036', '91,0'].map(locationKind)).toEqual([
      'none',
      'none',
      'device',
      'mapView',
      'mapView',
      'place',
      'place',
      'place',
    ]);
  });
});

describe('near me: the position is filled in at search time (spec 000 §7)', () => {
  it('"Current Location" asks with the search-time options and sends rounded coordinates; the address keeps the words', async () => {
    const lookup = geolocation({ latitude: 41.89632, longitude: -87.61876 });
    const fetchMock = backend();
    const { searchFromAddress, searchToAddress, locatedSearchRequest, searchMerchants } = await load();
    const search = searchFromAddress('location=near%20me&features=takeout');
    await searchMerchants(await locatedSearchRequest(search));
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup.mock.calls[0]![2]).toEqual({ enableHighAccuracy: false, timeout: 5000, maximumAge: 3_600_000 });
    const url = new URL(fetchMock.mock.calls.at(-1)![0] as string, 'http://x');
    expect(url.pathname).toBe('/api/v2/Merchants/Search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      location: '41.9,-87.62',
      features: 'takeout',
      sortBy: 'distance',
      pageNo: '1',
      pageSize: '15',
    });
    expect(searchToAddress(search)).toBe('location=Current+Location&features=takeout');
  });

  it('refused: the search runs at the default location (the store says blocked)', async () => {
    geolocation(1);
    const fetchMock = backend();
    const { searchFromAddress, locatedSearchRequest } = await load();
    const request = await locatedSearchRequest(searchFromAddress('location=Current%20Location'));
    expect(request.location).toBe('41.8781,-87.6298');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/DefaultUserLocation']);
    const { $geolocation, isLocationBlocked } = await import('../../../src/stores/geolocation.ts');
    expect(isLocationBlocked($geolocation.get())).toBe(true);
  });

  it('no location: the page’s high-accuracy lookup', async () => {
    const lookup = geolocation({ latitude: 29.76043, longitude: -95.3698 });
    backend();
    const { emptySearch, locatedSearchRequest } = await load();
    expect((await locatedSearchRequest(emptySearch)).location).toBe('29.76,-95.37');
    expect(lookup.mock.calls[0]![2]).toMatchObject({ enableHighAccuracy: true, timeout: 7000 });
  });

  it('a typed place or a map view is sent as it is, and nothing asks for the position', async () => {
    const lookup = geolocation({ latitude: 1, longitude: 2 });
    const fetchMock = backend();
    const { searchFromAddress, locatedSearchRequest } = await load();
    expect((await locatedSearchRequest(searchFromAddress('location=10036'))).location).toBe('10036');
    expect((await locatedSearchRequest(searchFromAddress('location=40.71,-74.01'))).location).toBe('40.71,-74.01');
    expect(lookup).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('remembered search options and manual location (spec 000 §3 "Browser-stored items")', () => {
  beforeEach(() => sessionStorage.clear());

  it('a bare /search starts from the last search’s options at the last typed location', async () => {
    const { searchFromAddress, rememberSearch, arrivalSearch, searchToAddress } = await load();
    rememberSearch(searchFromAddress('location=Austin,+TX&restaurantOrCuisine=tacos&priceRange=1&features=takeout&sortBy=rating&pageNo=4'));
    expect(sessionStorage.getItem('last_search_options')).toBe('priceRange=1&features=takeout&sortBy=rating');
    expect(sessionStorage.getItem('manual_search_location')).toBe('Austin, TX');
    expect(searchToAddress(arrivalSearch(''))).toBe('location=Austin,+TX&priceRange=1&features=takeout&sortBy=rating');
  });

  it('the address wins over what is remembered', async () => {
    const { searchFromAddress, rememberSearch, arrivalSearch, searchToAddress } = await load();
    rememberSearch(searchFromAddress('location=Austin,+TX&isNew=true'));
    expect(searchToAddress(arrivalSearch('?location=10036'))).toBe('location=10036');
    expect(searchToAddress(arrivalSearch('?utm_source=mail&location=&public_id=x'))).toBe('location=Austin,+TX&isNew=true');
  });

  it('"Current Location" and map views are not remembered as the manual location', async () => {
    const { searchFromAddress, rememberSearch, rememberedManualLocation } = await load();
    rememberSearch(searchFromAddress('location=Denver,+CO'));
    rememberSearch(searchFromAddress('location=current+location'));
    rememberSearch(searchFromAddress('location=39.74,-104.99'));
    expect(rememberedManualLocation()).toBe('Denver, CO');
  });

  it('a foreign stored value is read like an address; blocked storage remembers nothing and never throws', async () => {
    const { arrivalSearch, rememberSearch, emptySearch, searchFromAddress } = await load();
    sessionStorage.setItem('last_search_options', 'features=<script>&sortBy=drop%20table&isNew=true');
    sessionStorage.setItem('manual_search_location', 'current location');
    expect(arrivalSearch('')).toEqual({ ...emptySearch, filters: { ...emptySearch.filters, isNew: true } });

    sessionStorage.clear();
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.stubGlobal('sessionStorage', { getItem: blocked, setItem: blocked });
    expect(() => rememberSearch(searchFromAddress('location=Reno,+NV'))).not.toThrow();
    expect(arrivalSearch('')).toEqual(emptySearch);
  });
});

describe('hostile addresses (16 kB) finish fast', () => {
  it('every field, read and written back, in under 50 ms each', async () => {
    const { searchFromAddress, searchToAddress, arrivalSearch, locationKind } = await load();
    const size = 16 * 1024;
    const values = [
      'Current Location'.repeat(size / 16),
      '%25'.repeat(size / 3),
      '%2'.repeat(size / 2),
      'a,'.repeat(size / 2),
      ','.repeat(size),
      '$'.repeat(size),
      '9'.repeat(size),
      `${'1'.repeat(size)},${'2'.repeat(size)}`,
      `${'-'.repeat(size)}!`,
      `${'dine-in '.repeat(size / 8)}x`,
      `${'a '.repeat(size / 2)},${' b'.repeat(size / 2)}`,
    ];
    for (const value of values) {
      for (const field of ['location', 'restaurantOrCuisine', 'priceRange', 'features', 'mealsServed', 'sortBy', 'benefitsFor', 'pageNo']) {
        const query = new URLSearchParams({ [field]: value }).toString();
        const elapsed = fastest(() => {
          searchToAddress(searchFromAddress(query));
          arrivalSearch(query);
          locationKind(value);
        });
        expect(elapsed, `${field}=${value.slice(0, 12)}…`).toBeLessThan(50);
      }
    }
  });
});

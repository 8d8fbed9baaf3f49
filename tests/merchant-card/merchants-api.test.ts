// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultLocationKey, fetchDefaultLocation, merchantSearchQuery, searchMerchants } from '../../src/api/merchants.ts';
import { ReadError } from '../../src/api/read.ts';
import { setRuntimeConfig } from '../../src/lib/runtime-config.ts';
import { config, merchant } from './fixture.ts';

describe('merchant search query (spec 000 §3, §7)', () => {
  it('drops empty values and the literal "undefined"; page size 15 by default', () => {
    expect(
      merchantSearchQuery({
        location: 'Chicago, IL',
        campaignCode: undefined,
        isNew: 'undefined',
        sortBy: '',
        priceRange: null,
        acclaimed: true,
      }),
    ).toEqual({
      location: 'Chicago, IL',
      acclaimed: 'true',
      pageSize: 15,
    });
    expect(merchantSearchQuery('location=Chicago%2C%20IL&restaurantOrCuisine=undefined&features=&isNew=true')).toEqual({
      location: 'Chicago, IL',
      isNew: 'true',
      pageSize: 15,
    });
  });

  it('keeps a caller’s page size', () => {
    expect(merchantSearchQuery({ location: '10036', pageSize: 10 }).pageSize).toBe('10');
  });
});

describe('searchMerchants', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    setRuntimeConfig(config());
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    setRuntimeConfig(undefined);
  });

  const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  const listed = (overrides: Record<string, unknown> = {}) => ({ ...merchant(), origin: null, ...overrides });

  it('GETs /api/v2/Merchants/Search with the built query and reads the answer (ids as strings)', async () => {
    fetchMock.mockResolvedValue(answer({ merchants: [listed({ id: 1212 }), listed({ id: 'm-7' })], totalResultSize: 2 }));
    const result = await searchMerchants({ location: 'Chicago, IL', isNew: 'undefined', pageSize: 10 });
    const url = new URL(fetchMock.mock.calls[0]![0] as string, 'http://x');
    expect(url.pathname).toBe('/api/v2/Merchants/Search');
    expect([...url.searchParams]).toEqual([
      ['location', 'Chicago, IL'],
      ['pageSize', '10'],
    ]);
    expect(result.merchants.map((m) => m.id)).toEqual(['1212', 'm-7']);
  });

  it('takes the documented defaults for what the spec does not name: count, pages, the centre', async () => {
    const origin = { latitude: 41.88, longitude: -87.63, cityState: 'Chicago, IL' };
    fetchMock.mockResolvedValueOnce(answer({ merchants: [listed({ origin }), listed({ id: 2 })] }));
    expect(await searchMerchants('location=Chicago')).toMatchObject({ totalResultSize: 2, totalPages: 1, origin });
    fetchMock.mockResolvedValueOnce(answer({ merchants: [], origin: { latitude: 400, longitude: 0 }, totalPages: 0 }));
    expect(await searchMerchants('location=Nowhere')).toMatchObject({ totalResultSize: 0, totalPages: 1, origin: null });
  });

  it('rejects with the status text, and with a ReadError on an answer it cannot read', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 400, statusText: 'Bad Request' }));
    await expect(searchMerchants('location=x')).rejects.toThrow('Bad Request');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(new Response('[]', { status: 200 }));
    await expect(searchMerchants('location=x')).rejects.toThrow(ReadError);
    fetchMock.mockResolvedValueOnce(answer({ merchants: [listed(), { id: 'bad' }] }));
    await expect(searchMerchants('location=x')).rejects.toThrow('GET /api/v2/Merchants/Search: cannot read merchants.1.name');
    log.mockRestore();
  });
});

describe('the default location (spec 001 §3; spec 000 §7 "cached forever, not retried")', () => {
  const chicago = { latitude: 41.8781, longitude: -87.6298, cityState: 'Chicago, IL', zip: '60602' };
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    setRuntimeConfig(config());
    sessionStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    setRuntimeConfig(undefined);
    sessionStorage.clear();
  });

  it('is asked once for the visit: later pages read it from session storage', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ ...chicago, extra: true }), { status: 200 }));
    expect(await fetchDefaultLocation()).toEqual(chicago);
    expect(JSON.parse(sessionStorage.getItem(defaultLocationKey)!)).toEqual(chicago);
    expect(await fetchDefaultLocation()).toEqual(chicago);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps no failure: a failed or unreadable answer rejects and is asked again on a later page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ latitude: 41.8781, longitude: -87.6298 }), { status: 200 }));
    await expect(fetchDefaultLocation()).rejects.toThrow('GET /api/DefaultUserLocation: cannot read cityState');
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ ...chicago, latitude: 95 }), { status: 200 }));
    await expect(fetchDefaultLocation()).rejects.toThrow(TypeError);
    expect(sessionStorage.getItem(defaultLocationKey)).toBeNull();
    log.mockRestore();
  });
});

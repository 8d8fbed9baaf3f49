// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asMerchant, merchantSearchQuery, searchMerchants } from '../../src/api/merchants.ts';
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

  it('GETs /api/v2/Merchants/Search with the built query and guards the answer', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ merchants: [merchant(), { id: 'bad' }], totalResultSize: 2 }), { status: 200 }),
    );
    const result = await searchMerchants({ location: 'Chicago, IL', isNew: 'undefined', pageSize: 10 });
    const url = new URL(fetchMock.mock.calls[0]![0] as string, 'http://x');
    expect(url.pathname).toBe('/api/v2/Merchants/Search');
    expect([...url.searchParams]).toEqual([
      ['location', 'Chicago, IL'],
      ['pageSize', '10'],
    ]);
    expect(result.merchants.map((m) => m.id)).toEqual([1212]);
  });

  it('rejects with the status text, and on a malformed answer', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 400, statusText: 'Bad Request' }));
    await expect(searchMerchants('location=x')).rejects.toThrow('Bad Request');
    fetchMock.mockResolvedValueOnce(new Response('[]', { status: 200 }));
    await expect(searchMerchants('location=x')).rejects.toThrow(TypeError);
  });

  it('normalises missing optional fields', () => {
    const m = asMerchant({ id: 1, name: 'A', details: {}, benefitAvailability: null })!;
    expect(m.details).toEqual({ rating: null, priceRange: null, cuisines: [], highlight: null });
    expect(m.benefitAvailability.campaignCodes).toEqual([]);
    expect(m.location).toBeNull();
  });
});

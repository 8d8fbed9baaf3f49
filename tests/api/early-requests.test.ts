// @vitest-environment happy-dom
// The head's early requests (issue #26) against the islands' own URL rules: what the inline script
// asks for, run as the page runs it (its built text), must be exactly what the island would ask for
// at that address, or nothing; and the client takes each early answer once, for that URL only.
import { runInThisContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { earlyPictureProperty, earlyRequestsScript } from '../../src/api/early-requests.ts';
import { getMerchant, searchMerchants } from '../../src/api/contract/merchant-calls.ts';
import { merchantSearchQuery } from '../../src/api/merchants.ts';
import { locationParam, merchantRouteOf } from '../../src/features/merchant/merchant-route.ts';
import { locationKind } from '../../src/features/search/search-location.ts';
import { searchFields, searchFromAddress, searchRequest } from '../../src/features/search/search-url.ts';
import { cardTransform, pageTransform } from '../../src/features/merchant-card/merchant-card.ts';
import { loadApiClient } from '../helpers/api-client.ts';
import { fakeFetch, installConfig, withBrowserRuntime } from '../helpers/browser-runtime.ts';

vi.mock('../../src/lib/navigate.ts', () => ({ navigate: vi.fn(), replacePage: vi.fn() }));

withBrowserRuntime();

const apiBase = 'https://api.example';
/** What the build tells the script (EarlyRequests.astro). */
const known = (reads: string[]) => ({
  reads,
  searchFilters: searchFields.filter((field) => field !== 'location'),
  pictureTransform: pageTransform,
  cardTransform,
});

/** The URLs the page's head asks for at `address` (its member read left out). */
function earlyAsks(address: string, page: 'merchant' | 'search' | 'account', reads: string[] = []): string[] {
  const fetchMock = fakeFetch(() => ({ status: 404 }));
  vi.stubGlobal('location', new URL(address, 'https://dining.example'));
  runInThisContext(earlyRequestsScript(apiBase, page, known(reads)));
  const asked = fetchMock.mock.calls.map(([url]) => url as string);
  expect(asked[0]).toBe(`${apiBase}/api/Member`);
  return asked.slice(1);
}

/** A URL with its query in name order. */
function normalized(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.sort();
  return parsed.href;
}

async function islandUrl(path: string, query: Record<string, unknown>): Promise<string> {
  installConfig(apiBase);
  const { apiUrl } = await loadApiClient();
  return apiUrl(path, query as never);
}

describe('the head asks for what the island would, or nothing', () => {
  const merchantAddresses = {
    asks: ['/merchants/1001', '/merchants/1001/', '/merchants/1001/Order', '/merchants/ab-1.x~y_z', '/merchants/1001?location=Chicago,+IL'],
    either: [
      '/merchants/1001?location=%20%20',
      '/merchants/1001?location=undefined',
      `/merchants/1001?location=${'x'.repeat(101)}`,
      '/merchants/_detail',
      '/merchants/%3Cscript%3E',
      `/merchants/${'a'.repeat(65)}`,
      '/merchants/1001/Reviews',
      '/merchants/%31001',
    ],
  };
  for (const address of [...merchantAddresses.asks, ...merchantAddresses.either]) {
    it(`merchant page at ${address}`, async () => {
      const asked = earlyAsks(address, 'merchant');
      const url = new URL(address, 'https://dining.example');
      const { id } = merchantRouteOf(url.pathname);
      const near = locationParam(url.search);
      const island =
        id === null
          ? []
          : [await islandUrl(getMerchant.path.replace('{merchantId}', encodeURIComponent(id)), near ? { location: near } : {})];
      if (merchantAddresses.asks.includes(address)) expect(asked).toEqual(island);
      else expect(asked.length === 0 || asked[0] === island[0]).toBe(true);
    });
  }

  const searchAddresses = {
    asks: ['location=Chicago,+IL', 'location=60614', 'location=New+York', "location=Coeur+d'Alene,+ID", 'location=++Boston++'],
    none: [
      '',
      'location=Current+Location',
      'location=current%20location',
      'location=near+me',
      'location=41.88,-87.63',
      'location=Chicago&isNew=true',
      'location=Chicago&pageNo=2',
      'location=Chicago&sortBy=rating',
      'location=%3Cb%3E',
    ],
  };
  for (const query of [...searchAddresses.asks, ...searchAddresses.none]) {
    it(`search page at ?${query}`, async () => {
      const asked = earlyAsks(`/search?${query}`, 'search');
      const search = searchFromAddress(query);
      if (searchAddresses.none.includes(query)) {
        expect(asked).toEqual([]);
        return;
      }
      expect(locationKind(search.location)).toBe('place');
      const island = await islandUrl(searchMerchants.path, merchantSearchQuery(searchRequest(search, search.location)));
      expect(asked.map(normalized)).toEqual([normalized(island)]);
    });
  }

  it('an account page asks for its list only at its address without a query', () => {
    expect(earlyAsks('/account/manage_cards', 'account', ['/api/Member/Cards'])).toEqual([`${apiBase}/api/Member/Cards`]);
    expect(earlyAsks('/account/recent_activity?page=2', 'account', ['/api/Member/Transactions?pageNo=1'])).toEqual([]);
  });

  it("preloads the merchant's picture and hands it to the skeleton's picture box", async () => {
    const base = 'https://img.example/cloud/image/upload/';
    fakeFetch((url) => (url.endsWith('/1001') ? { status: 200, body: { id: 1001, images: { imageBaseUrl: base } } } : { status: 404 }));
    vi.stubGlobal('location', new URL('/merchants/1001', 'https://dining.example'));
    runInThisContext(earlyRequestsScript(apiBase, 'merchant', known([])));
    const picture = `${base}${pageTransform}1001/promo`;
    await vi.waitFor(() => expect(document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe(picture));
    const root = document.documentElement;
    expect(root.style.getPropertyValue(earlyPictureProperty)).toBe(`url("${picture}")`);
    expect(root.hasAttribute('data-early-picture')).toBe(true);
    // A backslash (kept by the URL parser in a query) cannot end the url() string early.
    fakeFetch(() => ({ status: 200, body: { id: 7, images: { imageBaseUrl: 'https://img.example/p?x=\\"' } } }));
    runInThisContext(earlyRequestsScript(apiBase, 'merchant', known([])));
    await vi.waitFor(() => expect(root.style.getPropertyValue(earlyPictureProperty)).toContain('%5C'));
    expect(root.style.getPropertyValue(earlyPictureProperty)).toMatch(/^url\("[^"\\]*"\)$/);
  });

  it("preloads the first result's picture on a search and hands it to the skeleton", async () => {
    const base = 'https://img.example/upload/';
    const root = document.documentElement;
    root.style.removeProperty(earlyPictureProperty);
    const answer = {
      merchants: [
        { id: '1042', images: { imageBaseUrl: base } },
        { id: 9, images: { imageBaseUrl: base } },
      ],
      totalPages: 1,
    };
    fakeFetch((url) => (url.includes('/Search?') ? { status: 200, body: answer } : { status: 404 }));
    vi.stubGlobal('location', new URL('/search?location=Chicago,+IL', 'https://dining.example'));
    runInThisContext(earlyRequestsScript(apiBase, 'search', known([])));
    const picture = `${base}${cardTransform}1042/promo`;
    await vi.waitFor(() => expect(root.style.getPropertyValue(earlyPictureProperty)).toBe(`url("${picture}")`));
    expect([...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href'))).toContain(
      picture,
    );
    // No results, or a picture that is not http(s): the skeleton stays as it was.
    root.style.removeProperty(earlyPictureProperty);
    for (const body of [{ merchants: [] }, { merchants: [{ id: 1, images: { imageBaseUrl: 'javascript:alert(1)//' } }] }]) {
      fakeFetch(() => ({ status: 200, body }));
      runInThisContext(earlyRequestsScript(apiBase, 'search', known([])));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(root.style.getPropertyValue(earlyPictureProperty)).toBe('');
    }
  });

  it('keeps the script inert in its element: no way out of <script>', () => {
    expect(earlyRequestsScript('https://x.example/</script><b>', 'account', known(['/a</script>']))).not.toContain('</script>');
  });
});

describe('the client takes an early answer once', () => {
  it('for the same URL, whatever the query order; a second call asks the API', async () => {
    const fetchMock = fakeFetch(() => ({ status: 200, body: { from: 'api' } }));
    const { api } = await loadApiClient();
    const early = Promise.resolve(new Response(JSON.stringify({ from: 'head' }), { status: 200 }));
    (window as unknown as { __earlyResponses: Record<string, unknown> }).__earlyResponses = {
      '/api/v2/Merchants/Search?sortBy=distance&location=Boston&pageNo=1': early,
    };
    const query = { location: 'Boston', sortBy: 'distance', pageNo: 1 };
    await expect(api('/api/v2/Merchants/Search', { query })).resolves.toEqual({ from: 'head' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(api('/api/v2/Merchants/Search', { query })).resolves.toEqual({ from: 'api' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('not for another URL, nor for a call that sends a body or a CSRF token', async () => {
    const fetchMock = fakeFetch(() => ({ status: 200, body: { from: 'api' } }));
    const { api, setCsrfHooks } = await loadApiClient();
    setCsrfHooks({ token: () => Promise.resolve('tok'), failed: vi.fn() });
    const early = () => Promise.resolve(new Response('{"from":"head"}', { status: 200 }));
    (window as unknown as { __earlyResponses: Record<string, unknown> }).__earlyResponses = {
      '/api/Member': early(),
      '/api/Member/1': early(),
    };
    await expect(api('/api/Member/2')).resolves.toEqual({ from: 'api' });
    await expect(api('/api/Member', { method: 'PUT', body: {} })).resolves.toEqual({ from: 'api' });
    await expect(api({ method: 'GET', path: '/api/Member/1', csrf: true })).resolves.toEqual({ from: 'api' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("an early request that failed fails the taker's call as its own fetch would", async () => {
    fakeFetch(() => ({ status: 200, body: {} }));
    const { api, ApiError } = await loadApiClient();
    (window as unknown as { __earlyResponses: Record<string, unknown> }).__earlyResponses = {
      '/api/Member': Promise.resolve(new Response('{}', { status: 401 })),
    };
    await expect(api('/api/Member', { unauthorized: 'reject' })).rejects.toBeInstanceOf(ApiError);
  });
});

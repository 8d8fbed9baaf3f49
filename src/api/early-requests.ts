// Data does not wait for code (issue #26). An island page's own data is asked for by a few lines
// inlined in the document's head (EarlyRequests.astro), while the island's bundle still downloads;
// the api client then takes that response for the first call to the same URL instead of sending
// another (takeEarlyResponse). The inline part cannot import: it repeats the island's URL rules for
// the cases it is sure of and asks nothing otherwise. tests/api/early-requests.test.ts holds it to
// the islands' own URL builders, so a drift fails a test rather than costing a second request.

/** The page kinds whose data starts from the HTML. */
export type EarlyPage = 'merchant' | 'search' | 'account';

/** Where the inline part leaves its responses: URL → the fetch's promise, each taken once. */
const storeName = '__earlyResponses';

type EarlyStore = Record<string, Promise<Response> | undefined>;

/** What the inline part knows from the build, since it cannot import the islands' modules. */
export interface EarlyKnowledge {
  /** The page's fixed reads (an account page's list), API paths with their query. */
  reads: readonly string[];
  /** The search fields other than `location` (search-url.ts searchFields): any of them in the
   *  address leaves the search to the island. */
  searchFilters: readonly string[];
  /** The merchant page's picture transform (merchant-card.ts pageTransform). */
  pictureTransform: string;
}

/**
 * Runs in the page's head as `(startEarlyRequests)(apiBase, page, known)`: self-contained, no outer names,
 * no syntax newer than the browsers the site supports. Asks for the member (every island page
 * reads who is looking) and the page's own data; on a merchant page it also preloads the
 * merchant's picture once the merchant is known, the page's largest paint.
 */
export function startEarlyRequests(apiBase: string, page: EarlyPage, known: EarlyKnowledge): void {
  const store: Record<string, Promise<Response>> = {};
  const ask = (path: string, query?: URLSearchParams): Promise<Response> => {
    const search = query ? query.toString() : '';
    const url = apiBase + path + (search ? '?' + search : '');
    const init: RequestInit = { credentials: 'same-origin', headers: { Accept: 'application/json', 'Content-Type': 'application/json' } };
    if (typeof AbortSignal.timeout === 'function') init.signal = AbortSignal.timeout(15000);
    const response = fetch(url, init);
    // A failure is the taker's to handle; one nobody takes is not an unhandled rejection.
    response.catch(() => undefined);
    return (store[url] = response);
  };
  const params = new URLSearchParams(location.search);
  const param = (name: string): string => {
    const value = (params.get(name) || '').trim();
    return value === 'undefined' ? '' : value;
  };
  void ask('/api/Member');
  // The page's fixed reads (an account page's list): only for the address without a query, which
  // may ask for another page of it.
  if (!location.search) known.reads.forEach((read) => void ask(read));
  if (page === 'merchant') {
    const match = /^\/merchants\/([A-Za-z0-9][A-Za-z0-9._~-]{0,63})(\/Order)?\/?$/.exec(location.pathname);
    if (match) {
      const near = param('location');
      const query = near && near.length <= 100 ? new URLSearchParams({ location: near }) : undefined;
      const id = match[1]!;
      const merchant = ask('/api/v2/Merchants/' + id, query);
      // The picture's rule is the page's (MerchantMedia.tsx pagePromoUrl).
      merchant
        .then((response) => (response.ok ? response.clone().json() : null))
        .then((answer: { images?: { imageBaseUrl?: unknown } } | null) => {
          const base = answer && answer.images ? answer.images.imageBaseUrl : null;
          if (typeof base !== 'string' || !/^https?:\/\//i.test(base)) return;
          const link = document.createElement('link');
          link.rel = 'preload';
          link.as = 'image';
          link.href = base + (base.endsWith('/') ? known.pictureTransform : '') + id + '/promo';
          link.setAttribute('fetchpriority', 'high');
          document.head.appendChild(link);
        })
        .catch(() => undefined);
    }
  }
  if (page === 'search') {
    // Only a search for a typed place with nothing else: the common landing from a link or the home
    // page's form. Filters, a map view or "Current Location" are left to the island.
    const place = param('location');
    const more = known.searchFilters.some((name) => param(name) !== '');
    const plain = /^[A-Za-z][A-Za-z .,'-]{0,99}$/.test(place) || /^\d{5}$/.test(place);
    const folded = place.toLowerCase().replace(/[^a-z]/g, '');
    if (plain && !more && folded !== 'nearme' && folded.indexOf('currentlocation') < 0) {
      void ask('/api/v2/Merchants/Search', new URLSearchParams({ location: place, sortBy: 'distance', pageNo: '1', pageSize: '15' }));
    }
  }
  // storeName, written out: the inline function cannot read it.
  (window as unknown as Record<string, unknown>)['__earlyResponses'] = store;
}

/** The inline script for `page`: the function above, called with the partner's API base. */
export function earlyRequestsScript(apiBase: string, page: EarlyPage, known: EarlyKnowledge): string {
  const args = [apiBase, page, known].map((value) => JSON.stringify(value).replace(/</g, '\\u003c')).join(',');
  return `(${startEarlyRequests.toString()})(${args});`;
}

/** A URL with its query in name order: the inline part and the client may order fields differently. */
function sameRequest(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  query.sort();
  return `${url.slice(0, at)}?${query.toString()}`;
}

/** The response the page's head already asked for at `url`, once: a second call asks the API again. */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const store = (globalThis as unknown as Record<string, EarlyStore | undefined>)[storeName];
  if (!store) return undefined;
  const wanted = sameRequest(url);
  for (const [asked, response] of Object.entries(store)) {
    if (response && sameRequest(asked) === wanted) {
      delete store[asked];
      return response;
    }
  }
  return undefined;
}

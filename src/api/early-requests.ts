// Data does not wait for code (issue #26). An island page's own data is asked for by a few lines
// inlined in the document's head (EarlyRequests.astro), while the island's bundle still downloads;
// the api client then takes that response for the first call to the same URL instead of sending
// another (takeEarlyResponse). The inline part cannot import: it repeats the island's URL rules for
// the cases it is sure of and asks nothing otherwise. tests/api/early-requests.test.ts holds it to
// the islands' own URL builders, so a drift fails a test rather than costing a second request.

/** The page kinds whose data starts from the HTML. */
export type EarlyPage = 'merchant' | 'search' | 'account';

/** The custom property on <html> holding the page's first picture (the merchant's, or the first
 *  result's) as a CSS url(), for the skeleton's picture box. */
export const earlyPictureProperty = '--early-picture';

/** A skeleton picture box's background: that picture, cropped the way the drawn page's `<img>`
 *  (`object-fit: cover`, centred) crops it, so the swap to the page changes nothing. */
export const earlyPictureBackground = {
  backgroundImage: `var(${earlyPictureProperty}, none)`,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
} as const;

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
  /** A result card's picture transform (merchant-card.ts cardTransform). */
  cardTransform: string;
}

/** What the head reads of a merchant, and of a search's answer. */
interface EarlyMerchant {
  id?: unknown;
  images?: { imageBaseUrl?: unknown };
}
type EarlyAnswer = EarlyMerchant & { merchants?: EarlyMerchant[] };

/**
 * Runs in the page's head as `(startEarlyRequests)(apiBase, page, known)`: self-contained, no outer names,
 * no syntax newer than the browsers the site supports. Asks for the member (every island page
 * reads who is looking) and the page's own data; on a merchant page and a search it also preloads
 * the page's largest paint, the merchant's or the first result's picture, once the answer names it,
 * and hands it to the skeleton's picture box, which shows it before the island has drawn the page.
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
  /**
   * Once `response` is in, preloads the picture of the merchant `pick` finds in it and hands it to
   * the skeleton's picture box (earlyPictureProperty, written out), which shows it before the island
   * has run: the page's largest paint no longer waits for code. Nothing unless its base is http(s).
   */
  const showEarly = (
    response: Promise<Response>,
    pick: (answer: EarlyAnswer | null) => EarlyMerchant | null | undefined,
    transform: string,
  ) => {
    response
      .then((answer) => (answer.ok ? answer.clone().json() : null))
      .then((answer: EarlyAnswer | null) => {
        const merchant = pick(answer);
        const base = merchant && merchant.images ? merchant.images.imageBaseUrl : null;
        const id = merchant ? merchant.id : null;
        if (typeof base !== 'string' || !/^https?:\/\//i.test(base) || (typeof id !== 'string' && typeof id !== 'number')) return;
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'image';
        link.href = base + (base.endsWith('/') ? transform : '') + String(id) + '/promo';
        link.setAttribute('fetchpriority', 'high');
        document.head.appendChild(link);
        const root = document.documentElement;
        root.style.setProperty('--early-picture', 'url("' + link.href.replace(/["\\\n]/g, encodeURIComponent) + '")');
        root.setAttribute('data-early-picture', '');
      })
      .catch(() => undefined);
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
      // The picture's rule is the page's (MerchantMedia.tsx pagePromoUrl).
      showEarly(ask('/api/v2/Merchants/' + id, query), (answer) => answer, known.pictureTransform);
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
      const results = ask(
        '/api/v2/Merchants/Search',
        new URLSearchParams({ location: place, sortBy: 'distance', pageNo: '1', pageSize: '15' }),
      );
      // The first result's picture, by the card's rule (merchant-card.ts promoImageUrl).
      showEarly(results, (answer) => (answer && answer.merchants ? answer.merchants[0] : null), known.cardTransform);
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

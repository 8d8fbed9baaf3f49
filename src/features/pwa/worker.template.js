/* Service worker served at /worker.js. workbox-build's injectManifest fills the precache list
 * with the shell and hashed assets at build time (per partner, no bundling needed).
 * Rules (ARCHITECTURE.md): precache the shell, network-first for pages with the offline page as
 * fallback, cache-first for hashed assets. Of /api/* only the public merchant reads are kept (issue
 * #9: the last searches and the merchant pages a member opened stay readable offline): network
 * first, the newest SAVED_LIMIT answers kept; nothing member-specific or written is ever cached. */
const PRECACHE = self.__WB_MANIFEST;
const VERSION =
  PRECACHE.map((entry) => entry.revision || entry.url)
    .join('|')
    .length.toString(36) +
  '-' +
  PRECACHE.length;
const SHELL_CACHE = `shell-${VERSION}`;
const PAGE_CACHE = 'pages';
const SAVED_CACHE = 'saved-results';
const SAVED_LIMIT = 40;
// GET /api/v2/Merchants/Search and /api/v2/Merchants/{id}[/Menu|/Reviews|/Events]: no auth, no member data.
const SAVED_API = /^\/api\/v2\/Merchants\/(Search|\d{1,12}(\/(Menu|Reviews|Events))?)$/;
// The precache key of the offline page (workbox lists files, not pretty URLs).
const OFFLINE_URL = '/offline/index.html';

const urlOf = (entry) => new URL(entry.url, self.location.origin).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE.map(urlOf)))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('shell-') && key !== SHELL_CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirstPage(request) {
  try {
    const response = await fetch(request);
    if (response.ok) (await caches.open(PAGE_CACHE)).put(request, response.clone());
    return response;
  } catch {
    // The search page is one page whatever its query: the island shows the saved answer for it.
    const searchPage = new URL(request.url).pathname.replace(/\/$/, '') === '/search';
    return (
      (await caches.match(request, { ignoreSearch: searchPage })) ||
      (await caches.match(new URL(OFFLINE_URL, self.location.origin).href)) ||
      Response.error()
    );
  }
}

/** Network first; a successful answer replaces the saved one and the oldest beyond the limit go. */
async function networkFirstSaved(request) {
  const cache = await caches.open(SAVED_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) {
      await cache.delete(request);
      await cache.put(request, response.clone());
      const keys = await cache.keys();
      await Promise.all(keys.slice(0, Math.max(0, keys.length - SAVED_LIMIT)).map((key) => cache.delete(key)));
    }
    return response;
  } catch (error) {
    const saved = await cache.match(request);
    if (saved) return saved;
    throw error;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) (await caches.open(SHELL_CACHE)).put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) {
    if (SAVED_API.test(url.pathname)) event.respondWith(networkFirstSaved(request));
    return;
  }
  if (request.mode === 'navigate') event.respondWith(networkFirstPage(request));
  else if (url.pathname.startsWith('/_astro/')) event.respondWith(cacheFirst(request));
});

/* Service worker served at /worker.js. workbox-build's injectManifest fills the precache list
 * with the shell and hashed assets at build time (per partner, no bundling needed).
 * Rules (ARCHITECTURE.md): precache the shell, network-first for pages with the offline page as
 * fallback, cache-first for hashed assets, never cache /api/*. */
const PRECACHE = self.__WB_MANIFEST;
const VERSION =
  PRECACHE.map((entry) => entry.revision || entry.url)
    .join('|')
    .length.toString(36) +
  '-' +
  PRECACHE.length;
const SHELL_CACHE = `shell-${VERSION}`;
const PAGE_CACHE = 'pages';
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
    return (await caches.match(request)) || (await caches.match(new URL(OFFLINE_URL, self.location.origin).href)) || Response.error();
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
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(networkFirstPage(request));
  else if (url.pathname.startsWith('/_astro/')) event.respondWith(cacheFirst(request));
});

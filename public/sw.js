/*
 * Bindery's service worker (hand-made; scope /webapp/). It keeps the app shell and the chunks the
 * app has loaded so the editor opens offline after a first visit:
 * - page loads: the network first, the cached shell (index.html) when offline;
 * - /webapp/assets/* (hashed, never change): the cache first, filled as they load;
 * - the API is never cached: the editor keeps its own offline copy in IndexedDB.
 */
const CACHE = 'bindery-shell-v1';
const SHELL = '/webapp/';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(SHELL))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith('bindery-shell-') && k !== CACHE).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (data?.type !== 'cache-urls' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((u) => typeof u === 'string' && new URL(u).origin === self.location.origin);
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(
        urls.map((u) =>
          cache
            .match(u)
            .then(
              (hit) =>
                hit ||
                fetch(u, { credentials: 'same-origin' }).then((res) =>
                  res.ok ? cache.put(u, res) : undefined,
                ),
            )
            .catch(() => undefined),
        ),
      ),
    ),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/webapp/')) return;
  if (url.pathname.startsWith('/webapp/api/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((res) => {
          if (res.ok) {
            const copy = res.clone();
            caches.open(CACHE).then((cache) => cache.put(SHELL, copy));
          }
          return res;
        })
        .catch(() =>
          caches
            .open(CACHE)
            .then((cache) => cache.match(SHELL))
            .then((hit) => hit || Response.error()),
        ),
    );
    return;
  }

  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((res) => {
            if (
              res.ok &&
              (url.pathname.startsWith('/webapp/assets/') || /\.(svg|png|woff2?|json)$/.test(url.pathname))
            )
              cache.put(request, res.clone());
            return res;
          }),
      ),
    ),
  );
});

/// <reference lib="webworker" />
/**
 * Bindery's service worker (scope /webapp/), built by Workbox: scripts/build-sw.ts bundles this
 * file and injects the precache manifest of the build it belongs to.
 * - the app shell (index.html, every script and style but the HEIC decoder and the face models) is
 *   precached under its content hash: a new build precaches what changed and drops the rest;
 * - page loads go to the network first (the server puts the first screen into the page), else the
 *   last copy of that page, else the precached shell: the editor opens offline after one visit;
 * - photo renditions (/webapp/api/photo/<id>/screen|thumb) are fetched network-first and kept
 *   for offline use, at most RENDITIONS entries and RENDITION_DAYS days, dropped first when the
 *   device runs short of storage; the rest of the API is never cached (the editor keeps its own
 *   offline copy in IndexedDB);
 * - caches of an older build's worker (and the hand-written worker's `bindery-shell-v1`) are deleted
 *   when this one activates.
 */
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { PAGES_CACHE, RENDITIONS_CACHE } from './cache-names';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** Renditions kept on the device: a few books' worth of screen and thumb sizes. */
const RENDITIONS = 600;
const RENDITION_DAYS = 30;
const DAY = 24 * 60 * 60;

setCacheNameDetails({ prefix: 'bindery' });
self.skipWaiting();
clientsClaim();

// Registered before the precache's own route, so a page load never gets the precached copy while
// the server answers (routes match in the order they were registered).
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: PAGES_CACHE,
      plugins: [new ExpirationPlugin({ maxEntries: 30, purgeOnQuotaError: true })],
    }),
    { allowlist: [/^\/webapp\//], denylist: [/^\/webapp\/api\//] },
  ),
);

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    /^\/webapp\/api\/photo\/[^/]+\/(screen|thumb)$/.test(url.pathname),
  // Network first: online the page gets exactly what the server answers now (a cached early answer
  // broke the real-photos journey's comparison with the server's rendition); offline, the copy.
  new NetworkFirst({
    cacheName: RENDITIONS_CACHE,
    plugins: [
      new ExpirationPlugin({
        maxEntries: RENDITIONS,
        maxAgeSeconds: RENDITION_DAYS * DAY,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// The hand-written worker before Workbox kept everything in one never-renamed cache: delete it.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('bindery-shell-')).map((k) => caches.delete(k))),
      ),
  );
});

// Hashed files left out of the precache (the HEIC decoder, face models, print fonts) and the
// static pictures: kept as they load, capped.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    (url.pathname.startsWith('/webapp/assets/') || /\.(svg|png|webp|jpg)$/.test(url.pathname)) &&
    !url.pathname.startsWith('/webapp/api/'),
  new CacheFirst({
    cacheName: 'bindery-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })],
  }),
);

// Offline and no copy of this page: the precached shell, which opens the editor from IndexedDB.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache('index.html')) ?? Response.error();
  return Response.error();
});

/// <reference lib="webworker" />
// The offline worker (spec §4, §7.11): the shell is precached; pages, page-data, remote code and
// images are cached as they are used, so a page visited once can be read offline.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { keepSharedAnswersOnly } from './personal-answers';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// The shell's entry and chunks; index.html is not precached: every page has its own HTML.
precacheAndRoute(
  self.__WB_MANIFEST.filter(
    (entry) => !(typeof entry === 'string' ? entry : entry.url).endsWith('.html'),
  ),
);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Pages: the network first (they change with each build), the cached copy when offline. A page's
// HTML is the same whatever its query (`/timeline?season=season-3` is `/timeline`, read by the app).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url),
  new NetworkFirst({
    cacheName: 'pages',
    networkTimeoutSeconds: 4,
    matchOptions: { ignoreSearch: true },
    // A previewing browser's pages are its own (no-store, private): never kept, never served offline.
    plugins: [keepSharedAnswersOnly, new ExpirationPlugin({ maxEntries: 200 })],
  }),
);
// Page-data and the areas' files (a timeline season's entries, the search index) change with each build.
registerRoute(
  ({ url }) =>
    sameOrigin(url) &&
    (url.pathname.startsWith('/page-data/') ||
      url.pathname.startsWith('/files/') ||
      url.pathname === '/remotes.json'),
  new NetworkFirst({
    cacheName: 'page-data',
    networkTimeoutSeconds: 4,
    plugins: [keepSharedAnswersOnly, new ExpirationPlugin({ maxEntries: 400 })],
  }),
);
// Remote builds live under versioned, immutable URLs.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/remotes/'),
  new CacheFirst({ cacheName: 'remotes', plugins: [new ExpirationPlugin({ maxEntries: 300 })] }),
);
registerRoute(
  ({ url }) =>
    sameOrigin(url) &&
    (url.pathname.startsWith('/cms/images/') || url.pathname.startsWith('/api/images/')),
  new CacheFirst({
    cacheName: 'images',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/static/'),
  new StaleWhileRevalidate({ cacheName: 'shell-static' }),
);

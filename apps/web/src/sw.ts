/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  CACHED_AT_HEADER,
  isCacheableApiPath,
  SERVED_FROM_CACHE_HEADER,
} from './lib/offline-cache.ts';

/**
 * The service worker (docs/decisions/023): the app shell is precached so the app opens offline;
 * pages and the public finder API go to the network first and fall back to what was stored.
 * Anything answered from the cache says so in a header, so that the app can tell the visitor.
 * Admin pages and every other API call are left to the network, never stored.
 */
declare let self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const PAGES_CACHE = 'pages';
const API_CACHE = 'public-api';
const SHELL_URL = '/index.html';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
void self.skipWaiting();
clientsClaim();

// Stored pages name the hashed scripts of the build that served them; a new worker means a new
// build whose precache no longer holds those, so the pages stored by the old one go.
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(PAGES_CACHE));
});

/** Stores the time of storing with the response, and hands it to the page when it is used. */
const markStaleness: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set(CACHED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(
      SERVED_FROM_CACHE_HEADER,
      cachedResponse.headers.get(CACHED_AT_HEADER) ?? 'unknown',
    );
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

// Navigations: the server's HTML first (it renders some pages itself), then the stored copy of
// the same page, then the precached shell. /admin is not handled: it is never stored.
/** A page answered from the cache shows its offline note (a city page's, decision 213). */
const showOfflineNote: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const html = await cachedResponse.text();
    return new Response(
      html.replace('<div hidden="" data-offline-note="">', '<div data-offline-note="">'),
      {
        status: cachedResponse.status,
        statusText: cachedResponse.statusText,
        headers: cachedResponse.headers,
      },
    );
  },
};

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  plugins: [
    showOfflineNote,
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 30 }),
  ],
});
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache(SHELL_URL)) ?? Response.error();
      }
    },
    { denylist: [/^\/admin(\/|$)/, /^\/api(\/|$)/] },
  ),
);

// The finder's public API: the network first, then the last answer stored for the same URL,
// marked with when it was stored. After a few seconds without an answer the stored one is used.
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && isCacheableApiPath(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 10,
    plugins: [
      markStaleness,
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 14 * 24 * 60 * 60 }),
    ],
  }),
);

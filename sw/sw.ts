/**
 * The service worker: wiring only; the modules beside it decide what is cached and how. Built by vite-plugin-pwa
 * (injectManifest), which replaces self.__WB_MANIFEST with the list of built files.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CACHE_NAMES, NETWORK_TIMEOUT_S, PROGRAM_CACHE_LIMITS, SHELL_URL } from './sw-config';
import { isPageNavigation, isProgramRequest, isSkipWaitingMessage } from './route-matchers';
import { cacheTimePlugin } from './cache-time';
import { shellFallbackPlugin } from './shell-fallback';

declare let self: ServiceWorkerGlobalScope;

// A new version waits until the user accepts it in the update prompt; the page then posts SKIP_WAITING.
self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
});
// The first install takes the open page at once, so it works offline without a reload.
clientsClaim();

// Registered before the precache route, whose "/" -> index.html mapping would otherwise answer "/" from the cache.
registerRoute(
  isPageNavigation,
  new NetworkFirst({
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [shellFallbackPlugin(() => matchPrecache(SHELL_URL))],
  }),
);

registerRoute(
  isProgramRequest,
  new NetworkFirst({
    cacheName: CACHE_NAMES.program,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [new ExpirationPlugin({ ...PROGRAM_CACHE_LIMITS, purgeOnQuotaError: true }), cacheTimePlugin()],
  }),
);

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/**
 * Page loads go to the network first (the edge puts a fresh anti-forgery token into the page). When the network
 * fails or is too slow, the precached app shell answers instead: the client renews a missing token by itself through
 * GET /Site/GetAntiForgeryToken. Pages are never cached one by one, since a stored page could point at scripts an
 * update has since removed from the precache.
 */
import type { WorkboxPlugin } from 'workbox-core/types';

export const shellFallbackPlugin = (matchShell: () => Promise<Response | undefined>): WorkboxPlugin => ({
  cacheWillUpdate: async () => null,
  // NetworkFirst looks in its cache on failure and on timeout; this makes that lookup find the shell.
  cachedResponseWillBeUsed: async ({ cachedResponse }) => cachedResponse ?? (await matchShell()) ?? null,
});

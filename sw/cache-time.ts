/**
 * Remembers when a program answer was cached and tells the page when it is served from the cache, through the
 * SW_CACHE_HEADER (epoch ms) that the API client reads, so the offline notice can say "Bülten 14:05 itibarıyla".
 */
import type { WorkboxPlugin } from 'workbox-core/types';
import { SW_CACHE_HEADER } from '@shared/protocol/api';

/** Internal: written on the cached copy only; the page sees SW_CACHE_HEADER instead. */
export const CACHED_AT_HEADER = 'X-Sw-Cached-At';

const withHeaders = (res: Response, edit: (h: Headers) => void): Response => {
  const headers = new Headers(res.headers);
  edit(headers);
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
};

export const stampCachedAt = (res: Response, now: number): Response =>
  withHeaders(res, (h) => h.set(CACHED_AT_HEADER, String(now)));

/** The stamp, or else the server's Date header (entries written before stamping existed); null when neither parses. */
export const cachedAtOf = (res: Response): number | null => {
  const stamp = Number(res.headers.get(CACHED_AT_HEADER));
  if (Number.isFinite(stamp) && stamp > 0) return stamp;
  const date = Date.parse(res.headers.get('Date') ?? '');
  return Number.isNaN(date) ? null : date;
};

export const markServedFromCache = (res: Response): Response => {
  const at = cachedAtOf(res);
  return withHeaders(res, (h) => {
    h.delete(CACHED_AT_HEADER);
    // Without a known time the page still learns the answer is not live; 0 reads as "time unknown".
    h.set(SW_CACHE_HEADER, String(at ?? 0));
  });
};

/**
 * Only complete successful answers are cached (an error answer must not replace a good program), stamped with the
 * time; a cached answer on its way to the page is marked. Put it after the ExpirationPlugin so an expired entry,
 * which that plugin turns into null, is not marked.
 */
export const cacheTimePlugin = (now: () => number = Date.now): WorkboxPlugin => ({
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? stampCachedAt(response, now()) : null),
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? markServedFromCache(cachedResponse) : null),
});

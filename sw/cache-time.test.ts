import { describe, expect, it } from 'vitest';
import type { WorkboxPlugin } from 'workbox-core/types';
import { SW_CACHE_HEADER } from '@shared/protocol/api';
import { CACHED_AT_HEADER, cacheTimePlugin, cachedAtOf, markServedFromCache, stampCachedAt } from './cache-time';

const CACHED_AT = Date.UTC(2025, 4, 1, 11, 5);
const json = (status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ events: [1, 2] }), { status, headers: { 'Content-Type': 'application/json', ...headers } });

// The plugin callbacks get more parameters from workbox; these tests only need the response ones.
type Param<K extends keyof WorkboxPlugin> = Parameters<NonNullable<WorkboxPlugin[K]>>[0];
const willUpdate = (p: WorkboxPlugin, response: Response) => p.cacheWillUpdate!({ response } as Param<'cacheWillUpdate'>);
const willBeUsed = (p: WorkboxPlugin, cachedResponse?: Response) =>
  p.cachedResponseWillBeUsed!({ cachedResponse } as Param<'cachedResponseWillBeUsed'>);

describe('cache time stamping', () => {
  it('keeps status, headers and body while adding the stamp', async () => {
    const stamped = stampCachedAt(json(200, { ETag: '"v7"' }), CACHED_AT);
    expect(stamped.status).toBe(200);
    expect(stamped.headers.get('ETag')).toBe('"v7"');
    expect(stamped.headers.get(CACHED_AT_HEADER)).toBe(String(CACHED_AT));
    expect(await stamped.json()).toEqual({ events: [1, 2] });
  });

  it('reads the stamp first, then the Date header, else null', () => {
    const date = 'Thu, 01 May 2025 10:00:00 GMT';
    expect(cachedAtOf(json(200, { [CACHED_AT_HEADER]: String(CACHED_AT), Date: date }))).toBe(CACHED_AT);
    expect(cachedAtOf(json(200, { Date: date }))).toBe(Date.parse(date));
    expect(cachedAtOf(json(200, { [CACHED_AT_HEADER]: 'bozuk' }))).toBeNull();
  });

  it('marks a cached answer with the cache time and hides the internal stamp', async () => {
    const served = markServedFromCache(stampCachedAt(json(), CACHED_AT));
    expect(served.headers.get(SW_CACHE_HEADER)).toBe(String(CACHED_AT));
    expect(served.headers.has(CACHED_AT_HEADER)).toBe(false);
    expect(await served.json()).toEqual({ events: [1, 2] });
  });

  it('still marks an answer of unknown age, as 0', () => {
    expect(markServedFromCache(json()).headers.get(SW_CACHE_HEADER)).toBe('0');
  });
});

describe('cacheTimePlugin', () => {
  const plugin = cacheTimePlugin(() => CACHED_AT);

  it('stores successful answers stamped with the clock', async () => {
    const stored = await willUpdate(plugin, json());
    expect(stored?.headers.get(CACHED_AT_HEADER)).toBe(String(CACHED_AT));
  });

  it('never stores error answers over a good program', async () => {
    expect(await willUpdate(plugin, json(500))).toBeNull();
    expect(await willUpdate(plugin, json(404))).toBeNull();
    expect(await willUpdate(plugin, new Response(null, { status: 204 }))).toBeNull();
  });

  it('marks what comes back out of the cache, and passes a miss on as a miss', async () => {
    const stored = (await willUpdate(plugin, json()))!;
    const used = await willBeUsed(plugin, stored);
    expect(used?.headers.get(SW_CACHE_HEADER)).toBe(String(CACHED_AT));
    expect(await willBeUsed(plugin, undefined)).toBeNull();
  });
});

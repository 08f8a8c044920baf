import { describe, expect, it } from 'vitest';
import type { WorkboxPlugin } from 'workbox-core/types';
import { shellFallbackPlugin } from './shell-fallback';

type Param<K extends keyof WorkboxPlugin> = Parameters<NonNullable<WorkboxPlugin[K]>>[0];
const shell = () => new Response('<!doctype html><title>iddaa</title>', { headers: { 'Content-Type': 'text/html' } });

describe('shellFallbackPlugin', () => {
  it('never stores a page', async () => {
    const plugin = shellFallbackPlugin(async () => shell());
    expect(await plugin.cacheWillUpdate!({ response: shell() } as Param<'cacheWillUpdate'>)).toBeNull();
  });

  it('never stores the 404 not-found shell either, so it can never stand in for the app shell', async () => {
    const plugin = shellFallbackPlugin(async () => shell());
    const notFound = new Response('<!doctype html><title>iddaa</title>', { status: 404, headers: { 'Content-Type': 'text/html' } });
    expect(await plugin.cacheWillUpdate!({ response: notFound } as Param<'cacheWillUpdate'>)).toBeNull();
  });

  it('answers a failed or slow page load with the precached shell', async () => {
    const plugin = shellFallbackPlugin(async () => shell());
    const res = await plugin.cachedResponseWillBeUsed!({ cachedResponse: undefined } as Param<'cachedResponseWillBeUsed'>);
    expect(await res?.text()).toContain('<title>iddaa</title>');
  });

  it('gives nothing when the shell is not precached yet, so the network error shows', async () => {
    const plugin = shellFallbackPlugin(async () => undefined);
    expect(await plugin.cachedResponseWillBeUsed!({ cachedResponse: undefined } as Param<'cachedResponseWillBeUsed'>)).toBeNull();
  });
});

/**
 * A quieter "network idle" than playwright's (which waits 500 ms after the last request): each page's requests in
 * flight are counted, and a page is quiet when none has been in flight for QUIET_MS. The realtime socket is no
 * request and does not count.
 */
import type { Page } from 'playwright-core';

const QUIET_MS = 250;
const state = new WeakMap<Page, { inflight: number; last: number }>();

/** Starts counting the page's requests; call before its first navigation. */
export function trackNetwork(page: Page): void {
  const s = { inflight: 0, last: Date.now() };
  state.set(page, s);
  page.on('request', () => {
    s.inflight++;
    s.last = Date.now();
  });
  const done = () => {
    s.inflight = Math.max(0, s.inflight - 1);
    s.last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Waits until the page has had no request in flight for QUIET_MS, at most `timeoutMs`. */
export async function networkQuiet(page: Page, timeoutMs = 5_000): Promise<void> {
  const s = state.get(page);
  if (!s) {
    await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);
    return;
  }
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const idleFor = Date.now() - s.last;
    if (s.inflight === 0 && idleFor >= QUIET_MS) return;
    await page.waitForTimeout(s.inflight === 0 ? QUIET_MS - idleFor : 50);
  }
}

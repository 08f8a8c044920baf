import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** requestIdleCallback under test control: the callbacks wait until `runIdle` runs the oldest. */
let idleQueue: (() => void)[] = [];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const runIdle = async (): Promise<void> => {
  await settle();
  idleQueue.shift()?.();
  await settle();
};

beforeEach(() => {
  idleQueue = [];
  vi.stubGlobal('requestIdleCallback', (cb: () => void) => idleQueue.push(cb));
  vi.resetModules();
});
afterEach(() => vi.unstubAllGlobals());

describe('pageIdle', () => {
  it('waits for the first idle moment, then gives each caller an idle moment of its own', async () => {
    const { pageIdle } = await import('./page-idle');
    const done: string[] = [];
    void pageIdle().then(() => done.push('footer'));
    void pageIdle().then(() => done.push('menu'));
    await runIdle();
    // The shared first idle moment ran; each caller now waits for its own.
    expect(done).toEqual([]);
    expect(idleQueue).toHaveLength(2);
    await runIdle();
    expect(done).toEqual(['footer']);
    await runIdle();
    expect(done).toEqual(['footer', 'menu']);
  });

  it('waits for the first render, and a while after it, when the app asked for that', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { awaitFirstRender, markPageShown, pageIdle, AFTER_FIRST_RENDER_MS } = await import('./page-idle');
      awaitFirstRender();
      let done = false;
      void pageIdle().then(() => (done = true));
      await vi.advanceTimersByTimeAsync(10_000);
      expect(idleQueue).toHaveLength(0);
      markPageShown();
      await vi.advanceTimersByTimeAsync(AFTER_FIRST_RENDER_MS - 10);
      expect(idleQueue).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(20);
      expect(idleQueue).toHaveLength(1);
      idleQueue.shift()?.();
      await vi.advanceTimersByTimeAsync(0);
      idleQueue.shift()?.();
      await vi.advanceTimersByTimeAsync(0);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePwaStore } from './pwa.test-store';
import { registerServiceWorker, SW_URL, UPDATE_CHECK_MS, type WorkboxLike } from './pwa-register';
import { getSwBridge, setSwBridge } from './sw-bridge';

/** Enough of workbox-window for registration: listeners by event name, and spies for the calls. */
const fakeWorkbox = () => {
  const listeners = new Map<string, Array<(e: unknown) => void>>();
  const wb = {
    addEventListener: (type: string, cb: (e: unknown) => void) => listeners.set(type, [...(listeners.get(type) ?? []), cb]),
    register: vi.fn(async () => undefined),
    update: vi.fn(async () => undefined),
    messageSkipWaiting: vi.fn(),
  };
  const fire = (type: string, event: object = {}) => listeners.get(type)?.forEach((cb) => cb({ type, ...event }));
  return { wb: wb as unknown as WorkboxLike & typeof wb, fire };
};

afterEach(() => {
  setSwBridge(null);
  vi.useRealTimers();
});

describe('registerServiceWorker', () => {
  it('registers nothing outside production builds', () => {
    const createWorkbox = vi.fn();
    expect(registerServiceWorker(makePwaStore().store, { createWorkbox })).toBeNull();
    expect(createWorkbox).not.toHaveBeenCalled();
    expect(getSwBridge()).toBeNull();
  });

  it('registers /sw.js and reports a waiting version as an available update', () => {
    const { store } = makePwaStore();
    const { wb, fire } = fakeWorkbox();
    const createWorkbox = vi.fn(() => wb);
    registerServiceWorker(store, { enabled: true, createWorkbox });
    expect(createWorkbox).toHaveBeenCalledWith(SW_URL);
    expect(wb.register).toHaveBeenCalled();
    expect(store.getState().pwa.updateAvailable).toBe(false);
    fire('waiting');
    expect(store.getState().pwa.updateAvailable).toBe(true);
  });

  it('reports offline readiness after the first install, not after an update', () => {
    const first = makePwaStore();
    const a = fakeWorkbox();
    registerServiceWorker(first.store, { enabled: true, createWorkbox: () => a.wb });
    a.fire('activated', { isUpdate: true });
    expect(first.store.getState().pwa.offlineReady).toBe(false);
    a.fire('activated', { isUpdate: false });
    expect(first.store.getState().pwa.offlineReady).toBe(true);
  });

  it('gives the saga a bridge that posts SKIP_WAITING through workbox-window and hears controlling', () => {
    const { wb, fire } = fakeWorkbox();
    registerServiceWorker(makePwaStore().store, { enabled: true, createWorkbox: () => wb });
    const bridge = getSwBridge();
    expect(bridge).not.toBeNull();
    bridge!.messageSkipWaiting();
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    const controlled = vi.fn();
    bridge!.onControlling(controlled);
    fire('controlling');
    expect(controlled).toHaveBeenCalledTimes(1);
  });

  it('looks for a new version periodically', () => {
    vi.useFakeTimers();
    const { wb } = fakeWorkbox();
    registerServiceWorker(makePwaStore().store, { enabled: true, createWorkbox: () => wb });
    expect(wb.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(wb.update).toHaveBeenCalledTimes(1);
  });
});

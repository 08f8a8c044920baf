import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePwaStore } from './pwa.test-store';
import { updateAccepted } from './pwa.slice';
import { setSwBridge, type SwBridge } from './sw-bridge';

const flush = () => new Promise((r) => setTimeout(r, 0));

/** A fake worker bridge: records what the saga asks and lets the test say when the new worker takes control. */
const fakeBridge = () => {
  const controlling: Array<() => void> = [];
  const bridge: SwBridge = {
    messageSkipWaiting: vi.fn(),
    onControlling: (cb) => controlling.push(cb),
    reload: vi.fn(),
  };
  return { bridge, takeControl: () => controlling.forEach((cb) => cb()) };
};

let stop = () => {};
afterEach(() => {
  stop();
  setSwBridge(null);
});

describe('pwaSaga connectivity', () => {
  it('turns offline and online window events into the online flag', () => {
    const made = makePwaStore({ saga: true });
    stop = made.stop;
    expect(made.store.getState().pwa.online).toBe(true);
    window.dispatchEvent(new Event('offline'));
    expect(made.store.getState().pwa.online).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(made.store.getState().pwa.online).toBe(true);
  });

  it('stops listening when cancelled', () => {
    const made = makePwaStore({ saga: true });
    made.stop();
    window.dispatchEvent(new Event('offline'));
    expect(made.store.getState().pwa.online).toBe(true);
  });
});

describe('pwaSaga update', () => {
  it('posts SKIP_WAITING on an accepted update and reloads once the new worker controls the page', async () => {
    const { bridge, takeControl } = fakeBridge();
    setSwBridge(bridge);
    const made = makePwaStore({ saga: true, pwa: { updateAvailable: true } });
    stop = made.stop;

    made.store.dispatch(updateAccepted());
    // The update's worker loads apart from the entry; then it saves the coupon and posts.
    await vi.waitFor(() => expect(bridge.messageSkipWaiting).toHaveBeenCalledTimes(1));
    await flush();
    expect(bridge.reload).not.toHaveBeenCalled();

    takeControl();
    await flush();
    expect(bridge.reload).toHaveBeenCalledTimes(1);
  });

  it('ignores a second tap while the worker switches', async () => {
    const { bridge, takeControl } = fakeBridge();
    setSwBridge(bridge);
    const made = makePwaStore({ saga: true });
    stop = made.stop;

    made.store.dispatch(updateAccepted());
    made.store.dispatch(updateAccepted());
    await vi.waitFor(() => expect(bridge.messageSkipWaiting).toHaveBeenCalledTimes(1));
    takeControl();
    await flush();
    expect(bridge.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(bridge.reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a registered worker', async () => {
    const made = makePwaStore({ saga: true });
    stop = made.stop;
    made.store.dispatch(updateAccepted());
    await flush();
    expect(made.store.getState().pwa.updateAvailable).toBe(false);
  });
});

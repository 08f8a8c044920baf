/**
 * The seam between the pwa saga and the registered service worker. registerServiceWorker sets it from workbox-window
 * in production builds; tests set a fake. Without a bridge (development, no service worker support) an accepted
 * update has nothing to activate.
 */
export interface SwBridge {
  /** Posts {type: 'SKIP_WAITING'} to the waiting worker. */
  messageSkipWaiting(): void;
  /** Calls back when the new worker has taken control of this page. */
  onControlling(callback: () => void): void;
  reload(): void;
}

/** Holds a store's bridge once registration has made one (saga context key `swBridge`). */
export interface SwBridgeSlot {
  get(): SwBridge | null;
  set(bridge: SwBridge | null): void;
}

export const createSwBridgeSlot = (): SwBridgeSlot => {
  let current: SwBridge | null = null;
  return {
    get: () => current,
    set: (bridge) => {
      current = bridge;
    },
  };
};

/** makeStore's default slot; tests set fakes through setSwBridge. */
export const defaultSwBridgeSlot: SwBridgeSlot = createSwBridgeSlot();

export const setSwBridge = (bridge: SwBridge | null): void => defaultSwBridgeSlot.set(bridge);
export const getSwBridge = (): SwBridge | null => defaultSwBridgeSlot.get();

/**
 * Listens before posting: the worker can take control right after the message, and a missed 'controlling' would
 * leave the page on the old version forever.
 */
export const activateWaitingWorker = (bridge: SwBridge): Promise<void> =>
  new Promise((resolve) => {
    bridge.onControlling(resolve);
    bridge.messageSkipWaiting();
  });

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

let current: SwBridge | null = null;

export const setSwBridge = (bridge: SwBridge | null): void => {
  current = bridge;
};
export const getSwBridge = (): SwBridge | null => current;

/**
 * Listens before posting: the worker can take control right after the message, and a missed 'controlling' would
 * leave the page on the old version forever.
 */
export const activateWaitingWorker = (bridge: SwBridge): Promise<void> =>
  new Promise((resolve) => {
    bridge.onControlling(resolve);
    bridge.messageSkipWaiting();
  });

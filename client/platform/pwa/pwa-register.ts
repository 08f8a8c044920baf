/**
 * Registers the service worker with a prompt: a new version waits until the user accepts it in the update prompt
 * (the pwa saga then activates it and reloads). Production builds only: the dev server builds no service worker.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import { Workbox } from 'workbox-window';
import { offlineReady, updateAvailable } from './pwa.slice';
import { defaultSwBridgeSlot, type SwBridgeSlot } from './sw-bridge';

/** The worker vite-plugin-pwa builds from sw/sw.ts. */
export const SW_URL = '/sw.js';
/** An installed app may stay open for days; look for a new version now and then. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** The part of workbox-window used here, so tests can pass a fake. */
export type WorkboxLike = Pick<Workbox, 'addEventListener' | 'register' | 'update' | 'messageSkipWaiting'>;

export interface RegisterOptions {
  enabled?: boolean;
  createWorkbox?: (url: string) => WorkboxLike;
  /** The store's bridge slot (its saga context `swBridge`); the default slot otherwise. */
  bridgeSlot?: SwBridgeSlot;
}

const supported = (): boolean => import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

export function registerServiceWorker(
  store: { dispatch: Dispatch },
  { enabled = supported(), createWorkbox = (url) => new Workbox(url, { scope: '/' }), bridgeSlot = defaultSwBridgeSlot }: RegisterOptions = {},
): WorkboxLike | null {
  if (!enabled) return null;
  const wb = createWorkbox(SW_URL);
  wb.addEventListener('waiting', () => store.dispatch(updateAvailable()));
  wb.addEventListener('activated', (event) => {
    if (!event.isUpdate) store.dispatch(offlineReady());
  });
  bridgeSlot.set({
    messageSkipWaiting: () => wb.messageSkipWaiting(),
    onControlling: (callback) => wb.addEventListener('controlling', () => callback()),
    reload: () => window.location.reload(),
  });
  // A failed registration (private mode, blocked storage) leaves the site working online, just without offline use.
  wb.register().catch(() => undefined);
  setInterval(() => void wb.update().catch(() => undefined), UPDATE_CHECK_MS);
  return wb;
}

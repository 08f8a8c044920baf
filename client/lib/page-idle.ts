/**
 * "The first page is shown and the browser has nothing else to do": the moment to load code the first page does not
 * need (saga workers, the phone menu, the coupon's sheets, the footer). Safari before 18 has no requestIdleCallback:
 * a second stands in for it.
 */
import { useEffect, useState } from 'react';

const IDLE_TIMEOUT_MS = 5000;
const NO_IDLE_CALLBACK_DELAY_MS = 1000;
/**
 * How long after the app's first render the deferred code waits before it asks for an idle moment: the page's first
 * data (preloaded by the boot script, boot-preload.ts) and its render get the network and the CPU first. The app starts
 * after the load event (client/boot.ts), so "after load and idle" alone came before the first page was drawn.
 */
export const AFTER_FIRST_RENDER_MS = 1500;

let idle: Promise<void> | null = null;
let firstRender: Promise<void> | null = null;
let markRendered: () => void = () => undefined;

/** main.tsx, before the first render: the page counts as shown only once the layout has rendered (markPageShown). */
export const awaitFirstRender = (): void => {
  firstRender = new Promise((resolve) => {
    markRendered = resolve;
  });
};

/** The layout's first render is on screen. */
export const markPageShown = (): void => markRendered();

const loaded = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/** The browser's next idle callback (IDLE_TIMEOUT_MS at the latest), or `fallbackMs` later without requestIdleCallback. */
const idleCallback = (fallbackMs: number): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, fallbackMs);
  });

/**
 * A task of the caller's own at an idle moment: the next idle callback, or without requestIdleCallback the next task
 * (the shared first idle moment has waited already).
 */
export const idleTask = (): Promise<void> => idleCallback(0);

/**
 * Resolves once: after the load event and, in the app, AFTER_FIRST_RENDER_MS after the layout's first render, when
 * the browser is idle (or IDLE_TIMEOUT_MS at the latest).
 */
const pageShown = (): Promise<void> =>
  (idle ??= (async () => {
    await loaded();
    if (firstRender) {
      await firstRender;
      await new Promise((resolve) => setTimeout(resolve, AFTER_FIRST_RENDER_MS));
    }
    await idleCallback(NO_IDLE_CALLBACK_DELAY_MS);
  })());

/**
 * After the page's first idle moment (pageShown), an idle moment of the caller's own: each deferred part (the footer,
 * the menu, the sheets, the service worker, each starting a download or a render) runs in a task of its own, not all
 * in the one task that first idle moment would resolve them in (about 20 ms of a desktop's main thread at once).
 */
export const pageIdle = (): Promise<void> => pageShown().then(idleTask);

/** True from the page's first idle moment on, or earlier once `needed` has been true: never false again. */
export const usePageIdle = (needed = false): boolean => {
  const [ready, setReady] = useState(false);
  if (needed && !ready) setReady(true);
  useEffect(() => {
    let live = true;
    void pageIdle().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
};

/**
 * "The first page is shown and the browser has nothing else to do": the moment to load code the first page does not
 * need (saga workers, the phone menu, the coupon's sheets). Safari before 18 has no requestIdleCallback: a second
 * after the load event stands in for it.
 */
import { useEffect, useState } from 'react';

const IDLE_TIMEOUT_MS = 5000;
const NO_IDLE_CALLBACK_DELAY_MS = 1000;

let idle: Promise<void> | null = null;

/** Resolves once, after the load event, when the browser is idle (or IDLE_TIMEOUT_MS at the latest). */
export const pageIdle = (): Promise<void> =>
  (idle ??= new Promise((resolve) => {
    const wait = () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS })
        : setTimeout(resolve, NO_IDLE_CALLBACK_DELAY_MS);
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
  }));

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

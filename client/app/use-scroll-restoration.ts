/**
 * Scroll restoration of the declarative router (react-router's <ScrollRestoration> needs the data router): a push
 * or replace to another path starts at the top (filters that change only the query keep the position), back and
 * forward return to where that history entry was left. Positions are kept per entry (location.key), in
 * sessionStorage across reloads.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';

const loadPositions = (): Record<string, number> => {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
};

const positions = loadPositions();
/** How long (animation frames, about a second) a restore waits for a page still too short (its data loading). */
const RESTORE_FRAMES = 60;

/** Scrolls to y, and again on the next frames while the page is too short to reach it; returns the cancel. */
const restore = (y: number): (() => void) => {
  let frames = 0;
  let id = 0;
  const step = () => {
    window.scrollTo(0, y);
    if (window.scrollY < y - 1 && ++frames < RESTORE_FRAMES) id = requestAnimationFrame(step);
  };
  step();
  return () => cancelAnimationFrame(id);
};

export function useScrollRestoration(): void {
  const { key, pathname } = useLocation();
  const action = useNavigationType();
  const current = useRef({ key, pathname });

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      positions[current.current.key] = window.scrollY;
    };
    const persist = () => {
      window.history.scrollRestoration = 'auto';
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or blocked: positions are lost at the reload only.
      }
    };
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const previousPath = current.current.pathname;
    current.current = { key, pathname };
    const saved = positions[key];
    if (action === 'POP') return saved === undefined ? undefined : restore(saved);
    if (pathname !== previousPath) window.scrollTo(0, 0);
    return undefined;
    // Once per history entry: the key changes with every navigation (action and path change with it).
  }, [key]);
}

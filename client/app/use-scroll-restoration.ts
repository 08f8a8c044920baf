/**
 * Scroll restoration of the declarative router (react-router's <ScrollRestoration> needs the data router): a push
 * or replace to another path starts at the top (filters that change only the query keep the position), back and
 * forward return to where that history entry was left. Positions are kept per entry (location.key), in
 * sessionStorage across reloads. A page load's first entry has no key of its own (react-router calls every one
 * 'default'), so its slot also names the address; and a load that is neither a reload nor back/forward (a typed
 * address, a link from elsewhere) starts at the top instead of at another load's place.
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

let held: Record<string, number> | null = null;
/**
 * The kept positions, read from sessionStorage at first use, not while the app's modules evaluate: a page's first
 * storage read opens the storage, about 6 ms of the app chunk's evaluation at 4x CPU (a CPU profile of a cold load),
 * and a load that neither scrolls nor returns to an entry never needs it.
 */
const positions = (): Record<string, number> => (held ??= loadPositions());

/** The slot of a history entry: its key, or for a load's first (keyless) entry, the address. */
const slotOf = (key: string, url: string): string => (key === 'default' ? `default ${url}` : key);

/** Whether this document was opened by a reload or by back/forward (only then is the first entry restored). */
const loadReturns = (): boolean => {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'reload' || entry?.type === 'back_forward';
};
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
  const { key, pathname, search } = useLocation();
  const action = useNavigationType();
  const slot = slotOf(key, `${pathname}${search}`);
  const current = useRef({ slot, pathname });
  const first = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      positions()[current.current.slot] = window.scrollY;
    };
    const persist = () => {
      window.history.scrollRestoration = 'auto';
      if (held === null) return;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(held));
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
    current.current = { slot, pathname };
    const initial = first.current;
    first.current = false;
    if (action === 'POP') {
      if (initial && !loadReturns()) return undefined;
      const saved = positions()[slot];
      return saved === undefined ? undefined : restore(saved);
    }
    if (pathname !== previousPath) window.scrollTo(0, 0);
    return undefined;
    // Once per history entry: the key changes with every navigation (action and path change with it).
  }, [key]);
}

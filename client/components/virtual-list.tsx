/**
 * A windowed list scrolled by the page: only rows inside the viewport (plus an overscan margin) are mounted.
 * Row heights are fixed per row, given by `itemHeight`, so offsets are known without measuring rows.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { afterFrame } from '../lib/after-frame';

export interface VirtualListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  itemHeight: (item: T) => number;
  renderItem: (item: T) => ReactNode;
  /** Extra pixels mounted above and below the viewport. */
  overscanPx?: number;
  className?: string;
  label?: string;
}

interface Range {
  start: number;
  end: number;
}

/** Index of the last offset <= y (offsets ascending, offsets[0] = 0). */
const indexAt = (offsets: readonly number[], y: number): number => {
  let lo = 0;
  let hi = offsets.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((offsets[mid] ?? 0) <= y) lo = mid;
    else hi = mid - 1;
  }
  return lo;
};

export const visibleRange = (offsets: readonly number[], top: number, bottom: number): Range => {
  const count = offsets.length - 1;
  if (count <= 0 || bottom <= 0) return { start: 0, end: 0 };
  const start = Math.min(indexAt(offsets, Math.max(0, top)), count);
  const end = Math.min(indexAt(offsets, bottom) + 1, count);
  return { start, end: Math.max(start, end) };
};

const viewportHeight = (): number => (typeof window === 'undefined' ? 0 : window.innerHeight);
/**
 * The first render's guess of the viewport's height. Reading window.innerHeight during a render makes the browser
 * lay out the page as it stands first (10 ms of a program snapshot's task on a phone, thrown away when the rows
 * commit); the screen's height costs no layout and is at least the viewport's on phones and full-size windows. The
 * mount's effect then measures the real range.
 */
const viewportGuess = (): number => (typeof window === 'undefined' ? 0 : window.screen?.height || window.innerHeight);

export function VirtualList<T>({ items, itemKey, itemHeight, renderItem, overscanPx = 480, className, label }: VirtualListProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const offsets = useMemo(() => {
    const acc = [0];
    for (const item of items) acc.push((acc[acc.length - 1] ?? 0) + itemHeight(item));
    return acc;
  }, [items, itemHeight]);
  const total = offsets[offsets.length - 1] ?? 0;
  const [range, setRange] = useState<Range>(() => visibleRange(offsets, 0, viewportGuess()));

  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const listTop = el.getBoundingClientRect().top;
    const next = visibleRange(offsets, -listTop - overscanPx, -listTop + viewportHeight() + overscanPx);
    setRange((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
  }, [offsets, overscanPx]);

  // The first mount draws the rows of the screen only (the first render's guess covers the screen from the list's
  // top) and measures after that frame has been drawn, in a task of its own, adding the overscan's rows then: the
  // first frame lays out a screen of rows, not two (each row's text is shaped at its first layout; a cold load's
  // list frame took 130 ms of style and layout at 4x CPU on a phone), and no measurement forces that layout early
  // (measuring in the commit laid out the whole new page there: 68 ms of the program's first render at 4x CPU).
  // Nothing is missing meanwhile unless the page is already scrolled, and then the scroll listener puts it right.
  // Later changes (new rows, a filter) are measured before they paint, so rows never jump under a reader scrolled
  // into the list.
  const mounted = useRef(false);
  useLayoutEffect(() => {
    if (mounted.current) update();
  }, [update]);
  useEffect(() => {
    let cancel: (() => void) | undefined;
    if (mounted.current) update();
    else cancel = afterFrame(update);
    mounted.current = true;
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancel?.();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [update]);

  const rows: ReactNode[] = [];
  for (let i = range.start; i < range.end && i < items.length; i++) {
    const item = items[i] as T;
    rows.push(
      <div
        key={itemKey(item)}
        role="listitem"
        aria-setsize={items.length}
        aria-posinset={i + 1}
        className="vlist__row"
        style={{ top: offsets[i] ?? 0, height: itemHeight(item) }}
      >
        {renderItem(item)}
      </div>,
    );
  }
  return (
    <div ref={ref} role="list" aria-label={label} className={className ? `vlist ${className}` : 'vlist'} style={{ height: total }}>
      {rows}
    </div>
  );
}

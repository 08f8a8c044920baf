/**
 * The day (or sport) header of the part of the list under the top of the screen, pinned there while its rows
 * scroll by. The windowed list positions its rows itself, so the header is an overlay: a zero-height sticky box at
 * the list's top holding a copy of the current header row, shown once the list's own header has scrolled under it.
 * It is a visual aid only (aria-hidden): the list's own header rows are what assistive technology reads.
 */
import { useEffect, useMemo, useState, type RefObject } from 'react';
import type { ProgramRow } from './program-grouping';
import { ProgramHeaderRow } from './program-header-row';

interface HeaderAt {
  offset: number;
  label: string;
  count: number;
}

/** Bars the layout pins at the top of the page: the phone's site header, the desktop's sport menu. */
const PINNED_BARS = '.site-header, .sport-menu';

/** Where the bars pinned at the top of the page end once stuck: the header sticks below them. */
const pinnedBarsBottom = (): number => {
  let bottom = 0;
  for (const bar of document.querySelectorAll<HTMLElement>(PINNED_BARS)) {
    const style = getComputedStyle(bar);
    if (style.position !== 'sticky') continue;
    bottom = Math.max(bottom, Math.round((Number.parseFloat(style.top) || 0) + bar.offsetHeight));
  }
  return bottom;
};

export interface StickyHeadingProps {
  rows: readonly ProgramRow[];
  rowHeight: (row: ProgramRow) => number;
  /** The box holding this heading and the list, at the list's top. */
  listRef: RefObject<HTMLElement | null>;
}

export function StickyHeading({ rows, rowHeight, listRef }: StickyHeadingProps) {
  const headers = useMemo(() => {
    const out: HeaderAt[] = [];
    let y = 0;
    for (const row of rows) {
      if (row.kind === 'header') out.push({ offset: y, label: row.label, count: row.count });
      y += rowHeight(row);
    }
    return out;
  }, [rows, rowHeight]);
  const [top, setTop] = useState(0);
  const [current, setCurrent] = useState<HeaderAt | null>(null);

  useEffect(() => {
    let pinned = pinnedBarsBottom();
    const update = () => {
      const el = listRef.current;
      if (!el) return;
      const y = pinned - el.getBoundingClientRect().top;
      let next: HeaderAt | null = null;
      if (y > 0) for (const h of headers) if (h.offset <= y) next = h;
      setCurrent((prev) => (prev?.offset === next?.offset && prev?.label === next?.label && prev?.count === next?.count ? prev : next));
    };
    const resize = () => {
      pinned = pinnedBarsBottom();
      setTop(pinned);
      update();
    };
    resize();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', resize);
    };
  }, [headers, listRef]);

  return (
    <div className="sticky-heading" style={{ top }} aria-hidden="true">
      {current && <ProgramHeaderRow label={current.label} count={current.count} heading={false} />}
    </div>
  );
}

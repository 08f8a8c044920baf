/**
 * The desktop coupon column is sticky under the sport menu and no taller than the window below where it stands.
 * At the top of a page it stands lower (under the header and any notice bar) than once stuck, so a height fixed
 * for the stuck place would put its foot ('Hemen Oyna') below the fold until the page is scrolled. This keeps
 * the column's top in its `--coupon-top` (layout.css): measured after scrolls, resizes and page-size changes, at
 * most once a frame, and written only when it changed.
 */
import { useEffect, type RefObject } from 'react';

export function useCouponColumnFit(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const column = ref.current;
    if (!active || !column) return;
    let frame = 0;
    let last = NaN;
    const measure = () => {
      frame = 0;
      const top = Math.max(0, Math.round(column.getBoundingClientRect().top));
      if (top === last) return;
      last = top;
      column.style.setProperty('--coupon-top', `${top}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // A notice bar that comes or goes moves the column without a scroll; the page's height changes with it.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resized?.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      resized?.disconnect();
      column.style.removeProperty('--coupon-top');
    };
  }, [ref, active]);
}

/**
 * Marks a scrolling box with what it hides: `data-more-start` / `data-more-end` while content lies beyond that edge
 * (left and right, or with `axis` 'y' top and bottom). The CSS fades such an edge, so a label cut there reads as cut
 * ("Cumartesi" cut after "Cuma" would otherwise pass for a second "Cuma"). Measured on scroll and resize, at most
 * once a frame; `content` is anything whose change can change the content's size (the items).
 */
import { useEffect, type RefObject } from 'react';

/** Sub-pixel slack at the ends (zoom, fractional widths). */
const EDGE_PX = 2;

const mark = (el: HTMLElement, name: string, on: boolean) => {
  if (on) el.setAttribute(name, '');
  else el.removeAttribute(name);
};

export function useScrollEdges(ref: RefObject<HTMLElement | null>, content: unknown, axis: 'x' | 'y' = 'x'): void {
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const at = Math.abs(axis === 'x' ? box.scrollLeft : box.scrollTop);
      const seen = axis === 'x' ? box.clientWidth : box.clientHeight;
      const whole = axis === 'x' ? box.scrollWidth : box.scrollHeight;
      mark(box, 'data-more-start', at > EDGE_PX);
      mark(box, 'data-more-end', at + seen < whole - EDGE_PX);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    // The first measure waits for the frame too: read in the effect, the box's sizes force a layout of the page
    // being mounted (about 20 ms on the program page at start-up, before the frame would lay it out anyway).
    schedule();
    box.addEventListener('scroll', schedule, { passive: true });
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    // The box, and what it holds: content that grows inside a box of the same size moves the far edge.
    for (const el of [box, ...Array.from(box.children)]) resized?.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      box.removeEventListener('scroll', schedule);
      resized?.disconnect();
    };
  }, [ref, content, axis]);
}

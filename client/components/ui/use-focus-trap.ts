/**
 * Keeps keyboard focus inside a modal box while it is active: focus moves in on activation (the given element,
 * else the first focusable, else the box), Tab and Shift+Tab wrap, Escape calls onEscape, and focus returns to
 * what had it before when the trap ends. Traps stack: only the newest active one answers keys, so a dialog opened
 * over a sheet closes alone on Escape.
 */
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export const focusablesIn = (root: HTMLElement): HTMLElement[] => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));

const stack: symbol[] = [];

export interface FocusTrapOptions {
  active: boolean;
  onEscape: () => void;
  /** What gets focus on activation: 'first' focusable (default) or the 'box' itself (then Tab enters the content). */
  initialFocus?: 'first' | 'box' | RefObject<HTMLElement | null>;
}

export function useFocusTrap(boxRef: RefObject<HTMLElement | null>, { active, onEscape, initialFocus = 'first' }: FocusTrapOptions): void {
  const escape = useRef(onEscape);
  const initial = useRef(initialFocus);
  useEffect(() => {
    escape.current = onEscape;
    initial.current = initialFocus;
  });

  useEffect(() => {
    const box = boxRef.current;
    if (!active || !box) return;
    const me = Symbol('focus-trap');
    stack.push(me);
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const start = initial.current;
    const target = typeof start === 'object' ? start.current : start === 'box' ? box : focusablesIn(box)[0];
    (target ?? box).focus();

    const onKey = (e: KeyboardEvent) => {
      if (stack.at(-1) !== me) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        escape.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const list = focusablesIn(box);
      const first = list[0];
      const last = list.at(-1);
      if (!first || !last) {
        e.preventDefault();
        box.focus();
        return;
      }
      const inside = box.contains(document.activeElement);
      const onBox = document.activeElement === box;
      if (e.shiftKey && (document.activeElement === first || !inside || onBox)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      const at = stack.indexOf(me);
      if (at >= 0) stack.splice(at, 1);
      if (previous?.isConnected) previous.focus();
    };
  }, [active, boxRef]);
}

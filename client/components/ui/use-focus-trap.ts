/**
 * Keeps keyboard focus inside a modal box while it is active: focus moves in on activation (the given element,
 * else the first focusable, else the box), Tab and Shift+Tab wrap, Escape calls onEscape, and focus returns to
 * what had it before when the trap ends (or to `returnFocus`; when that is gone or hidden, to the main content,
 * never to the bare document). Traps stack: only the newest active one answers keys, so a dialog opened
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
  /** Where focus goes back to when the trap ends, instead of what had it before (an opener that hides itself). */
  returnFocus?: RefObject<HTMLElement | null>;
}

const focusable = (el: HTMLElement | null | undefined): el is HTMLElement =>
  !!el && el !== document.body && el.isConnected && !el.closest('[hidden], [inert]');

/** Puts the focus back on `target`, or on the main content when that cannot take it. */
export const restoreFocus = (target: HTMLElement | null | undefined): void => {
  if (focusable(target)) target.focus();
  if (document.activeElement && document.activeElement !== document.body) return;
  document.querySelector<HTMLElement>('main')?.focus();
};

export function useFocusTrap(boxRef: RefObject<HTMLElement | null>, { active, onEscape, initialFocus = 'first', returnFocus }: FocusTrapOptions): void {
  const escape = useRef(onEscape);
  const initial = useRef(initialFocus);
  const back = useRef(returnFocus);
  useEffect(() => {
    escape.current = onEscape;
    initial.current = initialFocus;
    back.current = returnFocus;
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
      // Only when the focus was inside the box (or lost with it): a trap ending under another's focus leaves it.
      const current = document.activeElement;
      if (current && current !== document.body && current.isConnected && !box.contains(current)) return;
      restoreFocus(back.current?.current ?? previous);
    };
  }, [active, boxRef]);
}

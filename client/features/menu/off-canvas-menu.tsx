/**
 * The phone layout's off-canvas menu: slides in from the left (TIMING.slideMenuMs, width and push of
 * TIMING.slideMenuPaddingPx). Escape, the backdrop and the close button close it; focus moves into it on open,
 * stays inside while open, and returns to the menu button on close. It closes on navigation.
 */
import { useEffect, useRef, type CSSProperties } from 'react';
import { useLocation } from 'react-router';
import { TIMING } from '@shared/constants/business';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { viewActions } from '../view/view.slice';
import { selectMenuOpen } from '../view/view.selectors';
import { MenuLinks } from './menu-links';
import { MENU_BUTTON_ID, OFF_CANVAS_ID } from './menu-button';

export const SLIDE_STYLE = {
  '--slide-ms': `${TIMING.slideMenuMs}ms`,
  '--slide-px': `${TIMING.slideMenuPaddingPx}px`,
} as CSSProperties;

const focusables = (root: HTMLElement): HTMLElement[] => [...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];

export function OffCanvasMenu() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectMenuOpen);
  const panel = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();

  useEffect(() => {
    dispatch(viewActions.menuClosed());
  }, [dispatch, pathname, search]);

  useEffect(() => {
    const root = panel.current;
    if (!open || !root) return;
    focusables(root)[0]?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        dispatch(viewActions.menuClosed());
        return;
      }
      if (e.key !== 'Tab') return;
      const list = focusables(root);
      const first = list[0];
      const last = list[list.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.getElementById(MENU_BUTTON_ID)?.focus();
    };
  }, [open, dispatch]);

  const close = () => dispatch(viewActions.menuClosed());
  return (
    <div className={open ? 'off-canvas off-canvas--open' : 'off-canvas'} style={SLIDE_STYLE}>
      <div className="off-canvas__backdrop" onClick={close} aria-hidden="true" />
      <div
        id={OFF_CANVAS_ID}
        ref={panel}
        className="off-canvas__panel"
        role="dialog"
        aria-modal="true"
        aria-label="Menü"
        inert={!open}
      >
        <div className="off-canvas__head">
          <span className="off-canvas__title">Menü</span>
          <button type="button" className="off-canvas__close" aria-label="Menüyü kapat" onClick={close}>
            ×
          </button>
        </div>
        <nav aria-label="Spor menüsü">
          <MenuLinks variant="drawer" />
        </nav>
      </div>
    </div>
  );
}

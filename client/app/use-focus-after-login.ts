/**
 * After a login the form that had the focus is gone (the header swaps it for the member area, the login page
 * navigates away), so the focus would fall to the document. This puts it somewhere sensible instead: the Hesabım
 * menu button where the header has one, else the page's main heading, else the main content. A login that kept
 * the focus on something (the login dialog hands it back to 'Hemen Oyna') is left alone.
 */
import { useEffect, useRef } from 'react';
import { selectAuthStatus } from '../features/auth/auth.slice';
import { useAppSelector } from './hooks';

const lost = (): boolean => {
  const el = document.activeElement;
  return !el || el === document.body || !el.isConnected;
};

export const focusAfterLogin = (): void => {
  if (!lost()) return;
  const account = document.querySelector<HTMLElement>('.header-login--member [aria-haspopup]');
  const heading = document.querySelector<HTMLElement>('main h1');
  if (account) return account.focus();
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    return heading.focus();
  }
  document.querySelector<HTMLElement>('main')?.focus();
};

export function useFocusAfterLogin(): void {
  const status = useAppSelector(selectAuthStatus);
  const before = useRef(status);
  useEffect(() => {
    const was = before.current;
    before.current = status;
    if (was !== 'visitor' || status !== 'member') return;
    // Two frames: the header has drawn the member area and a navigation to the return address has begun.
    let inner = 0;
    const outer = requestAnimationFrame(() => {
      inner = requestAnimationFrame(focusAfterLogin);
    });
    return () => {
      cancelAnimationFrame(outer);
      cancelAnimationFrame(inner);
    };
  }, [status]);
}

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

const accountButton = (): HTMLElement | null => document.querySelector<HTMLElement>('.header-login--member [aria-haspopup]');

/** Where the focus goes when the account button is not there: the page's main heading, else the main content. */
const focusPage = (): void => {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    return heading.focus();
  }
  document.querySelector<HTMLElement>('main')?.focus();
};

/** Frames (about two seconds) to wait for the member header, whose code loads on demand, to draw Hesabım. */
export const ACCOUNT_WAIT_FRAMES = 120;

/**
 * Focuses Hesabım once the header draws it (checked every frame), the page otherwise; stops as soon as something
 * else holds the focus. Answers the cancel.
 */
export const focusAfterLogin = (frames = ACCOUNT_WAIT_FRAMES): (() => void) => {
  let id = 0;
  let left = frames;
  const step = (): void => {
    if (!lost()) return;
    const account = accountButton();
    if (account) return account.focus();
    if (--left <= 0) return focusPage();
    id = requestAnimationFrame(step);
  };
  // A frame first: the header has drawn the member area and a navigation to the return address has begun.
  id = requestAnimationFrame(step);
  return () => cancelAnimationFrame(id);
};

export function useFocusAfterLogin(): void {
  const status = useAppSelector(selectAuthStatus);
  const before = useRef(status);
  useEffect(() => {
    const was = before.current;
    before.current = status;
    if (was !== 'visitor' || status !== 'member') return;
    return focusAfterLogin();
  }, [status]);
}

/** Where a member goes after logging in (spec section 4 "Login") and which redirect targets are allowed. */
import { LOGIN_PAGES, ROUTES } from '@shared/constants/routes';
import { safeReturnPath } from '@shared/rules/safe-return-path';

const TO_HOME: readonly string[] = [ROUTES.signUp, ROUTES.signUpAlt, ROUTES.forgotPassword, ROUTES.forgotPasswordAlt];

/** Pages that send a member elsewhere right after logging in on them: sign-up and forgot-password go home, contact
 * us goes to the message-writing page. Null for every other page. */
export const forcedPathAfterLogin = (pathname: string): string | null => {
  if (TO_HOME.includes(pathname)) return ROUTES.home;
  if (pathname === ROUTES.contactUs) return ROUTES.writeMessage;
  return null;
};

/** Query names that already carry a way back on the forced pages (R, the captcha pages' redirectUrl). */
const RETURN_PARAMS: readonly string[] = ['R', 'redirectUrl', 'RedirectUrl'];

/**
 * A login answer's RedirectUrl (a member in a forced state: contract, password change, ...), a same-site path only;
 * null when the answer has none or names no such path.
 */
export const loginAnswerRedirect = (answer: unknown): string | null => {
  const url = typeof answer === 'object' && answer !== null ? (answer as { RedirectUrl?: unknown }).RedirectUrl : undefined;
  return safeReturnPath(url, null, LOGIN_PAGES);
};

/** Adds R={back} to a forced page's address unless it already says where to go back to. */
export const withReturnAddress = (path: string, back: string, origin: string = window.location.origin): string => {
  const u = new URL(path, origin);
  if (RETURN_PARAMS.some((p) => u.searchParams.has(p))) return path;
  u.searchParams.set('R', back);
  return `${u.pathname}${u.search}${u.hash}`;
};

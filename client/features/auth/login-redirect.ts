/** Where a member goes after logging in (spec section 4 "Login") and which redirect targets are allowed. */
import { ROUTES } from '@shared/constants/routes';

const LOGIN_PATHS: readonly string[] = [ROUTES.loginPage, ROUTES.loginAlt, ROUTES.loginCaptcha];

/**
 * A RedirectUrl is followed only when it is a path on this site (no scheme, no host, no protocol-relative
 * "//host", no backslash tricks) and not a login page itself. Answers the normalised path or null.
 */
export const safeRedirectPath = (url: string | null | undefined, origin: string = window.location.origin): string | null => {
  if (!url || !url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin || LOGIN_PATHS.includes(parsed.pathname)) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
};

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
 * A login answer's RedirectUrl (a member in a forced state: contract, password change, ...), same-origin only;
 * null when the answer has none.
 */
export const loginAnswerRedirect = (answer: unknown, origin: string = window.location.origin): string | null => {
  const url = typeof answer === 'object' && answer !== null ? (answer as { RedirectUrl?: unknown }).RedirectUrl : undefined;
  return typeof url === 'string' ? safeRedirectPath(url, origin) : null;
};

/** Adds R={back} to a forced page's address unless it already says where to go back to. */
export const withReturnAddress = (path: string, back: string, origin: string = window.location.origin): string => {
  const u = new URL(path, origin);
  if (RETURN_PARAMS.some((p) => u.searchParams.has(p))) return path;
  u.searchParams.set('R', back);
  return `${u.pathname}${u.search}${u.hash}`;
};

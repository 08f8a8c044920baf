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

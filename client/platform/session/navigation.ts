/**
 * Page seams for sagas: navigation and reload. Sagas `call` these; nothing else touches window.location.
 *
 * Navigation: the page gives each store a navigation bound to react-router's navigate (createNavigation, fed by
 * client/app/navigate-bridge.tsx from inside <BrowserRouter>). makeStore's default uses the module seam instead:
 * `registerNavigate(fn)` (the returned function unregisters); until one is registered, navigation falls back to a
 * full page load, which is still correct. Tests register a spy.
 *
 * Reload: `pageReload.reload` is looked up at call time (`call([pageReload, 'reload'])`), so a test can spy on it.
 */
import { ROUTES } from '@shared/constants/routes';

/** A refused address (an external one, an unparsable one) throws or rejects the promise the navigate returns. */
export type NavigateFn = (to: string, opts?: { replace?: boolean }) => void | Promise<void>;

const fullPageLoad: NavigateFn = (to, opts) => {
  if (opts?.replace) window.location.replace(to);
  else window.location.assign(to);
};

let navigateImpl: NavigateFn = fullPageLoad;

/** What sagas use to move the page (saga context key `navigation`). */
export interface Navigation {
  navigateTo(to: string, opts?: { replace?: boolean }): void;
  currentPath(): string;
  reload(): void;
}

/** Registers the SPA navigate function; returns the function that unregisters it. */
export const registerNavigate = (fn: NavigateFn): (() => void) => {
  navigateImpl = fn;
  return () => {
    if (navigateImpl === fn) navigateImpl = fullPageLoad;
  };
};

/**
 * Goes to `to`; an address the router refuses goes home instead, so a bad return address (after a login, a captcha,
 * a forced page) never ends in an unhandled router error with the member stuck on the page.
 */
const navigateWith = (navigate: NavigateFn) => (to: string, opts?: { replace?: boolean }): void => {
  const goHome = (): void => {
    if (to !== ROUTES.home) void navigate(ROUTES.home, opts);
  };
  try {
    navigate(to, opts)?.catch(goHome);
  } catch {
    goHome();
  }
};

export const navigateTo = navigateWith((to, opts) => navigateImpl(to, opts));

/** The current path with its query, as the router sees it (the router keeps window.location in step). */
export const currentPath = (): string => `${window.location.pathname}${window.location.search}`;

export const pageReload = {
  reload: (): void => window.location.reload(),
};

/** A store's navigation bound to one router's navigate (client/main.tsx, through navigate-bridge.tsx). */
export const createNavigation = (navigate: NavigateFn): Navigation => ({
  navigateTo: navigateWith(navigate),
  currentPath,
  reload: () => pageReload.reload(),
});

/** makeStore's default: the registered navigate (a full page load until one is registered); tests register spies. */
export const defaultNavigation: Navigation = {
  navigateTo: (to, opts) => navigateTo(to, opts),
  currentPath: () => currentPath(),
  reload: () => pageReload.reload(),
};

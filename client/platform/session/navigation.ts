/**
 * Page seams for sagas: navigation and reload. Sagas `call` these; nothing else touches window.location.
 *
 * Navigation: the router owner registers react-router's navigate once the router exists, e.g. in client/main.tsx
 * `registerNavigate((to, opts) => router.navigate(to, opts))`, or in the root layout
 * `useEffect(() => registerNavigate((to, opts) => navigate(to, opts)), [navigate])` (the returned function
 * unregisters). Until one is registered, navigation falls back to a full page load, which is still correct.
 * Tests register a spy.
 *
 * Reload: `pageReload.reload` is looked up at call time (`call([pageReload, 'reload'])`), so a test can spy on it.
 */
import { ROUTES } from '@shared/constants/routes';

/** The router's navigate settles a promise; a refused address (an external one, an unparsable one) rejects it. */
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

/** A store's navigation bound to one router's navigate (client/main.tsx). */
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

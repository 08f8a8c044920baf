/**
 * A link to a page of the site for long lists (program rows, the sport menu): a plain `<a>` whose click navigates
 * through the app's one navigate function (RouteNavigateProvider, client/main.tsx). react-router's Link resolves its
 * path and reads the location in every instance: 65 of them on a phone's first program page cost some 125 ms of a
 * slow phone's first render, and every navigation drew each one again. `to` is an absolute path ("/iddaa/futbol").
 * Without the provider (a component rendered alone, in tests) it is react-router's Link.
 */
import { createContext, useContext, type ComponentPropsWithRef, type MouseEvent } from 'react';
import { Link } from 'react-router';

export type RouteNavigate = (to: string, opts?: { replace?: boolean }) => void | Promise<void>;

const NavigateContext = createContext<RouteNavigate | null>(null);
export const RouteNavigateProvider = NavigateContext.Provider;

export type RouteLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { to: string; replace?: boolean };

const here = (): string => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** A click the browser should handle itself: another button, a modifier (new tab or window), another target. */
const browserHandles = (e: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean =>
  e.defaultPrevented || e.button !== 0 || (target !== undefined && target !== '_self') || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey;

export function RouteLink({ to, replace, onClick, target, ...rest }: RouteLinkProps) {
  const navigate = useContext(NavigateContext);
  if (!navigate) return <Link to={to} replace={replace} onClick={onClick} target={target} {...rest} />;
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (browserHandles(e, target)) return;
    e.preventDefault();
    // As react-router's Link: a link to the page already shown replaces its history entry.
    void navigate(to, { replace: replace ?? here() === to });
  };
  return <a href={to} target={target} onClick={click} {...rest} />;
}

import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { isKnownPagePath } from '@shared/constants/page-paths';
import { PAGE_ROUTES } from '@shared/constants/routes';
import { routes } from './router';

const CATCH_ALL = '*';

/** Every full path of the route tree (pathless and index routes add nothing), the catch-all left out. */
const clientPaths = (list: readonly RouteObject[], base = ''): string[] =>
  list.flatMap((route) => {
    const path = route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base.replace(/\/$/, '')}/${route.path}`;
    const own = route.path !== undefined && route.path !== CATCH_ALL ? [path] : [];
    return [...own, ...clientPaths(route.children ?? [], path)];
  });

/** A concrete address for a pattern: a real sport slug for :slug, a plain value for any other parameter. */
const concrete = (pattern: string): string => pattern.replace(':slug', 'futbol').replace(/:\w+/g, 'x1');

/** The client route that draws `path`, or undefined when only the not-found catch-all does. */
const servedBy = (path: string): string | undefined => {
  const last = matchRoutes(routes, path)?.at(-1)?.route;
  return last && last.path !== CATCH_ALL ? (last.path ?? '(index)') : undefined;
};

describe('the client router and the known page paths agree', () => {
  it('every client route path is a known page path (the edge answers it 200)', () => {
    const paths = clientPaths(routes);
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) expect(isKnownPagePath(concrete(path)), path).toBe(true);
  });

  it('every known page pattern is drawn by a client route, not by the not-found catch-all', () => {
    for (const pattern of PAGE_ROUTES) expect(servedBy(concrete(pattern)), pattern).toBeDefined();
  });

  it('an unknown path reaches only the catch-all and is not a known page path', () => {
    for (const path of ['/boyle-bir-sayfa-yok', '/iddaa/futbol/baska', '/hesabim/boyle-bir-sayfa']) {
      expect(servedBy(path), path).toBeUndefined();
      expect(isKnownPagePath(path), path).toBe(false);
    }
  });
});

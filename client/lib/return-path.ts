/**
 * The R= parameter of the forced pages (/Security/Security?R=, /meslek-bilginiz?R=): where the member goes once
 * the state is resolved. Only a path on this site (no scheme, host, "//host" or backslash) and never a forced
 * page itself; anything else goes home.
 */
import { ROUTES } from '@shared/constants/routes';

const FORCED_PAGES: readonly string[] = [ROUTES.security, ROUTES.profession];

export const returnPathOf = (r: string | null | undefined, origin: string = window.location.origin): string => {
  if (!r || !r.startsWith('/') || r.startsWith('//') || r.includes('\\')) return ROUTES.home;
  let url: URL;
  try {
    url = new URL(r, origin);
  } catch {
    return ROUTES.home;
  }
  if (url.origin !== origin || FORCED_PAGES.includes(url.pathname)) return ROUTES.home;
  return `${url.pathname}${url.search}${url.hash}`;
};

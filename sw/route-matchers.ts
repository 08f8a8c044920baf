/**
 * Which requests the service worker takes over. Pure functions of the request, so they are unit tested; sw.ts hands
 * them to workbox-routing, whose match options they accept.
 */
import { PROGRAM_PATH_PREFIX } from '@shared/protocol/api';
import { PAGE_ROUTES } from '@shared/constants/routes';

export interface MatchOptions {
  url: URL;
  request: Pick<Request, 'method' | 'mode'>;
  sameOrigin: boolean;
}

/** Member calls carry personal data and session changes: they must never be answered from a cache. */
const NEVER_CACHED_PREFIXES = ['/Auth/'];

/** Only same-origin GETs outside the member area may ever be cached (a replayed POST could play a coupon twice). */
export const isCacheableGet = ({ url, request, sameOrigin }: MatchOptions): boolean =>
  sameOrigin && request.method === 'GET' && !NEVER_CACHED_PREFIXES.some((p) => url.pathname.startsWith(p));

export const isProgramRequest = (o: MatchOptions): boolean =>
  isCacheableGet(o) && o.url.pathname.startsWith(PROGRAM_PATH_PREFIX);

const segmentsOf = (path: string): string[] => path.toLowerCase().split('/').filter(Boolean);

/**
 * Matches a pathname against the SPA's page patterns (`:param` is one segment, a trailing `*` any deeper path).
 * Case-insensitive like the router, and a trailing slash is ignored.
 */
export const isPageRoute = (pathname: string, patterns: readonly string[] = PAGE_ROUTES): boolean => {
  const path = segmentsOf(pathname);
  return patterns.some((pattern) => {
    const parts = segmentsOf(pattern);
    const wildcard = parts.at(-1) === '*';
    const fixed = wildcard ? parts.slice(0, -1) : parts;
    if (wildcard ? path.length < fixed.length : path.length !== fixed.length) return false;
    return fixed.every((part, i) => part.startsWith(':') || part === path[i]);
  });
};

/**
 * Page loads of the SPA. Server-only addresses a browser may navigate to (the view cookie switch, metrics) are left
 * to the network, so a slow answer there never turns into the app shell.
 */
export const isPageNavigation = (o: MatchOptions): boolean =>
  o.request.mode === 'navigate' && isCacheableGet(o) && isPageRoute(o.url.pathname);

/** The message workbox-window's messageSkipWaiting() posts when the user accepts a new version. */
export const isSkipWaitingMessage = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';

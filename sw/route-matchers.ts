/**
 * Which requests the service worker takes over. Pure functions of the request, so they are unit tested; sw.ts hands
 * them to workbox-routing, whose match options they accept.
 */
import { PROGRAM_PATH_PREFIX } from '@shared/protocol/api';
import { isKnownPagePath } from '@shared/constants/page-paths';

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

/**
 * Page loads of the SPA's pages (an unknown path goes to the network, which answers the 404 shell; nothing here
 * stores it). Server-only addresses a browser may navigate to (the view cookie switch, metrics) are left
 * to the network, so a slow answer there never turns into the app shell.
 */
export const isPageNavigation = (o: MatchOptions): boolean =>
  o.request.mode === 'navigate' && isCacheableGet(o) && isKnownPagePath(o.url.pathname);

/** The message workbox-window's messageSkipWaiting() posts when the user accepts a new version. */
export const isSkipWaitingMessage = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';

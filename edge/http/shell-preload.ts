/**
 * The data a page asks for first, named in the shell's Link header (rel=preload, as=fetch), so the browser fetches
 * it while the page's JavaScript still loads instead of after: the program home's highlights, a sport's program,
 * the live program. The URLs are exactly the ones the client's calls use (client/platform/api/program.api.ts), so
 * the browser hands the preloaded answer to the call; `crossorigin` (anonymous: same-origin credentials, as the
 * client's fetch) is what lets a fetch() use it.
 */
import { API } from '@shared/protocol/api';
import { LIVE_SLUG, ROUTES } from '@shared/constants/routes';
import { sportBySlug } from '@shared/constants/sports';

/** Query parameters that turn a program page into one event's detail (which loads that event instead). */
const DETAIL_PARAMS = ['code', 'uvc'];

/** The API URLs of the first data of the page at `url` (path and query), none for pages without one. */
export const pageDataUrls = (url: string): string[] => {
  const [path = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  if (DETAIL_PARAMS.some((p) => params.has(p))) return [];
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (clean === ROUTES.program) return [API.programHighlights];
  const prefix = `${ROUTES.program}/`;
  if (!clean.startsWith(prefix)) return [];
  const slug = clean.slice(prefix.length);
  if (slug.includes('/')) return [];
  if (slug === LIVE_SLUG) return [API.liveProgram];
  const sport = sportBySlug(slug);
  return sport ? [`${API.sportProgram}?${new URLSearchParams({ sportId: String(sport.id) }).toString()}`] : [];
};

/** The Link header value preloading `urls`, or null when there are none. */
export const preloadLinkHeader = (urls: readonly string[]): string | null =>
  urls.length === 0 ? null : urls.map((u) => `<${u}>; rel=preload; as=fetch; crossorigin`).join(', ');

/**
 * What the shell's Link header starts for a page while its JavaScript still loads: the page's first data (the
 * program home's highlights and the sport menu, a sport's program, the live program; rel=preload, as=fetch) and, for
 * pages the client loads lazily, the page's own code (route-chunks.ts). The data URLs are exactly the ones the
 * client's calls use (client/platform/api/*.api.ts), so the browser hands the preloaded answer to the call; `crossorigin`
 * (anonymous: same-origin credentials, as the client's fetch) is what lets a fetch() use it.
 */
import { API } from '@shared/protocol/api';
import { LIVE_SLUG, ROUTES } from '@shared/constants/routes';
import { sportBySlug } from '@shared/constants/sports';

/** Lazily loaded program pages, as Vite's manifest names their modules (client/app/router.tsx imports them). */
export const PAGE_MODULES = {
  overview: 'features/program/overview-page.tsx',
  sport: 'features/program/sport-page.tsx',
  live: 'features/program/live-page.tsx',
} as const;

/** Query parameters that turn a program page into one event's detail (which loads that event instead). */
const DETAIL_PARAMS = ['code', 'uvc'];

export interface PagePreloads {
  /** API URLs of the page's first data. */
  data: string[];
  /** Manifest keys of the page's lazily loaded modules. */
  modules: string[];
}

const NONE: PagePreloads = { data: [], modules: [] };

/** The first data and lazy modules of the page at `url` (path and query). */
export const pagePreloads = (url: string): PagePreloads => {
  const [path = '', query = ''] = url.split('?');
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  // The home's live teaser (its largest text on a phone) counts the menu's live events: the menu comes along.
  if (clean === ROUTES.program) return { data: [API.programHighlights, API.sportMenu], modules: [PAGE_MODULES.overview] };
  // The overview under its detail alias shows one event (its own call), not the highlights.
  if (clean === ROUTES.programDetailAlias) return { data: [], modules: [PAGE_MODULES.overview] };
  const prefix = `${ROUTES.program}/`;
  if (!clean.startsWith(prefix)) return NONE;
  const slug = clean.slice(prefix.length);
  if (slug.includes('/')) return NONE;
  const detail = DETAIL_PARAMS.some((p) => new URLSearchParams(query).has(p));
  if (slug === LIVE_SLUG) return { data: detail ? [] : [API.liveProgram], modules: [PAGE_MODULES.live] };
  const sport = sportBySlug(slug);
  if (!sport) return NONE;
  const data = detail ? [] : [`${API.sportProgram}?${new URLSearchParams({ sportId: String(sport.id) }).toString()}`];
  return { data, modules: [PAGE_MODULES.sport] };
};

/** Link header parts preloading data `urls`. */
export const dataLinks = (urls: readonly string[]): string[] => urls.map((u) => `<${u}>; rel=preload; as=fetch; crossorigin`);

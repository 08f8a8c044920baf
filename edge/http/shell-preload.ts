/**
 * What the shell names for a page besides the app itself: the page's own code, for pages the client loads lazily
 * (route-chunks.ts), and the page's first data (the program home's highlights and the sport menu, a sport's program,
 * the live program). The data URLs are exactly the ones the client's calls use (client/platform/api/*.api.ts), so
 * the browser hands the preloaded answer to the call.
 *
 * Neither is in a Link header: both are named in the HTML (bootMeta) and the boot script asks for them right after
 * the first paint (client/boot.ts). Asked for with the page, they took a slow connection's bandwidth from the style
 * sheet and the fonts the first paint waits for, and Lighthouse counted them before the largest paint (its simulated
 * LCP was 0.6–0.8 s later than the first paint for the same painted element).
 */
import { API } from '@shared/protocol/api';
import { LIVE_SLUG, ROUTES } from '@shared/constants/routes';
import { sportBySlug } from '@shared/constants/sports';
import { ISTANBUL_OFFSET_META } from '@shared/constants/boot-preload';
import { PAGE_MODULES } from '@shared/constants/page-modules';
import { formatOffsetSpan, istanbulOffsetSpan, type OffsetSpan } from '@shared/time/istanbul';


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

const escapeAttr = (s: string): string => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The meta element `name` naming URLs for the boot script (none without URLs): BOOT_PRELOAD_META for the page's first
 * data, BOOT_PAGE_MODULES_META for its code (shared/constants/boot-preload.ts).
 */
export const bootMeta = (name: string, urls: readonly string[]): string =>
  urls.length === 0 ? '' : `<meta name="${name}" content="${escapeAttr(urls.join(' '))}" />`;

/** Puts a meta element at the end of the shell's head. */
export const injectHeadMeta = (html: string, meta: string): string => (meta ? html.replace('</head>', `${meta}</head>`) : html);

const SPAN_REUSED_MS = 3_600_000;
/**
 * The meta element with Istanbul's offset span around `nowMs` (shared/time/istanbul.ts), made at most once an hour:
 * some 4,000 probes of the time-zone database.
 */
export const createOffsetSpanMeta = (): ((nowMs: number) => string) => {
  let made: { at: number; span: OffsetSpan } | null = null;
  return (nowMs) => {
    if (!made || nowMs < made.at || nowMs - made.at >= SPAN_REUSED_MS) made = { at: nowMs, span: istanbulOffsetSpan(nowMs) };
    return `<meta name="${ISTANBUL_OFFSET_META}" content="${formatOffsetSpan(made.span)}" />`;
  };
};

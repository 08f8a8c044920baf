/**
 * The top of a program page drawn into the shell's HTML for a phone, in the markup the app renders for it, so it
 * paints with the first paint instead of after the JavaScript (on a slow phone the app starts one to two seconds
 * later). What is drawn needs no JavaScript and nothing the server does not already hold:
 * - /iddaa: the title, the live teaser (the sport menu's live count) and the highlights' heading;
 * - /iddaa/{sport}: the title, the day tabs (Istanbul days, shared/format/program-day.ts), the league select with
 *   the program's event count, the search box and, where the sport has several column groups, the market chips.
 * It is inert and hidden from assistive technology until the app replaces it (client/main.tsx renders into #root),
 * and stands exactly where the app's own page head will stand (tests/e2e/boot-page.test.ts compares the boxes), so
 * replacing it moves nothing. Phones only (client/styles/layout.css `.boot-page`): wider layouts have the sport bar
 * and the menu column, which the shell does not draw. A page with list filters in its query (a day, a league, a
 * search) or an event's detail gets none: the shell would draw another state than the app's first one.
 */
import { PROGRAM_TEXTS } from '@shared/constants/program-texts';
import { PAGE_TITLE_OF } from '@shared/constants/page-titles';
import { LIVE_SLUG, ROUTES, longTermPath } from '@shared/constants/routes';
import { canonicalSlug, sportBySlug, type Sport } from '@shared/constants/sports';
import { columnGroupsOf } from '@shared/constants/market-columns';
import { programDays } from '@shared/format/program-day';

/** Where index.html takes the server's page head (inside #root, after the boot notices). */
export const BOOT_PAGE_MARK = '<!--boot-page-->';

/** What the server knows that the page head shows. */
export interface BootPageData {
  now(): number;
  /** Events live now, over every sport (the menu's live counts). */
  liveTotal(): number;
  /** Events in a sport's program. */
  programTotal(sportId: number): number;
}

const esc = (v: string): string => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Query parameters that change what the app's first render of a program page shows. */
const STATE_PARAMS = ['gun', 'lig', 'ara', 'code', 'uvc'];

const LUCIDE = 'xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"';
const CHEVRON_DOWN = `<svg ${LUCIDE} width="24" height="24" class="lucide lucide-chevron-down"><path d="m6 9 6 6 6-6"></path></svg>`;
const SEARCH_ICON = `<svg ${LUCIDE} width="16" height="16" class="lucide lucide-search"><path d="m21 21-4.34-4.34"></path><circle cx="11" cy="11" r="8"></circle></svg>`;

const wrap = (inner: string): string =>
  `<div class="app__body boot-page" inert aria-hidden="true"><main class="app__main">${inner}</main></div>`;

/** client/features/program/overview-page.tsx, above the highlights. */
const overviewHead = (data: BootPageData): string => {
  const live = data.liveTotal();
  const teaser =
    live > 0
      ? `<a class="ui-link ui-link--default card live-teaser" href="${ROUTES.live}" tabindex="-1">` +
        `<span class="live-badge__dot" aria-hidden="true"></span> ${esc(PROGRAM_TEXTS.liveTeaser(live))}</a>`
      : '';
  return wrap(
    `<section class="overview"><header class="page-head"><h1>${esc(PROGRAM_TEXTS.homeTitle)}</h1></header>${teaser}` +
      `<h2 class="overview__subtitle">${esc(PROGRAM_TEXTS.highlightsTitle)}</h2></section>`,
  );
};

/** client/components/ui/tabs.tsx as program-toolbar.tsx's DateTabs uses it ('Tümü' selected). */
const dayTabs = (nowMs: number): string => {
  const labels = [PROGRAM_TEXTS.allDays, ...programDays(nowMs).map((d) => d.label)];
  const tabs = labels
    .map(
      (label, i) =>
        `<button type="button" role="tab" aria-selected="${i === 0}" tabindex="-1" class="ui-tabs__tab">` +
        `<span class="ui-tabs__label">${esc(label)}</span></button>`,
    )
    .join('');
  return `<div role="tablist" class="ui-tabs ui-tabs--underline program-tabs" data-more-end="">${tabs}</div>`;
};

/** program-toolbar.tsx's ProgramFiltersBar: the league select and the search box (ui/select.tsx, ui/text-input.tsx). */
const filters = (total: number): string =>
  `<div class="program-filters"><span class="ui-select-wrap program-filters__league">` +
  `<select class="ui-control ui-select" tabindex="-1"><option value="">${esc(PROGRAM_TEXTS.allLeaguesLabel(total))}</option></select>` +
  `<span class="ui-select-wrap__chevron" aria-hidden="true">${CHEVRON_DOWN}</span></span>` +
  `<span class="ui-control-wrap program-filters__search"><span class="ui-control-wrap__start" aria-hidden="true">${SEARCH_ICON}</span>` +
  `<input placeholder="${esc(PROGRAM_TEXTS.searchPlaceholder)}" class="ui-control ui-control--start" type="search" value="" tabindex="-1"></span></div>`;

/** program-toolbar.tsx's MarketSwitcher (ui/chip.tsx), the first group pressed; none for a sport with one group. */
const marketChips = (sport: Sport): string => {
  const groups = columnGroupsOf(sport.id);
  if (groups.length < 2) return '';
  const chips = groups
    .map((g, i) => `<button type="button" aria-pressed="${i === 0}" class="ui-chip" tabindex="-1"><span>${esc(g.title)}</span></button>`)
    .join('');
  return `<div role="group" class="ui-chip-group ui-chip-group--wrap market-switcher">${chips}</div>`;
};

/** client/features/program/sport-page.tsx above the list (the sport icon comes with the app). */
const sportHead = (sport: Sport, data: BootPageData): string => {
  const outright =
    sport.outrightId !== undefined
      ? `<a class="ui-link ui-link--strong page-head__link" href="${longTermPath(canonicalSlug(sport))}" tabindex="-1">Uzun Vadeli</a>`
      : '';
  return wrap(
    `<section class="program"><header class="page-head">` +
      `<svg class="ui-sport-icon page-head__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"></svg>` +
      `<h1>${esc(PAGE_TITLE_OF.sport(sport.name))}</h1>${outright}</header>` +
      `<div class="program-toolbar">${dayTabs(data.now())}${filters(data.programTotal(sport.id))}${marketChips(sport)}</div></section>`,
  );
};

/** The page head the shell draws for `url` (path and query), or '' for a page it draws none for. */
export const bootPageHead = (url: string, data: BootPageData): string => {
  const [path = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  if (STATE_PARAMS.some((p) => params.has(p))) return '';
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (clean === ROUTES.program) return overviewHead(data);
  const prefix = `${ROUTES.program}/`;
  if (!clean.startsWith(prefix)) return '';
  const slug = clean.slice(prefix.length);
  if (slug.includes('/') || slug === LIVE_SLUG) return '';
  const sport = sportBySlug(slug);
  return sport ? sportHead(sport, data) : '';
};

export const injectBootPage = (html: string, head: string): string => html.replace(BOOT_PAGE_MARK, head);

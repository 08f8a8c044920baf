/** The entries of the sport menu and which one the current address highlights (menuPath: /iddaa/detail is /iddaa). */
import { LONG_TERM_SEGMENT, ROUTES, longTermPath, menuPath, sportPath } from '@shared/constants/routes';
import { LONG_TERM_TAB_ORDER, sportById } from '@shared/constants/sports';
import type { SportMenuItem } from '@shared/protocol/program';

export interface MenuEntry {
  id: string;
  label: string;
  href: string;
  count: number | null;
  active: boolean;
  live?: boolean;
  /** The sport of a sport entry (its SportIcon). */
  sportId?: number;
}

export const MENU_LABELS = { all: 'Tüm Bülten', live: 'Canlı Bahis', longTerm: 'Uzun Vadeli' } as const;

const DEFAULT_LONG_TERM_SLUG = 'futbol';

const longTermHref = (items: readonly SportMenuItem[]): string => {
  for (const id of LONG_TERM_TAB_ORDER) {
    const sport = sportById(id);
    const item = items.find((i) => i.sportId === sport?.id && i.outrightCount > 0);
    if (item) return longTermPath(item.slug);
  }
  return longTermPath(DEFAULT_LONG_TERM_SLUG);
};

const lower = (s: string): string => s.toLowerCase();

export const menuEntries = (pathname: string, visible: readonly SportMenuItem[], all: readonly SportMenuItem[]): MenuEntry[] => {
  const path = lower(menuPath(pathname)).replace(/\/+$/, '') || '/';
  const isLongTerm = path.endsWith(`/${LONG_TERM_SEGMENT}`);
  const liveTotal = all.reduce((n, i) => n + i.liveCount, 0);
  const outrightTotal = all.reduce((n, i) => n + i.outrightCount, 0);
  const total = all.reduce((n, i) => n + i.count, 0);
  const sports = visible.map((item): MenuEntry => {
    const slugs = sportById(item.sportId)?.slugs ?? [item.slug];
    return {
      id: `sport-${item.sportId}`,
      sportId: item.sportId,
      label: item.name,
      href: sportPath(item.slug),
      count: item.count,
      active: !isLongTerm && slugs.some((slug) => path === lower(sportPath(slug))),
    };
  });
  return [
    { id: 'all', label: MENU_LABELS.all, href: ROUTES.program, count: total || null, active: path === ROUTES.program || path === ROUTES.home },
    { id: 'live', label: MENU_LABELS.live, href: ROUTES.live, count: liveTotal, active: path === ROUTES.live, live: true },
    ...sports,
    { id: 'long-term', label: MENU_LABELS.longTerm, href: longTermHref(all), count: outrightTotal || null, active: isLongTerm },
  ];
};

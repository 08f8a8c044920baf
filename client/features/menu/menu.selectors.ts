/** Menu selectors: sports with events, totals for the live and long-term entries. */
import { createSelector } from '@reduxjs/toolkit';
import type { SportMenuItem } from '@shared/protocol/program';
import { LONG_TERM_TAB_ORDER, OUTRIGHT_IDS, sportById } from '@shared/constants/sports';
import type { RootState } from '../../app/store';

export const selectMenuItems = (s: RootState): SportMenuItem[] => s.menu.items;
export const selectMenuStatus = (s: RootState) => s.menu.status;

/** Sports with at least one event; sports with count 0 are hidden. */
export const selectVisibleSports = createSelector([selectMenuItems], (items) => items.filter((i) => i.count > 0));
export const selectLiveTotal = createSelector([selectMenuItems], (items) => items.reduce((n, i) => n + i.liveCount, 0));
export const selectOutrightTotal = createSelector([selectMenuItems], (items) =>
  items.reduce((n, i) => n + i.outrightCount, 0),
);

export const selectMenuItem = (s: RootState, sportId: number): SportMenuItem | undefined =>
  s.menu.items.find((i) => i.sportId === sportId);

/**
 * Long-term tabs: the spec's tab order first, then the other outright ids. Once the menu is loaded, only sports
 * with outright events (and the one being shown) keep a tab.
 */
export const selectLongTermTabs = createSelector(
  [selectMenuItems, (_s: RootState, currentOutrightId: number | undefined) => currentOutrightId],
  (items, current): number[] => {
    const all = [...LONG_TERM_TAB_ORDER, ...OUTRIGHT_IDS.filter((id) => !LONG_TERM_TAB_ORDER.includes(id))];
    if (items.length === 0) return all;
    return all.filter((id) => {
      if (id === current) return true;
      const sport = sportById(id);
      return items.some((i) => i.sportId === sport?.id && i.outrightCount > 0);
    });
  },
);

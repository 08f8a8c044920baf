/**
 * Notices shown over the site (inline bar, popup, tutorial with steps): the ones the edge answers for this caller
 * now, their HTML by notice and step, the tutorial's current step, and what was dismissed on this page (members'
 * dismissals are stored by the edge, visitors' in a cookie).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NoticeSummary } from '@shared/protocol/content-api';
import type { RootState } from '../../app/store';

export interface NoticesState {
  list: NoticeSummary[];
  /** HTML by `htmlKey(id, step)`. */
  html: Record<string, string>;
  dismissed: number[];
  /** The open tutorial's step, by notice id. */
  step: Record<number, number>;
}

export const initialNoticesState: NoticesState = { list: [], html: {}, dismissed: [], step: {} };

export const htmlKey = (id: number, step: number | null): string => (step === null ? String(id) : `${id}:${step}`);

export const noticesSlice = createSlice({
  name: 'notices',
  initialState: initialNoticesState,
  reducers: {
    started: (state, { payload }: PayloadAction<{ dismissed: number[] }>) => {
      state.dismissed = payload.dismissed;
    },
    loaded: (state, { payload }: PayloadAction<NoticeSummary[]>) => {
      state.list = payload;
    },
    htmlRequested: (_state, _action: PayloadAction<{ id: number; step: number | null }>) => {},
    htmlLoaded: (state, { payload }: PayloadAction<{ id: number; step: number | null; html: string }>) => {
      state.html[htmlKey(payload.id, payload.step)] = payload.html;
    },
    stepChanged: (state, { payload }: PayloadAction<{ id: number; step: number }>) => {
      state.step[payload.id] = payload.step;
    },
    dismissRequested: (state, { payload }: PayloadAction<number>) => {
      if (!state.dismissed.includes(payload)) state.dismissed.push(payload);
    },
  },
});

export const noticesActions = noticesSlice.actions;
export const selectNotices = (s: RootState): NoticesState => s.notices ?? initialNoticesState;

/** The notices to show: one bar, and one popup or tutorial at a time (oldest first), none dismissed. */
export const visibleNotices = (state: NoticesState): { bar: NoticeSummary | null; modal: NoticeSummary | null } => {
  const open = state.list.filter((n) => !state.dismissed.includes(n.Id));
  return { bar: open.find((n) => n.Kind === 'bar') ?? null, modal: open.find((n) => n.Kind !== 'bar') ?? null };
};

/** The top sport menu: counts per sport (pre-match, live, outright) as the server last reported them. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SportMenuAnswer, SportMenuItem } from '@shared/protocol/program';

export interface MenuState {
  items: SportMenuItem[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  asOf: number | null;
}

export const initialMenuState: MenuState = { items: [], status: 'idle', error: null, asOf: null };

export const menuSlice = createSlice({
  name: 'menu',
  initialState: initialMenuState,
  reducers: {
    loadStarted: (state) => {
      state.status = 'loading';
    },
    menuReceived: (state, { payload }: PayloadAction<SportMenuAnswer>) => {
      state.items = payload.sports;
      state.asOf = payload.asOf;
      state.status = 'ready';
      state.error = null;
    },
    /** The menu keeps its last counts. */
    loadFailed: (state, { payload }: PayloadAction<string>) => {
      state.status = 'error';
      state.error = payload;
    },
  },
});

export const menuActions = menuSlice.actions;

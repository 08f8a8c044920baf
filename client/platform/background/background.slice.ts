/**
 * Background calls (spec section 4): whether the tab is hidden, the intents of background calls and their
 * outcomes. A call is released (it may run now), or dropped (held while hidden and not marked fire-on-active).
 * `queued` lists the keys waiting for the tab's return, in replay order.
 */
import { createSlice, nanoid, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';

export interface BackgroundCallSpec {
  /** Calls with the same key are one call while queued: replayed once. */
  key: string;
  /** Dispatched when the call may run (omitted by sagas that wait for the release themselves). */
  action?: UnknownAction;
  /** Runs while the tab is hidden too (e.g. the keep-alive). */
  keepActive?: boolean;
  /** Queued while the tab is hidden and replayed when it is visible again; otherwise dropped. */
  fireOnActive?: boolean;
}

export interface BackgroundCall extends BackgroundCallSpec {
  id: string;
}

export interface BackgroundState {
  hidden: boolean;
  queued: string[];
}

const initialState: BackgroundState = { hidden: false, queued: [] };

export const backgroundSlice = createSlice({
  name: 'background',
  initialState,
  reducers: {
    visibilityChanged: (state, { payload }: PayloadAction<{ hidden: boolean }>) => {
      state.hidden = payload.hidden;
    },
    /** The intent: `backgroundCall({ key, action, keepActive, fireOnActive })`. */
    callRequested: {
      reducer: () => {},
      prepare: (spec: BackgroundCallSpec) => ({ payload: { ...spec, id: nanoid() } as BackgroundCall }),
    },
    callQueued: (state, { payload }: PayloadAction<{ id: string; key: string }>) => {
      if (!state.queued.includes(payload.key)) state.queued.push(payload.key);
    },
    callReleased: (state, { payload }: PayloadAction<{ id: string; key: string }>) => {
      state.queued = state.queued.filter((k) => k !== payload.key);
    },
    callDropped: (_state, _action: PayloadAction<{ id: string; key: string }>) => {},
  },
});

export const backgroundActions = backgroundSlice.actions;
export const backgroundCall = backgroundActions.callRequested;

/** False in a store without this slice (a feature's own test store): nothing is held there. */
export const selectTabHidden = (state: RootState): boolean => (state as Partial<RootState>).background?.hidden === true;
export const selectQueuedBackgroundKeys = (state: RootState): string[] => state.background.queued;

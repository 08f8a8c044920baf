/** The realtime connection as the app sees it, and the member room's notices for the features that want them. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RealtimeItem } from '@shared/protocol/realtime';

/** off: no socket address (tests, dev server); the program refreshes itself as before. */
export type RealtimeStatus = 'off' | 'connecting' | 'open' | 'closed';

export interface RealtimeState {
  status: RealtimeStatus;
  /** The fallback polling of the HTTP snapshots runs. */
  polling: boolean;
  /** Failed connection attempts in a row. */
  attempt: number;
}

export const initialRealtimeState: RealtimeState = { status: 'off', polling: false, attempt: 0 };

export const realtimeSlice = createSlice({
  name: 'realtime',
  initialState: initialRealtimeState,
  reducers: {
    statusChanged: (state, { payload }: PayloadAction<{ status: RealtimeStatus; attempt: number }>) => {
      state.status = payload.status;
      state.attempt = payload.attempt;
    },
    pollingChanged: (state, { payload }: PayloadAction<{ polling: boolean }>) => {
      state.polling = payload.polling;
    },
    /** Messages of the member room (settlement notices), in version order; my coupons listens. */
    memberMessages: (_s, _a: PayloadAction<{ items: RealtimeItem[] }>) => {},
    /** The member room missed messages it cannot replay: whoever shows member data reloads it. */
    memberResync: () => {},
  },
});

export const realtimeActions = realtimeSlice.actions;

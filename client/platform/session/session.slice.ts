/**
 * The server clock: the offset between the server's epoch and this device's clock (measured at start and on
 * back/forward navigation), the Istanbul zone offset the server reports, and `now`, the server time refreshed by a
 * 500 ms tick. `now` is 0 until the first tick; readers fall back to the device clock then.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  /** Server epoch minus local epoch, ms. */
  serverOffset: number;
  /** Minutes east of UTC (Europe/Istanbul: 180), as the server reported it; null until known. */
  zone: number | null;
  /** Server time, epoch ms, as of the last tick; 0 before the first tick. */
  now: number;
  /** Whether the offset has been measured against the server at least once. */
  synced: boolean;
}

export const initialSessionState: SessionState = { serverOffset: 0, zone: null, now: 0, synced: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** The server clock was read: offset = server epoch - local time at the middle of the request. */
    serverClockSynced: (state, { payload }: PayloadAction<{ offset: number; zone: number; localNow: number }>) => {
      state.serverOffset = payload.offset;
      state.zone = payload.zone;
      state.synced = true;
      state.now = payload.localNow + payload.offset;
    },
    /** Clock tick with the device's time; `now` becomes the server's time. */
    ticked: (state, { payload }: PayloadAction<{ localNow: number }>) => {
      state.now = payload.localNow + state.serverOffset;
    },
  },
});

export const sessionActions = sessionSlice.actions;

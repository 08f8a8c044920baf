/** Kupondaş leaderboards: weekly, monthly and all-time rankings by score. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LeaderboardAnswer, LeaderboardPeriod } from '@shared/protocol/kupondas-social-api';
import type { RootState } from '../../app/store';
import type { LoadStatus } from './feed.slice';

export interface LeadersState {
  period: LeaderboardPeriod;
  status: LoadStatus;
  board: LeaderboardAnswer | null;
}

export const initialLeadersState: LeadersState = { period: 'weekly', status: 'idle', board: null };

export const leadersSlice = createSlice({
  name: 'kupondasLeaders',
  initialState: initialLeadersState,
  reducers: {
    requested: (state, { payload }: PayloadAction<{ period: LeaderboardPeriod }>) => {
      if (payload.period !== state.period) state.board = null;
      state.period = payload.period;
      state.status = 'loading';
    },
    loaded: (state, { payload }: PayloadAction<LeaderboardAnswer>) => {
      if (payload.Period !== state.period) return;
      state.board = payload;
      state.status = 'loaded';
    },
    failed: (state) => {
      state.status = 'failed';
    },
  },
});

export const leadersActions = leadersSlice.actions;
export const selectLeaders = (state: RootState): LeadersState => state.kupondasLeaders ?? initialLeadersState;

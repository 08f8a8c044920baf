/**
 * The campaign page's participation: per campaign id, idle, waiting for a login (a visitor pressed "Katıl"; the
 * page shows the campaign login form and the participation goes on after the login), sending, joined or failed.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';

export type ParticipationStatus = 'idle' | 'loginNeeded' | 'sending' | 'joined' | 'failed';

export interface Participation {
  status: ParticipationStatus;
  message: string | null;
}

export interface CampaignState {
  byId: Record<number, Participation>;
}

const initialState: CampaignState = { byId: {} };
const IDLE: Participation = { status: 'idle', message: null };

export const campaignSlice = createSlice({
  name: 'campaign',
  initialState,
  reducers: {
    participateRequested: (_state, _action: PayloadAction<{ id: number }>) => {},
    loginNeeded: (state, { payload }: PayloadAction<{ id: number }>) => {
      state.byId[payload.id] = { status: 'loginNeeded', message: null };
    },
    sending: (state, { payload }: PayloadAction<{ id: number }>) => {
      state.byId[payload.id] = { status: 'sending', message: null };
    },
    joined: (state, { payload }: PayloadAction<{ id: number; message: string }>) => {
      state.byId[payload.id] = { status: 'joined', message: payload.message };
    },
    failed: (state, { payload }: PayloadAction<{ id: number; message: string }>) => {
      state.byId[payload.id] = { status: 'failed', message: payload.message };
    },
  },
});

export const campaignActions = campaignSlice.actions;

export const selectParticipation = (state: RootState, id: number): Participation => (state.campaign ?? initialState).byId[id] ?? IDLE;

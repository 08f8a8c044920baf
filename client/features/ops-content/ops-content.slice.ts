/** /ops/icerik: whether the key was accepted, the notices and open raffles, and the last action's answer. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CreateNoticeRequest, CreateRaffleRequest, OpsNotice, PublishContentRequest, RaffleView } from '@shared/protocol/content-api';
import type { RootState } from '../../app/store';

export interface OpsContentState {
  access: 'none' | 'checking' | 'granted' | 'refused';
  notices: OpsNotice[];
  raffles: RaffleView[];
  busy: boolean;
  result: { ok: boolean; section: 'notices' | 'content' | 'raffles' } | null;
}

export const initialOpsContentState: OpsContentState = { access: 'none', notices: [], raffles: [], busy: false, result: null };

const sending = (state: OpsContentState) => {
  state.busy = true;
  state.result = null;
};

export const opsContentSlice = createSlice({
  name: 'opsContent',
  initialState: initialOpsContentState,
  reducers: {
    tokenSubmitted: (state, _action: PayloadAction<{ token: string }>) => {
      state.access = 'checking';
    },
    loaded: (state, { payload }: PayloadAction<{ notices: OpsNotice[]; raffles: RaffleView[] } | null>) => {
      if (!payload) {
        state.access = 'refused';
        return;
      }
      state.access = 'granted';
      state.notices = payload.notices;
      state.raffles = payload.raffles;
    },
    noticePublished: (state, _action: PayloadAction<CreateNoticeRequest>) => sending(state),
    noticeWithdrawn: (state, _action: PayloadAction<number>) => sending(state),
    contentPublished: (state, _action: PayloadAction<PublishContentRequest>) => sending(state),
    contentWithdrawn: (state, _action: PayloadAction<string>) => sending(state),
    raffleCreated: (state, _action: PayloadAction<CreateRaffleRequest>) => sending(state),
    raffleDrawn: (state, _action: PayloadAction<number>) => sending(state),
    finished: (state, { payload }: PayloadAction<{ ok: boolean; section: 'notices' | 'content' | 'raffles' }>) => {
      state.busy = false;
      state.result = payload;
    },
  },
});

export const opsContentActions = opsContentSlice.actions;
export const selectOpsContent = (s: RootState): OpsContentState => s.opsContent ?? initialOpsContentState;

/** The ops avatar moderation page: access, the waiting queue, the image this moderator holds, the last result. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AvatarClaimed, AvatarQueueItem } from '@shared/protocol/avatar-api';
import type { RootState } from '../../app/store';

export interface AvatarModerationState {
  view: 'form' | 'loading' | 'ready';
  refused: boolean;
  queue: AvatarQueueItem[];
  total: number;
  item: AvatarClaimed | null;
  busy: boolean;
  /** The last action's result, in Turkish. */
  notice: string | null;
}

export const initialAvatarModerationState: AvatarModerationState = {
  view: 'form', refused: false, queue: [], total: 0, item: null, busy: false, notice: null,
};

export const avatarModerationSlice = createSlice({
  name: 'avatarModeration',
  initialState: initialAvatarModerationState,
  reducers: {
    pageOpened: () => {},
    credentialsSubmitted: (state, _a: PayloadAction<{ token: string; moderator: string }>) => {
      state.view = 'loading';
      state.refused = false;
    },
    queueRequested: () => {},
    queueLoaded: (state, { payload }: PayloadAction<{ items: AvatarQueueItem[]; total: number }>) => {
      Object.assign(state, { view: 'ready', queue: payload.items, total: payload.total });
    },
    accessRefused: (state) => {
      Object.assign(state, { view: 'form', refused: true, item: null });
    },
    claimRequested: (state) => {
      state.busy = true;
      state.notice = null;
    },
    claimed: (state, { payload }: PayloadAction<{ item: AvatarClaimed | null; notice: string | null }>) => {
      Object.assign(state, { busy: false, item: payload.item, notice: payload.notice });
    },
    decisionRequested: (state, _a: PayloadAction<{ approve: boolean; reason?: string }>) => {
      state.busy = true;
      state.notice = null;
    },
    decided: (state, { payload }: PayloadAction<{ notice: string }>) => {
      Object.assign(state, { busy: false, item: null, notice: payload.notice });
    },
    failed: (state, { payload }: PayloadAction<string>) => {
      Object.assign(state, { busy: false, notice: payload });
    },
  },
});

export const avatarModerationActions = avatarModerationSlice.actions;
export const selectAvatarModeration = (s: RootState): AvatarModerationState => s.avatarModeration ?? initialAvatarModerationState;

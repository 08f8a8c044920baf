/**
 * The member's avatar on the account page: what the edge says (current avatar, approved archive, last rejection),
 * the change modal (open, saving, the check or send failure shown in it).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AvatarInfo } from '@shared/protocol/api';
import type { AvatarStateAnswer } from '@shared/protocol/avatar-api';
import type { RootState } from '../../app/store';

export interface AvatarState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  avatar: AvatarInfo | null;
  archive: number[];
  rejection: AvatarStateAnswer['Rejection'];
  modalOpen: boolean;
  saving: boolean;
  /** A client check's or the send's failure, shown in the modal. */
  error: string | null;
}

export const initialAvatarState: AvatarState = {
  status: 'idle', avatar: null, archive: [], rejection: null, modalOpen: false, saving: false, error: null,
};

export const avatarSlice = createSlice({
  name: 'avatar',
  initialState: initialAvatarState,
  reducers: {
    stateRequested: (state) => {
      if (state.status !== 'loaded') state.status = 'loading';
    },
    stateLoaded: (state, { payload }: PayloadAction<AvatarStateAnswer>) => {
      Object.assign(state, { status: 'loaded', avatar: payload.Avatar, archive: payload.Archive, rejection: payload.Rejection });
    },
    stateFailed: (state) => {
      state.status = 'failed';
    },
    modalOpened: (state) => {
      Object.assign(state, { modalOpen: true, saving: false, error: null });
    },
    modalClosed: (state) => {
      state.modalOpen = false;
    },
    /** A client check refused the picture (spec section 5 texts); null clears it. */
    checkFailed: (state, { payload }: PayloadAction<string | null>) => {
      state.error = payload;
    },
    /** The cropped JPEG as base64 (data: URL). */
    uploadRequested: (state, _action: PayloadAction<{ data: string }>) => {
      state.saving = true;
      state.error = null;
    },
    archiveChosen: (state, _action: PayloadAction<{ mediaId: number }>) => {
      state.saving = true;
    },
    uploadFinished: (state, { payload }: PayloadAction<{ ok: boolean; error?: string }>) => {
      state.saving = false;
      state.error = payload.error ?? null;
      if (payload.ok) state.modalOpen = false;
    },
    removeRequested: (state) => {
      state.saving = true;
    },
  },
});

export const avatarActions = avatarSlice.actions;

export const selectAvatar = (s: RootState): AvatarState => s.avatar ?? initialAvatarState;

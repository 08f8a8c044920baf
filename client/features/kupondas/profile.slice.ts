/** A member's Kupondaş profile (/kupondas/uye/:nickname): stats, follow state and the shares the viewer may see. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProfileAnswer, ShareCard } from '@shared/protocol/kupondas-social-api';
import type { RootState } from '../../app/store';
import { appendPage, applyFollow, type LoadStatus, type MorePage } from './feed.slice';
import { socialChanged } from './kupondas.actions';

export interface ProfileState {
  nickname: string | null;
  status: LoadStatus | 'notFound';
  profile: Omit<ProfileAnswer, 'Shares' | 'NextCursor'> | null;
  shares: ShareCard[];
  cursor: string | null;
  loadingMore: boolean;
}

export const initialProfileState: ProfileState = { nickname: null, status: 'idle', profile: null, shares: [], cursor: null, loadingMore: false };

export const profileSlice = createSlice({
  name: 'kupondasProfile',
  initialState: initialProfileState,
  reducers: {
    requested: (state, { payload }: PayloadAction<{ nickname: string }>) => {
      if (payload.nickname !== state.nickname) {
        state.profile = null;
        state.shares = [];
        state.cursor = null;
      }
      state.nickname = payload.nickname;
      state.status = 'loading';
      state.loadingMore = false;
    },
    loaded: (state, { payload }: PayloadAction<ProfileAnswer>) => {
      if (payload.Nickname.toLocaleLowerCase('tr') !== (state.nickname ?? '').toLocaleLowerCase('tr')) return;
      const { Shares, NextCursor, ...profile } = payload;
      state.profile = profile;
      state.shares = Shares;
      state.cursor = NextCursor;
      state.status = 'loaded';
    },
    notFound: (state) => {
      state.status = 'notFound';
    },
    failed: (state) => {
      state.status = 'failed';
    },
    moreRequested: (state) => {
      if (state.cursor) state.loadingMore = true;
    },
    moreLoaded: (state, { payload }: PayloadAction<MorePage>) => appendPage(state, payload),
    moreFailed: (state) => {
      state.loadingMore = false;
    },
  },
  extraReducers: (b) => {
    b.addCase(socialChanged, (state, { payload }) => {
      applyFollow(state.shares, payload.nickname, payload.ViewerFollows);
      const p = state.profile;
      if (!p || p.Nickname !== payload.nickname) return;
      p.ViewerFollows = payload.ViewerFollows;
      p.ViewerBlocked = payload.ViewerBlocked;
      p.Stats.Followers = payload.Followers;
      if (payload.ViewerBlocked) state.shares = [];
    });
  },
});

export const profileActions = profileSlice.actions;
export const selectProfile = (state: RootState): ProfileState => state.kupondasProfile ?? initialProfileState;

/**
 * The winner story form's state (/kazandirdiklarimiz): the member's own won coupons with their story state, the
 * sending of a story and the withdrawal of a published one, each with its Turkish outcome.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SaveStoryRequest, StoryCoupon } from '@shared/protocol/content-api';
import type { RootState } from '../../app/store';

export type StoryRequestStatus = 'idle' | 'sending' | 'done' | 'failed';

export interface StoryOutcome {
  status: StoryRequestStatus;
  message: string | null;
  /** The coupon the request was about. */
  couponNo: string | null;
}

export interface WinnerStoryState {
  coupons: { status: 'idle' | 'loading' | 'loaded' | 'failed'; data: StoryCoupon[] | null };
  send: StoryOutcome;
  withdraw: StoryOutcome;
}

const idle: StoryOutcome = { status: 'idle', message: null, couponNo: null };

export const initialWinnerStoryState: WinnerStoryState = { coupons: { status: 'idle', data: null }, send: idle, withdraw: idle };

export const winnerStorySlice = createSlice({
  name: 'winnerStory',
  initialState: initialWinnerStoryState,
  reducers: {
    couponsRequested: (state) => {
      state.coupons.status = 'loading';
    },
    couponsLoaded: (state, { payload }: PayloadAction<StoryCoupon[] | null>) => {
      state.coupons = payload ? { status: 'loaded', data: payload } : { status: 'failed', data: state.coupons.data };
    },
    storyRequested: (state, { payload }: PayloadAction<SaveStoryRequest>) => {
      state.send = { status: 'sending', message: null, couponNo: payload.couponNo };
      state.withdraw = idle;
    },
    storySaved: (state, { payload }: PayloadAction<{ couponNo: string; story: string; message: string }>) => {
      state.send = { status: 'done', message: payload.message, couponNo: payload.couponNo };
      const c = state.coupons.data?.find((x) => x.CouponNo === payload.couponNo);
      if (c) c.Story = payload.story;
    },
    storyFailed: (state, { payload }: PayloadAction<string>) => {
      state.send = { ...state.send, status: 'failed', message: payload };
    },
    withdrawRequested: (state, { payload }: PayloadAction<string>) => {
      state.withdraw = { status: 'sending', message: null, couponNo: payload };
      state.send = idle;
    },
    withdrawn: (state, { payload }: PayloadAction<{ couponNo: string; message: string }>) => {
      state.withdraw = { status: 'done', message: payload.message, couponNo: payload.couponNo };
      const c = state.coupons.data?.find((x) => x.CouponNo === payload.couponNo);
      if (c) c.Story = null;
    },
    withdrawFailed: (state, { payload }: PayloadAction<string>) => {
      state.withdraw = { ...state.withdraw, status: 'failed', message: payload };
    },
    /** The page closed or the member logged out: nothing of the member's stays. */
    cleared: () => initialWinnerStoryState,
  },
});

export const winnerStoryActions = winnerStorySlice.actions;
export const selectWinnerStory = (s: RootState): WinnerStoryState => s.winnerStory ?? initialWinnerStoryState;

/**
 * Sharing a played coupon on Kupondaş (spec sections 2, 4 "Sharing", 8): the sharing-option dialog (privacy radio,
 * default from GetPrivacyLevel), the share running, and the coupons known to be shared, whose buttons read
 * "Kupondaş'ta Paylaştınız." and are disabled. Loaded with the first share button (share-entry.tsx), not with the
 * entry bundle.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { PRIVACY_LEVEL } from '@shared/protocol/kupondas-share-api';
import type { RootState } from '../../app/store';

export interface ShareState {
  /** The coupon the dialog is open for. */
  couponNo: string | null;
  /** The chosen level: 1 all members, 2 followers only; null until the default is read. */
  privacy: number | null;
  privacyStatus: 'idle' | 'loading' | 'loaded';
  sharing: boolean;
  /** Coupon numbers shared (this session's shares and the server's list); their buttons are disabled. */
  shared: string[];
  /** The server's list of shared coupons was read for this member. */
  sharedLoaded: boolean;
}

export const initialShareState: ShareState = {
  couponNo: null,
  privacy: null,
  privacyStatus: 'idle',
  sharing: false,
  shared: [],
  sharedLoaded: false,
};

export const shareSlice = createSlice({
  name: 'kupondasShare',
  initialState: initialShareState,
  reducers: {
    /** Intent of a share button: the saga checks the login first, then opens the dialog. */
    shareRequested: (_state, _action: PayloadAction<{ couponNo: string }>) => {},
    dialogOpened: (state, { payload }: PayloadAction<{ couponNo: string }>) => {
      state.couponNo = payload.couponNo;
      state.privacy = null;
      state.privacyStatus = 'loading';
      state.sharing = false;
    },
    privacyLoaded: (state, { payload }: PayloadAction<{ level: number }>) => {
      state.privacyStatus = 'loaded';
      // Spec section 9: 1 all members, any other value followers only.
      state.privacy ??= payload.level === PRIVACY_LEVEL.allMembers ? PRIVACY_LEVEL.allMembers : PRIVACY_LEVEL.followersOnly;
    },
    privacyChosen: (state, { payload }: PayloadAction<{ level: number }>) => {
      state.privacy = payload.level;
    },
    submitted: () => {},
    shareStarted: (state) => {
      state.sharing = true;
    },
    shareFinished: (state, { payload }: PayloadAction<{ couponNo: string; shared: boolean }>) => {
      state.sharing = false;
      if (payload.shared && !state.shared.includes(payload.couponNo)) state.shared.push(payload.couponNo);
    },
    dialogClosed: (state) => {
      state.couponNo = null;
      state.sharing = false;
    },
    /** A share button showed up: the member's shared coupons are read once. */
    sharedListRequested: () => {},
    sharedListLoaded: (state, { payload }: PayloadAction<{ couponNos: string[] }>) => {
      state.shared = [...new Set([...state.shared, ...payload.couponNos])];
      state.sharedLoaded = true;
    },
    /** Another member logs in: the list is theirs to read again. */
    sharedListReset: (state) => {
      state.shared = [];
      state.sharedLoaded = false;
    },
  },
});

export const shareActions = shareSlice.actions;

export const selectShare = (state: RootState): ShareState => state.kupondasShare ?? initialShareState;
export const selectIsShared = (state: RootState, couponNo: string): boolean => selectShare(state).shared.includes(couponNo);

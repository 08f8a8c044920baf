/**
 * Site notices: the cookie bar (shown until closed; a member who closed it elsewhere has CookieBarSignId), the
 * cookies-disabled alert, and the membership-cancel popup shown while the member's cancellation request is pending.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { COOKIE_BAR_SIGN_ID } from '@shared/constants/contract';
import type { RootState } from '../../app/store';

export interface SiteNoticesState {
  /** Hidden until the saga has read the cookie. */
  cookieBarClosed: boolean;
  cookiesEnabled: boolean;
  cancellationPopupOpen: boolean;
  withdrawing: boolean;
}

export const initialSiteNoticesState: SiteNoticesState = {
  cookieBarClosed: true,
  cookiesEnabled: true,
  cancellationPopupOpen: false,
  withdrawing: false,
};

export const siteNoticesSlice = createSlice({
  name: 'siteNotices',
  initialState: initialSiteNoticesState,
  reducers: {
    started: (state, { payload }: PayloadAction<{ cookieBarClosed: boolean; cookiesEnabled: boolean }>) => {
      state.cookieBarClosed = payload.cookieBarClosed;
      state.cookiesEnabled = payload.cookiesEnabled;
    },
    cookieBarCloseRequested: (state) => {
      state.cookieBarClosed = true;
    },
    cancellationFound: (state) => {
      state.cancellationPopupOpen = true;
    },
    cancellationPopupClosed: (state) => {
      state.cancellationPopupOpen = false;
    },
    cancellationWithdrawRequested: (state) => {
      state.withdrawing = true;
    },
    cancellationWithdrawFinished: (state) => {
      state.withdrawing = false;
      state.cancellationPopupOpen = false;
    },
    /** The member asks to cancel the membership (account page). */
    cancellationRequestRequested: () => {},
  },
});

export const siteNoticesActions = siteNoticesSlice.actions;
export const selectSiteNotices = (state: RootState): SiteNoticesState => state.siteNotices;

export const selectShowsCookieBar = (state: RootState): boolean => {
  const s = state.siteNotices;
  const member = state.auth.member;
  return s.cookiesEnabled && !s.cookieBarClosed && !(member && member.CookieBarSignId >= COOKIE_BAR_SIGN_ID);
};

/**
 * Unplayed coupons saved from the panel (AjaxHandler savecoupon) and loaded back into it: the save-name dialog,
 * the member's list, and which saved coupon the panel holds now (played as the "hazır kupon" of tracking).
 */
import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { AjaxHandlerRequest, SavedCoupon } from '@shared/protocol/saved-coupons-api';
import type { RootState } from '../../app/store';
import { couponActions } from '../coupon/coupon.slice';

export interface SavedCouponsState {
  dialogOpen: boolean;
  saving: boolean;
  listOpen: boolean;
  list: SavedCoupon[];
  listStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The saved coupon loaded into the panel, until the panel is cleared or played. */
  loadedId: number | null;
  /** A 'Kaydet ve Paylaş' or 'Kaydet ve E-posta Gönder' call is running. */
  sharing: boolean;
  /** The share choices (Twitter, Facebook, WhatsApp, Linki Kopyala) are open. */
  shareMenuOpen: boolean;
}

/** Where 'Kaydet ve Paylaş' sends the saved coupon's link (AjaxHandler saveandshare's mediatype). */
export type ShareMedia = Extract<AjaxHandlerRequest, { action: 'saveandshare' }>['mediatype'];

export const initialSavedCouponsState: SavedCouponsState = {
  dialogOpen: false,
  saving: false,
  listOpen: false,
  list: [],
  listStatus: 'idle',
  loadedId: null,
  sharing: false,
  shareMenuOpen: false,
};

export const savedCouponsSlice = createSlice({
  name: 'savedCoupons',
  initialState: initialSavedCouponsState,
  reducers: {
    /** Intent: open the save-name dialog (the saga checks the coupon and the login first). */
    saveRequested: () => {},
    dialogOpened: (state) => {
      state.dialogOpen = true;
    },
    dialogClosed: (state) => {
      state.dialogOpen = false;
      state.saving = false;
    },
    saveSubmitted: (state, _action: PayloadAction<{ name: string }>) => {
      state.saving = true;
    },
    saveFinished: (state, { payload }: PayloadAction<{ ok: boolean }>) => {
      state.saving = false;
      if (payload.ok) state.dialogOpen = false;
    },
    /** Intent: show the member's saved coupons (a visitor gets the login dialog first). */
    listRequested: () => {},
    listOpened: (state) => {
      state.listOpen = true;
      state.listStatus = 'loading';
    },
    listClosed: (state) => {
      state.listOpen = false;
    },
    listLoaded: (state, { payload }: PayloadAction<SavedCoupon[]>) => {
      state.list = payload;
      state.listStatus = 'loaded';
    },
    listFailed: (state) => {
      state.listStatus = 'failed';
    },
    /** Intent: open the share choices (a visitor gets the login dialog first). */
    shareMenuRequested: () => {},
    shareMenuOpened: (state) => {
      state.shareMenuOpen = true;
    },
    shareMenuClosed: (state) => {
      state.shareMenuOpen = false;
    },
    /** Intent: save the panel's coupon and share its link (saveandshare). */
    shareRequested: (_state, _action: PayloadAction<{ mediatype: ShareMedia }>) => {},
    /** Intent: save the panel's coupon and mail its link to the member (saveandsendmail). */
    mailRequested: () => {},
    sharingSet: (state, { payload }: PayloadAction<boolean>) => {
      state.sharing = payload;
    },
    /** By id (the member's list) or by code (a shared saved-coupon link). */
    loadRequested: (_state, _action: PayloadAction<{ id: number } | { code: string }>) => {},
    loaded: (state, { payload }: PayloadAction<{ id: number }>) => {
      state.loadedId = payload.id;
      state.listOpen = false;
    },
  },
  extraReducers: (b) => {
    b.addCase(couponActions.cleared, (state) => {
      state.loadedId = null;
    });
    // Other selections replaced the panel's (a played coupon copied): no saved coupon is loaded any more; a saved
    // coupon's own load says `loaded` right after.
    b.addMatcher(isAnyOf(couponActions.restored, couponActions.loadedFromProgram), (state) => {
      state.loadedId = null;
    });
  },
});

export const savedCouponsActions = savedCouponsSlice.actions;
export const selectSavedCoupons = (state: RootState): SavedCouponsState => state.savedCoupons;
export const selectLoadedSavedCouponId = (state: RootState): number | null => state.savedCoupons.loadedId;

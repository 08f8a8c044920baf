/**
 * How the site is shown: the device class from the breakpoints of spec section 9, the site view chosen by the
 * DefaultView cookie, and the open state of the off-canvas menu and the phone coupon sheet.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { BREAKPOINTS } from '@shared/constants/business';
import type { SiteView } from '@shared/protocol/api';

export type DeviceClass = 'phone' | 'tablet' | 'desktop';

export const deviceClassOf = (widthPx: number): DeviceClass => {
  if (widthPx <= BREAKPOINTS.phoneMax) return 'phone';
  if (widthPx <= BREAKPOINTS.tabletMax) return 'tablet';
  return 'desktop';
};

export interface ViewState {
  deviceClass: DeviceClass;
  /** The DefaultView cookie; null when not set (the default follows the device). */
  siteView: SiteView | null;
  menuOpen: boolean;
  couponOpen: boolean;
}

export const initialViewState: ViewState = { deviceClass: 'desktop', siteView: null, menuOpen: false, couponOpen: false };

export const viewSlice = createSlice({
  name: 'view',
  initialState: initialViewState,
  reducers: {
    deviceClassChanged: (state, { payload }: PayloadAction<DeviceClass>) => {
      state.deviceClass = payload;
      if (payload === 'desktop') {
        state.menuOpen = false;
        state.couponOpen = false;
      }
    },
    siteViewRead: (state, { payload }: PayloadAction<SiteView | null>) => {
      state.siteView = payload;
    },
    menuToggled: (state) => {
      state.menuOpen = !state.menuOpen;
      if (state.menuOpen) state.couponOpen = false;
    },
    menuClosed: (state) => {
      state.menuOpen = false;
    },
    couponToggled: (state) => {
      state.couponOpen = !state.couponOpen;
      if (state.couponOpen) state.menuOpen = false;
    },
    couponClosed: (state) => {
      state.couponOpen = false;
    },
  },
});

export const viewActions = viewSlice.actions;

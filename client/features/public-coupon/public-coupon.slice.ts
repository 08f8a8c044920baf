/**
 * The public coupon page (/kupon/:couponNo): the coupon shown, its load state ('notFound' for an unknown or
 * unshared number), and copying its still-playable selections into the coupon panel ("Bu kuponu oyna").
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicCoupon } from '@shared/protocol/my-coupons-api';
import type { RootState } from '../../app/store';

export interface PublicCouponState {
  couponNo: string | null;
  status: 'idle' | 'loading' | 'loaded' | 'notFound' | 'failed';
  coupon: PublicCoupon | null;
  copying: boolean;
  /** Rows the last copy put into the panel (null: not copied since the page opened). */
  copied: number | null;
}

export const initialPublicCouponState: PublicCouponState = { couponNo: null, status: 'idle', coupon: null, copying: false, copied: null };

export const publicCouponSlice = createSlice({
  name: 'publicCoupon',
  initialState: initialPublicCouponState,
  reducers: {
    requested: (state, { payload }: PayloadAction<{ couponNo: string }>) => {
      if (payload.couponNo !== state.couponNo) {
        state.coupon = null;
        state.copied = null;
      }
      state.couponNo = payload.couponNo;
      state.status = 'loading';
    },
    loaded: (state, { payload }: PayloadAction<PublicCoupon>) => {
      if (payload.CouponNo !== state.couponNo) return;
      state.coupon = payload;
      state.status = 'loaded';
    },
    notFound: (state, { payload }: PayloadAction<{ couponNo: string }>) => {
      if (payload.couponNo !== state.couponNo) return;
      state.coupon = null;
      state.status = 'notFound';
    },
    failed: (state, { payload }: PayloadAction<{ couponNo: string }>) => {
      if (payload.couponNo === state.couponNo) state.status = 'failed';
    },
    copyRequested: (state) => {
      state.copying = true;
    },
    copyFinished: (state, { payload }: PayloadAction<{ rows: number }>) => {
      state.copying = false;
      state.copied = payload.rows;
    },
  },
});

export const publicCouponActions = publicCouponSlice.actions;
export const selectPublicCoupon = (state: RootState): PublicCouponState => state.publicCoupon ?? initialPublicCouponState;

/**
 * Hesabım/Kuponlarım: the tab and page shown, the loaded page of coupons, and the coupon whose name is being
 * edited. Intents (load, move, name, mail, link, tweet) are handled by my-coupons.sagas.ts.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CouponRowView, MyCoupon, MyCouponState, MyCouponsAnswer } from '@shared/protocol/my-coupons-api';
import { COLOR_ID, STATUS_ID } from '@shared/constants/codes';
import { RACING_COUPON_TYPE } from '@shared/protocol/coupon-types';
import type { SelectionsSettledBody, SettlementNoticeBody } from '@shared/protocol/realtime';
import type { RootState } from '../../app/store';

export const MY_COUPONS_PAGE_SIZE = 10;
/** The tabs the page offers, in order: the coupon states, then the two folders a member moves coupons to. */
export const MY_COUPON_TABS = ['ongoing', 'won', 'lost', 'cancelled', 'old', 'lostFolder'] as const satisfies readonly MyCouponState[];

export interface MyCouponsState {
  tab: MyCouponState;
  page: number;
  total: number;
  coupons: MyCoupon[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The coupon the save-name dialog is open for. */
  naming: MyCoupon | null;
  /** Coupon ids with a call running (move, mail, link), so their buttons wait. */
  busy: number[];
}

export const initialMyCouponsState: MyCouponsState = {
  tab: 'ongoing',
  page: 1,
  total: 0,
  coupons: [],
  status: 'idle',
  naming: null,
  busy: [],
};

export type MoveTarget = 'old' | 'lost';

export const myCouponsSlice = createSlice({
  name: 'myCoupons',
  initialState: initialMyCouponsState,
  reducers: {
    pageRequested: (state, { payload }: PayloadAction<{ tab: MyCouponState; page: number }>) => {
      if (payload.tab !== state.tab) {
        state.coupons = [];
        state.total = 0;
      }
      state.tab = payload.tab;
      state.page = Math.max(1, Math.floor(payload.page));
      state.status = 'loading';
    },
    pageLoaded: (state, { payload }: PayloadAction<MyCouponsAnswer>) => {
      if (payload.State !== state.tab || payload.Page !== state.page) return;
      state.coupons = payload.Coupons;
      state.total = payload.Total;
      state.status = 'loaded';
    },
    pageFailed: (state) => {
      state.status = 'failed';
    },
    moveRequested: (_state, _action: PayloadAction<{ couponId: number; target: MoveTarget; cType?: number }>) => {},
    nameDialogOpened: (state, { payload }: PayloadAction<MyCoupon>) => {
      state.naming = payload;
    },
    nameDialogClosed: (state) => {
      state.naming = null;
    },
    nameSubmitted: (_state, _action: PayloadAction<{ couponId: number; name: string }>) => {},
    nameSaved: (state, { payload }: PayloadAction<{ couponId: number; name: string }>) => {
      const c = state.coupons.find((x) => x.CouponId === payload.couponId);
      if (c) c.CouponName = payload.name;
      state.naming = null;
    },
    mailRequested: (_state, _action: PayloadAction<{ couponId: number }>) => {},
    linkCopyRequested: (_state, _action: PayloadAction<{ couponId: number }>) => {},
    tweetRequested: (_state, _action: PayloadAction<{ couponId: number }>) => {},
    /**
     * A settlement notice of the member room: the coupon in the list shows its verdict and winnings at once (it
     * stays where it is until the member changes tab or page, so the change is seen).
     */
    couponSettled: (state, { payload }: PayloadAction<SettlementNoticeBody & { settledAt: number }>) => {
      // A Ganyan coupon's id is a Ganyan bet's (its own numbering): a notice finds only coupons of its own kind.
      const ganyan = payload.cType === RACING_COUPON_TYPE;
      const c = state.coupons.find((x) => (x.CType === RACING_COUPON_TYPE) === ganyan && (x.CouponId === payload.couponId || x.CouponNo === payload.couponNo));
      if (!c) return;
      c.CouponStatus = payload.status;
      c.Winnings = payload.payoutKurus;
      c.IsRefunded = payload.status === 'refunded';
      c.SettledAt = payload.settledAt;
    },
    /**
     * Selections settled by their events' results (member room), the coupon possibly still open: each row shows its
     * ✓ or ✗ at once; the rows are read again afterwards for the final score and the void kind.
     */
    selectionsSettled: (state, { payload }: PayloadAction<SelectionsSettledBody>) => {
      const c = state.coupons.find((x) => x.CouponId === payload.couponId || x.CouponNo === payload.couponNo);
      if (!c) return;
      for (const s of payload.selections) {
        const row = c.Rows.find((r) => r.outcomeId === s.outcomeId);
        if (!row || row.status !== 'open') continue;
        row.status = s.status;
        row.statusId = s.status === 'won' ? STATUS_ID.check : s.status === 'lost' ? STATUS_ID.cross : STATUS_ID.cancelled;
        row.colorId = s.status === 'won' ? COLOR_ID.win : s.status === 'lost' ? COLOR_ID.lose : COLOR_ID.none;
      }
    },
    /** The settled coupon's rows as the server now has them (the notice carries the coupon's verdict only). */
    rowsRefreshed: (state, { payload }: PayloadAction<{ couponNo: string; rows: CouponRowView[] }>) => {
      const c = state.coupons.find((x) => x.CouponNo === payload.couponNo);
      if (c) c.Rows = payload.rows;
    },
    busySet: (state, { payload }: PayloadAction<{ couponId: number; busy: boolean }>) => {
      state.busy = state.busy.filter((id) => id !== payload.couponId);
      if (payload.busy) state.busy.push(payload.couponId);
    },
  },
});

export const myCouponsActions = myCouponsSlice.actions;

export const selectMyCoupons = (state: RootState): MyCouponsState => state.myCoupons;
export const selectMyCouponById = (state: RootState, couponId: number): MyCoupon | undefined =>
  state.myCoupons.coupons.find((c) => c.CouponId === couponId);
export const selectPageCount = (state: RootState): number =>
  Math.max(1, Math.ceil(state.myCoupons.total / MY_COUPONS_PAGE_SIZE));

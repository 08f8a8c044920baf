/**
 * The Spor Toto page's state: the open pool and the coupon being filled (one picks string per match, misli), the
 * results pool shown on the results tab, the member's pool coupons, and the busy flags of play and naming. Columns
 * and cost are derived (selectors), never stored.
 */
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { STOTO_MATCH_COUNT, STOTO_PICKS, STOTO_RULES, type StotoPick } from '@shared/constants/sportoto';
import type { StotoCoupon, StotoPool } from '@shared/protocol/sportoto-api';
import { stotoColumns, stotoCost } from '@shared/rules/sportoto-math';
import type { RootState } from '../../app/store';

type Load<T> = { status: 'idle' | 'loading' | 'loaded' | 'failed'; data: T | null };

export interface SportotoState {
  pool: Load<StotoPool> & { none: boolean };
  results: Load<StotoPool>;
  coupons: Load<StotoCoupon[]>;
  picks: string[];
  misli: number;
  playing: boolean;
  /** The idempotency key of the play in flight or last refused for a network reason (a retry reuses it). */
  playKey: string | null;
  naming: boolean;
}

const emptyPicks = (): string[] => Array.from({ length: STOTO_MATCH_COUNT }, () => '');

export const initialSportotoState: SportotoState = {
  pool: { status: 'idle', data: null, none: false },
  results: { status: 'idle', data: null },
  coupons: { status: 'idle', data: null },
  picks: emptyPicks(),
  misli: 1,
  playing: false,
  playKey: null,
  naming: false,
};

export const sportotoSlice = createSlice({
  name: 'sportoto',
  initialState: initialSportotoState,
  reducers: {
    poolRequested: (state) => {
      state.pool.status = 'loading';
    },
    poolLoaded: (state, { payload }: PayloadAction<{ pool: StotoPool | null; none?: boolean }>) => {
      const changed = payload.pool && payload.pool.PoolId !== state.pool.data?.PoolId;
      state.pool = payload.pool ? { status: 'loaded', data: payload.pool, none: false } : { status: payload.none ? 'loaded' : 'failed', data: null, none: !!payload.none };
      if (changed) state.picks = emptyPicks();
    },
    pickToggled: (state, { payload }: PayloadAction<{ position: number; pick: StotoPick }>) => {
      const i = payload.position - 1;
      const now = state.picks[i] ?? '';
      const next = now.includes(payload.pick) ? now.replace(payload.pick, '') : now + payload.pick;
      state.picks[i] = STOTO_PICKS.filter((p) => next.includes(p)).join('');
      state.playKey = null;
    },
    misliChanged: (state, { payload }: PayloadAction<number>) => {
      state.misli = Math.min(STOTO_RULES.maxMisli, Math.max(STOTO_RULES.minMisli, Math.round(payload) || 1));
      state.playKey = null;
    },
    cleared: (state) => {
      state.picks = emptyPicks();
      state.misli = 1;
      state.playKey = null;
    },
    /** The Hemen Oyna button: the saga checks and plays. */
    playClicked: () => {},
    playStarted: (state, { payload }: PayloadAction<{ key: string }>) => {
      state.playing = true;
      state.playKey ??= payload.key;
    },
    playFinished: (state, { payload }: PayloadAction<{ played: boolean; keepKey: boolean }>) => {
      state.playing = false;
      if (payload.played) state.picks = emptyPicks();
      if (!payload.keepKey) state.playKey = null;
    },
    resultsRequested: (state, _action: PayloadAction<number | null>) => {
      state.results.status = 'loading';
    },
    resultsLoaded: (state, { payload }: PayloadAction<StotoPool | null>) => {
      state.results = payload ? { status: 'loaded', data: payload } : { status: 'failed', data: state.results.data };
    },
    couponsRequested: (state) => {
      state.coupons.status = 'loading';
    },
    couponsLoaded: (state, { payload }: PayloadAction<StotoCoupon[] | null>) => {
      state.coupons = payload ? { status: 'loaded', data: payload } : { status: 'failed', data: state.coupons.data };
    },
    nameRequested: (state, _action: PayloadAction<{ couponId: number; name: string }>) => {
      state.naming = true;
    },
    nameFinished: (state, { payload }: PayloadAction<{ couponId: number; name: string | null }>) => {
      state.naming = false;
      const c = state.coupons.data?.find((x) => x.CouponId === payload.couponId);
      if (c && payload.name !== null) c.CouponName = payload.name;
    },
    mailRequested: (_state, _action: PayloadAction<StotoCoupon>) => {},
    trackRequested: (_state, _action: PayloadAction<string>) => {},
  },
});

export const sportotoActions = sportotoSlice.actions;
export const selectSportoto = (s: RootState): SportotoState => s.sportoto ?? initialSportotoState;

/** Live columns and cost of the coupon being filled (0 while a match has no pick). */
export const selectStotoTotals = createSelector(
  [(s: RootState) => selectSportoto(s).picks, (s: RootState) => selectSportoto(s).misli, (s: RootState) => selectSportoto(s).pool.data?.ColumnPriceKurus ?? 0],
  (picks, misli, price): { columns: number; cost: number; missing: number } => {
    const missing = picks.filter((p) => p === '').length;
    const columns = missing > 0 ? 0 : stotoColumns(picks);
    return { columns, cost: stotoCost(columns, price, misli), missing };
  },
);

/**
 * The coupon being built: rows by outcome id in pick order (one per event), misli, the "accept odds changes"
 * flag, a notice for a refused pick, and the play attempt (its idempotency key survives a network failure so a
 * retry of the same coupon reuses it). Persisted by the coupon saga.
 */
import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import { COUPON_RULES } from '@shared/constants/business';
import { BANK_STATUS } from '@shared/constants/codes';
import { COUPON_ERRORS } from '@shared/errors/catalogue';
import type { OddsChange } from '@shared/protocol/api';
import { minMisliFor } from '@shared/rules/coupon-math';
import type { ProgramSelection } from '@shared/rules/program-selections';
import type { CouponPick, CouponPickExtras, CouponRow } from './coupon.types';
import { rowFromPick, rowsFromProgram } from './coupon-row.model';
import { pruneSystemSizes } from '@shared/rules/system-sizes';

export const rowsAdapter = createEntityAdapter<CouponRow, number>({ selectId: (r) => r.outcomeId });

/** A new coupon starts at the misli that reaches the minimum amount for one column. */
export const DEFAULT_MISLI = minMisliFor(1);

export const clampMisli = (n: number): number =>
  Math.min(COUPON_RULES.maxMisli, Math.max(COUPON_RULES.minMisli, Math.round(n)));

export interface PlayAttempt {
  inFlight: boolean;
  /** Idempotency key of the last attempt that got no answer; reused if the same coupon is played again. */
  key: string | null;
  /** The request (without key) that key belongs to. */
  signature: string | null;
}

export interface CouponState {
  rows: EntityState<CouponRow, number>;
  misli: number;
  acceptOddsChanges: boolean;
  /** Chosen system sizes, ascending; empty for a plain coupon. Always below the row count (see prune). */
  systemSizes: number[];
  notice: string | null;
  play: PlayAttempt;
}

/** A coupon the server accepted, as trackers see it (the slice only announces it). Money kuruş, odds hundredths. */
export interface PlayedCoupon {
  couponNo: string;
  couponId: number;
  amount: number;
  totalOdd: number;
  selections: number;
  systemSizes: number[];
  /** The saved coupon the panel was loaded from ("hazır kupon"), or null. */
  savedCouponId: number | null;
}

export interface RestoredCoupon {
  rows: CouponRow[];
  misli: number;
  acceptOddsChanges: boolean;
  /** Absent (or empty) for a plain coupon. */
  systemSizes?: number[];
}

export const initialCouponState: CouponState = {
  rows: rowsAdapter.getInitialState(),
  misli: DEFAULT_MISLI,
  acceptOddsChanges: false,
  systemSizes: [],
  notice: null,
  play: { inFlight: false, key: null, signature: null },
};

/** Drops the system sizes the rows no longer offer (a removed row). */
const prune = (state: CouponState) => {
  const next = pruneSystemSizes(state.systemSizes, state.rows.ids.length);
  if (next.join() !== state.systemSizes.join()) state.systemSizes = next;
};

export const couponSlice = createSlice({
  name: 'coupon',
  initialState: initialCouponState,
  reducers: {
    /** Adds a pick; another outcome of the same event replaces the earlier one in place; the same outcome removes it. */
    outcomePicked: (state, { payload }: PayloadAction<CouponPick & CouponPickExtras>) => {
      state.notice = null;
      const { rows } = state;
      if (rows.entities[payload.outcomeId]) {
        rowsAdapter.removeOne(rows, payload.outcomeId);
        prune(state);
        return;
      }
      const row = rowFromPick(payload);
      const sameEvent = rows.ids.findIndex((id) => rows.entities[id]?.code === payload.eventCode);
      if (sameEvent >= 0) {
        const oldId = rows.ids[sameEvent]!;
        delete rows.entities[oldId];
        rows.ids[sameEvent] = row.outcomeId;
        rows.entities[row.outcomeId] = row;
        return;
      }
      if (rows.ids.length >= COUPON_RULES.maxSelections) {
        state.notice = COUPON_ERRORS.TOO_MANY_SELECTIONS;
        return;
      }
      rowsAdapter.addOne(rows, row);
    },
    rowRemoved: (state, { payload }: PayloadAction<{ outcomeId: number }>) => {
      rowsAdapter.removeOne(state.rows, payload.outcomeId);
      state.notice = null;
      prune(state);
    },
    cleared: (state) => {
      rowsAdapter.removeAll(state.rows);
      state.systemSizes = [];
      state.notice = null;
      state.play = { ...state.play, key: null, signature: null };
    },
    misliChanged: (state, { payload }: PayloadAction<number>) => {
      if (Number.isFinite(payload)) state.misli = clampMisli(payload);
    },
    misliStepped: (state, { payload }: PayloadAction<1 | -1>) => {
      state.misli = clampMisli(state.misli + payload);
    },
    /** Banker on/off; a row with bank status 0 cannot be a banker. */
    bankerToggled: (state, { payload }: PayloadAction<{ outcomeId: number }>) => {
      const row = state.rows.entities[payload.outcomeId];
      if (!row || row.bankStatus === BANK_STATUS.disabled) return;
      row.bankStatus = row.bankStatus === BANK_STATUS.active ? BANK_STATUS.available : BANK_STATUS.active;
    },
    /** A system size checkbox: on adds the size, off removes it; sizes the coupon does not allow are ignored. */
    systemSizeToggled: (state, { payload }: PayloadAction<number>) => {
      const on = state.systemSizes.includes(payload);
      state.systemSizes = on ? state.systemSizes.filter((k) => k !== payload) : [...state.systemSizes, payload];
      prune(state);
    },
    acceptOddsChangesSet: (state, { payload }: PayloadAction<boolean>) => {
      state.acceptOddsChanges = payload;
    },
    noticeDismissed: (state) => {
      state.notice = null;
    },
    restored: (state, { payload }: PayloadAction<RestoredCoupon>) => {
      rowsAdapter.setAll(state.rows, payload.rows);
      state.misli = payload.misli;
      state.acceptOddsChanges = payload.acceptOddsChanges;
      state.systemSizes = payload.systemSizes ?? [];
      prune(state);
    },
    /**
     * A coupon read afresh from the program (a saved coupon loaded back, a shared one copied) replaces the rows, with
     * its misli and the system sizes the rows still offer.
     */
    loadedFromProgram: (state, { payload }: PayloadAction<{ found: ProgramSelection[]; misli: number; systemSizes: number[] }>) => {
      const { rows, systemSizes } = rowsFromProgram(payload.found, payload.systemSizes);
      rowsAdapter.setAll(state.rows, rows);
      state.misli = payload.misli;
      state.systemSizes = systemSizes;
      prune(state);
    },
    /** The server refused with new odds: rows take them and remember the odds they replaced. */
    oddsChanged: (state, { payload }: PayloadAction<OddsChange[]>) => {
      for (const change of payload) {
        const row = state.rows.entities[change.outcomeId];
        if (!row) continue;
        if (row.odd !== change.odd) {
          row.prevOdd = row.odd;
          row.odd = change.odd;
        }
        row.outcomeStatus = change.status;
      }
    },
    /** Intent: play the coupon (the play saga checks rules and login first). */
    playRequested: () => {},
    playStarted: (state, { payload }: PayloadAction<{ key: string; signature: string }>) => {
      state.play = { inFlight: true, ...payload };
    },
    /** `keepKey`: no answer came (network failure), so a retry of the same coupon must reuse the key. */
    /** A play was refused (rules, the server's code, or no answer): the coupon activity and screen logs listen. */
    playRefused: (_state, _action: PayloadAction<{ code: string }>) => {},
    /** The server accepted the play (tracking listens). */
    played: (_state, _action: PayloadAction<PlayedCoupon>) => {},
    playFinished: (state, { payload }: PayloadAction<{ keepKey: boolean }>) => {
      state.play = payload.keepKey ? { ...state.play, inFlight: false } : { inFlight: false, key: null, signature: null };
    },
  },
});

export const couponActions = couponSlice.actions;

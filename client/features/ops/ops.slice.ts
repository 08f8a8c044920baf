/**
 * The ops page: whether it asks for the access key or shows the edge live, the last snapshot (with its history)
 * and why the key was refused. The polling itself is ops.sagas.ts; the key lives in sessionStorage only.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OpsSnapshot } from '@shared/protocol/ops-api';
import type { CouponActivityAggregates } from '@shared/protocol/diagnostics-api';
import type { RootState } from '../../app/store';

/** form: asking for the key; checking: first call with a key; live: snapshots arriving. */
export type OpsView = 'form' | 'checking' | 'live';
/** rejected: wrong key (401); disabled: the edge has no OPS_TOKEN (404). */
export type OpsRefusal = 'rejected' | 'disabled';

export interface OpsState {
  view: OpsView;
  refusal: OpsRefusal | null;
  snapshot: OpsSnapshot | null;
  /** The last poll failed (network, 5xx): the page keeps the last numbers and says so. */
  stale: boolean;
  /** The coupon activity aggregates, loaded on request (coupon-activity-panel.tsx); 'failed' when the call failed. */
  activity: CouponActivityAggregates | 'loading' | 'failed' | null;
}

export const initialOpsState: OpsState = { view: 'form', refusal: null, snapshot: null, stale: false, activity: null };

export const opsSlice = createSlice({
  name: 'ops',
  initialState: initialOpsState,
  reducers: {
    pageOpened: () => {},
    pageClosed: () => initialOpsState,
    tokenNeeded: (state, { payload }: PayloadAction<{ refusal: OpsRefusal | null }>) => {
      state.view = 'form';
      state.refusal = payload.refusal;
      state.snapshot = null;
      state.stale = false;
    },
    tokenSubmitted: (state, _action: PayloadAction<{ token: string }>) => {
      state.view = 'checking';
      state.refusal = null;
    },
    tokenForgotten: () => {},
    snapshotLoaded: (state, { payload }: PayloadAction<OpsSnapshot>) => {
      state.view = 'live';
      state.snapshot = payload;
      state.stale = false;
    },
    pollFailed: (state) => {
      state.stale = true;
    },
    activityRequested: (state) => {
      state.activity = 'loading';
    },
    activityLoaded: (state, { payload }: PayloadAction<CouponActivityAggregates | null>) => {
      state.activity = payload ?? 'failed';
    },
  },
});

export const opsActions = opsSlice.actions;
export const selectOps = (state: RootState): OpsState => state.ops ?? initialOpsState;

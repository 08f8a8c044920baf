/**
 * The coupon's root saga: restores the stored coupon on start, stores it again after every change, and plays it
 * on request (one play at a time: presses while a play runs are ignored).
 */
import type { SagaIterator } from 'redux-saga';
import { call, fork, put, select, take, takeLeading } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { couponActions, couponSlice, type CouponState } from './coupon.slice';
import { readStoredCoupon, writeStoredCoupon } from './coupon.storage';
import type { CouponRow } from './coupon.types';
import { lazyWorkers } from '../../platform/lazy-worker';
import { couponActivitySaga } from './coupon-activity.sagas';

/** Playing (coupon-play.sagas.ts) loads with the first press of 'Hemen Oyna'. */
const playCoupon = lazyWorkers(() => import('./coupon-play.sagas'))('playCoupon');

const selectCouponState = (state: RootState): CouponState => state.coupon;
const isCouponAction = (a: Action): boolean => a.type.startsWith(`${couponSlice.name}/`);

export function* restoreCoupon(): SagaIterator {
  const stored = readStoredCoupon();
  if (stored) yield put(couponActions.restored(stored));
}

function* storeOnChange(): SagaIterator {
  let last: CouponState = yield select(selectCouponState);
  for (;;) {
    yield take(isCouponAction);
    const now: CouponState = yield select(selectCouponState);
    const same = now.rows === last.rows && now.misli === last.misli && now.acceptOddsChanges === last.acceptOddsChanges;
    if (same && now.systemSizes === last.systemSizes) continue;
    last = now;
    const rows = now.rows.ids.flatMap((id): CouponRow[] => {
      const row = now.rows.entities[id];
      return row ? [row] : [];
    });
    yield call(writeStoredCoupon, { rows, misli: now.misli, acceptOddsChanges: now.acceptOddsChanges, systemSizes: now.systemSizes });
  }
}

export function* couponSaga(): SagaIterator {
  yield call(restoreCoupon);
  yield fork(storeOnChange);
  yield fork(couponActivitySaga);
  yield takeLeading(couponActions.playRequested.type, playCoupon);
}

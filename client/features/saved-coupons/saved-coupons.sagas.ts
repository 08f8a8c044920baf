/**
 * Saved coupons' root saga. Saving, the saved list, loading one back and sharing run in saved-coupons.workers.ts and
 * save-and-share.sagas.ts, loaded with the first press of one of the coupon's actions.
 */
import type { SagaIterator } from 'redux-saga';
import { takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { lazyWorkers } from '../../platform/lazy-worker';
import { savedCouponsActions as A } from './saved-coupons.slice';

const saved = lazyWorkers(() => import('./saved-coupons.workers'));
const sharing = lazyWorkers(() => import('./save-and-share.sagas'));

export function* savedCouponsSaga(): SagaIterator {
  yield takeLeading(A.saveRequested.type, saved('openSaveDialog'));
  yield takeLeading(A.saveSubmitted.type, saved('saveCoupon'));
  yield takeLatest(A.listRequested.type, saved('openList'));
  yield takeLeading(A.shareMenuRequested.type, saved('openShareMenu'));
  yield takeEvery(A.loadRequested.type, saved('loadSaved'));
  yield takeLeading(A.shareRequested.type, sharing('saveAndShare'));
  yield takeLeading(A.mailRequested.type, sharing('saveAndMail'));
}

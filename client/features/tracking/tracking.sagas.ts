/**
 * After every accepted play: GET /Tracking/TrackIddaa (barcode = coupon number, hazirKuponId = the saved coupon
 * played, '0' for none), the e-commerce purchase and the affiliate push only with the affiliate cookie. After a
 * login: the ad-conversion image request, only with ad consent and a transaction id other than '0' (spec section
 * 7). Tracking never disturbs the member: its failures are swallowed.
 */
import type { SagaIterator } from 'redux-saga';
import { call, select, takeEvery } from 'redux-saga/effects';
import { readCookie } from '../../lib/cookies';
import { authActions, selectMember } from '../auth/auth.slice';
import { couponActions } from '../coupon/coupon.slice';
import type { MemberInfo } from '@shared/protocol/api';
import { fetchTrackIddaa } from './tracking.api';
import { lazyWorkers } from '../../platform/lazy-worker';
import { NO_TRANSACTION, TRACKING_COOKIES as C, affiliatePush, purchasePush, pushToDataLayer } from './tracking.model';

export function* trackPlay({ payload }: ReturnType<typeof couponActions.played>): SagaIterator {
  const member: MemberInfo | null = yield select(selectMember);
  yield call(pushToDataLayer, purchasePush(payload));
  const affiliateId: string | undefined = yield call(readCookie, C.affiliateId);
  if (affiliateId) {
    const transactionId: string | undefined = yield call(readCookie, C.affiliateTransactionId);
    yield call(pushToDataLayer, affiliatePush(payload, affiliateId, transactionId, member?.Id ?? null));
  }
  try {
    yield call(fetchTrackIddaa, payload.couponNo, payload.savedCouponId === null ? NO_TRANSACTION : String(payload.savedCouponId));
  } catch {
    // A lost tracking call is not the member's problem.
  }
}

/** The ad conversion after a login loads apart from the entry (tracking-login.workers.ts). */
const trackLogin = lazyWorkers(() => import('./tracking-login.workers'))('trackLogin', function* quiet(): SagaIterator {});

export function* trackingSaga(): SagaIterator {
  yield takeEvery(couponActions.played.type, trackPlay);
  yield takeEvery(authActions.loginSucceeded.type, trackLogin);
}

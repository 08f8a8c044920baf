/**
 * Hesabım/Kuponlarım: loads the asked page (a newer request cancels the older), moves a coupon to old or lost
 * coupons after the confirm (success and 'Bir sorun oluştu. Tekrar deneyin.' variants, then the page reloads),
 * saves a coupon's name, mails it, copies its short link and opens the Twitter share; settlement notices of the
 * member room update the page live (settlement-notices.sagas.ts).
 */
import type { SagaIterator } from 'redux-saga';
import { call, fork, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { MESSAGE_TYPE } from '@shared/constants/codes';
import { MESSAGES } from '@shared/errors/catalogue';
import { MY_COUPONS_MESSAGES as CEM } from '@shared/errors/my-coupons-messages';
import type { MoveCouponAnswer, MyCoupon, MyCouponsAnswer } from '@shared/protocol/my-coupons-api';
import type { SendMailAnswer } from '@shared/protocol/sharing-api';
import type { ApiResult } from '../../platform/api/api-client';
import type { RootState } from '../../app/store';
import { confirmDialog, showMessage } from '../../platform/dialogs/dialogs.sagas';
import { fetchMyCoupons, postMoveCoupon, postSendMail } from './my-coupons.api';
import { MY_COUPONS_PAGE_SIZE, myCouponsActions as A, selectMyCouponById, selectMyCoupons, type MyCouponsState } from './my-coupons.slice';
import { MY_COUPONS_TEXTS as T } from './my-coupons-texts';
import { copyCouponLink, saveCouponName, tweetCoupon } from './coupon-share.sagas';
import { settlementNoticesSaga } from './settlement-notices.sagas';

/** Coupon type of the mail call: 1 iddaa. Detail type: 1 plain, 2 system. */
const COUPON_TYPE_IDDAA = 1;
const couponDetailType = (c: Pick<MyCoupon, 'SystemSizes'>): number => (c.SystemSizes.length > 0 ? 2 : 1);

export function* loadPage({ payload }: ReturnType<typeof A.pageRequested>): SagaIterator {
  const r: ApiResult<MyCouponsAnswer> = yield call(fetchMyCoupons, { state: payload.tab, page: payload.page, pageSize: MY_COUPONS_PAGE_SIZE });
  if (r.ok && r.data?.IsSuccess) yield put(A.pageLoaded(r.data));
  else yield put(A.pageFailed());
}

function* reload(): SagaIterator {
  const { tab, page, total }: MyCouponsState = yield select(selectMyCoupons);
  // The moved coupon leaves the list: a last page left empty goes back one.
  const pages = Math.max(1, Math.ceil((total - 1) / MY_COUPONS_PAGE_SIZE));
  yield put(A.pageRequested({ tab, page: Math.min(page, pages) }));
}

export function* moveCoupon({ payload }: ReturnType<typeof A.moveRequested>): SagaIterator {
  const ok: boolean = yield call(confirmDialog, payload.target === 'old' ? T.confirmOld : T.confirmLost);
  if (!ok) return;
  yield put(A.busySet({ couponId: payload.couponId, busy: true }));
  const r: ApiResult<MoveCouponAnswer> = yield call(postMoveCoupon, payload);
  yield put(A.busySet({ couponId: payload.couponId, busy: false }));
  if (r.ok && r.data?.IsSuccess) {
    yield call(showMessage, r.data.Message || CEM.moveSuccess, MESSAGE_TYPE.ok);
    yield call(reload);
    return;
  }
  yield call(showMessage, MESSAGES.moveCouponFailed, MESSAGE_TYPE.error);
}

export function* mailCoupon({ payload }: ReturnType<typeof A.mailRequested>): SagaIterator {
  const coupon: MyCoupon | undefined = yield select((s: RootState) => selectMyCouponById(s, payload.couponId));
  if (!coupon) return;
  yield put(A.busySet({ couponId: coupon.CouponId, busy: true }));
  const r: ApiResult<SendMailAnswer> = yield call(postSendMail, {
    coupontype: COUPON_TYPE_IDDAA,
    couponno: coupon.CouponNo,
    couponDetailType: couponDetailType(coupon),
    couponAmount: coupon.Amount,
    totalOdd: coupon.TotalOdd,
  });
  yield put(A.busySet({ couponId: coupon.CouponId, busy: false }));
  const message = r.data?.message;
  if (r.ok && message === CEM.success) yield call(showMessage, CEM.mailSent, MESSAGE_TYPE.ok);
  else yield call(showMessage, message && message !== CEM.success ? message : CEM.mailFailed, MESSAGE_TYPE.error);
}

/** The page's sagas: they start with the page's route (app/lazy-routes.ts). */
export function* myCouponsPageSaga(): SagaIterator {
  yield takeLatest(A.pageRequested.type, loadPage);
  yield takeEvery(A.moveRequested.type, moveCoupon);
  yield takeLeading(A.nameSubmitted.type, saveCouponName);
  yield takeEvery(A.mailRequested.type, mailCoupon);
  yield takeEvery(A.linkCopyRequested.type, copyCouponLink);
  yield takeEvery(A.tweetRequested.type, tweetCoupon);
}

/** The whole feature: the page's sagas and the settlement notices, which the root saga starts on their own. */
export function* myCouponsSaga(): SagaIterator {
  yield fork(myCouponsPageSaga);
  yield fork(settlementNoticesSaga);
}

/**
 * The public coupon page: loads the coupon (404 is the 'Kupon bulunamadı.' state), reloads it when the member's own
 * coupon settles (a notice of the member room), after a member-room resync and after a login or logout (the owner
 * flag, and an unshared own coupon, depend on who asks), and copies its still-playable selections into the panel,
 * read afresh from the program. The live picks' rooms and the reload when their events end: public-coupon-live.sagas.ts.
 */
import type { SagaIterator } from 'redux-saga';
import { call, fork, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { MESSAGE_TYPE } from '@shared/constants/codes';
import type { PlaySelection } from '@shared/protocol/api';
import type { PublicCoupon, PublicCouponAnswer } from '@shared/protocol/my-coupons-api';
import type { ProgramSnapshot } from '@shared/protocol/program';
import { eventCodesOf, findInProgram, playableNow, type ProgramSelection } from '@shared/rules/program-selections';
import type { ApiResult } from '../../platform/api/api-client';
import { fetchEventDetails } from '../../platform/api/program.api';
import { fetchPublicCoupon } from '../../platform/api/public-coupon.api';
import { showMessage } from '../../platform/dialogs/dialogs.sagas';
import { selectCouponOpen, selectLayout } from '../../platform/view/view.selectors';
import { viewActions, type DeviceClass } from '../../platform/view/view.slice';
import { authActions } from '../auth/auth.slice';
import { couponActions } from '../coupon/coupon.slice';
import { myCouponsActions } from '../my-coupons/my-coupons.slice';
import { realtimeActions } from '../realtime/realtime.slice';
import { publicCouponActions as A, selectPublicCoupon, type PublicCouponState } from './public-coupon.slice';
import { PUBLIC_COUPON_TEXTS as T } from './public-coupon-texts';
import { publicCouponLiveSaga } from './public-coupon-live.sagas';

/** Loads the number the page shows; `quiet` (a refresh) keeps the shown coupon when the call fails. */
export function* loadCoupon(couponNo: string, quiet = false): SagaIterator {
  const r: ApiResult<PublicCouponAnswer> = yield call(fetchPublicCoupon, couponNo);
  if (r.ok && r.data?.IsSuccess) yield put(A.loaded(r.data.Coupon));
  else if (r.status === 404) yield put(A.notFound({ couponNo }));
  else if (!quiet) yield put(A.failed({ couponNo }));
}

function* onRequested({ payload }: ReturnType<typeof A.requested>): SagaIterator {
  yield call(loadCoupon, payload.couponNo);
}

/** Reloads the shown coupon when `matches` says the event concerns it. */
function* refreshIf(matches: (c: PublicCoupon) => boolean): SagaIterator {
  const { couponNo, coupon }: PublicCouponState = yield select(selectPublicCoupon);
  if (couponNo && coupon && matches(coupon)) yield call(loadCoupon, couponNo, true);
}

function* onSettled({ payload }: ReturnType<typeof myCouponsActions.couponSettled>): SagaIterator {
  yield call(refreshIf, (c) => c.CouponNo === payload.couponNo);
}

function* onWhoChanged(): SagaIterator {
  const { couponNo, status }: PublicCouponState = yield select(selectPublicCoupon);
  if (couponNo && (status === 'loaded' || status === 'notFound')) yield call(loadCoupon, couponNo, true);
}

/** The selections still waiting for a result. */
export const openSelectionsOf = (c: PublicCoupon): PlaySelection[] =>
  c.Rows.filter((r) => r.status === 'open').map((r) => ({
    eventCode: r.code,
    marketId: r.marketId,
    outcomeId: r.outcomeId,
    odd: r.odd,
    banker: r.bankStatus === 1,
  }));

/**
 * Puts the coupon's selections that can still be played now into the panel (replacing what it held), read afresh
 * from the program, with its misli and system sizes; says so when some could not come along. Answers how many rows
 * came along (0: the panel was left as it was).
 */
function* playableIntoPanel(coupon: PublicCoupon, selections: PlaySelection[]): SagaIterator<number> {
  const snapshots: ProgramSnapshot[] = yield call(fetchEventDetails, eventCodesOf(selections));
  const found: ProgramSelection[] = playableNow(findInProgram(selections, snapshots));
  if (found.length === 0) return 0;
  yield put(couponActions.loadedFromProgram({ found, misli: coupon.Misli, systemSizes: coupon.SystemSizes }));
  if (found.length < selections.length) yield call(showMessage, T.partial, MESSAGE_TYPE.warning);
  return found.length;
}

export function* copyToPanel(): SagaIterator {
  const { coupon }: PublicCouponState = yield select(selectPublicCoupon);
  const selections = coupon ? openSelectionsOf(coupon) : [];
  let rows = 0;
  if (coupon && selections.length > 0) rows = yield call(playableIntoPanel, coupon, selections);
  yield put(A.copyFinished({ rows }));
  if (rows === 0) {
    yield call(showMessage, T.noneLeft, MESSAGE_TYPE.warning);
    return;
  }
  // Phones and tablets keep the panel in a sheet: open it so the member sees the coupon they got.
  const layout: DeviceClass = yield select(selectLayout);
  const open: boolean = yield select(selectCouponOpen);
  if (layout !== 'desktop' && !open) yield put(viewActions.couponToggled());
}

export function* publicCouponSaga(): SagaIterator {
  yield takeLatest(A.requested.type, onRequested);
  yield takeLeading(A.copyRequested.type, copyToPanel);
  yield takeEvery(myCouponsActions.couponSettled.type, onSettled);
  yield takeEvery(realtimeActions.memberResync.type, refreshIf, (c: PublicCoupon) => c.IsOwner);
  yield takeLatest([authActions.loginSucceeded.type, authActions.loggedOut.type, authActions.sessionEnded.type], onWhoChanged);
  // Settle marks of the followed live picks: a quiet reload once their events end.
  yield fork(publicCouponLiveSaga, loadCoupon);
}

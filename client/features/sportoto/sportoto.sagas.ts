/**
 * Spor Toto's saga: loads the pool, the results pool and the member's pool coupons; plays the filled coupon (one
 * idempotency key per attempt, kept across a network failure so a retry cannot play twice); names a coupon through
 * the sports-pool service (sc 401 logs out and asks for a login), mails one through /Sportoto/SendMail and tracks it.
 */
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { MESSAGE_TYPE } from '@shared/constants/codes';
import { STOTO_COUPON_TYPE } from '@shared/constants/sportoto';
import { SPORTOTO_TEXTS as T } from '@shared/constants/sportoto-texts';
import { MESSAGES, REQUEST_ERRORS } from '@shared/errors/catalogue';
import { STOTO_MESSAGES } from '@shared/errors/sportoto-messages';
import { formatMoney } from '@shared/format/tr';
import type { MemberInfo } from '@shared/protocol/api';
import type { StotoCoupon, StotoPlayAnswer, StotoPoolAnswer, StotoServiceAnswer } from '@shared/protocol/sportoto-api';
import type { ApiResult } from '../../platform/api/api-client';
import { openDialog, showMessage } from '../../platform/dialogs/dialogs.sagas';
import { showToast } from '../../components/ui/toast-store';
import { authActions, selectMember } from '../auth/auth.slice';
import { fetchPool, fetchPoolById, fetchStotoCoupons, newIdempotencyKey, playStoto, saveStotoName, sendStotoMail, trackStoto } from './sportoto.api';
import { selectSportoto, selectStotoTotals, sportotoActions as A, type SportotoState } from './sportoto.slice';

function* loadPool(): SagaIterator {
  const r: ApiResult<StotoPoolAnswer> = yield call(fetchPool);
  if (r.ok && r.data?.IsSuccess) yield put(A.poolLoaded({ pool: r.data.Pool }));
  else yield put(A.poolLoaded({ pool: null, none: r.ok && r.data?.IsSuccess === false }));
}

function* loadResults({ payload: poolId }: ReturnType<typeof A.resultsRequested>): SagaIterator {
  const r: ApiResult<StotoPoolAnswer> = yield call(poolId === null ? fetchPool : () => fetchPoolById(poolId));
  yield put(A.resultsLoaded(r.ok && r.data?.IsSuccess ? r.data.Pool : null));
}

function* loadCoupons(): SagaIterator {
  const r: ApiResult<{ Coupons: StotoCoupon[] }> = yield call(fetchStotoCoupons);
  yield put(A.couponsLoaded(r.ok && r.data ? r.data.Coupons : null));
}

function* play(): SagaIterator {
  const st: SportotoState = yield select(selectSportoto);
  const totals: ReturnType<typeof selectStotoTotals> = yield select(selectStotoTotals);
  const pool = st.pool.data;
  if (!pool || st.playing) return;
  if (totals.missing > 0) {
    yield call(showMessage, T.missingPicks(totals.missing), MESSAGE_TYPE.warning);
    return;
  }
  const member: MemberInfo | null = yield select(selectMember);
  if (!member) {
    yield put(authActions.loginRequired({ action: A.playClicked() }));
    return;
  }
  const key = st.playKey ?? newIdempotencyKey();
  yield put(A.playStarted({ key }));
  const r: ApiResult<StotoPlayAnswer> = yield call(playStoto, { poolId: pool.PoolId, picks: st.picks, misli: st.misli, idempotencyKey: key });
  const answer = (r.data ?? r.body) as StotoPlayAnswer | null;
  if (r.status === 0 || !answer || typeof answer !== 'object' || !('IsSuccess' in answer)) {
    yield put(A.playFinished({ played: false, keepKey: true }));
    yield call(showMessage, REQUEST_ERRORS.INTERNAL, MESSAGE_TYPE.error);
    return;
  }
  if (answer.IsSuccess) {
    yield put(A.playFinished({ played: true, keepKey: false }));
    yield put(authActions.balanceUpdated({ balance: answer.Balance }));
    yield call(openDialog, {
      kind: 'info', messageType: MESSAGE_TYPE.ok, message: T.played,
      details: [
        { label: T.couponNo, value: answer.CouponNo },
        { label: T.columns, value: String(answer.Columns) },
        { label: T.cost, value: formatMoney(answer.Amount) },
      ],
    });
    yield put(A.couponsRequested());
    yield put(A.poolRequested());
    return;
  }
  yield put(A.playFinished({ played: false, keepKey: false }));
  if (r.status === 401) {
    yield put(authActions.sessionEnded());
    yield call(showMessage, MESSAGES.notLoggedIn, MESSAGE_TYPE.warning);
    return;
  }
  if (typeof answer.Balance === 'number') yield put(authActions.balanceUpdated({ balance: answer.Balance }));
  if (answer.Code === 'INSUFFICIENT_BALANCE') {
    yield call(openDialog, { kind: 'insufficientBalance', message: answer.Message, details: [{ label: T.cost, value: formatMoney(totals.cost) }] });
    return;
  }
  yield call(showMessage, answer.Message || REQUEST_ERRORS.INTERNAL, MESSAGE_TYPE.error);
  if (answer.Code === 'POOL_CLOSED') yield put(A.poolRequested());
}

function* saveName({ payload }: ReturnType<typeof A.nameRequested>): SagaIterator {
  const r: ApiResult<StotoServiceAnswer> = yield call(saveStotoName, payload.couponId, payload.name);
  const answer = (r.data ?? r.body) as StotoServiceAnswer | null;
  if (answer?.sc === 200) {
    yield put(A.nameFinished({ couponId: payload.couponId, name: payload.name }));
    yield call(showToast, T.nameSaved, { tone: 'success' });
    return;
  }
  yield put(A.nameFinished({ couponId: payload.couponId, name: null }));
  if (answer?.sc === 401) {
    yield put(authActions.sessionEnded());
    yield call(showMessage, MESSAGES.notLoggedIn, MESSAGE_TYPE.warning);
    return;
  }
  yield call(showMessage, answer?.el?.[0]?.m ?? MESSAGES.couponNameSaveFailed, MESSAGE_TYPE.error);
}

function* sendMail({ payload: c }: ReturnType<typeof A.mailRequested>): SagaIterator {
  const member: MemberInfo | null = yield select(selectMember);
  if (!member) return;
  const r: ApiResult<{ message: string }> = yield call(sendStotoMail, { cId: c.CouponId, type: STOTO_COUPON_TYPE, amount: c.Amount, memberId: member.Id });
  const message = r.data?.message ?? STOTO_MESSAGES.mailFailed;
  yield call(showMessage, message, message === STOTO_MESSAGES.mailSent ? MESSAGE_TYPE.ok : MESSAGE_TYPE.error);
}

function* track({ payload: barcode }: ReturnType<typeof A.trackRequested>): SagaIterator {
  const r: ApiResult<{ ok: boolean }> = yield call(trackStoto, barcode);
  if (r.ok) yield call(showToast, T.tracked, { tone: 'info' });
}

export function* sportotoSaga(): SagaIterator {
  yield takeLatest(A.poolRequested.type, loadPool);
  yield takeLatest(A.resultsRequested.type, loadResults);
  yield takeLatest(A.couponsRequested.type, loadCoupons);
  yield takeLeading(A.playClicked.type, play);
  yield takeEvery(A.nameRequested.type, saveName);
  yield takeEvery(A.mailRequested.type, sendMail);
  yield takeEvery(A.trackRequested.type, track);
}

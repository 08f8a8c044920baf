/**
 * The ops page's polling: while the page is open, ask for the key (or take the one of this tab's
 * sessionStorage), then fetch the snapshot every OPS_POLL_MS until the page closes, the key is forgotten or the
 * edge refuses it (401: wrong key, 404: ops off), which brings the form back with the reason.
 */
import type { SagaIterator } from 'redux-saga';
import { call, delay, put, race, take, takeLatest } from 'redux-saga/effects';
import { OPS_POLL_MS, type OpsSnapshot } from '@shared/protocol/ops-api';
import type { ApiResult } from '../../platform/api/api-client';
import type { CouponActivityAggregates } from '@shared/protocol/diagnostics-api';
import { fetchCouponActivity, fetchOpsSnapshot, readOpsToken, writeOpsToken } from './ops.api';
import { opsActions as A, type OpsRefusal } from './ops.slice';

const HTTP_UNAUTHORIZED = 401;
const HTTP_NOT_FOUND = 404;

/** Polls with one key; returns why it stopped. */
export function* pollSnapshots(token: string): SagaIterator<OpsRefusal | 'forgotten'> {
  while (true) {
    const r: ApiResult<OpsSnapshot> = yield call(fetchOpsSnapshot, token);
    if (r.status === HTTP_UNAUTHORIZED) return 'rejected';
    if (r.status === HTTP_NOT_FOUND) return 'disabled';
    if (r.ok && r.data) {
      yield call(writeOpsToken, token);
      yield put(A.snapshotLoaded(r.data));
    } else {
      yield put(A.pollFailed());
    }
    const { forgotten } = yield race({ wait: delay(OPS_POLL_MS), forgotten: take(A.tokenForgotten.type) });
    if (forgotten) return 'forgotten';
  }
}

export function* runOpsPage(): SagaIterator {
  let token: string | null = yield call(readOpsToken);
  let refusal: OpsRefusal | null = null;
  while (true) {
    if (!token) {
      yield put(A.tokenNeeded({ refusal }));
      const submitted: ReturnType<typeof A.tokenSubmitted> = yield take(A.tokenSubmitted.type);
      token = submitted.payload.token.trim();
      if (!token) continue;
    }
    const stopped: OpsRefusal | 'forgotten' = yield call(pollSnapshots, token);
    yield call(writeOpsToken, null);
    token = null;
    refusal = stopped === 'forgotten' ? null : stopped;
  }
}

/** The coupon activity aggregates, asked for with the key the page is using. */
export function* loadCouponActivity(): SagaIterator {
  const token: string | null = yield call(readOpsToken);
  const r: ApiResult<CouponActivityAggregates> | null = token ? yield call(fetchCouponActivity, token) : null;
  yield put(A.activityLoaded(r?.ok && r.data ? r.data : null));
}

export function* opsSaga(): SagaIterator {
  yield takeLatest(A.activityRequested.type, loadCouponActivity);
  while (true) {
    yield take(A.pageOpened.type);
    yield race({ run: call(runOpsPage), closed: take(A.pageClosed.type) });
  }
}

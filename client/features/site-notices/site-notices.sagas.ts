/** Site notices' root saga: the cookie bar's state at start, then the workers (site-notices.workers.ts) on demand. */
import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery, takeLeading } from 'redux-saga/effects';
import { NOTICE_COOKIES } from '@shared/constants/contract';
import { readCookie } from '../../lib/cookies';
import { cookiesEnabled } from '../../lib/write-cookie';
import { lazyWorkers } from '../../platform/lazy-worker';
import { authActions } from '../auth/auth.slice';
import { siteNoticesActions } from './site-notices.slice';

const worker = lazyWorkers(() => import('./site-notices.workers'));
const checkCancellation = worker('checkCancellation');

export function* siteNoticesSaga(): SagaIterator {
  yield put(siteNoticesActions.started({ cookieBarClosed: readCookie(NOTICE_COOKIES.cookieBarClosed) !== undefined, cookiesEnabled: cookiesEnabled() }));
  yield takeLeading(siteNoticesActions.cookieBarCloseRequested.type, worker('closeCookieBar'));
  yield takeLeading(siteNoticesActions.cancellationWithdrawRequested.type, worker('withdrawCancellation'));
  yield takeLeading(siteNoticesActions.cancellationRequestRequested.type, worker('requestCancellation'));
  // Member info is patched in place by several features: check once per member per page load.
  let checkedFor: number | null = null;
  yield takeEvery(authActions.memberLoaded.type, function* ({ payload }: ReturnType<typeof authActions.memberLoaded>) {
    if (checkedFor === payload.Id) return;
    checkedFor = payload.Id;
    yield call(checkCancellation);
  });
}

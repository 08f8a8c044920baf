/** Site notices' root saga: the cookie bar's state at start and its cookie, then the workers (site-notices.workers.ts) on demand. */
import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery, takeLeading } from 'redux-saga/effects';
import { COOKIES } from '@shared/constants/business';
import { NOTICE_COOKIES } from '@shared/constants/contract';
import { readCookie } from '../../lib/cookies';
import { cookiesEnabled, writeCookie } from '../../lib/write-cookie';
import { lazyWorkers } from '../../platform/lazy-worker';
import { authActions } from '../auth/auth.slice';
import { siteNoticesActions } from './site-notices.slice';

const worker = lazyWorkers(() => import('./site-notices.workers'));
const checkCancellation = worker('checkCancellation');

/**
 * Closing the cookie bar writes its one-year cookie at once, here: a page left right after the click (a reload, a
 * link out) must not show the bar again because the worker's code was still loading.
 */
function* closeCookieBar(): SagaIterator {
  yield call(writeCookie, NOTICE_COOKIES.cookieBarClosed, '1', COOKIES.cookieBarClosedMs);
  yield call(worker('tellCookieBarClosed'));
}

export function* siteNoticesSaga(): SagaIterator {
  yield put(siteNoticesActions.started({ cookieBarClosed: readCookie(NOTICE_COOKIES.cookieBarClosed) !== undefined, cookiesEnabled: cookiesEnabled() }));
  yield takeLeading(siteNoticesActions.cookieBarCloseRequested.type, closeCookieBar);
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

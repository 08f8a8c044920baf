/**
 * Screen logs (spec sections 3 and 7): the entry keeps only this watch of the refusals (a refused or failed play,
 * a refused share), buffered from the start; the watchers, the database, the sanitiser and the sender load once
 * the first page is idle (diagnostics.workers.ts) and take the buffered refusals first.
 */
import { buffers, type Channel, type SagaIterator } from 'redux-saga';
import { actionChannel, call } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { lazyWorkers } from '../../platform/lazy-worker';
import { pageIdle } from '../../lib/page-idle';
import { couponActions } from '../coupon/coupon.slice';

// A log is a background matter: code that cannot load says nothing to the member.
const runScreenLogs = lazyWorkers(() => import('./diagnostics.workers'))('runScreenLogs', function* quiet(): SagaIterator {});

/** The share slice loads with Kupondaş; its action is matched by type so the slice stays out of the entry. */
export const SHARE_FINISHED_TYPE = 'kupondasShare/shareFinished';
const REFUSALS_BUFFERED = 10;

const isRefusal = (a: Action & { payload?: { shared?: boolean } }): boolean =>
  a.type === couponActions.playRefused.type || (a.type === SHARE_FINISHED_TYPE && a.payload?.shared === false);

export function* diagnosticsSaga(): SagaIterator {
  const refusals: Channel<Action> = yield actionChannel(isRefusal, buffers.sliding(REFUSALS_BUFFERED));
  yield call(pageIdle);
  yield call(runScreenLogs, refusals);
}

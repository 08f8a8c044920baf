/**
 * What the page does when the connection comes back (the `online` event): the coupon is re-priced from fresh event
 * details (coupon-reprice.workers.ts), and the offline queue is replayed.
 *
 * When the offline queue is replayed: once the page is idle after its start, then whenever the connection comes
 * back (`online`, through the pwa slice) and whenever the tab is shown again (`visibilitychange`, through the
 * background slice). A trigger while a replay runs is ignored; that replay reads the queue to its end anyway.
 * The replay itself (IndexedDB, the senders) loads apart from the entry.
 */
import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, takeLeading } from 'redux-saga/effects';
import { pageIdle } from '../../lib/page-idle';
import { lazyWorkers } from '../lazy-worker';
import { backgroundActions } from '../background/background.slice';
import { connectivityChanged } from '../pwa/pwa.slice';

// A module that cannot load (offline before the worker took the files) waits for the next trigger, silently.
const replay = lazyWorkers(() => import('./offline-queue-replay'))('replayOfflineQueue', function* noReplay() {});
const reprice = lazyWorkers(() => import('../../features/coupon/coupon-reprice.workers'))('repriceCoupon', function* noReprice() {});

/** connectivityChanged(true) comes only from the `online` event: the page was offline until now. */
const isReconnect = (a: Action): boolean => connectivityChanged.match(a) && a.payload;

export const isReplayTrigger = (a: Action): boolean =>
  (connectivityChanged.match(a) && a.payload) || (backgroundActions.visibilityChanged.match(a) && !a.payload.hidden);

/** The replay starts after the first idle moment (the start's own online and visibility actions would load it too early). */
export function* offlineQueueSaga(): SagaIterator {
  yield takeLeading(isReconnect, reprice);
  if (typeof document !== 'undefined') yield call(pageIdle);
  yield takeLeading(isReplayTrigger, replay);
  yield call(replay);
}

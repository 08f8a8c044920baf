/**
 * Connectivity from the window's online/offline events; the accepted update (pwa-update.workers.ts: once the coupon
 * is settled and saved, activate, then reload); and the offline queue's replay.
 */
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, put, take, takeLeading } from 'redux-saga/effects';
import { connectivityChanged, updateAccepted } from './pwa.slice';
import { lazyWorkers } from '../lazy-worker';
import { offlineQueueSaga } from '../offline-queue/offline-queue.sagas';

const acceptUpdate = lazyWorkers(() => import('./pwa-update.workers'))('acceptUpdate');

type ConnectivityTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export const connectivityChannel = (target: ConnectivityTarget): EventChannel<boolean> =>
  eventChannel((emit) => {
    const online = () => emit(true);
    const offline = () => emit(false);
    target.addEventListener('online', online);
    target.addEventListener('offline', offline);
    return () => {
      target.removeEventListener('online', online);
      target.removeEventListener('offline', offline);
    };
  });

function* watchConnectivity() {
  if (typeof window === 'undefined') return;
  const channel: EventChannel<boolean> = yield call(connectivityChannel, window);
  // The state may have been built before the page knew; say what holds now.
  yield put(connectivityChanged(navigator.onLine));
  try {
    while (true) {
      const online: boolean = yield take(channel);
      yield put(connectivityChanged(online));
    }
  } finally {
    channel.close();
  }
}

export function* pwaSaga() {
  yield fork(watchConnectivity);
  yield fork(offlineQueueSaga);
  // Leading: a second tap while the worker is switching must not post again or reload twice.
  yield takeLeading(updateAccepted.type, acceptUpdate);
}

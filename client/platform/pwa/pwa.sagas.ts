/** Connectivity from the window's online/offline events, and the accepted update: activate, then reload. */
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, getContext, put, take, takeLeading } from 'redux-saga/effects';
import { connectivityChanged, updateAccepted } from './pwa.slice';
import { activateWaitingWorker, type SwBridge, type SwBridgeSlot } from './sw-bridge';
import { CTX } from '../../app/saga-context';

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

function* acceptUpdate() {
  const slot: SwBridgeSlot = yield getContext(CTX.swBridge);
  const bridge: SwBridge | null = yield call([slot, slot.get]);
  if (!bridge) return;
  yield call(activateWaitingWorker, bridge);
  // Reload only once the new worker controls the page, so the page and its scripts come from the same version.
  yield call([bridge, bridge.reload]);
}

export function* pwaSaga() {
  yield fork(watchConnectivity);
  // Leading: a second tap while the worker is switching must not post again or reload twice.
  yield takeLeading(updateAccepted.type, acceptUpdate);
}

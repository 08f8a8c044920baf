/**
 * The accepted update, loaded apart from the entry: once the coupon is settled and saved (coupon-persist.ts), the
 * waiting worker is activated and the page reloads into it. A coupon the browser's storage refused keeps the old
 * version: the prompt comes back and says why.
 */
import type { SagaIterator } from 'redux-saga';
import { call, getContext, put } from 'redux-saga/effects';
import { MESSAGE_TYPE } from '@shared/constants/codes';
import { OFFLINE_QUEUE_TEXTS } from '@shared/constants/offline-queue-texts';
import { CTX } from '../../app/saga-context';
import { couponKeptForUpdate } from '../../features/coupon/coupon-persist';
import { showMessage } from '../dialogs/dialogs.sagas';
import { updateAvailable } from './pwa.slice';
import { activateWaitingWorker, type SwBridge, type SwBridgeSlot } from './sw-bridge';

export function* acceptUpdate(): SagaIterator {
  const slot: SwBridgeSlot = yield getContext(CTX.swBridge);
  const bridge: SwBridge | null = yield call([slot, slot.get]);
  if (!bridge) return;
  // The reload must not lose the coupon: a play or save under way finishes first, and the coupon is stored now.
  const kept: boolean = yield call(couponKeptForUpdate);
  if (!kept) {
    yield put(updateAvailable());
    yield call(showMessage, OFFLINE_QUEUE_TEXTS.updateKeepsCoupon, MESSAGE_TYPE.warning);
    return;
  }
  yield call(activateWaitingWorker, bridge);
  // Reload only once the new worker controls the page, so the page and its scripts come from the same version.
  yield call([bridge, bridge.reload]);
}

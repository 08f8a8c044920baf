/** Settlement notices' root saga: member-room messages and resyncs go to settlement-notices.workers.ts (lazy). */
import type { SagaIterator } from 'redux-saga';
import { takeEvery } from 'redux-saga/effects';
import { lazyWorkers } from '../../platform/lazy-worker';
import { realtimeActions } from '../realtime/realtime.slice';

const worker = lazyWorkers(() => import('./settlement-notices.workers'));

export function* settlementNoticesSaga(): SagaIterator {
  yield takeEvery(realtimeActions.memberMessages.type, worker('onMemberMessages'));
  yield takeEvery(realtimeActions.memberResync.type, worker('onMemberResync'));
}

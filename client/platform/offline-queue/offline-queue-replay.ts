/**
 * The replay with every sender this page knows (the built-in ones and those other features registered), and what
 * the user is told: nothing when all went, the server's text for each action it refused.
 */
import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { MESSAGE_TYPE } from '@shared/constants/codes';
import { OFFLINE_QUEUE_TEXTS } from '@shared/constants/offline-queue-texts';
import { showMessage } from '../dialogs/dialogs.sagas';
import { replayQueue, type ReplayResult } from './offline-queue';
import { BUILT_IN_SENDERS } from './safe-action-senders';
import { isOffline, registeredSenders } from './safe-actions';

export const replayNow = (): Promise<ReplayResult> => replayQueue({ ...BUILT_IN_SENDERS, ...registeredSenders() });

export function* replayOfflineQueue(): SagaIterator {
  if (isOffline()) return;
  let result: ReplayResult;
  try {
    result = yield call(replayNow);
  } catch {
    // No IndexedDB here (private mode, blocked storage): nothing could have been queued either.
    return;
  }
  for (const message of result.refused) yield call(showMessage, `${OFFLINE_QUEUE_TEXTS.replayRefused}\n${message}`, MESSAGE_TYPE.error);
}

/**
 * The realtime saga's part in the entry bundle. The socket's code (realtime.sagas.ts and the rooms, the socket
 * channel, the room table: about 3 KB compressed) loads apart from the entry, right after the start: the first page
 * is drawn from its HTTP snapshot, and the rooms are joined at that snapshot's version, so nothing it needs waits
 * for the socket. What the rooms follow (INTENT_TYPES: the pages' needs, snapshots, logins) is buffered here from the
 * first moment, so no intent put while the code loads is missed.
 *
 * A module that cannot load (offline before the service worker holds the files, or a deployment removed it) is asked
 * for again after CODE_RETRY_MS; meanwhile the programs refresh over HTTP on their own (program.sagas.ts: the refresh
 * runs while no live sync does). A page without a socket address (realtime-url.ts) loads and buffers nothing.
 */
import type { Action } from '@reduxjs/toolkit';
import { buffers, type Channel, type SagaIterator } from 'redux-saga';
import { actionChannel, call, delay } from 'redux-saga/effects';
import { INTENT_TYPES } from './realtime-intents';
import { CODE_RETRY_MS, stepDelay } from './realtime-settings';
import { realtimeUrl } from './realtime-url';
import type * as RealtimeSagas from './realtime.sagas';

type RealtimeModule = typeof RealtimeSagas;

const loadRealtime = (): Promise<RealtimeModule> => import('./realtime.sagas');

export function* realtimeStartSaga(
  load: () => Promise<RealtimeModule> = loadRealtime,
  url: string | null = realtimeUrl(),
): SagaIterator {
  if (!url) return;
  const intents: Channel<Action> = yield actionChannel(INTENT_TYPES, buffers.expanding<Action>(64));
  let mod: RealtimeModule | null = null;
  for (let failures = 1; !mod; failures++) {
    try {
      mod = (yield call(load)) as RealtimeModule;
    } catch {
      yield delay(stepDelay(CODE_RETRY_MS, failures));
    }
  }
  yield call(mod.realtimeSaga, { url, intents });
}

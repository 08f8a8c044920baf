/**
 * Server clock and keep-alive (spec sections 4 and 7).
 * - The server epoch is read on start and on every back/forward navigation (popstate); the clock then ticks every
 *   500 ms.
 * - Keep-alive: a persistme ping after 5 minutes without any completed request; every completed request (the api
 *   client reports each one) restarts the timer. An answer other than 'ok' reloads the page. No answer at all
 *   (offline) is not an answer: the page is not reloaded then, and the ping runs again after the next period.
 */
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, fork, getContext, put, race, take } from 'redux-saga/effects';
import { TIMING } from '@shared/constants/business';
import type { ServerEpochAnswer } from '@shared/protocol/api';
import { subscribeApiEvents, type ApiEvent, type ApiResult } from '../api/api-client';
import { KEEP_ALIVE_OK, fetchServerEpoch, pingKeepAlive } from './session.api';
import { sessionActions } from './session.slice';
import { reloadPage } from './navigation.effects';
import { CTX, type ApiEventSource } from '../../app/saga-context';
import { backgroundTurn } from '../background/background.sagas';

export function* syncServerClock() {
  const sentAt = Date.now();
  const r: ApiResult<ServerEpochAnswer> = yield call(fetchServerEpoch);
  const receivedAt = Date.now();
  if (!r.ok || !r.data || !Number.isFinite(r.data.Epoch)) return;
  // The server read its clock somewhere during the round trip: the middle is the best estimate.
  const offset = Math.round(r.data.Epoch - (sentAt + receivedAt) / 2);
  yield put(sessionActions.serverClockSynced({ offset, zone: r.data.ZoneOffset, localNow: receivedAt }));
}

const popstateChannel = (): EventChannel<true> =>
  eventChannel<true>((emit) => {
    const onPop = () => emit(true);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  });

function* resyncOnBackForward() {
  const channel: EventChannel<true> = yield call(popstateChannel);
  try {
    for (;;) {
      yield take(channel);
      yield call(syncServerClock);
    }
  } finally {
    channel.close();
  }
}

export function* clockTick(periodMs: number = TIMING.serverClockRefreshMs) {
  for (;;) {
    yield put(sessionActions.ticked({ localNow: Date.now() }));
    yield delay(periodMs);
  }
}

const completedRequests = (subscribe: ApiEventSource['subscribe'] = subscribeApiEvents): EventChannel<ApiEvent> =>
  eventChannel<ApiEvent>((emit) =>
    subscribe((e) => {
      if (e.type === 'completed') emit(e);
    }),
  );

const isAlive = (r: ApiResult<unknown>): boolean => r.ok && typeof r.data === 'string' && r.data.trim() === KEEP_ALIVE_OK;

export function* keepAliveSaga(periodMs: number = TIMING.keepAliveMs) {
  const apiEvents: ApiEventSource = yield getContext(CTX.apiEvents);
  const completed: EventChannel<ApiEvent> = yield call(completedRequests, apiEvents.subscribe);
  try {
    for (;;) {
      const { request } = yield race({ request: take(completed), idle: delay(periodMs) });
      if (request) continue;
      // The ping's own completion arrives while this saga is busy calling: the channel drops it, and the loop
      // starts a fresh period right after anyway.
      // Keep-active: a hidden tab keeps its session too.
      yield call(backgroundTurn, { key: 'keep-alive', keepActive: true });
      const r: ApiResult<unknown> = yield call(pingKeepAlive);
      if (r.status !== 0 && !isAlive(r)) {
        yield call(reloadPage);
        return;
      }
    }
  } finally {
    completed.close();
  }
}

export function* sessionSaga() {
  yield fork(clockTick);
  yield fork(keepAliveSaga);
  yield fork(resyncOnBackForward);
  yield fork(syncServerClock);
}

/**
 * Loads programs on intents. Each program key has at most one task: a new request for a key restarts it
 * (takeLatest per key), and the task reloads the program every 30 s while some view shows it. Views release the
 * key when they unmount; the task ends when no view holds it. A failed load keeps the data and marks the error.
 */
import type { Action } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, cancel, delay, fork, put, select, take } from 'redux-saga/effects';
import type { ProgramSnapshot } from '@shared/protocol/program';
import { MESSAGES } from '@shared/errors/catalogue';
import type { ApiResult } from '../../app/api-client';
import { LIVE_KEY, eventKey, programActions, sportKey, type ProgramKey } from './program.slice';
import { fetchEventDetail, fetchLiveProgram, fetchSportProgram } from './program.api';
import { backgroundTurn } from '../background/background.sagas';

/** Refresh period of a shown program until realtime updates replace it. */
export const PROGRAM_REFRESH_MS = 30_000;
export const PROGRAM_LOAD_FAILED = 'Bülten yüklenemedi. Gösterilen bilgiler güncel olmayabilir.';

type Loader = () => Promise<ApiResult<ProgramSnapshot>>;
interface ProgramRequest {
  key: ProgramKey;
  load: Loader;
}

const requestOf = (action: Action): ProgramRequest | null => {
  if (programActions.sportRequested.match(action)) {
    const { sportId } = action.payload;
    return { key: sportKey(sportId), load: () => fetchSportProgram(sportId) };
  }
  if (programActions.liveRequested.match(action)) return { key: LIVE_KEY, load: fetchLiveProgram };
  if (programActions.eventRequested.match(action)) {
    const { code } = action.payload;
    return { key: eventKey(code), load: () => fetchEventDetail(code) };
  }
  return null;
};

const failureMessage = (r: ApiResult<unknown>): string => {
  if (r.status === 0) return MESSAGES.networkError;
  if (r.status === 404 && r.error?.Message) return r.error.Message;
  return PROGRAM_LOAD_FAILED;
};

export function* loadProgram(req: ProgramRequest) {
  yield put(programActions.loadStarted({ key: req.key }));
  const result: ApiResult<ProgramSnapshot> = yield call(req.load);
  if (result.ok && result.data) {
    yield put(programActions.snapshotReceived({ key: req.key, snapshot: result.data, cachedAt: result.cachedAt }));
  } else {
    yield put(programActions.loadFailed({ key: req.key, error: failureMessage(result) }));
  }
}

const selectLiveSync = (s: { program: { liveSync: boolean } }): boolean => s.program.liveSync;

/**
 * The refresh is a background call: in a hidden tab it waits and runs once when the tab is visible again. While
 * the realtime saga keeps programs current (socket, or its 5 s fallback polling) the refresh is skipped.
 */
function* showProgram(req: ProgramRequest) {
  yield call(loadProgram, req);
  for (;;) {
    yield delay(PROGRAM_REFRESH_MS);
    if ((yield select(selectLiveSync)) as boolean) continue;
    yield call(backgroundTurn, { key: `program:${req.key}`, fireOnActive: true });
    yield call(loadProgram, req);
  }
}

const INTENTS = [
  programActions.sportRequested.type,
  programActions.liveRequested.type,
  programActions.eventRequested.type,
  programActions.programReleased.type,
];

export function* programSaga() {
  const shown = new Map<ProgramKey, { task: Task; holders: number }>();
  for (;;) {
    const action: Action = yield take(INTENTS);
    if (programActions.programReleased.match(action)) {
      const entry = shown.get(action.payload.key);
      if (!entry) continue;
      entry.holders -= 1;
      if (entry.holders <= 0) {
        shown.delete(action.payload.key);
        yield cancel(entry.task);
      }
      continue;
    }
    const req = requestOf(action);
    if (!req) continue;
    const prev = shown.get(req.key);
    if (prev) yield cancel(prev.task);
    const task: Task = yield fork(showProgram, req);
    shown.set(req.key, { task, holders: (prev?.holders ?? 0) + 1 });
  }
}

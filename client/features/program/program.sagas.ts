/**
 * Loads programs on intents. Each program key has at most one task: a new request for a key restarts it
 * (takeLatest per key), and the task reloads the program every 30 s while some view shows it. Views release the
 * key when they unmount; the task ends when no view holds it. A failed load keeps the data and marks the error.
 * The home's highlights come as one part per sport: each part is stored under its own key and watched in its
 * sport's room (roomWatched) while the home is shown; the home reloads its answer every 30 s even while the socket
 * keeps the parts current, so it follows which events lead.
 */
import type { Action } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { call, cancel, delay, fork, put, select, take } from 'redux-saga/effects';
import type { ProgramHighlights, ProgramSnapshot } from '@shared/protocol/program';
import { MESSAGES } from '@shared/errors/catalogue';
import type { ApiResult } from '../../platform/api/api-client';
import { fetchEventDetail, fetchHighlights, fetchLiveProgram, fetchSportProgram } from '../../platform/api/program.api';
import { backgroundTurn } from '../../platform/background/background.sagas';
import { HIGHLIGHTS_KEY, LIVE_KEY, eventKey, highlightKey, programActions, sportKey, type ProgramKey } from './program.slice';

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
  } else if (result.status === 404 && req.key.startsWith('event:')) {
    yield put(programActions.eventMissing({ key: req.key }));
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

/**
 * Loads the home's answer: sports no longer on it are released, new ones watched (before their part arrives, so
 * the room joins at the part's version), then each part is stored under its key and the list of sports set.
 */
export function* loadHighlights(watched: Set<number>) {
  yield put(programActions.loadStarted({ key: HIGHLIGHTS_KEY }));
  const result: ApiResult<ProgramHighlights> = yield call(fetchHighlights);
  if (!result.ok || !result.data) {
    yield put(programActions.loadFailed({ key: HIGHLIGHTS_KEY, error: failureMessage(result) }));
    return;
  }
  const parts = result.data.sports;
  const ids = new Set(parts.map((p) => p.program.sportId));
  for (const id of [...watched]) {
    if (ids.has(id)) continue;
    watched.delete(id);
    yield put(programActions.programReleased({ key: highlightKey(id) }));
  }
  for (const id of ids) {
    if (watched.has(id)) continue;
    watched.add(id);
    yield put(programActions.roomWatched({ key: highlightKey(id) }));
  }
  for (const part of parts) {
    yield put(programActions.snapshotReceived({ key: highlightKey(part.program.sportId), snapshot: part.program, cachedAt: result.cachedAt }));
  }
  yield put(programActions.highlightsListed({ sports: parts.map((p) => ({ sportId: p.program.sportId, count: p.count })) }));
}

function* showHighlights() {
  const watched = new Set<number>();
  try {
    yield call(loadHighlights, watched);
    for (;;) {
      yield delay(PROGRAM_REFRESH_MS);
      yield call(backgroundTurn, { key: `program:${HIGHLIGHTS_KEY}`, fireOnActive: true });
      yield call(loadHighlights, watched);
    }
  } finally {
    // Ended (the home is gone or asked again): its sports' rooms are no longer needed for it.
    for (const id of watched) yield put(programActions.programReleased({ key: highlightKey(id) }));
  }
}

const INTENTS = [
  programActions.sportRequested.type,
  programActions.liveRequested.type,
  programActions.eventRequested.type,
  programActions.highlightsRequested.type,
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
    const highlights = programActions.highlightsRequested.match(action);
    const req = highlights ? null : requestOf(action);
    const key = highlights ? HIGHLIGHTS_KEY : req?.key;
    if (key === undefined) continue;
    const prev = shown.get(key);
    if (prev) yield cancel(prev.task);
    const task: Task = req ? yield fork(showProgram, req) : yield fork(showHighlights);
    shown.set(key, { task, holders: (prev?.holders ?? 0) + 1 });
  }
}

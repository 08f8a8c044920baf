import { configureStore, createAction } from '@reduxjs/toolkit';
import createSagaMiddleware, { type SagaIterator } from 'redux-saga';
import { put, takeEvery } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { LISTENING_SAGAS, STARTING_SAGAS, startRootSagas } from './root-saga';

const listenerReady = createAction('test/listenerReady');
const starterUp = createAction('test/starterUp');

/** A store whose reducer logs every action type; `heard` logs what the listener saga took. */
const harness = () => {
  const saga = createSagaMiddleware();
  const log: string[] = [];
  const store = configureStore({
    reducer: (state: null = null, action: { type: string }) => {
      if (action.type.startsWith('test/')) log.push(action.type);
      return state;
    },
    middleware: (gDM) => gDM({ thunk: false }).concat(saga),
  });
  const heard: string[] = [];
  function* listener(): SagaIterator {
    yield put(listenerReady());
    yield takeEvery(starterUp.type, () => void heard.push(starterUp.type));
  }
  function* starter(): SagaIterator {
    yield put(starterUp());
  }
  return { store, log, heard, run: (root: () => Generator) => saga.run(root), groups: [[listener], [starter]] as const };
};

describe('startRootSagas', () => {
  it('starts the starters only in the task it is given, after the listeners, which hear what the starters put at their start', () => {
    const h = harness();
    let later: (() => void) | null = null;
    startRootSagas(h.run, (start) => (later = start), h.groups);
    // The listeners' own start puts are dispatched with their group.
    expect(h.log).toEqual(['test/listenerReady']);
    expect(h.heard).toEqual([]);
    expect(later).not.toBeNull();
    later!();
    expect(h.log).toEqual(['test/listenerReady', 'test/starterUp']);
    expect(h.heard).toEqual(['test/starterUp']);
  });

  it('starts both groups at once without a task to wait for (tests, a store made without deferring)', () => {
    const h = harness();
    startRootSagas(h.run, undefined, h.groups);
    expect(h.log).toEqual(['test/listenerReady', 'test/starterUp']);
    expect(h.heard).toEqual(['test/starterUp']);
  });

  it("puts each root saga in exactly one group", () => {
    const all = [...LISTENING_SAGAS, ...STARTING_SAGAS];
    expect(new Set(all).size).toBe(all.length);
    expect(STARTING_SAGAS.map((s) => s.name)).toEqual(['viewSaga', 'authSaga', 'sessionSaga', 'realtimeStartSaga']);
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { SagaIterator } from 'redux-saga';
import { put, takeEvery, takeLeading } from 'redux-saga/effects';
import { createAction } from '@reduxjs/toolkit';
import { DIALOG_TITLES } from '@shared/constants/codes';
import { MESSAGES } from '@shared/errors/catalogue';
import { makeTestStore } from '../features/auth/auth.test-store';
import { selectTopDialog } from './dialogs/dialogs.slice';
import { lazyWorkers, warmLazyWorkers } from './lazy-worker';

const asked = createAction<number>('test/asked');
const done = createAction<number>('test/done');

/** A module of workers, as `import('./x.workers')` would give it; `fail` makes its load reject. */
const fakeModule = (fail: { now: boolean }) => {
  const load = vi.fn(async () => {
    if (fail.now) throw new TypeError('Failed to fetch dynamically imported module');
    return {
      *answer({ payload }: ReturnType<typeof asked>): SagaIterator {
        yield put(done(payload * 2));
      },
    };
  });
  return { load, worker: lazyWorkers(load) };
};

const start = (watch: () => SagaIterator) => {
  const seen: number[] = [];
  const { store } = makeTestStore({
    sagas: [
      watch,
      function* () {
        yield takeEvery(done.type, ({ payload }: ReturnType<typeof done>) => {
          seen.push(payload);
        });
      },
    ],
  });
  return { store, seen };
};

describe('lazy saga workers', () => {
  it('load their module on the first action, once, and then run synchronously', async () => {
    const { load, worker } = fakeModule({ now: false });
    const { store, seen } = start(function* () {
      yield takeEvery(asked.type, worker('answer'));
    });
    store.dispatch(asked(1));
    expect(seen).toEqual([]);
    await vi.waitFor(() => expect(seen).toEqual([2]));
    store.dispatch(asked(2));
    expect(seen).toEqual([2, 4]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('are loaded by the warm-up before any action asks', async () => {
    const { load, worker } = fakeModule({ now: false });
    await warmLazyWorkers();
    expect(load).toHaveBeenCalledTimes(1);
    const { store, seen } = start(function* () {
      yield takeLeading(asked.type, worker('answer'));
    });
    store.dispatch(asked(5));
    expect(seen).toEqual([10]);
  });

  it('say in Turkish when their code cannot load, keep the watcher alive and load again on the next action', async () => {
    const fail = { now: true };
    const { load, worker } = fakeModule(fail);
    const { store, seen } = start(function* () {
      yield takeLeading(asked.type, worker('answer'));
    });
    store.dispatch(asked(1));
    await vi.waitFor(() => expect(selectTopDialog(store.getState())).toMatchObject({ title: DIALOG_TITLES.error, message: MESSAGES.codeLoadFailed }));
    expect(seen).toEqual([]);
    fail.now = false;
    store.dispatch(asked(3));
    await vi.waitFor(() => expect(seen).toEqual([6]));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import { configureStore, type Action } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Channel, type SagaIterator } from 'redux-saga';
import { take } from 'redux-saga/effects';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { programActions } from '../program/program.slice';
import { realtimeStartSaga } from './realtime-start.sagas';
import { CODE_RETRY_MS } from './realtime-settings';
import type * as RealtimeSagas from './realtime.sagas';

type RealtimeModule = typeof RealtimeSagas;

/** A stand-in for the socket's module: its saga records the intents it takes from the channel it was given. */
const fakeModule = (taken: string[]): RealtimeModule =>
  ({
    *realtimeSaga(opts: { intents?: Channel<Action> } = {}): SagaIterator {
      for (;;) {
        const a: Action = yield take(opts.intents!);
        taken.push(a.type);
      }
    },
  }) as unknown as RealtimeModule;

const harness = (load: () => Promise<RealtimeModule>) => {
  const saga = createSagaMiddleware();
  const store = configureStore({ reducer: (s: null = null) => s, middleware: (gDM) => gDM({ thunk: false }).concat(saga) });
  const task = saga.run(realtimeStartSaga, load, 'ws://test:9');
  return { store, task };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('realtimeStartSaga', () => {
  it("hands the socket's saga every intent put while its code was loading, in order", async () => {
    const taken: string[] = [];
    let resolve!: (m: RealtimeModule) => void;
    const { store, task } = harness(() => new Promise((r) => (resolve = r)));
    store.dispatch(programActions.sportRequested({ sportId: 1 }));
    store.dispatch({ type: 'other/unrelated' });
    store.dispatch(programActions.programReleased({ key: 'sport:1' }));
    resolve(fakeModule(taken));
    await vi.waitFor(() => expect(taken).toEqual([programActions.sportRequested.type, programActions.programReleased.type]));
    store.dispatch(programActions.liveRequested());
    expect(taken.at(-1)).toBe(programActions.liveRequested.type);
    task.cancel();
  });

  it('asks again for code that did not load, after the retry delays, and then starts', async () => {
    vi.useFakeTimers();
    const taken: string[] = [];
    const load = vi
      .fn<() => Promise<RealtimeModule>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(fakeModule(taken));
    const { store, task } = harness(load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CODE_RETRY_MS[0] - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    store.dispatch(programActions.liveRequested());
    await vi.advanceTimersByTimeAsync(CODE_RETRY_MS[1]);
    expect(load).toHaveBeenCalledTimes(3);
    expect(taken).toEqual([programActions.liveRequested.type]);
    task.cancel();
  });
});

describe('realtimeStartSaga without a socket address', () => {
  it('neither loads the socket code nor buffers intents, which would pile up for the page', async () => {
    const saga = createSagaMiddleware();
    configureStore({ reducer: (s: null = null) => s, middleware: (gDM) => gDM({ thunk: false }).concat(saga) });
    const load = vi.fn<() => Promise<RealtimeModule>>();
    const task = saga.run(realtimeStartSaga, load, null);
    await task.toPromise();
    expect(task.isRunning()).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});

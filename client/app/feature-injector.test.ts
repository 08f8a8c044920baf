import { describe, expect, it } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { take } from 'redux-saga/effects';
import { makeStore, rootReducer } from './store';
import { createFeatureInjector } from './feature-injector';
import { initialOpsState, opsActions, opsSlice, selectOps } from '../features/ops/ops.slice';

describe('lazily loaded features', () => {
  it('are absent from a new store, and their selectors answer the initial state', () => {
    const store = makeStore(undefined, { runSagas: false });
    expect('ops' in store.getState()).toBe(false);
    expect(selectOps(store.getState())).toBe(initialOpsState);
  });

  it('inject their slice and start their saga once per store, however often their route renders', () => {
    let starts = 0;
    const seen: string[] = [];
    function* saga() {
      starts += 1;
      for (;;) seen.push(((yield take(opsActions.pageOpened.type)) as { type: string }).type);
    }
    const middleware = createSagaMiddleware();
    const store = configureStore({ reducer: rootReducer, middleware: (gDM) => gDM({ thunk: false }).concat(middleware) });
    const inject = createFeatureInjector((slice) => rootReducer.inject(slice), middleware);
    const feature = { key: 'ops-test', slices: [opsSlice], saga };
    inject(feature);
    inject(feature);
    store.dispatch(opsActions.pageOpened());
    expect(starts).toBe(1);
    expect(seen).toEqual([opsActions.pageOpened.type]);
    expect(store.getState().ops).toEqual(initialOpsState);
  });

  it('keep a preloaded state when the store starts with them (tests)', () => {
    const ops = { ...initialOpsState, stale: true };
    const store = makeStore({ ops }, { runSagas: false, features: [{ key: 'ops', slices: [opsSlice] }] });
    expect(store.getState().ops?.stale).toBe(true);
  });
});

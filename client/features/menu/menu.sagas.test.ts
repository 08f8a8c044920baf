import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { API } from '@shared/protocol/api';
import type { SportMenuAnswer } from '@shared/protocol/program';
import { server } from '../../../tests/setup/msw-server';
import { menuSlice } from './menu.slice';
import { MENU_LOAD_FAILED, MENU_REFRESH_MS, menuSaga } from './menu.sagas';

const answer = (count: number): SportMenuAnswer => ({
  asOf: 1,
  sports: [
    { sportId: 1, name: 'Futbol', slug: 'futbol', count, liveCount: 3, outrightCount: 4 },
    { sportId: 2, name: 'Basketbol', slug: 'basketbol', count: 0, liveCount: 0, outrightCount: 1 },
  ],
});

const start = () => {
  const saga = createSagaMiddleware();
  const store = configureStore({ reducer: { menu: menuSlice.reducer }, middleware: (gDM) => gDM({ thunk: false }).concat(saga) });
  const task = saga.run(menuSaga);
  return { store, stop: () => task.cancel() };
};

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

describe('menu saga', () => {
  it('loads the sport menu at start, reloads it every 60 s and keeps the last counts when a reload fails', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const replies = [() => HttpResponse.json(answer(120)), () => HttpResponse.json(answer(118)), () => HttpResponse.error()];
    let calls = 0;
    server.use(http.get(API.sportMenu, () => (replies[Math.min(calls++, replies.length - 1)] ?? replies[0]!)()));
    const m = start();
    stop = m.stop;
    await vi.waitFor(() => expect(m.store.getState().menu.items[0]?.count).toBe(120));
    expect(m.store.getState().menu.status).toBe('ready');

    await vi.advanceTimersByTimeAsync(MENU_REFRESH_MS);
    await vi.waitFor(() => expect(m.store.getState().menu.items[0]?.count).toBe(118));

    await vi.advanceTimersByTimeAsync(MENU_REFRESH_MS);
    await vi.waitFor(() => expect(m.store.getState().menu.status).toBe('error'));
    expect(m.store.getState().menu.error).toBe(MENU_LOAD_FAILED);
    expect(m.store.getState().menu.items[0]?.count).toBe(118);
    expect(calls).toBe(3);
  });
});

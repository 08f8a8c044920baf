import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { API, SW_CACHE_HEADER } from '@shared/protocol/api';
import { server } from '../../../tests/setup/msw-server';
import type { Action, Middleware } from '@reduxjs/toolkit';
import type { ProgramHighlights } from '@shared/protocol/program';
import { HIGHLIGHTS_KEY, LIVE_KEY, eventKey, highlightKey, programActions, programSlice, sportKey } from './program.slice';
import { PROGRAM_LOAD_FAILED, PROGRAM_REFRESH_MS, programSaga } from './program.sagas';
import { makeSnapshot } from './program.test-fixtures';
import { eventCodes } from './event-table';

const T = Date.now() + 3_600_000;

const makeProgramStore = () => {
  const saga = createSagaMiddleware();
  const seen: Action[] = [];
  const store = configureStore({
    reducer: { program: programSlice.reducer },
    middleware: (gDM) =>
      gDM({ thunk: false })
        .concat(((_api: unknown) => (next: (a: unknown) => unknown) => (action: unknown) => {
          seen.push(action as Action);
          return next(action);
        }) as Middleware)
        .concat(saga),
  });
  const task = saga.run(programSaga);
  return { store, seen, stop: () => task.cancel() };
};

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

describe('program saga', () => {
  it('loads the sport program on the intent and stores it', async () => {
    const seen: string[] = [];
    server.use(
      http.get(API.sportProgram, ({ request }) => {
        seen.push(new URL(request.url).searchParams.get('sportId') ?? '');
        return HttpResponse.json(makeSnapshot([{ code: 1, startsAt: T }, { code: 2, startsAt: T }], 1, 4));
      }),
    );
    const p = makeProgramStore();
    stop = p.stop;
    p.store.dispatch(programActions.sportRequested({ sportId: 1 }));
    expect(p.store.getState().program.loads[sportKey(1)]?.status).toBe('loading');
    await vi.waitFor(() => expect(p.store.getState().program.loads[sportKey(1)]?.status).toBe('ready'));
    expect(seen).toEqual(['1']);
    expect(eventCodes(p.store.getState().program.events)).toEqual([1, 2]);
    expect(p.store.getState().program.versions[sportKey(1)]).toBe(4);
  });

  it('keeps the data it had and marks a Turkish error when a reload fails', async () => {
    let fail = false;
    server.use(
      http.get(API.sportProgram, () =>
        fail
          ? HttpResponse.json({ IsSuccess: false, Code: 'INTERNAL', Message: 'x' }, { status: 500 })
          : HttpResponse.json(makeSnapshot([{ code: 1, startsAt: T }])),
      ),
    );
    const p = makeProgramStore();
    stop = p.stop;
    p.store.dispatch(programActions.sportRequested({ sportId: 1 }));
    await vi.waitFor(() => expect(p.store.getState().program.loads[sportKey(1)]?.status).toBe('ready'));
    fail = true;
    p.store.dispatch(programActions.sportRequested({ sportId: 1 }));
    await vi.waitFor(() => expect(p.store.getState().program.loads[sportKey(1)]?.status).toBe('error'));
    expect(p.store.getState().program.loads[sportKey(1)]?.error).toBe(PROGRAM_LOAD_FAILED);
    expect(eventCodes(p.store.getState().program.events)).toEqual([1]);
  });

  it('loads the live program and event details under their own keys; an event the edge does not know is loaded, empty', async () => {
    server.use(
      http.get(API.liveProgram, () => HttpResponse.json(makeSnapshot([{ code: 7, startsAt: T, live: true }], 0))),
      http.get(API.eventDetail, ({ request }) => {
        const code = Number(new URL(request.url).searchParams.get('code'));
        return code === 8
          ? HttpResponse.json(makeSnapshot([{ code: 8, startsAt: T }]))
          : HttpResponse.json({ IsSuccess: false, Code: 'NOT_FOUND', Message: 'Aradığınız kayıt bulunamadı.' }, { status: 404 });
      }),
    );
    const p = makeProgramStore();
    stop = p.stop;
    p.store.dispatch(programActions.liveRequested());
    p.store.dispatch(programActions.eventRequested({ code: 8 }));
    p.store.dispatch(programActions.eventRequested({ code: 9 }));
    await vi.waitFor(() => {
      const s = p.store.getState().program;
      expect(s.loads[LIVE_KEY]?.status).toBe('ready');
      expect(s.loads[eventKey(8)]?.status).toBe('ready');
      expect(s.loads[eventKey(9)]?.status).toBe('ready');
    });
    const s = p.store.getState().program;
    expect(s.members[LIVE_KEY]).toEqual([7]);
    expect(s.members[eventKey(9)]).toEqual([]);
    expect(s.loads[eventKey(9)]?.error).toBeNull();
  });

  it('stores the cache time when the service worker answered from its cache', async () => {
    server.use(
      http.get(API.sportProgram, () =>
        HttpResponse.json(makeSnapshot([{ code: 3, startsAt: T }]), { headers: { [SW_CACHE_HEADER]: '1700000000000' } }),
      ),
    );
    const p = makeProgramStore();
    stop = p.stop;
    p.store.dispatch(programActions.sportRequested({ sportId: 1 }));
    await vi.waitFor(() => expect(p.store.getState().program.cachedAt).toBe(1_700_000_000_000));
  });

  it('refreshes a shown program every 30 s and stops once its view releases it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let calls = 0;
    server.use(
      http.get(API.sportProgram, () => {
        calls += 1;
        return HttpResponse.json(makeSnapshot([{ code: 1, startsAt: T }], 1, calls));
      }),
    );
    const p = makeProgramStore();
    stop = p.stop;
    p.store.dispatch(programActions.sportRequested({ sportId: 1 }));
    await vi.waitFor(() => expect(p.store.getState().program.versions[sportKey(1)]).toBe(1));
    await vi.advanceTimersByTimeAsync(PROGRAM_REFRESH_MS);
    await vi.waitFor(() => expect(p.store.getState().program.versions[sportKey(1)]).toBe(2));
    p.store.dispatch(programActions.programReleased({ key: sportKey(1) }));
    await vi.advanceTimersByTimeAsync(PROGRAM_REFRESH_MS * 3);
    expect(calls).toBe(2);
  });

  it('loads the home highlights into one part per sport, watching each part in its sport room until the home goes', async () => {
    let calls = 0;
    const answer = (sportIds: number[]): ProgramHighlights => ({
      version: sportIds.map((id) => `${id}.${calls}`).join('-'),
      asOf: T,
      sports: sportIds.map((id) => ({ program: makeSnapshot([{ code: id * 100, startsAt: T, sportId: id }], id, 10 + calls), count: 40 })),
    });
    server.use(
      http.get(API.programHighlights, () => {
        calls += 1;
        return HttpResponse.json(answer(calls === 1 ? [1, 2] : [1, 5]));
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const p = makeProgramStore();
    stop = p.stop;
    p.store.dispatch(programActions.highlightsRequested());
    await vi.waitFor(() => expect(p.store.getState().program.loads[HIGHLIGHTS_KEY]?.status).toBe('ready'));
    const s = p.store.getState().program;
    expect(s.highlights).toEqual([{ sportId: 1, count: 40 }, { sportId: 2, count: 40 }]);
    expect(s.members[highlightKey(2)]).toEqual([200]);
    expect(s.versions[highlightKey(1)]).toBe(11);
    // Each part's room is asked for before its snapshot arrives, so the room joins at the snapshot's version.
    const types = p.seen.map((a) => (programActions.roomWatched.match(a) ? `watch ${a.payload.key}` : programActions.snapshotReceived.match(a) ? `snap ${a.payload.key}` : ''));
    expect(types.filter(Boolean)).toEqual(['watch home:1', 'watch home:2', 'snap home:1', 'snap home:2']);

    // The refresh runs even while the socket keeps the parts current; a sport that left the home is let go.
    p.store.dispatch(programActions.liveSyncChanged({ active: true }));
    await vi.advanceTimersByTimeAsync(PROGRAM_REFRESH_MS);
    await vi.waitFor(() => expect(p.store.getState().program.highlights.map((h) => h.sportId)).toEqual([1, 5]));
    const released = () => p.seen.filter(programActions.programReleased.match).map((a) => a.payload.key);
    expect(released()).toEqual([highlightKey(2)]);
    p.store.dispatch(programActions.programReleased({ key: HIGHLIGHTS_KEY }));
    expect(released()).toEqual([highlightKey(2), HIGHLIGHTS_KEY, highlightKey(1), highlightKey(5)]);
    await vi.advanceTimersByTimeAsync(PROGRAM_REFRESH_MS * 2);
    expect(calls).toBe(2);
  });
});

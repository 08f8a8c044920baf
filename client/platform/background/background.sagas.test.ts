import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { http, HttpResponse } from 'msw';
import { API } from '@shared/protocol/api';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore } from '../../features/auth/auth.test-store';
import { MENU_REFRESH_MS, menuSaga } from '../../features/menu/menu.sagas';
import { backgroundSaga, backgroundTurn } from './background.sagas';
import { backgroundActions, backgroundCall, selectQueuedBackgroundKeys, selectTabHidden } from './background.slice';

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
const setVisibility = (v: DocumentVisibilityState) => {
  visibility = v;
  document.dispatchEvent(new Event('visibilitychange'));
};

const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((s) => s());
  visibility = 'visible';
  vi.useRealTimers();
});

/** The background saga with a recorder of the actions the calls dispatch when they run. */
const start = (background?: { hidden: boolean }, ...extra: (() => SagaIterator)[]) => {
  const t = makeTestStore({
    sagas: [backgroundSaga, ...extra],
    preloaded: background ? { background: { ...background, queued: [] } } : undefined,
  });
  stops.push(t.stop);
  const ran = () => t.actions.filter((a) => a.startsWith('test/'));
  return { ...t, ran };
};
const refresh = (what: string) => ({ type: `test/${what}` });

describe('background calls', () => {
  it('run at once while the tab is visible', async () => {
    const { store, ran } = start();
    store.dispatch(backgroundCall({ key: 'program', action: refresh('program'), fireOnActive: true }));
    store.dispatch(backgroundCall({ key: 'other', action: refresh('other') }));
    await vi.waitFor(() => expect(ran()).toEqual(['test/program', 'test/other']));
  });

  it('in a hidden tab: fire-on-active calls wait and are replayed once each, in order; others are dropped', async () => {
    const { store, ran, actions } = start();
    setVisibility('hidden');
    await vi.waitFor(() => expect(selectTabHidden(store.getState())).toBe(true));
    store.dispatch(backgroundCall({ key: 'program:sport:1', action: refresh('program'), fireOnActive: true }));
    store.dispatch(backgroundCall({ key: 'menu', action: refresh('menu'), fireOnActive: true }));
    store.dispatch(backgroundCall({ key: 'program:sport:1', action: refresh('program'), fireOnActive: true }));
    store.dispatch(backgroundCall({ key: 'poll', action: refresh('poll') }));
    await new Promise((r) => setTimeout(r, 20));
    expect(ran()).toEqual([]);
    expect(selectQueuedBackgroundKeys(store.getState())).toEqual(['program:sport:1', 'menu']);
    expect(actions).toContain(backgroundActions.callDropped.type);

    setVisibility('visible');
    await vi.waitFor(() => expect(ran()).toEqual(['test/program', 'test/menu']));
    expect(selectQueuedBackgroundKeys(store.getState())).toEqual([]);
    // A second return to the tab replays nothing again.
    setVisibility('hidden');
    setVisibility('visible');
    await new Promise((r) => setTimeout(r, 20));
    expect(ran()).toEqual(['test/program', 'test/menu']);
  });

  it('does not hold keep-active calls', async () => {
    const { store, ran } = start();
    setVisibility('hidden');
    await vi.waitFor(() => expect(selectTabHidden(store.getState())).toBe(true));
    store.dispatch(backgroundCall({ key: 'keep-alive', action: refresh('ping'), keepActive: true }));
    await vi.waitFor(() => expect(ran()).toEqual(['test/ping']));
  });

  it('backgroundTurn: a periodic saga waits in a hidden tab and runs once when the tab is back', async () => {
    const turns: string[] = [];
    function* periodic(): SagaIterator {
      for (const round of ['a', 'b']) {
        const ok: boolean = yield call(backgroundTurn, { key: 'menu', fireOnActive: true });
        if (ok) yield put(refresh(`menu-${round}`));
        turns.push(round);
      }
    }
    function* held(): SagaIterator {
      const ok: boolean = yield call(backgroundTurn, { key: 'poll' });
      turns.push(`poll:${ok}`);
      const alive: boolean = yield call(backgroundTurn, { key: 'keep-alive', keepActive: true });
      turns.push(`keep:${alive}`);
    }
    visibility = 'hidden';
    const { ran } = start({ hidden: true }, periodic, held);
    await vi.waitFor(() => expect(turns).toEqual(['poll:false', 'keep:true']));
    expect(ran()).toEqual([]);
    setVisibility('visible');
    await vi.waitFor(() => expect(ran()).toEqual(['test/menu-a', 'test/menu-b']));
  });
});

describe('the periodic refreshes go through the queue', () => {
  it('the menu refresh waits in a hidden tab and runs once when the tab is back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let loads = 0;
    server.use(
      http.get(API.sportMenu, () => {
        loads++;
        return HttpResponse.json({ asOf: 1, sports: [] });
      }),
    );
    start(undefined, menuSaga);
    await vi.waitFor(() => expect(loads).toBe(1));
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(MENU_REFRESH_MS * 3);
    expect(loads).toBe(1);
    setVisibility('visible');
    await vi.waitFor(() => expect(loads).toBe(2));
    await vi.advanceTimersByTimeAsync(MENU_REFRESH_MS - 1000);
    expect(loads).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(loads).toBe(3));
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { OPS_API } from '@shared/protocol/ops-api';
import { server } from '../../../tests/setup/msw-server';
import { makeTestStore, type TestStore } from '../auth/auth.test-store';
import { opsSaga } from './ops.sagas';
import { opsActions as A } from './ops.slice';
import { opsSnapshot } from './ops.test-fixtures';

const GOOD = 'ops-good-token-1234567';
const TOKEN_KEY = 'iddaa.ops-token';
let calls: string[];
let answer: (auth: string) => Response;
const cleanups: (() => void)[] = [];

beforeEach(() => {
  sessionStorage.clear();
  calls = [];
  answer = (auth) => (auth === `Bearer ${GOOD}` ? HttpResponse.json(opsSnapshot({ connections: calls.length })) : HttpResponse.json({ IsSuccess: false, Code: 'UNAUTHORIZED', Message: 'Yetkisiz erişim.' }, { status: 401 }));
  server.use(
    http.get(OPS_API.realtime, ({ request }) => {
      const auth = request.headers.get('authorization') ?? '';
      calls.push(auth);
      return answer(auth);
    }),
  );
});
afterEach(() => cleanups.splice(0).forEach((c) => c()));

const start = (): TestStore => {
  const { store, stop } = makeTestStore({ sagas: [opsSaga] });
  cleanups.push(stop);
  return store;
};
const ops = (store: TestStore) => store.getState().ops;

describe('ops saga', () => {
  it('asks for the key, refuses a wrong one without keeping it, and keeps polling every second with a right one', async () => {
    const store = start();
    store.dispatch(A.pageOpened());
    expect(ops(store)).toMatchObject({ view: 'form', refusal: null });
    expect(calls).toEqual([]);
    store.dispatch(A.tokenSubmitted({ token: 'wrong-token-wrong-token' }));
    await vi.waitFor(() => expect(ops(store)).toMatchObject({ view: 'form', refusal: 'rejected' }));
    expect(calls).toEqual(['Bearer wrong-token-wrong-token']);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();

    store.dispatch(A.tokenSubmitted({ token: `  ${GOOD} ` }));
    await vi.waitFor(() => expect(ops(store).view).toBe('live'));
    expect(ops(store).refusal).toBeNull();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(GOOD);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    await vi.waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(4), { timeout: 3000 });
    expect(calls.slice(1).every((c) => c === `Bearer ${GOOD}`)).toBe(true);
    expect(ops(store).snapshot?.connections).toBeGreaterThanOrEqual(2);
  });

  it('uses the key of this tab at once, and stops polling when the page closes', async () => {
    sessionStorage.setItem(TOKEN_KEY, GOOD);
    const store = start();
    store.dispatch(A.pageOpened());
    await vi.waitFor(() => expect(ops(store).view).toBe('live'));
    store.dispatch(A.pageClosed());
    expect(ops(store)).toMatchObject({ view: 'form', snapshot: null });
    const seen = calls.length;
    await new Promise((r) => setTimeout(r, 1300));
    expect(calls.length).toBe(seen);
  });

  it('goes back to the form with the reason when the key stops working, and says when ops is off', async () => {
    sessionStorage.setItem(TOKEN_KEY, GOOD);
    const store = start();
    store.dispatch(A.pageOpened());
    await vi.waitFor(() => expect(ops(store).view).toBe('live'));
    answer = () => HttpResponse.json({ IsSuccess: false, Code: 'UNAUTHORIZED', Message: 'Yetkisiz erişim.' }, { status: 401 });
    await vi.waitFor(() => expect(ops(store)).toMatchObject({ view: 'form', refusal: 'rejected', snapshot: null }), { timeout: 3000 });
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    answer = () => HttpResponse.json({ IsSuccess: false, Code: 'NOT_FOUND', Message: 'x' }, { status: 404 });
    store.dispatch(A.tokenSubmitted({ token: GOOD }));
    await vi.waitFor(() => expect(ops(store)).toMatchObject({ view: 'form', refusal: 'disabled' }));
  });

  it('keeps the last numbers and marks them stale while the edge does not answer, then recovers', async () => {
    sessionStorage.setItem(TOKEN_KEY, GOOD);
    const store = start();
    store.dispatch(A.pageOpened());
    await vi.waitFor(() => expect(ops(store).view).toBe('live'));
    const good = answer;
    answer = () => HttpResponse.error();
    await vi.waitFor(() => expect(ops(store).stale).toBe(true), { timeout: 3000 });
    expect(ops(store).view).toBe('live');
    expect(ops(store).snapshot).not.toBeNull();
    answer = good;
    await vi.waitFor(() => expect(ops(store).stale).toBe(false), { timeout: 3000 });
  });

  it('forgets the key on request: the form comes back without a reason and nothing is kept', async () => {
    sessionStorage.setItem(TOKEN_KEY, GOOD);
    const store = start();
    store.dispatch(A.pageOpened());
    await vi.waitFor(() => expect(ops(store).view).toBe('live'));
    store.dispatch(A.tokenForgotten());
    await vi.waitFor(() => expect(ops(store)).toMatchObject({ view: 'form', refusal: null }));
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    const seen = calls.length;
    await new Promise((r) => setTimeout(r, 1300));
    expect(calls.length).toBe(seen);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { Saga } from 'redux-saga';
import { TIMING } from '@shared/constants/business';
import { API } from '@shared/protocol/api';
import { server } from '../../../tests/setup/msw-server';
import { apiGet } from '../api/api-client';
import { makeTestStore } from '../../features/auth/auth.test-store';
import { pageReload } from './navigation';
import { clockTick, keepAliveSaga, sessionSaga, syncServerClock } from './session.sagas';
import { selectServerNow } from './session.selectors';

const HOUR = 3_600_000;
const stops: (() => void)[] = [];
const start = (...sagas: Saga[]) => {
  const t = makeTestStore({ sagas });
  stops.push(t.stop);
  return t.store;
};
afterEach(() => {
  stops.splice(0).forEach((s) => s());
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('server clock', () => {
  it('measures the offset to the server epoch and keeps the zone', async () => {
    server.use(http.post(API.serverEpoch, () => HttpResponse.json({ Epoch: Date.now() + HOUR, ZoneOffset: 180 })));
    const store = start(syncServerClock);
    await vi.waitFor(() => expect(store.getState().session.synced).toBe(true));
    const { serverOffset, zone } = store.getState().session;
    expect(Math.abs(serverOffset - HOUR)).toBeLessThan(1000);
    expect(zone).toBe(180);
    expect(Math.abs(selectServerNow(store.getState()) - (Date.now() + HOUR))).toBeLessThan(1000);
  });

  it('reads the server clock again on back/forward navigation', async () => {
    let shift = HOUR;
    server.use(
      http.post(API.serverEpoch, () => HttpResponse.json({ Epoch: Date.now() + shift, ZoneOffset: 180 })),
      http.get(API.persistMe, () => HttpResponse.text('ok')),
    );
    const store = start(sessionSaga);
    await vi.waitFor(() => expect(store.getState().session.synced).toBe(true));
    shift = -HOUR;
    window.dispatchEvent(new PopStateEvent('popstate'));
    await vi.waitFor(() => expect(store.getState().session.serverOffset).toBeLessThan(0));
  });

  it('ticks the server time every 500 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(1_700_000_000_000);
    const store = start(clockTick);
    expect(selectServerNow(store.getState())).toBe(1_700_000_000_000);
    await vi.advanceTimersByTimeAsync(TIMING.serverClockRefreshMs);
    expect(selectServerNow(store.getState())).toBe(1_700_000_000_000 + TIMING.serverClockRefreshMs);
  });
});

describe('keep-alive', () => {
  const persistMe = (answer: () => Response) => {
    const pings: URL[] = [];
    server.use(
      http.get(API.persistMe, ({ request }) => {
        pings.push(new URL(request.url));
        return answer();
      }),
    );
    return pings;
  };

  it('pings after 5 idle minutes, and every completed request restarts the timer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    const pings = persistMe(() => HttpResponse.text('ok'));
    server.use(http.get('/Other', () => HttpResponse.json({})));
    start(keepAliveSaga);
    await vi.advanceTimersByTimeAsync(TIMING.keepAliveMs - 1000);
    expect(pings).toHaveLength(0);
    await apiGet('/Other');
    await vi.advanceTimersByTimeAsync(TIMING.keepAliveMs - 1000);
    expect(pings).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(pings).toHaveLength(1));
    expect(pings[0]!.searchParams.get('action')).toBe('persistme');
    expect(pings[0]!.searchParams.get('rnd')).toMatch(/^[0-9a-z]+$/);
    await vi.advanceTimersByTimeAsync(TIMING.keepAliveMs);
    await vi.waitFor(() => expect(pings).toHaveLength(2));
    expect(pings[1]!.searchParams.get('rnd')).not.toBe(pings[0]!.searchParams.get('rnd'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page on an answer other than ok', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    persistMe(() => HttpResponse.text('expired'));
    start(keepAliveSaga);
    await vi.advanceTimersByTimeAsync(TIMING.keepAliveMs);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('does not reload when no answer came (offline)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
    const pings = persistMe(() => HttpResponse.error());
    start(keepAliveSaga);
    await vi.advanceTimersByTimeAsync(TIMING.keepAliveMs);
    await vi.waitFor(() => expect(pings).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(10);
    expect(reload).not.toHaveBeenCalled();
  });
});

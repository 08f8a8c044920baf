import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '@shared/protocol/api';
import { server } from '../../../tests/setup/msw-server';
import { LIVE_KEY, programActions } from '../program/program.slice';
import { makeSnapshot } from '../program/program.test-fixtures';
import { entityOf } from '../program/sharded-table';
import { FALLBACK_POLL_MS, GAP_WAIT_MS, SHARED_RUNTIME_SOCKET, UNAVAILABLE_REJOIN_MS, reconnectDelay } from './realtime-settings';
import { ROOM_ERROR } from '@shared/protocol/realtime';
import { registerSocketErrorHandler, type SocketErrorInfo } from './socket-error-registry';
import { oddsFrame, startRealtime } from './realtime.test-kit';

const T = Date.now();
const live = (version: number, odd = 185) => makeSnapshot([{ code: 7, startsAt: T - 3_600_000, live: true, odds: [odd, 340, 420] }], 0, version);
const outcomeOdd = (rt: ReturnType<typeof startRealtime>) => entityOf(rt.store.getState().program.outcomes, 700)?.odd;

let rt: ReturnType<typeof startRealtime> | undefined;
let liveCalls = 0;
let liveVersion = 10;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  liveCalls = 0;
  liveVersion = 10;
  server.use(
    http.get(API.liveProgram, () => {
      liveCalls += 1;
      return HttpResponse.json(live(liveVersion, 250));
    }),
  );
});
afterEach(() => {
  rt?.stop();
  rt = undefined;
  vi.useRealTimers();
});

/** A live page is open and its snapshot (version 5) is loaded; the socket is open. */
const openLive = async () => {
  rt = startRealtime();
  rt.store.dispatch(programActions.liveRequested());
  rt.store.dispatch(programActions.snapshotReceived({ key: LIVE_KEY, snapshot: live(5), cachedAt: null }));
  rt.last().emit({ type: 'open' });
  return rt;
};

describe('reconnect delays (shared runtime: 30000 ms doubling to 60000 ms, timeout 10000 ms)', () => {
  it('waits the spec delays between failed attempts and starts over after a connection that opened', async () => {
    rt = startRealtime();
    expect(rt.sockets).toHaveLength(1);
    expect(rt.last().opts.timeoutMs).toBe(10_000);
    rt.last().emit({ type: 'closed', code: 4999, reason: 'timeout' });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(rt.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(rt.sockets).toHaveLength(2);
    rt.last().emit({ type: 'closed', code: 1006, reason: '' });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(rt.sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(rt.sockets).toHaveLength(3);
    rt.last().emit({ type: 'open' });
    expect(rt.store.getState().realtime.status).toBe('open');
    rt.last().emit({ type: 'closed', code: 1006, reason: '' });
    expect(rt.store.getState().realtime.status).toBe('closed');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(rt.sockets).toHaveLength(4);
  });

  it('randomizes by up to ±50% and never passes the maximum', () => {
    expect(reconnectDelay(SHARED_RUNTIME_SOCKET, 0, () => 0)).toBe(15_000);
    expect(reconnectDelay(SHARED_RUNTIME_SOCKET, 0, () => 1)).toBe(45_000);
    expect(reconnectDelay(SHARED_RUNTIME_SOCKET, 3, () => 1)).toBe(60_000);
    expect(reconnectDelay(SHARED_RUNTIME_SOCKET, 3, () => 0)).toBe(30_000);
  });
});

describe('fallback polling', () => {
  it('polls the needed snapshots every 5000 ms while connecting, stops on connect and starts again on disconnect', async () => {
    rt = startRealtime();
    rt.store.dispatch(programActions.liveRequested());
    expect(rt.store.getState().realtime.polling).toBe(true);
    expect(rt.store.getState().program.liveSync).toBe(true);
    await vi.advanceTimersByTimeAsync(FALLBACK_POLL_MS - 1);
    expect(liveCalls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(liveCalls).toBe(1));
    await vi.waitFor(() => expect(rt?.store.getState().program.versions[LIVE_KEY]).toBe(10));
    rt.last().emit({ type: 'open' });
    expect(rt.store.getState().realtime.polling).toBe(false);
    expect(rt.last().sent).toContainEqual({ event: 'joinroomVer', data: { room: 'Live_V3', version: 10 } });
    await vi.advanceTimersByTimeAsync(FALLBACK_POLL_MS * 3);
    expect(liveCalls).toBe(1);
    rt.last().emit({ type: 'closed', code: 1006, reason: '' });
    expect(rt.store.getState().realtime.polling).toBe(true);
    await vi.advanceTimersByTimeAsync(FALLBACK_POLL_MS);
    await vi.waitFor(() => expect(liveCalls).toBe(2));
  });

  it('starts polling on a socket error and passes the error to the registered handlers', async () => {
    const seen: SocketErrorInfo[] = [];
    const off = registerSocketErrorHandler((e) => seen.push(e));
    const failing = registerSocketErrorHandler(() => {
      throw new Error('handler bug');
    });
    const r = await openLive();
    expect(r.store.getState().realtime.polling).toBe(false);
    r.last().emit({ type: 'error' });
    r.last().emit({ type: 'frames', frames: [{ event: 'error', room: 'Member_x_V3', code: 4403, reason: 'forbidden' }] });
    off();
    failing();
    expect(r.store.getState().realtime.polling).toBe(true);
    expect(seen).toEqual([{ kind: 'error' }, { kind: 'frame', code: 4403, reason: 'forbidden', room: 'Member_x_V3' }]);
  });
});

describe('strict version order', () => {
  it('joins at the snapshot version and applies out-of-order frames in order, in one dispatch', async () => {
    const r = await openLive();
    expect(r.last().sent).toEqual([{ event: 'joinroomVer', data: { room: 'Live_V3', version: 5 } }]);
    r.last().emit({ type: 'frames', frames: [oddsFrame(7, 7, 300), oddsFrame(6, 7, 200), oddsFrame(5, 7, 999)] });
    const batches = r.ofType(programActions.liveBatchApplied.type);
    expect(batches).toHaveLength(1);
    expect(outcomeOdd(r)).toBe(300);
    expect(r.store.getState().program.versions[LIVE_KEY]).toBe(7);
  });

  it('applies a flushed frame of 1,000 messages with one dispatch', async () => {
    const r = await openLive();
    const frames = Array.from({ length: 1000 }, (_, i) => oddsFrame(6 + i, 7, 200 + i));
    const before = r.dispatched.length;
    r.last().emit({ type: 'frames', frames });
    expect(r.dispatched.slice(before).map((a) => a.type)).toEqual([programActions.liveBatchApplied.type]);
    expect(outcomeOdd(r)).toBe(1199);
    expect(r.store.getState().program.versions[LIVE_KEY]).toBe(1005);
  });

  it('holds a frame after a gap, applies it when the gap fills', async () => {
    const r = await openLive();
    r.last().emit({ type: 'frames', frames: [oddsFrame(7, 7, 300)] });
    expect(outcomeOdd(r)).toBe(185);
    await vi.advanceTimersByTimeAsync(GAP_WAIT_MS - 1);
    r.last().emit({ type: 'frames', frames: [oddsFrame(6, 7, 200)] });
    expect(outcomeOdd(r)).toBe(300);
    expect(liveCalls).toBe(0);
  });

  it('reloads the snapshot when a gap does not fill and rejoins at its version', async () => {
    const r = await openLive();
    r.last().emit({ type: 'frames', frames: [oddsFrame(6, 7, 200), oddsFrame(8, 7, 400)] });
    expect(outcomeOdd(r)).toBe(200);
    await vi.advanceTimersByTimeAsync(GAP_WAIT_MS);
    await vi.waitFor(() => expect(r.store.getState().program.versions[LIVE_KEY]).toBe(10));
    expect(liveCalls).toBe(1);
    expect(outcomeOdd(r)).toBe(250);
    expect(r.last().sent.at(-1)).toEqual({ event: 'joinroomVer', data: { room: 'Live_V3', version: 10 } });
    r.last().emit({ type: 'frames', frames: [oddsFrame(9, 7, 111), oddsFrame(11, 7, 420)] });
    expect(outcomeOdd(r)).toBe(420);
  });

  it('reloads the snapshot on resync and rejoins at its version', async () => {
    const r = await openLive();
    liveVersion = 40;
    r.last().emit({ type: 'frames', frames: [{ event: 'resync', room: 'Live_V3', v: 40 }] });
    await vi.waitFor(() => expect(r.store.getState().program.versions[LIVE_KEY]).toBe(40));
    expect(r.last().sent.at(-1)).toEqual({ event: 'joinroomVer', data: { room: 'Live_V3', version: 40 } });
  });

  it('rejoins every needed room at the held version after a reconnect and leaves rooms no page needs', async () => {
    const r = await openLive();
    r.last().emit({ type: 'frames', frames: [oddsFrame(6, 7, 200)] });
    r.last().emit({ type: 'closed', code: 1006, reason: '' });
    await vi.advanceTimersByTimeAsync(4_000);
    expect(r.store.getState().program.versions[LIVE_KEY]).toBe(6);
    // Polling meanwhile brought the program to version 10: the rejoin asks for what came after it.
    await vi.advanceTimersByTimeAsync(26_000);
    await vi.waitFor(() => expect(r.store.getState().program.versions[LIVE_KEY]).toBe(10));
    expect(r.sockets).toHaveLength(2);
    r.last().emit({ type: 'open' });
    expect(r.last().sent).toEqual([{ event: 'joinroomVer', data: { room: 'Live_V3', version: 10 } }]);
    r.store.dispatch(programActions.programReleased({ key: LIVE_KEY }));
    expect(r.last().sent.at(-1)).toEqual({ event: 'leaveroom', data: 'Live_V3' });
  });
});

describe('a join the edge could not decide (4503)', () => {
  const unavailable = { event: 'error' as const, room: 'Live_V3', code: ROOM_ERROR.unavailable, reason: 'try again later' };
  const joins = (r: ReturnType<typeof startRealtime>) => r.last().sent.filter((f) => f.event === 'joinroomVer');

  it('asks for the room again after growing delays on the same socket, and a version frame ends the row', async () => {
    const r = await openLive();
    expect(joins(r)).toHaveLength(1);
    r.last().emit({ type: 'frames', frames: [unavailable] });
    await vi.advanceTimersByTimeAsync(UNAVAILABLE_REJOIN_MS[0] - 1);
    expect(joins(r)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(joins(r)).toHaveLength(2);
    expect(joins(r).at(-1)).toEqual({ event: 'joinroomVer', data: { room: 'Live_V3', version: 5 } });
    r.last().emit({ type: 'frames', frames: [unavailable] });
    await vi.advanceTimersByTimeAsync(UNAVAILABLE_REJOIN_MS[1] - 1);
    expect(joins(r)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(joins(r)).toHaveLength(3);
    // Joined now: the next refusal starts the row again.
    r.last().emit({ type: 'frames', frames: [{ event: 'version', room: 'Live_V3', v: 5 }] });
    r.last().emit({ type: 'frames', frames: [unavailable] });
    await vi.advanceTimersByTimeAsync(UNAVAILABLE_REJOIN_MS[0]);
    expect(joins(r)).toHaveLength(4);
    expect(r.sockets).toHaveLength(1);
  });

  it('forgets the retry when the page no longer needs the room', async () => {
    const r = await openLive();
    r.last().emit({ type: 'frames', frames: [unavailable] });
    r.store.dispatch(programActions.programReleased({ key: LIVE_KEY }));
    await vi.advanceTimersByTimeAsync(UNAVAILABLE_REJOIN_MS.at(-1)!);
    expect(joins(r)).toHaveLength(1);
  });
});

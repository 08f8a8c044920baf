import { afterEach, describe, expect, it, vi } from 'vitest';
import { MT, type ServerFrame } from '@shared/protocol/realtime';
import { CONNECT_TIMEOUT_CODE, createTaskScheduler, FLUSH_GAP_MS, openSocket, type SocketEvent } from './socket-channel';

/** A WebSocket the test drives: open, message and close come when the test says. */
class ScriptedSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((e: { code: number; reason: string }) => void) | null = null;
  send(d: string) {
    this.sent.push(d);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
}

const setup = (timeoutMs = 10_000) => {
  const ws = new ScriptedSocket();
  const flushes: (() => void)[] = [];
  const link = openSocket('ws://x:1', {
    timeoutMs,
    createSocket: () => ws as unknown as WebSocket,
    schedule: (f) => {
      flushes.push(f);
      return () => undefined;
    },
  });
  const events: SocketEvent[] = [];
  const pump = (): void =>
    link.events.take((e) => {
      if (typeof e === 'object' && 'type' in e) events.push(e as SocketEvent);
      pump();
    });
  pump();
  return { ws, link, flushes, events };
};

afterEach(() => vi.useRealTimers());

describe('socket channel', () => {
  it('hands a burst of messages over in one flush', () => {
    const { ws, flushes, events } = setup();
    ws.open();
    for (let v = 1; v <= 1000; v += 1) ws.onmessage?.({ data: JSON.stringify({ room: 'Live_V3', v, MT: MT.oddsChange, M: { outcomes: [] } }) });
    ws.onmessage?.({ data: 'not json' });
    ws.onmessage?.({ data: new ArrayBuffer(2) });
    expect(flushes).toHaveLength(1);
    expect(events).toEqual([{ type: 'open' }]);
    flushes[0]?.();
    expect(events).toHaveLength(2);
    const batch = events[1] as { type: 'frames'; frames: ServerFrame[] };
    expect(batch.frames).toHaveLength(1000);
    expect(batch.frames.map((f) => ('v' in f ? f.v : 0)).slice(0, 3)).toEqual([1, 2, 3]);
  });

  it('flushes what it holds before it reports the close', () => {
    const { ws, events } = setup();
    ws.open();
    ws.onmessage?.({ data: JSON.stringify({ event: 'version', room: 'Live_V3', v: 3 }) });
    ws.onclose?.({ code: 1006, reason: '' });
    expect(events.map((e) => e.type)).toEqual(['open', 'frames', 'closed']);
  });

  it('gives up on a connection that does not open within the timeout', () => {
    vi.useFakeTimers();
    const { events } = setup(10_000);
    vi.advanceTimersByTime(10_000);
    expect(events).toEqual([{ type: 'closed', code: CONNECT_TIMEOUT_CODE, reason: 'timeout' }]);
  });

  it('sends client frames as JSON text only while open', () => {
    const { ws, link } = setup();
    link.send({ event: 'leaveroom', data: 'Live_V3' });
    ws.open();
    link.send({ event: 'joinroomVer', data: { room: 'Live_V3', version: 4 } });
    expect(ws.sent).toEqual(['{"event":"joinroomVer","data":{"room":"Live_V3","version":4}}']);
  });

  it('schedules a flush in a task of its own, at once after a quiet spell, else a frame after the last one', () => {
    vi.useFakeTimers();
    let clock = 1_000;
    const schedule = createTaskScheduler(() => clock);
    const ran: string[] = [];
    schedule(() => ran.push('a'));
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(ran).toEqual(['a']);
    clock += 5;
    schedule(() => ran.push('b'));
    vi.advanceTimersByTime(FLUSH_GAP_MS - 6);
    expect(ran).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['a', 'b']);
    clock += 100;
    const cancel = schedule(() => ran.push('c'));
    cancel();
    vi.advanceTimersByTime(100);
    expect(ran).toEqual(['a', 'b']);
  });
});

/**
 * The realtime socket as a redux-saga eventChannel. Incoming frames are parsed and buffered, and the buffer is
 * handed over once per animation frame (`frames`), so a burst of 1,000 messages a second costs the saga one take
 * and the store one dispatch per frame. A hidden tab gets no animation frames: a timer flushes then instead.
 */
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import type { ClientFrame, ServerFrame } from '@shared/protocol/realtime';

export type SocketEvent =
  | { type: 'open' }
  | { type: 'frames'; frames: ServerFrame[] }
  | { type: 'error' }
  | { type: 'closed'; code: number; reason: string };

/** Calls `flush` once, soon (next animation frame); returns a cancel. */
export type FlushScheduler = (flush: () => void) => () => void;

/** Flushes at most this long after the first buffered frame even without an animation frame (hidden tab). */
const FLUSH_FALLBACK_MS = 250;

export const animationFrameScheduler: FlushScheduler = (flush) => {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    if (raf !== null) cancelAnimationFrame(raf);
    clearTimeout(timer);
    flush();
  };
  const raf = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(run) : null;
  const timer = setTimeout(run, FLUSH_FALLBACK_MS);
  return () => {
    done = true;
    if (raf !== null) cancelAnimationFrame(raf);
    clearTimeout(timer);
  };
};

export interface SocketLink {
  events: EventChannel<SocketEvent>;
  send(frame: ClientFrame): void;
  /** Closes the socket and the channel; no event follows. */
  close(): void;
}

export interface OpenSocketOptions {
  timeoutMs: number;
  schedule?: FlushScheduler;
  createSocket?: (url: string) => WebSocket;
}

const isServerFrame = (v: unknown): v is ServerFrame =>
  typeof v === 'object' && v !== null && typeof (v as { room?: unknown }).room === 'string';

const parse = (data: unknown): ServerFrame | null => {
  if (typeof data !== 'string') return null;
  try {
    const v: unknown = JSON.parse(data);
    return isServerFrame(v) || (typeof v === 'object' && v !== null && 'event' in v) ? (v as ServerFrame) : null;
  } catch {
    return null;
  }
};

/** Code of a connection that did not open within the timeout (not a WebSocket code; never sent). */
export const CONNECT_TIMEOUT_CODE = 4999;

export const openSocket = (url: string, opts: OpenSocketOptions): SocketLink => {
  const schedule = opts.schedule ?? animationFrameScheduler;
  const ws = (opts.createSocket ?? ((u) => new WebSocket(u)))(url);
  let pending: ServerFrame[] = [];
  let cancelFlush: (() => void) | null = null;
  let finished = false;
  let emitRef: ((e: SocketEvent) => void) | null = null;

  const flush = () => {
    cancelFlush = null;
    if (pending.length === 0) return;
    const frames = pending;
    pending = [];
    emitRef?.({ type: 'frames', frames });
  };
  const finish = (code: number, reason: string) => {
    if (finished) return;
    finished = true;
    cancelFlush?.();
    flush();
    emitRef?.({ type: 'closed', code, reason });
  };

  const events = eventChannel<SocketEvent>((emit) => {
    emitRef = emit;
    const timeout = setTimeout(() => {
      if (ws.readyState === WebSocket.OPEN) return;
      finish(CONNECT_TIMEOUT_CODE, 'timeout');
      ws.close();
    }, opts.timeoutMs);
    ws.onopen = () => {
      clearTimeout(timeout);
      if (!finished) emit({ type: 'open' });
    };
    ws.onmessage = (m: MessageEvent) => {
      const frame = parse(m.data);
      if (!frame || finished) return;
      pending.push(frame);
      cancelFlush ??= schedule(flush);
    };
    ws.onerror = () => {
      if (!finished) emit({ type: 'error' });
    };
    ws.onclose = (e: CloseEvent) => {
      clearTimeout(timeout);
      finish(e.code, e.reason);
    };
    return () => {
      clearTimeout(timeout);
      cancelFlush?.();
      finished = true;
      ws.onopen = ws.onmessage = ws.onerror = ws.onclose = null;
      if (ws.readyState === WebSocket.CONNECTING || ws.readyState === WebSocket.OPEN) ws.close();
    };
  }, buffers.expanding<SocketEvent>(16));

  return {
    events,
    send: (frame) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(frame));
    },
    close: () => events.close(),
  };
};

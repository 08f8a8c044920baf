/**
 * A `ws` test client of the realtime contract: collects every frame, waits for frames matching a predicate,
 * and reports how the socket closed.
 */
import WebSocket from 'ws';

export interface Frame {
  room?: string;
  v?: number;
  MT?: number;
  M?: unknown;
  event?: string;
  code?: number;
}

export interface TestSocket {
  ws: WebSocket;
  frames: Frame[];
  send(frame: unknown): void;
  /** Resolves with the first frame (received before or after the call) matching `pred`. */
  next(pred: (f: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export interface ConnectOptions {
  origin?: string;
  cookie?: string;
  /** The client's own address on the loopback (127.0.0.2, ...): another client address to the edge. */
  localAddress?: string;
  headers?: Record<string, string>;
  /** Path and query of the socket URL ('/' unless given): the site's client adds its platform id and user agent. */
  path?: string;
}

export const connectWs = (port: number, opts: ConnectOptions = {}): Promise<TestSocket> =>
  new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.cookie) headers.cookie = opts.cookie;
    const ws = new WebSocket(`ws://127.0.0.1:${port}${opts.path ?? '/'}`, { perMessageDeflate: false, origin: opts.origin, headers, localAddress: opts.localAddress });
    const frames: Frame[] = [];
    const waiters = new Set<{ pred: (f: Frame) => boolean; done: (f: Frame) => void }>();
    ws.on('message', (data) => {
      const f = JSON.parse(String(data)) as Frame;
      frames.push(f);
      for (const w of [...waiters]) {
        if (!w.pred(f)) continue;
        waiters.delete(w);
        w.done(f);
      }
    });
    const closed = new Promise<{ code: number; reason: string }>((res) => ws.on('close', (code, reason) => res({ code, reason: String(reason) })));
    // Before open an error is the answer (refused, reset); after it the close event tells the story.
    ws.on('error', (err) => reject(err));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    ws.once('open', () =>
      resolve({
        ws,
        frames,
        closed,
        send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
        next(pred, timeoutMs = 5000) {
          const seen = frames.find(pred);
          if (seen) return Promise.resolve(seen);
          return new Promise((res, rej) => {
            const w = { pred, done: (f: Frame) => (clearTimeout(timer), res(f)) };
            const timer = setTimeout(() => (waiters.delete(w), rej(new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(frames.slice(-3))}`))), timeoutMs);
            waiters.add(w);
          });
        },
        close: () => ws.close(),
      }),
    );
  });

export const roomFrames = (s: TestSocket, room: string): Frame[] => s.frames.filter((f) => f.room === room && f.v !== undefined && f.event === undefined);

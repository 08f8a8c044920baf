/**
 * Load-generator process of the edge fan-out benchmark (pinned to the other core): `ws` clients with
 * perMessageDeflate off, each joined to its rooms of the layout (shared.ts), to either server. It counts every room
 * message each connection receives (delivered == sent) and reads the publisher's stamp `t` of every delivery to
 * the latency histogram (the stamp is the last field of the frame: found from the end, no JSON parse, so the
 * client stays cheap). Targets: the two servers, and node 2 of the Redis-hop phase. In the slow-reader case the
 * designated 5% pause their sockets: they stop reading.
 */
import WebSocket from 'ws';
import {
  HOT_ROOM,
  isSlowDesignated,
  monoMs,
  roomsOf,
  type ClientRequest,
  type CountReport,
  type FinishReport,
  type Reply,
  type ClientTarget,
} from './shared';

if (!process.send) {
  console.error('client-worker.ts is started by tests/bench/edge-fanout.bench.ts');
  process.exit(2);
}

interface Conn {
  i: number;
  ws: WebSocket;
  rooms: string[];
  received: number;
  paused: boolean;
  closed: boolean;
  closeCode: number;
}

const OPEN_CONCURRENCY = 200;
const JOIN_TIMEOUT_MS = 20_000;
/** Latency histogram: 10 µs buckets up to 2 s, anything later kept exactly. */
const BUCKET_US = 10;
const BUCKETS = 200_000;
const hist = new Uint32Array(BUCKETS);
let overflow: number[] = [];
let samples = 0;

const targets: Record<ClientTarget, Conn[]> = { edge: [], ws: [], redis: [] };
let armed: { target: ClientTarget; from: number; to: number; offsetMs: number; pauseSlow: boolean; excludeDesignated: boolean; counted: Conn[]; cpu: NodeJS.CpuUsage | null; cpuAt: number } | null = null;
let windowCpu: { us: number; ms: number } | null = null;
const T_KEY = Buffer.from('"t":');
const CLOSE = 0x7d;
const R = 0x72;

const onMessage = (conn: Conn, target: ClientTarget, data: Buffer): void => {
  // Room messages start {"room":..., everything else the servers send starts {"event":...
  if (data[2] !== R) return;
  conn.received++;
  const a = armed;
  if (!a || a.target !== target || conn.paused || (a.excludeDesignated && isSlowDesignated(conn.i))) return;
  const at = data.lastIndexOf(T_KEY);
  if (at < 0) return;
  const t = Number(data.toString('latin1', at + 4, data[data.length - 1] === CLOSE ? data.length - 1 : data.length)) - a.offsetMs;
  if (t < a.from) return;
  const now = monoMs();
  if (a.cpu === null) {
    a.cpu = process.cpuUsage();
    a.cpuAt = now;
  }
  if (t > a.to) {
    if (windowCpu === null) {
      // The first delivery stamped after the window closes the client's CPU window.
      const c = process.cpuUsage(a.cpu);
      windowCpu = { us: c.user + c.system, ms: now - a.cpuAt };
    }
    return;
  }
  const us = (now - t) * 1000;
  const b = Math.floor(us / BUCKET_US);
  if (b < BUCKETS) hist[Math.max(0, b)]!++;
  else overflow.push(us);
  samples++;
};

const open = (target: ClientTarget, port: number, i: number): Promise<Conn> =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/`, { perMessageDeflate: false });
    const conn: Conn = { i, ws, rooms: [...roomsOf(i)], received: 0, paused: false, closed: false, closeCode: 0 };
    let pending = conn.rooms.length;
    const timer = setTimeout(() => reject(new Error(`connection ${i} to ${target}: joins not answered`)), JOIN_TIMEOUT_MS);
    ws.on('message', (data: Buffer) => {
      if (pending > 0 && data[2] !== R && data.includes('"version"') && --pending === 0) {
        clearTimeout(timer);
        resolve(conn);
      }
      onMessage(conn, target, data);
    });
    ws.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    ws.on('close', (code) => {
      conn.closed = true;
      conn.closeCode = code;
    });
    ws.on('open', () => {
      for (const room of conn.rooms) ws.send(JSON.stringify({ event: 'joinroom', data: room }));
    });
  });

const openRange = async (target: ClientTarget, port: number, from: number, to: number): Promise<number> => {
  const list = targets[target];
  let next = from;
  const worker = async () => {
    while (next < to) {
      const i = next++;
      list[i] = await open(target, port, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(OPEN_CONCURRENCY, to - from) }, worker));
  return list.filter((c) => c && !c.closed).length;
};

const shed = async (target: ClientTarget, from: number, to: number): Promise<number> => {
  const list = targets[target];
  const closing: Promise<void>[] = [];
  for (let i = from; i < to && i < list.length; i++) {
    const c = list[i];
    if (!c || c.closed) continue;
    closing.push(new Promise((r) => c.ws.once('close', () => r())));
    c.ws.close(1000);
  }
  await Promise.race([Promise.all(closing), new Promise((r) => setTimeout(r, 10_000))]);
  list.length = Math.min(list.length, from);
  return list.filter((c) => c && !c.closed).length;
};

const hot = async (target: ClientTarget, join: boolean): Promise<void> => {
  const list = targets[target].filter((c) => c && !c.closed && isSlowDesignated(c.i));
  await Promise.all(
    list.map(
      (c) =>
        new Promise<void>((resolve, reject) => {
          if (!join) {
            c.rooms = c.rooms.filter((r) => r !== HOT_ROOM);
            c.ws.send(JSON.stringify({ event: 'leaveroom', data: HOT_ROOM }));
            return resolve();
          }
          const timer = setTimeout(() => reject(new Error(`connection ${c.i}: hot room join not answered`)), JOIN_TIMEOUT_MS);
          const onData = (data: Buffer) => {
            if (data[2] === R || !data.includes(`"${HOT_ROOM}"`)) return;
            clearTimeout(timer);
            c.ws.off('message', onData);
            if (!c.rooms.includes(HOT_ROOM)) c.rooms.push(HOT_ROOM);
            resolve();
          };
          c.ws.on('message', onData);
          c.ws.send(JSON.stringify({ event: 'joinroom', data: HOT_ROOM }));
        }),
    ),
  );
};

/**
 * The designated 5% are replaced by new connections (and join the hot room): a socket that has been reading a
 * heavy stream has had its kernel receive buffer grown by TCP autotuning, so it would absorb far more before the
 * server sees any backpressure than one that stops reading early in its life.
 */
const fresh = async (target: ClientTarget, port: number): Promise<number> => {
  const list = targets[target];
  const idx: number[] = [];
  for (let i = 0; i < list.length; i++) if (isSlowDesignated(i)) idx.push(i);
  for (const i of idx) {
    const c = list[i];
    if (c && !c.closed) {
      c.ws.terminate();
      c.closed = true;
    }
  }
  await Promise.all(
    idx.map(async (i) => {
      list[i] = await open(target, port, i);
    }),
  );
  await hot(target, true);
  return idx.length;
};

const counts = (perRoom: Record<string, number>): CountReport => {
  let received = 0;
  let expected = 0;
  for (const c of armed?.counted ?? []) {
    received += c.received;
    for (const r of c.rooms) expected += perRoom[r] ?? 0;
  }
  return { received, expected };
};

const quantile = (q: number): number => {
  const rank = Math.ceil(q * samples);
  let seen = 0;
  for (let b = 0; b < BUCKETS; b++) {
    seen += hist[b]!;
    if (seen >= rank) return ((b + 0.5) * BUCKET_US) / 1000;
  }
  const sorted = overflow.sort((x, y) => x - y);
  return (sorted[Math.min(sorted.length - 1, rank - seen - 1)] ?? Number.NaN) / 1000;
};

const finish = (perRoom: Record<string, number>): FinishReport => {
  const a = armed;
  if (!a) throw new Error('not armed');
  const c = counts(perRoom);
  let maxUs = 0;
  for (let b = BUCKETS - 1; b >= 0; b--) {
    if (hist[b]! > 0) {
      maxUs = (b + 1) * BUCKET_US;
      break;
    }
  }
  for (const o of overflow) maxUs = Math.max(maxUs, o);
  const cpu = windowCpu ?? (() => {
    const u = process.cpuUsage(a.cpu ?? undefined);
    return { us: u.user + u.system, ms: a.cpu ? monoMs() - a.cpuAt : Number.NaN };
  })();
  const list = targets[a.target].filter(Boolean);
  const closeCodes: Record<string, number> = {};
  let closedSlow = 0;
  let closedOthers = 0;
  for (const conn of list) {
    if (!conn.closed) continue;
    closeCodes[conn.closeCode] = (closeCodes[conn.closeCode] ?? 0) + 1;
    if (conn.paused) closedSlow++;
    else closedOthers++;
  }
  const report: FinishReport = {
    ...c,
    samples,
    p50Ms: quantile(0.5),
    p99Ms: quantile(0.99),
    maxMs: maxUs / 1000,
    clientCpuShare: cpu.us / 1000 / cpu.ms,
    closedSlow,
    closedOthers,
    closeCodes,
  };
  // Paused readers are done with: the edge has cut them (or will), the baseline would flood us on resume.
  for (const conn of list) {
    if (conn.paused) {
      conn.ws.terminate();
      conn.closed = true;
    }
  }
  armed = null;
  return report;
};

const handle = async (req: ClientRequest): Promise<unknown> => {
  switch (req.op) {
    case 'open':
      return openRange(req.target, req.port, req.from, req.to);
    case 'shed':
      return shed(req.target, req.from, req.to);
    case 'hot':
      return hot(req.target, req.join);
    case 'fresh':
      return fresh(req.target, req.port);
    case 'arm': {
      hist.fill(0);
      overflow = [];
      samples = 0;
      windowCpu = null;
      const list = targets[req.target].filter((c) => c && !c.closed);
      for (const c of list) {
        c.received = 0;
        if (req.pauseSlow && isSlowDesignated(c.i)) {
          (c.ws as unknown as { _socket: { pause(): void } })._socket.pause();
          c.paused = true;
        }
      }
      const counted = list.filter((c) => !c.paused);
      armed = { target: req.target, from: req.measureFrom, to: req.end, offsetMs: req.offsetMs, pauseSlow: req.pauseSlow, excludeDesignated: req.excludeDesignated, counted, cpu: null, cpuAt: 0 };
      return counted.length;
    }
    case 'count':
      return counts(req.perRoom);
    case 'finish':
      return finish(req.perRoom);
    case 'close':
      for (const list of Object.values(targets)) for (const c of list) c?.ws.terminate();
      setTimeout(() => process.exit(0), 50);
      return null;
  }
};

process.on('message', (req: ClientRequest) => {
  handle(req).then(
    (value) => process.send!({ id: req.id, ok: true, value } satisfies Reply<unknown>),
    (err: unknown) => process.send!({ id: req.id, ok: false, error: err instanceof Error ? err.message : String(err) } satisfies Reply<unknown>),
  );
});
process.on('disconnect', () => process.exit(0));
process.send({ ready: true, pid: process.pid });

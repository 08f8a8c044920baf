/**
 * What the three processes of the edge fan-out benchmark agree on: the room layout of the connections, the shared
 * clock of the latency stamps, the frames published, and the IPC messages. See ../edge-fanout.bench.ts.
 */
import { readFileSync } from 'node:fs';
import { eventRoom, LIVE_ROOM, MT, sportRoom, type OddsChangeBody, type RealtimeItem, type RoomMessageFrame } from '@shared/protocol/realtime';

export type ServerKind = 'edge' | 'ws';
/**
 * What a server-worker process runs: one of the two servers above, or one of the two edge nodes of the Redis-hop
 * phase (both our realtime server on the Redis bus): `redis-pub` is node 1 (the publisher's node: it publishes
 * on its bus, as an edge with the embedded feed does), `redis-sub` is node 2 (its clients get every message over
 * Redis).
 */
export type WorkerKind = ServerKind | 'redis-pub' | 'redis-sub';
/** The clients' targets: the servers above, and `redis` (node 2 of the Redis-hop phase). */
export type ClientTarget = ServerKind | 'redis';

// ---------------------------------------------------------------------------------------------------------------
// Clock. CLOCK_MONOTONIC (process.hrtime) is one clock for every process of the machine, so a stamp taken by the
// publisher and read by a client of another process compares exactly. `offsetMs` (Date.now() - monotonic ms, taken
// once by the orchestrator and handed to both sides) only makes the stamp look like the epoch ms the real feed puts
// in `t`, so the edge's bus-lag gauge stays sensible; it cancels out of every latency.

export const monoMs = (): number => Number(process.hrtime.bigint()) / 1e6;

/**
 * Time this process's main thread has spent runnable but waiting for a CPU (Linux /proc/self/schedstat), ms; NaN
 * where unavailable. Over a window it tells how much other processes on the same core got in the way.
 */
export const runQueueWaitMs = (): number => {
  try {
    return Number(readFileSync('/proc/self/schedstat', 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return Number.NaN;
  }
};

// ---------------------------------------------------------------------------------------------------------------
// Layout. Connection i joins two rooms, as a client on a sport page following one match does: one of four sport
// program rooms (big rooms) and one of EVENT_ROOMS event rooms (small rooms). With 2,000 connections that is
// 4 rooms of 500 and 100 rooms of 20 subscribers. Connections i % SLOW_EVERY === 0 are the ones that stop reading
// in the slow-reader case (5%); in that case they also join the live room, which carries the heavy stream.

export const BIG_ROOMS = [sportRoom(1), sportRoom(2), sportRoom(3), sportRoom(4)];
export const EVENT_ROOMS = 100;
export const EVENT_CODE_BASE = 2_400_000;
export const HOT_ROOM = LIVE_ROOM;
export const SLOW_EVERY = 20;

export const roomsOf = (i: number): [string, string] => [BIG_ROOMS[i % BIG_ROOMS.length]!, eventRoom(EVENT_CODE_BASE + (i % EVENT_ROOMS))];
export const isSlowDesignated = (i: number): boolean => i % SLOW_EVERY === 0;

/** Subscribers per room when connections 0..n-1 are joined (plus the hot room when the slow case is on). */
export const subscribersOf = (n: number, hot: boolean): Map<string, number> => {
  const subs = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    for (const r of roomsOf(i)) subs.set(r, (subs.get(r) ?? 0) + 1);
    if (hot && isSlowDesignated(i)) subs.set(HOT_ROOM, (subs.get(HOT_ROOM) ?? 0) + 1);
  }
  return subs;
};

/**
 * One cycle of rooms to publish to, so that big rooms and event rooms each get half of the deliveries: every
 * big-room message is followed by as many event-room messages as make the same number of deliveries.
 */
export const publishCycle = (subs: Map<string, number>): string[] => {
  const events = [...subs.keys()].filter((r) => r.startsWith('Event_'));
  const bigs = BIG_ROOMS.filter((r) => subs.has(r));
  const cycle: string[] = [];
  let e = 0;
  for (const big of bigs) {
    cycle.push(big);
    let owed = subs.get(big)!;
    const perBig = Math.ceil(events.length / bigs.length);
    for (let k = 0; k < perBig && owed > 0; k++, e++) {
      const room = events[e % events.length]!;
      cycle.push(room);
      owed -= subs.get(room)!;
    }
  }
  return cycle;
};

// ---------------------------------------------------------------------------------------------------------------
// Frames: the real shapes. An odds change of one room and commit carries the last value of each moved outcome
// (2-4 outcomes: 230-400 bytes on the wire); the hot stream of the slow-reader case is a live-program batch of
// many events' odds and scores (about 8 KB), the kind of frame a busy live room gets when many matches move.

const OUTCOME_NAMES = ['1', 'X', '2', 'Alt', 'Üst', 'Var', 'Yok'];

export const oddsBody = (eventCode: number, seed: number): OddsChangeBody => {
  const n = 2 + (seed % 3);
  const marketId = eventCode * 10 + (seed % 7);
  return {
    outcomes: Array.from({ length: n }, (_, k) => ({
      id: marketId * 10 + k,
      marketId,
      name: OUTCOME_NAMES[(seed + k) % OUTCOME_NAMES.length]!,
      odd: 120 + ((seed * 37 + k * 53) % 800),
      status: 1,
      eventCode,
    })),
  };
};

export const hotBatch = (seed: number): RealtimeItem[] => {
  const items: RealtimeItem[] = [];
  for (let k = 0; k < 24; k++) {
    const code = EVENT_CODE_BASE + ((seed + k * 13) % 400);
    items.push({ MT: MT.oddsChange, M: oddsBody(code, seed + k) });
    if (k % 3 === 0) items.push({ MT: MT.scoreUpdate, M: { eventCode: code, minute: 1 + ((seed + k) % 90), score: [k % 4, (seed + k) % 3] } });
  }
  return items;
};

/** Bodies are built ahead (a pool per room), so the publisher's own cost is one object per message. */
export const bodyPool = (room: string, size: number): unknown[] => {
  if (room === HOT_ROOM) return Array.from({ length: size }, (_, s) => hotBatch(s));
  const m = /^Event_(\d+)_V3$/.exec(room);
  const code = m ? Number(m[1]) : EVENT_CODE_BASE + Number(/^Sport_(\d+)_V3$/.exec(room)?.[1] ?? 0) * 1000;
  return Array.from({ length: size }, (_, s) => oddsBody(code, s));
};

export const frameOf = (room: string, v: number, body: unknown, t: number): RoomMessageFrame =>
  room === HOT_ROOM ? { room, v, MT: MT.batch, M: body, t } : { room, v, MT: MT.oddsChange, M: body, t };

// ---------------------------------------------------------------------------------------------------------------
// IPC. Each child answers every request with exactly one reply carrying the same id.

export interface LoadPlan {
  /** Offered deliveries per second (messages x subscribers) over the big and event rooms. */
  deliveriesPerSec: number;
  /** Connections 0..connections-1 are joined (the layout above). */
  connections: number;
  /** Hot stream to the live room (slow-reader case): messages per second, 0 for none. */
  hotPerSec: number;
  /** Shared-clock times (monotonic ms): publishing runs from now to `end`; figures count inside [measureFrom, end]. */
  measureFrom: number;
  end: number;
  offsetMs: number;
}

export interface RunReport {
  /** Deliveries and messages published inside the measured window. */
  windowDeliveries: number;
  windowMessages: number;
  /** Server process CPU (user + system) over the measured window, µs. */
  cpuUs: number;
  /** Of which system (kernel) time, µs: on loopback a send also runs the receiving side of TCP. */
  sysUs: number;
  windowMs: number;
  /** Run-queue wait of the server's main thread over the window, ms (others' processes on its core). */
  waitMs: number;
  /** Messages published per room over the whole run (for the clients' delivered == sent check). */
  perRoom: Record<string, number>;
  /** Whole run: messages x subscribers. */
  sentDeliveries: number;
  rssStartBytes: number;
  rssPeakBytes: number;
  rssEndBytes: number;
  /** Largest lag of the publisher's tick behind its schedule, ms (is the offered load really offered?). */
  maxTickLagMs: number;
  connections: number;
  /** Edge only: sockets cut for backpressure since the server started. */
  cutBackpressure: number;
}

/** A node's own CPU over a measured window (node 2 of the Redis-hop phase, which publishes nothing itself). */
export interface WindowReport {
  cpuUs: number;
  sysUs: number;
  windowMs: number;
  waitMs: number;
}

export type ServerRequest =
  | { id: number; op: 'memory' }
  | { id: number; op: 'run'; plan: LoadPlan }
  /** Reports this process's CPU over [measureFrom, end] of the shared clock (answers after `end`). */
  | { id: number; op: 'window'; measureFrom: number; end: number }
  | { id: number; op: 'stats' }
  | { id: number; op: 'close' };

export interface MemoryReport {
  rssBytes: number;
  heapUsedBytes: number;
  connections: number;
}

export interface ServerStats {
  connections: number;
  cutBackpressure: number;
  rssBytes: number;
}

export type ClientRequest =
  /** Opens connections from..to-1 (joined to their rooms, every join answered) to the server's port. */
  | { id: number; op: 'open'; target: ClientTarget; port: number; from: number; to: number }
  /** Closes connections from..to-1 of a target. */
  | { id: number; op: 'shed'; target: ClientTarget; from: number; to: number }
  /** The slow-designated connections join (or leave) the hot room. */
  | { id: number; op: 'hot'; target: ClientTarget; join: boolean }
  /** The slow-designated connections are replaced by new ones, joined to their rooms and the hot room. */
  | { id: number; op: 'fresh'; target: ClientTarget; port: number }
  /**
   * Starts a measured run: counters reset; latencies kept for stamps inside [measureFrom, end]. pauseSlow: the
   * designated 5% stop reading; excludeDesignated: their latencies are left out (slow-reader case, both runs).
   */
  | { id: number; op: 'arm'; target: ClientTarget; measureFrom: number; end: number; offsetMs: number; pauseSlow: boolean; excludeDesignated: boolean }
  /** Counts so far of the armed run, with what the server says it published per room. */
  | { id: number; op: 'count'; perRoom: Record<string, number> }
  /** Ends the armed run: latency figures; paused sockets are resumed (and, for ws, closed) afterwards. */
  | { id: number; op: 'finish'; perRoom: Record<string, number> }
  | { id: number; op: 'close' };

export interface CountReport {
  /** Room messages received by the counted connections since arm, and how many the server sent to them. */
  received: number;
  expected: number;
}

export interface FinishReport extends CountReport {
  samples: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Client process CPU over the measured window as a share of one core (a saturated client skews latency). */
  clientCpuShare: number;
  /** Connections of the target that are closed now (slow readers cut by the server show up here). */
  closedSlow: number;
  closedOthers: number;
  closeCodes: Record<string, number>;
}

export type Reply<T> = { id: number; ok: true; value: T } | { id: number; ok: false; error: string };

/**
 * Realtime edge fan-out benchmark (docs: shared/design/quality-bars.md, "Realtime edge"). Run: `npm run bench:edge`.
 *
 * Three processes. Two servers pinned to CPU 0: our realtime server (edge/realtime startRealtimeServer with the
 * production limits of edge/config.ts, on the in-process memory bus) and a plain `ws` server doing the same fan-out
 * (a Set per room, a send loop; edge-fanout/ws-baseline.ts). The socket layer is isolated on purpose: startEdge()
 * would also run the HTTP app, PGlite and the embedded feed, whose own publishing and timers are noise here and
 * have no counterpart on the baseline side. Each server process also runs the same publisher (edge-fanout/
 * server-worker.ts), which offers a fixed load of deliveries per second (messages x subscribers, open loop) and
 * stamps every message's `t` with a clock shared by all processes. One load-generator process pinned to CPU 1
 * (edge-fanout/client-worker.ts) holds `ws` clients (perMessageDeflate off) to both servers, counts every delivery
 * and reads every delivery's stamp into a latency histogram. This orchestrator sits on CPU 1 too and is idle while
 * measuring.
 *
 * Phases: idle memory per connection (RSS after GC, 8,000 connections joined to two rooms each, against the RSS
 * before them); fixed loads 20k / 50k / 100k deliveries per second over 2,000 connections, alternating edge, ws
 * and ws again (A-vs-A) in a rotating order for at least three rounds; the slow-reader case (5% of the clients
 * pause their sockets while a heavy live-room stream goes to them) against a control run with the same traffic.
 * The server's CPU time per delivery is process.cpuUsage() over the measured window divided by the deliveries
 * published in it. Figures are ratios from the same run; targets are shown, never enforced.
 *
 * Redis hop ("a Redis hop between two edge nodes adds at most 10 ms p99"): two more server processes, pinned to
 * CPU 0 beside the others, each our realtime server on the Redis bus (edge/bus/redis-bus.ts) under a namespace
 * of its own for the run (its keys are deleted afterwards). Node 1 runs the same publisher, which publishes on its
 * bus as an edge with the embedded feed does (bus.publish of versioned, stamped messages, not awaited); node 2
 * holds the clients, so every delivery crosses Redis (PUBLISH, then node 2's subscription). Node 1 is subscribed
 * too, as every edge is, but has no clients. Redis itself is whatever runs at the URL, not pinned. At 20k
 * deliveries/s over the same connections and rooms as the 20k row, A (our server on the in-process bus, publisher
 * in the same process: the edge server above) and B (the two nodes) alternate with A again (A-vs-A) in a rotating
 * order for five rounds (BENCH_HOP_ROUNDS); the hop's cost is B's p99 minus A's, per round.
 *
 * Knobs (environment): BENCH_QUICK=1 (short runs, fewer idle connections, for development), BENCH_ROUNDS (3-7),
 * BENCH_HOP_ROUNDS (Redis hop, 3-9, default 5),
 * BENCH_CONNECTIONS (default 2000), BENCH_MEMORY_CONNECTIONS (default 8000), BENCH_LOADS (default 20000,50000,100000),
 * BENCH_PHASES (default memory,loads,redis,slow), BENCH_PIN=0 to skip pinning, BENCH_PROFILE_DIR=<dir> to write V8
 * CPU profiles of the servers (node --cpu-prof; the figures of such a run are not comparable), BENCH_REDIS_URL (else
 * REDIS_URL, else redis://127.0.0.1:6379; the redis phase is skipped, with a note, when Redis does not answer).
 */
import { readFileSync, existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import { loadConfig } from '../../edge/config';
import { pin } from './lib/load';
import { guardedRun, runMain } from './lib/run-bench';
import { fmtInt, fmtMs, fmtPct, fmtRatio, markdownTable, median, range, spreadAroundOne } from './lib/stats';
import { hasTaskset, startChild, type Child } from './edge-fanout/child';
import {
  monoMs,
  SLOW_EVERY,
  type ClientRequest,
  type ClientTarget,
  type CountReport,
  type FinishReport,
  type MemoryReport,
  type RunReport,
  type ServerKind,
  type ServerRequest,
  type ServerStats,
  type WindowReport,
  type WorkerKind,
} from './edge-fanout/shared';

const envInt = (name: string, def: number, min: number, max: number): number => {
  const raw = process.env[name]?.trim();
  const n = raw ? Number(raw) : def;
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer ${min}-${max} (got "${raw}")`);
  return n;
};

const QUICK = process.env.BENCH_QUICK === '1';
const ROUNDS = envInt('BENCH_ROUNDS', 3, 3, 7);
const CONNECTIONS = envInt('BENCH_CONNECTIONS', 2000, 100, 8000);
const MEMORY_CONNECTIONS = envInt('BENCH_MEMORY_CONNECTIONS', QUICK ? CONNECTIONS : 8000, CONNECTIONS, 16_000);
const LOADS = (process.env.BENCH_LOADS?.trim() || '20000,50000,100000').split(',').map((x) => {
  const n = Number(x);
  if (!Number.isInteger(n) || n < 1000 || n > 1_000_000) throw new Error(`BENCH_LOADS: deliveries per second 1000-1000000, comma-separated (got "${x}")`);
  return n;
});
const WARM_MS = QUICK ? 500 : 1000;
const MEASURE_MS = QUICK ? 1500 : 3000;
/** Slow-reader case: base load, heavy live-room stream to the designated 5% (messages/s), and run length. */
const SLOW_LOAD = 20_000;
const HOT_PER_SEC = 100;
const SLOW_MEASURE_MS = QUICK ? 8000 : 12_000;
const SETTLE_MS = 300;
/** The limit the edge server runs with (edge/config.ts default, as server-worker.ts uses). */
const BACKPRESSURE_BYTES = loadConfig({}).wsMaxBackpressureBytes;
const DRAIN_TIMEOUT_MS = 8000;
const PIN = process.env.BENCH_PIN !== '0';
const PHASES = new Set((process.env.BENCH_PHASES?.trim() || 'memory,loads,redis,slow').split(',').map((p) => p.trim()));
for (const p of PHASES) if (!['memory', 'loads', 'redis', 'slow'].includes(p)) throw new Error(`BENCH_PHASES: memory, loads, redis, slow (got "${p}")`);
/** Redis-hop phase: the Redis both nodes use, and the load (the 20k row's). */
const REDIS_URL = process.env.BENCH_REDIS_URL?.trim() || process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
const HOP_LOAD = 20_000;
/** More rounds than the loads by default: the hop's figure is a difference of two p99s, each as noisy as A-vs-A shows. */
const HOP_ROUNDS = envInt('BENCH_HOP_ROUNDS', QUICK ? 3 : 5, 3, 9);
const HOP_TARGET_MS = 10;
const BUDGET_MS = QUICK ? 4 * 60_000 : 10 * 60_000;
const CPUS = availableParallelism();
const REPO = resolve(import.meta.dirname, '../..');
const RESULTS = join(REPO, 'tests/bench/results/edge-fanout.md');

type Target = 'edge' | 'ws' | 'ws2';
const ORDERS: Target[][] = [
  ['edge', 'ws', 'ws2'],
  ['ws', 'ws2', 'edge'],
  ['ws2', 'edge', 'ws'],
];
const serverOf = (t: Target): ServerKind => (t === 'ws2' ? 'ws' : t);

interface Sample {
  run: RunReport;
  client: FinishReport;
  /** Server CPU µs per delivery in the measured window (NaN when the window saw no delivery), and its user part. */
  cpuPerDelivery: number;
  userPerDelivery: number;
  /** Deliveries per second actually published in the window (below the offered load when the server fell behind). */
  achieved: number;
  /** Redis hop only: node 2's own CPU over the window (run is node 1's, the publisher's). */
  relay?: WindowReport;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (s: string) => process.stderr.write(`${s}\n`);
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;
const k = (n: number) => `${n / 1000}k`;

// ---------------------------------------------------------------------------------------------------------------
// Machine checks.

const openFilesLimit = (): number => {
  const line = readFileSync('/proc/self/limits', 'utf8').split('\n').find((l) => l.startsWith('Max open files'));
  const soft = line?.split(/\s{2,}/)[1];
  return soft === undefined || soft === 'unlimited' ? Number.POSITIVE_INFINITY : Number(soft);
};
const portRange = (): [number, number] | null => {
  if (!existsSync('/proc/sys/net/ipv4/ip_local_port_range')) return null;
  const [a, b] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
  return a && b ? [a, b] : null;
};
const cpuModel = (): string => cpus()[0]?.model.trim() ?? 'unknown CPU';

// ---------------------------------------------------------------------------------------------------------------

type Server = Child<ServerRequest> & { port: number };

interface Ctx {
  servers: Record<ServerKind, Server>;
  /** The two edge nodes on the Redis bus, while the redis phase runs: node 1 publishes, node 2 has the clients. */
  redis: { pub: Server; sub: Server } | null;
  client: Child<ClientRequest>;
  offsetMs: number;
}

/**
 * One measured run against one target; the client is armed first, then the publisher runs, then we drain. For the
 * Redis hop the publisher is node 1 and the clients are on node 2, which reports its own CPU over the same window.
 */
const runOnce = async (ctx: Ctx, target: ClientTarget, load: number, opts: { measureMs: number; hotPerSec?: number; pauseSlow?: boolean; excludeDesignated?: boolean }): Promise<Sample> => {
  const measureFrom = monoMs() + WARM_MS;
  const end = measureFrom + opts.measureMs;
  const timeout = WARM_MS + opts.measureMs + 30_000;
  await ctx.client.request({ op: 'arm', target, measureFrom, end, offsetMs: ctx.offsetMs, pauseSlow: opts.pauseSlow ?? false, excludeDesignated: opts.excludeDesignated ?? false });
  if (target === 'redis' && !ctx.redis) throw new Error('redis target without the Redis nodes');
  const publisher = target === 'redis' ? ctx.redis!.pub : ctx.servers[target];
  const relayed = target === 'redis' ? ctx.redis!.sub.request<WindowReport>({ op: 'window', measureFrom, end }, timeout) : undefined;
  const run = await publisher.request<RunReport>(
    { op: 'run', plan: { deliveriesPerSec: load, connections: CONNECTIONS, hotPerSec: opts.hotPerSec ?? 0, measureFrom, end, offsetMs: ctx.offsetMs } },
    timeout,
  );
  const relay = await relayed;
  // Drain: everything published must arrive; stop waiting once complete, or when nothing moved for a second.
  const until = Date.now() + DRAIN_TIMEOUT_MS;
  let last = -1;
  let still = Date.now();
  for (;;) {
    const c = await ctx.client.request<CountReport>({ op: 'count', perRoom: run.perRoom });
    if (c.received >= c.expected || Date.now() > until) break;
    if (c.received !== last) {
      last = c.received;
      still = Date.now();
    } else if (Date.now() - still > 1000) break;
    await sleep(50);
  }
  const client = await ctx.client.request<FinishReport>({ op: 'finish', perRoom: run.perRoom });
  const per = (us: number) => (run.windowDeliveries > 0 ? us / run.windowDeliveries : Number.NaN);
  return { run, client, cpuPerDelivery: per(run.cpuUs), userPerDelivery: per(run.cpuUs - run.sysUs), achieved: run.windowDeliveries / (run.windowMs / 1000), relay };
};

const describeSample = (s: Sample): string =>
  `${fmtRatio(s.cpuPerDelivery)} µs/delivery (${fmtInt(s.achieved)}/s, ${fmtInt(s.run.windowMessages)} msgs, ` +
  `server CPU ${Math.round(s.run.cpuUs / 10 / s.run.windowMs)}%, ${Math.round((100 * s.run.sysUs) / s.run.cpuUs)}% of it system), ` +
  `p50 ${fmtMs(s.client.p50Ms)} p99 ${fmtMs(s.client.p99Ms)} ms, delivered ${fmtInt(s.client.received)}/${fmtInt(s.client.expected)}, ` +
  `client CPU ${Math.round(s.client.clientCpuShare * 100)}%, tick lag max ${fmtMs(s.run.maxTickLagMs)} ms, server waited for CPU ${Math.round((100 * s.run.waitMs) / s.run.windowMs)}%` +
  (s.relay
    ? `; node 2: ${fmtRatio(s.relay.cpuUs / s.run.windowDeliveries)} µs/delivery, CPU ${Math.round(s.relay.cpuUs / 10 / s.relay.windowMs)}%, waited for CPU ${Math.round((100 * s.relay.waitMs) / s.relay.windowMs)}%`
    : '');

interface LoadResult {
  load: number;
  samples: Record<Target, Sample[]>;
  /** Per round: edge / ws CPU per delivery; ws2 / ws (A-vs-A). */
  ratios: number[];
  aa: number[];
}

const measureLoad = async (ctx: Ctx, load: number): Promise<LoadResult> => {
  log(`\n${k(load)} deliveries/s over ${CONNECTIONS} connections`);
  const samples: Record<Target, Sample[]> = { edge: [], ws: [], ws2: [] };
  const ratios: number[] = [];
  const aa: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const got = {} as Record<Target, Sample>;
    for (const t of ORDERS[round % ORDERS.length]!) {
      await sleep(SETTLE_MS);
      const s = await runOnce(ctx, serverOf(t), load, { measureMs: MEASURE_MS });
      got[t] = s;
      samples[t].push(s);
      log(`  round ${round + 1} ${t.padEnd(4)}: ${describeSample(s)}`);
    }
    ratios.push(got.edge.cpuPerDelivery / got.ws.cpuPerDelivery);
    aa.push(got.ws2.cpuPerDelivery / got.ws.cpuPerDelivery);
    log(`  round ${round + 1}: CPU/delivery edge÷ws ${fmtRatio(ratios.at(-1)!)}, A-vs-A ws÷ws ${fmtRatio(aa.at(-1)!)}`);
  }
  return { load, samples, ratios, aa };
};

interface MemoryResult {
  target: ServerKind;
  before: MemoryReport;
  after: MemoryReport;
  perConnBytes: number;
  heapPerConnBytes: number;
}

const measureMemory = async (ctx: Ctx, target: ServerKind): Promise<MemoryResult> => {
  const before = await ctx.servers[target].request<MemoryReport>({ op: 'memory' });
  const t0 = Date.now();
  const open = await ctx.client.request<number>({ op: 'open', target, port: ctx.servers[target].port, from: 0, to: MEMORY_CONNECTIONS }, 180_000);
  await sleep(500);
  const after = await ctx.servers[target].request<MemoryReport>({ op: 'memory' });
  if (open !== MEMORY_CONNECTIONS || after.connections !== MEMORY_CONNECTIONS) {
    throw new Error(`${target}: ${open} client / ${after.connections} server connections open, wanted ${MEMORY_CONNECTIONS}`);
  }
  const perConnBytes = (after.rssBytes - before.rssBytes) / MEMORY_CONNECTIONS;
  const heapPerConnBytes = (after.heapUsedBytes - before.heapUsedBytes) / MEMORY_CONNECTIONS;
  log(
    `  ${target}: ${MEMORY_CONNECTIONS} connections opened and joined in ${((Date.now() - t0) / 1000).toFixed(1)} s; RSS ${mb(before.rssBytes)} -> ${mb(after.rssBytes)}, ` +
      `${fmtInt(perConnBytes)} B/connection (JS heap ${fmtInt(heapPerConnBytes)} B of it)`,
  );
  if (MEMORY_CONNECTIONS > CONNECTIONS) {
    const left = await ctx.client.request<number>({ op: 'shed', target, from: CONNECTIONS, to: MEMORY_CONNECTIONS }, 60_000);
    if (left !== CONNECTIONS) throw new Error(`${target}: ${left} connections left after shedding, wanted ${CONNECTIONS}`);
  }
  return { target, before, after, perConnBytes, heapPerConnBytes };
};

interface SlowResult {
  target: ServerKind;
  control: Sample;
  slow: Sample;
  cutBefore: number;
  after: ServerStats;
}

const measureSlow = async (ctx: Ctx): Promise<SlowResult[]> => {
  log(`\nslow readers: ${k(SLOW_LOAD)} deliveries/s + a live-room stream of ${HOT_PER_SEC} batch frames/s to 1 in ${SLOW_EVERY} connections`);
  const kinds: ServerKind[] = ['edge', 'ws'];
  const freshSlow = async () => {
    for (const t of kinds) await ctx.client.request({ op: 'fresh', target: t, port: ctx.servers[t].port }, 60_000);
  };
  // Paused runs first, then the control runs; the designated connections are new ones for each (see 'fresh').
  await freshSlow();
  const paused = {} as Record<ServerKind, { slow: Sample; before: ServerStats; after: ServerStats }>;
  for (const t of kinds) {
    await sleep(SETTLE_MS);
    const before = await ctx.servers[t].request<ServerStats>({ op: 'stats' });
    const slow = await runOnce(ctx, t, SLOW_LOAD, { measureMs: SLOW_MEASURE_MS, hotPerSec: HOT_PER_SEC, pauseSlow: true, excludeDesignated: true });
    // Taken by the server when publishing stopped, before the client let go of its paused sockets.
    const after: ServerStats = { connections: slow.run.connections, cutBackpressure: slow.run.cutBackpressure, rssBytes: slow.run.rssEndBytes };
    log(
      `  ${t.padEnd(4)} 5% paused: ${describeSample(slow)}; server RSS ${mb(slow.run.rssStartBytes)} -> peak ${mb(slow.run.rssPeakBytes)}, ` +
        `cut for backpressure ${after.cutBackpressure - before.cutBackpressure}, connections ${before.connections} -> ${after.connections}`,
    );
    paused[t] = { slow, before, after };
  }
  await freshSlow();
  const out: SlowResult[] = [];
  for (const t of kinds) {
    await sleep(SETTLE_MS);
    const control = await runOnce(ctx, t, SLOW_LOAD, { measureMs: SLOW_MEASURE_MS, hotPerSec: HOT_PER_SEC, excludeDesignated: true });
    log(`  ${t.padEnd(4)} control (all read): ${describeSample(control)}, server RSS peak ${mb(control.run.rssPeakBytes)}`);
    const p = paused[t];
    out.push({ target: t, control, slow: p.slow, cutBefore: p.before.cutBackpressure, after: p.after });
  }
  return out;
};

/** Redis hop: A = our server on the in-process bus (publisher in its process), B = node 1 -> Redis -> node 2. */
type HopTarget = 'A' | 'B' | 'A2';
const HOP_ORDERS: HopTarget[][] = [
  ['A', 'B', 'A2'],
  ['B', 'A2', 'A'],
  ['A2', 'A', 'B'],
];

interface HopResult {
  samples: Record<HopTarget, Sample[]>;
  /** Per round: B p99 - A p99, and A2 p99 - A p99 (A-vs-A), ms; the same for p50. */
  diffs: number[];
  aa: number[];
  p50Diffs: number[];
  p50Aa: number[];
}

const measureRedisHop = async (ctx: Ctx): Promise<HopResult> => {
  log(`\nRedis hop: ${k(HOP_LOAD)} deliveries/s over ${CONNECTIONS} connections; A in-process bus, B node 1 -> Redis -> node 2`);
  log('  warm-up (JIT) of the two nodes: 50k deliveries/s, 1 s');
  await runOnce(ctx, 'redis', 50_000, { measureMs: 1000 });
  const samples: Record<HopTarget, Sample[]> = { A: [], B: [], A2: [] };
  const diffs: number[] = [];
  const aa: number[] = [];
  const p50Diffs: number[] = [];
  const p50Aa: number[] = [];
  for (let round = 0; round < HOP_ROUNDS; round++) {
    const got = {} as Record<HopTarget, Sample>;
    for (const t of HOP_ORDERS[round % HOP_ORDERS.length]!) {
      await sleep(SETTLE_MS);
      const s = await runOnce(ctx, t === 'B' ? 'redis' : 'edge', HOP_LOAD, { measureMs: MEASURE_MS });
      got[t] = s;
      samples[t].push(s);
      log(`  round ${round + 1} ${t.padEnd(2)}: ${describeSample(s)}`);
    }
    diffs.push(got.B.client.p99Ms - got.A.client.p99Ms);
    aa.push(got.A2.client.p99Ms - got.A.client.p99Ms);
    p50Diffs.push(got.B.client.p50Ms - got.A.client.p50Ms);
    p50Aa.push(got.A2.client.p50Ms - got.A.client.p50Ms);
    log(
      `  round ${round + 1}: p99 B-A ${fmtMs(diffs.at(-1)!)} ms (A-vs-A ${fmtMs(aa.at(-1)!)} ms), ` +
        `p50 B-A ${fmtMs(p50Diffs.at(-1)!)} ms (A-vs-A ${fmtMs(p50Aa.at(-1)!)} ms)`,
    );
  }
  return { samples, diffs, aa, p50Diffs, p50Aa };
};

/** Whether Redis answers at the URL, with its version (null: it does not). */
const redisVersion = async (url: string): Promise<string | null> => {
  const r = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  r.on('error', () => undefined);
  try {
    await r.connect();
    const info = await r.info('server');
    return /redis_version:(\S+)/.exec(info)?.[1] ?? 'unknown';
  } catch {
    return null;
  } finally {
    r.disconnect();
  }
};

/** Deletes the run's keys (the bus's version keys) from the shared Redis. */
const dropNamespace = async (url: string, namespace: string): Promise<number> => {
  const r = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 1 });
  r.on('error', () => undefined);
  let dropped = 0;
  try {
    await r.connect();
    let cursor = '0';
    do {
      const [next, keys] = await r.scan(cursor, 'MATCH', `${namespace}:*`, 'COUNT', 1000);
      if (keys.length > 0) dropped += await r.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    r.disconnect();
  }
  return dropped;
};

/** A URL for the report, without any password in it. */
const redisHost = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return 'unknown';
  }
};

// ---------------------------------------------------------------------------------------------------------------
// Report.

const passFail = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

const loadTable = (results: LoadResult[]): string => {
  const head = ['load/s', 'server', 'achieved/s', 'CPU µs/delivery (user part)', 'ours÷ws (range)', 'A-vs-A ws÷ws', 'p50 ms', 'p99 ms (best round)', 'delivered = sent', 'client CPU', 'target'];
  const rows: string[][] = [];
  for (const r of results) {
    const wsAll = [...r.samples.ws, ...r.samples.ws2];
    const row = (name: string, list: Sample[], ratio: string, aa: string, target: string): string[] => {
      const rec = list.reduce((n, s) => n + s.client.received, 0);
      const exp = list.reduce((n, s) => n + s.client.expected, 0);
      const med = (f: (s: Sample) => number) => median(list.map(f));
      return [
        k(r.load),
        name,
        fmtInt(med((s) => s.achieved)),
        `${fmtRatio(med((s) => s.cpuPerDelivery))} (${fmtRatio(med((s) => s.userPerDelivery))})`,
        ratio,
        aa,
        fmtMs(med((s) => s.client.p50Ms)),
        `${fmtMs(med((s) => s.client.p99Ms))} (${fmtMs(Math.min(...list.map((s) => s.client.p99Ms)))})`,
        `${rec === exp ? 'yes' : 'NO'} (${fmtInt(rec)})`,
        `${Math.round(med((s) => s.client.clientCpuShare) * 100)}%`,
        target,
      ];
    };
    const finite = r.ratios.filter(Number.isFinite);
    const rr = range(finite);
    const ratio = median(finite);
    const p99 = median(r.samples.edge.map((s) => s.client.p99Ms));
    // The target is judged on the median round; the best round is shown beside it (contention comes and goes).
    const targets = [`CPU ≤ 0.5×ws: ${passFail(ratio <= 0.5)}`];
    if (r.load === 20_000) targets.push(`p99 ≤ 50 ms: ${passFail(p99 <= 50)}`);
    rows.push(row('ours (uWS edge)', r.samples.edge, `${fmtRatio(ratio)} (${fmtRatio(rr.min)}-${fmtRatio(rr.max)})`, '', targets.join('; ')));
    rows.push(row('ws baseline', wsAll, '1', `${fmtPct(spreadAroundOne(r.aa.filter(Number.isFinite)))} (${r.aa.map(fmtRatio).join(', ')})`, ''));
  }
  return markdownTable(head, rows);
};

/** How much other processes on the machine got in the way of the servers during the measured windows. */
const contention = (results: LoadResult[]): string => {
  const all = results.flatMap((r) => [...r.samples.edge, ...r.samples.ws, ...r.samples.ws2]);
  const waits = all.map((s) => s.run.waitMs / s.run.windowMs).filter(Number.isFinite);
  const lags = all.map((s) => s.run.maxTickLagMs);
  if (waits.length === 0) return '';
  return (
    `Noise: the server processes waited for their CPU (run queue, other processes on the core) ${Math.round(median(waits) * 100)}% of the ` +
    `measured time in the median run (max ${Math.round(Math.max(...waits) * 100)}%); the publisher's tick was late by up to ${fmtMs(median(lags))} ms ` +
    `in the median run (max ${fmtMs(Math.max(...lags))} ms), and a late tick publishes its backlog at once.`
  );
};

/** How far apart the p99 of two runs of the same server at the same load were (ws vs ws again, per round). */
const p99Noise = (results: LoadResult[]): string => {
  const r = results.find((x) => x.load === SLOW_LOAD) ?? results[0];
  if (!r) return '';
  const ratios = r.samples.ws.map((s, i) => (r.samples.ws2[i]?.client.p99Ms ?? Number.NaN) / s.client.p99Ms).filter(Number.isFinite);
  return `For scale: at ${k(r.load)}/s the p99 of two ws runs of the same round differed by a factor of ${ratios.map(fmtRatio).join(', ')} (A-vs-A).`;
};

/** A difference in ms, signed. */
const fmtDiff = (n: number): string => (Number.isFinite(n) ? `${n > 0 ? '+' : n < 0 ? '−' : ''}${fmtMs(Math.abs(n))}` : '-');

const hopTable = (hop: HopResult): string => {
  const head = ['load/s', 'setup', 'achieved/s', 'server CPU µs/delivery', 'p50 ms', 'p99 ms: median (per round)', 'p50 B−A ms', 'p99 B−A ms: median (range; per round)', 'A-vs-A: p50, p99 ms', 'delivered = sent', 'client CPU', 'target'];
  const delivered = (list: Sample[]) => {
    const rec = list.reduce((n, s) => n + s.client.received, 0);
    const exp = list.reduce((n, s) => n + s.client.expected, 0);
    return rec === exp ? `yes (${fmtInt(rec)})` : `NO (${fmtInt(rec)}/${fmtInt(exp)})`;
  };
  const p99s = (list: Sample[]) => `${fmtMs(median(list.map((s) => s.client.p99Ms)))} (${list.map((s) => fmtMs(s.client.p99Ms)).join(', ')})`;
  const med = (list: Sample[], f: (s: Sample) => number) => median(list.map(f));
  const row = (name: string, list: Sample[], cpu: string, p50diff: string, diff: string, aa: string, target: string): string[] => [
    k(HOP_LOAD),
    name,
    fmtInt(med(list, (s) => s.achieved)),
    cpu,
    fmtMs(med(list, (s) => s.client.p50Ms)),
    p99s(list),
    p50diff,
    diff,
    aa,
    delivered(list),
    `${Math.round(med(list, (s) => s.client.clientCpuShare) * 100)}%`,
    target,
  ];
  const rr = range(hop.diffs);
  const diff = median(hop.diffs);
  const noise = Math.max(...hop.aa.map(Math.abs));
  const both = (s: Sample) => (s.run.cpuUs + (s.relay?.cpuUs ?? Number.NaN)) / s.run.windowDeliveries;
  const node2 = (s: Sample) => (s.relay?.cpuUs ?? Number.NaN) / s.run.windowDeliveries;
  return markdownTable(head, [
    row('A: ours, in-process bus', hop.samples.A, fmtRatio(med(hop.samples.A, (s) => s.cpuPerDelivery)), '', '', '', ''),
    row(
      'A again (A-vs-A)',
      hop.samples.A2,
      fmtRatio(med(hop.samples.A2, (s) => s.cpuPerDelivery)),
      '',
      '',
      `${fmtDiff(median(hop.p50Aa))}, ${fmtDiff(median(hop.aa))} (p99: ${hop.aa.map(fmtDiff).join(', ')})`,
      '',
    ),
    row(
      'B: node 1 → Redis → node 2',
      hop.samples.B,
      `${fmtRatio(med(hop.samples.B, both))} both nodes (node 2 ${fmtRatio(med(hop.samples.B, node2))})`,
      fmtDiff(median(hop.p50Diffs)),
      `**${fmtDiff(diff)}** (${fmtDiff(rr.min)} to ${fmtDiff(rr.max)}; ${hop.diffs.map(fmtDiff).join(', ')})`,
      '',
      // A verdict the method cannot resolve says so: the same server twice moved its p99 by more than the target.
      `hop adds ≤ ${HOP_TARGET_MS} ms p99: ${passFail(diff <= HOP_TARGET_MS)}` +
        (noise > HOP_TARGET_MS ? ` (unresolved: A-vs-A p99 moved up to ${fmtMs(noise)} ms)` : ''),
    ),
  ]);
};

const hopNotes = (hop: HopResult, redis: string, cpu: string | null): string => {
  const all = [...hop.samples.A, ...hop.samples.A2, ...hop.samples.B];
  const waits = all.flatMap((s) => [s.run.waitMs / s.run.windowMs, ...(s.relay ? [s.relay.waitMs / s.relay.windowMs] : [])]).filter(Number.isFinite);
  return (
    `Redis hop: ${redis}. A = our server on the in-process memory bus with the publisher in its process (the edge server of the loads ` +
    `phase); B = two more processes of our server on the Redis bus (connectRedisBus, a namespace of its own for the run), ` +
    `node 1 running the same publisher, which publishes every message on its bus as the feed does (one EVAL: version key + PUBLISH, ` +
    `not awaited), node 2 holding the ${CONNECTIONS} clients (the same rooms), so every delivery crosses Redis; node 1 is subscribed too ` +
    `but has no clients. ` +
    (cpu !== null
      ? `Both nodes are pinned to CPU ${cpu} like the other servers (idle meanwhile); Redis is not pinned (it runs wherever the scheduler ` +
        `puts it, sharing the machine's ${CPUS} CPUs with the nodes and the clients). `
      : 'Nothing is pinned. ') +
    `${HOP_ROUNDS} rounds x ${MEASURE_MS / 1000} s, order A, B, A again rotating; ` +
    `latency as above (publish stamp on node 1 to client receive, the same monotonic clock). p99 B−A is per round (B minus the same ` +
    `round's A run), median and range, p50 B−A likewise (median); A-vs-A is A again minus A in the same round, medians (the noise ` +
    `of the method). Server CPU for B is ` +
    `node 1 (publisher, EVALs, its own subscription) plus node 2 (parse + fan-out) per delivery; Redis's own CPU is not counted. ` +
    `Server processes waited for their CPU ${Math.round(median(waits) * 100)}% of the measured time in the median run of this phase (max ${Math.round(Math.max(...waits) * 100)}%).`
  );
};

const memoryTable = (mem: MemoryResult[]): string => {
  const edge = mem.find((m) => m.target === 'edge')!;
  const ws = mem.find((m) => m.target === 'ws')!;
  const head = ['idle connections', 'server', 'RSS before', 'RSS after', 'bytes/connection', 'ours÷ws', 'target'];
  return markdownTable(head, [
    [fmtInt(MEMORY_CONNECTIONS), 'ours (uWS edge)', mb(edge.before.rssBytes), mb(edge.after.rssBytes), fmtInt(edge.perConnBytes), fmtRatio(edge.perConnBytes / ws.perConnBytes), `≤ 3 KB ${passFail(edge.perConnBytes <= 3072)}`],
    [fmtInt(MEMORY_CONNECTIONS), 'ws baseline', mb(ws.before.rssBytes), mb(ws.after.rssBytes), fmtInt(ws.perConnBytes), '1', ''],
  ]);
};

const slowTable = (slow: SlowResult[]): string => {
  const head = ['server', 'others p99 ms, all read', 'others p99 ms, 5% paused', 'p99 moved', 'server RSS start → peak → end (paused run)', 'slow readers cut', 'others delivered = sent'];
  return markdownTable(
    head,
    slow.map((s) => {
      const paused = Math.round(CONNECTIONS / SLOW_EVERY);
      const cut = s.after.cutBackpressure - s.cutBefore;
      return [
        s.target === 'edge' ? 'ours (uWS edge)' : 'ws baseline',
        fmtMs(s.control.client.p99Ms),
        fmtMs(s.slow.client.p99Ms),
        fmtRatio(s.slow.client.p99Ms / s.control.client.p99Ms) + '×',
        `${mb(s.slow.run.rssStartBytes)} → ${mb(s.slow.run.rssPeakBytes)} → ${mb(s.slow.run.rssEndBytes)}`,
        s.target === 'edge' ? `${cut} of ${paused} (4508)` : `none (no limit), ${s.after.connections - (CONNECTIONS - paused)} kept`,
        s.slow.client.received === s.slow.client.expected ? `yes (${fmtInt(s.slow.client.received)})` : `NO (${fmtInt(s.slow.client.received)}/${fmtInt(s.slow.client.expected)})`,
      ];
    }),
  );
};

// ---------------------------------------------------------------------------------------------------------------

const main = async (): Promise<number> => {
  const started = Date.now();
  const children: { kill(): void }[] = [];
  const cleanup = () => {
    for (const c of children) c.kill();
  };
  return guardedRun('bench:edge', BUDGET_MS, cleanup, async () => {
    const notes: string[] = [];
    const taskset = PIN && hasTaskset();
    const pinning = taskset && CPUS >= 2 ? { server: '0', client: String(CPUS - 1) } : null;
    if (PIN && !taskset) notes.push('taskset (util-linux) not available: processes not pinned');
    if (PIN && taskset && CPUS < 2) notes.push('one CPU only: processes not pinned');
    const nofile = openFilesLimit();
    const needFiles = MEMORY_CONNECTIONS + CONNECTIONS + 200;
    if (nofile < needFiles) throw new Error(`open files limit ${nofile} is below the ${needFiles} needed: raise it (ulimit -n 65536) or lower BENCH_MEMORY_CONNECTIONS`);
    const ports = portRange();
    if (ports && ports[1] - ports[0] < 2 * MEMORY_CONNECTIONS) notes.push(`ephemeral port range ${ports[0]}-${ports[1]} is tight for ${2 * MEMORY_CONNECTIONS} connections`);
    const machine = `${CPUS} CPUs (${cpuModel()}), ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;

    const startLoad = loadavg().map((l) => l.toFixed(1)).join(' ');
    const offsetMs = Date.now() - monoMs();
    const startServer = async (kind: WorkerKind, args: string[] = []): Promise<Server> => {
      const prof = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', resolve(process.env.BENCH_PROFILE_DIR)] : [];
      const c = await startChild<ServerRequest>('./server-worker.ts', [kind, ...args], pinning?.server ?? null, prof);
      children.push(c);
      return Object.assign(c, { port: Number(c.ready.port) });
    };
    const servers = { edge: await startServer('edge'), ws: await startServer('ws') };
    const client = await startChild<ClientRequest>('./client-worker.ts', [], pinning?.client ?? null);
    children.push(client);
    if (pinning && !(servers.edge.pinned && servers.ws.pinned && client.pinned && pin(process.pid, pinning.client))) notes.push('taskset refused: some processes not pinned');
    const ctx: Ctx = { servers, redis: null, client, offsetMs };

    log(`bench:edge  ${machine}; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    log(
      `  servers on CPU ${pinning?.server ?? '-'} (edge pid ${servers.edge.pid} :${servers.edge.port}, ws pid ${servers.ws.pid} :${servers.ws.port}), ` +
        `clients on CPU ${pinning?.client ?? '-'} (pid ${client.pid}); open files limit ${nofile}, ephemeral ports ${ports?.join('-') ?? '?'}` +
        `${QUICK ? '; QUICK mode' : ''}`,
    );
    for (const n of notes) log(`  note: ${n}`);

    if (PHASES.has('memory')) log(`\nidle memory: ${MEMORY_CONNECTIONS} connections, each joined to 2 rooms`);
    const memory: MemoryResult[] = [];
    for (const t of ['edge', 'ws'] as const) {
      if (PHASES.has('memory')) memory.push(await measureMemory(ctx, t));
      else await client.request({ op: 'open', target: t, port: servers[t].port, from: 0, to: CONNECTIONS }, 180_000);
    }

    log('\nwarm-up (JIT): 50k deliveries/s, 1 s per server');
    for (const t of ['edge', 'ws'] as const) await runOnce(ctx, t, 50_000, { measureMs: 1000 });

    const loads: LoadResult[] = [];
    if (PHASES.has('loads')) for (const load of LOADS) loads.push(await measureLoad(ctx, load));

    let hop: HopResult | null = null;
    let hopRedis = '';
    if (PHASES.has('redis')) {
      const version = await redisVersion(REDIS_URL);
      if (version === null) {
        const note = `Redis does not answer at ${redisHost(REDIS_URL)}: the Redis-hop phase was skipped`;
        log(`\nnote: ${note}`);
        notes.push(note);
      } else {
        // A namespace of this run's own: no other bus on the same Redis hears it, and its keys are deleted after.
        const namespace = `bench-edge-${process.pid}-${Date.now().toString(36)}`;
        hopRedis = `Redis ${version} at ${redisHost(REDIS_URL)}, namespace ${namespace.replace(/-[^-]+-[^-]+$/, '-<pid>-<time>')}`;
        try {
          const pub = await startServer('redis-pub', [REDIS_URL, namespace]);
          const sub = await startServer('redis-sub', [REDIS_URL, namespace]);
          ctx.redis = { pub, sub };
          if (pinning && !(pub.pinned && sub.pinned)) notes.push('taskset refused: a Redis-hop node not pinned');
          log(`\nRedis hop: ${hopRedis}; node 1 pid ${pub.pid} :${pub.port}, node 2 pid ${sub.pid} :${sub.port}, on CPU ${pinning?.server ?? '-'}`);
          const opened = await client.request<number>({ op: 'open', target: 'redis', port: sub.port, from: 0, to: CONNECTIONS }, 180_000);
          if (opened !== CONNECTIONS) throw new Error(`redis node 2: ${opened} connections open, wanted ${CONNECTIONS}`);
          hop = await measureRedisHop(ctx);
          await client.request({ op: 'shed', target: 'redis', from: 0, to: CONNECTIONS }, 60_000);
          await Promise.all([pub.request({ op: 'close' }), sub.request({ op: 'close' })]).catch(() => undefined);
        } finally {
          ctx.redis = null;
          const dropped = await dropNamespace(REDIS_URL, namespace).catch(() => -1);
          log(`  Redis: ${dropped < 0 ? 'could not delete' : `deleted ${dropped}`} keys of the run's namespace`);
        }
      }
    }

    const slow = PHASES.has('slow') ? await measureSlow(ctx) : [];

    const totalS = Math.round((Date.now() - started) / 1000);
    const text = [
      `Edge fan-out: our realtime server (uWebSockets.js) vs a plain ws server doing the same fan-out, same run.`,
      `Machine: ${machine}; ${pinning ? `servers pinned to CPU ${pinning.server}, clients to CPU ${pinning.client} (taskset)` : 'not pinned'}; ` +
        `${CONNECTIONS} connections (2 rooms each: 4 sport rooms of ${CONNECTIONS / 4}, 100 event rooms of ${CONNECTIONS / 100}), ` +
        `odds-change frames of 260-450 bytes published on a 5 ms tick; ${ROUNDS} rounds x ${MEASURE_MS / 1000} s per server and load, order rotating` +
        `${QUICK ? '; QUICK mode' : ''}. Open files limit ${nofile}, ephemeral ports ${ports?.join('-') ?? 'unknown'}; load average at the start ${startLoad}. Wall time ${totalS} s.`,
      ...notes.map((n) => `Note: ${n}.`),
      '',
      ...(loads.length > 0 ? [loadTable(loads), '', contention(loads), ''] : []),
      ...(hop ? [hopTable(hop), '', hopNotes(hop, hopRedis, pinning?.server ?? null), ''] : []),
      'CPU µs/delivery = server process CPU (user+system, publisher included) over the measured window ÷ deliveries published in it; ' +
        'on loopback most of it is kernel time (a send also runs the receiving side of TCP), the user part is the server\'s own code. ' +
        'ours÷ws is the per-round ratio (median, range); A-vs-A is a second ws run ÷ ws in the same round (the noise). ' +
        'Latency = client receive time − publish stamp in the frame, every delivery of the window; medians over rounds. ' +
        'Client CPU is the load generator\'s share of its core (near 100% means latency is the client\'s queue).',
      '',
      ...(memory.length > 0 ? [memoryTable(memory), '', 'Idle memory: server RSS after GC with the connections open and joined, minus RSS after GC before them.', ''] : []),
      ...(slow.length > 0
        ? [
            slowTable(slow),
            '',
            p99Noise(loads),
            `Slow readers: ${k(SLOW_LOAD)} deliveries/s to everyone plus ${HOT_PER_SEC} live-room batch frames/s (~7.7 KB) to 1 in ${SLOW_EVERY} connections, ` +
              `${SLOW_MEASURE_MS / 1000} s; the same traffic once with everyone reading and once with those connections paused (they never read again). ` +
              `"others" = every other connection (their p99 and delivered counts). The hot stream is that heavy so the paused sockets fill the ` +
              `kernel's loopback buffers (about 4 MB per new socket here) and reach the edge's backpressure limit (${mb(BACKPRESSURE_BYTES)}, the default) within the run; ` +
              `the paused connections are new ones (a socket that has been reading fast has autotuned, much larger kernel buffers). ` +
              `The edge copies each frame into every socket's buffer, so a paused socket holds up to about 1.5x the limit until it is cut (4508) and ` +
              `freed; the ws baseline has no limit, but its queued writes share one Buffer per message, so its RSS grows with the distinct messages ` +
              `queued, not per socket, and its paused sockets are never closed.`,
          ]
        : []),
    ].join('\n');
    console.log(`\n${text}`);
    await mkdir(dirname(RESULTS), { recursive: true });
    await writeFile(RESULTS, `# Edge fan-out benchmark (npm run bench:edge)\n\n${text}\n`);
    log(`\nwritten to ${RESULTS}; total ${totalS} s`);

    await Promise.all([servers.edge.request({ op: 'close' }), servers.ws.request({ op: 'close' }), client.request({ op: 'close' })]).catch(() => undefined);
    // The children exit on 'close'; give them a moment before the kill in cleanup.
    await sleep(200);
    return 0;
  });
};

runMain('bench:edge', main);

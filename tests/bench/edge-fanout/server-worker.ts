/**
 * Server process of the edge fan-out benchmark (pinned to its own core by the orchestrator): `edge` runs the
 * realtime server of edge/realtime (startRealtimeServer, the production limits of edge/config.ts) on an in-process
 * memory bus; `ws` runs the plain ws baseline. The publisher lives here too, the same code for both: it offers a
 * fixed load (deliveries per second, open loop: a late tick catches up) and stamps every message's `t`, so the
 * server's CPU time covers publish + fan-out exactly as on a node fed by the in-process bus.
 *
 * Redis-hop phase (argv: kind, Redis URL, namespace): `redis-pub` is edge node 1, the same realtime server on the
 * Redis bus (edge/bus/redis-bus.ts connectRedisBus) with the same publisher, which publishes on that bus as the
 * feed does (bus.publish of versioned messages, not awaited); `redis-sub` is edge node 2, the same realtime server
 * on the Redis bus under the same namespace, which publishes nothing and answers room versions from the bus
 * (lastVersion), as an edge does for rooms it has not heard yet.
 */
import { loadConfig } from '../../../edge/config';
import type { Bus } from '../../../edge/bus/bus.port';
import { createMemoryBus } from '../../../edge/bus/memory-bus';
import { connectRedisBus } from '../../../edge/bus/redis-bus';
import { startRealtimeServer } from '../../../edge/realtime/realtime-server';
import { realtimeLimitsOf } from '../../../edge/realtime/realtime-edge';
import { getStats } from '../../../edge/realtime/realtime-stats';
import type { RoomMessageFrame } from '@shared/protocol/realtime';
import { startWsBaseline } from './ws-baseline';
import {
  bodyPool,
  frameOf,
  HOT_ROOM,
  monoMs,
  publishCycle,
  runQueueWaitMs,
  subscribersOf,
  type LoadPlan,
  type MemoryReport,
  type Reply,
  type RunReport,
  type ServerRequest,
  type ServerStats,
  type WindowReport,
  type WorkerKind,
} from './shared';

const kind = process.argv[2] as WorkerKind;
const KINDS: readonly WorkerKind[] = ['edge', 'ws', 'redis-pub', 'redis-sub'];
const redisKind = kind === 'redis-pub' || kind === 'redis-sub';
if (!process.send || !KINDS.includes(kind) || (redisKind && !(process.argv[3] && process.argv[4]))) {
  console.error('server-worker.ts is started by tests/bench/edge-fanout.bench.ts');
  process.exit(2);
}
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  console.error('server-worker.ts needs node --expose-gc');
  process.exit(2);
}

const TICK_MS = 5;
const POOL = 64;
const versions = new Map<string, number>();
const pools = new Map<string, unknown[]>();
const poolOf = (room: string): unknown[] => {
  let p = pools.get(room);
  if (!p) pools.set(room, (p = bodyPool(room, POOL)));
  return p;
};

let deliver: (msg: RoomMessageFrame) => void;
let connections: () => number;
let closeServer: () => Promise<void>;
let port: number;

const startEdgeServer = async (bus: Bus, versionOf: (room: string) => number | Promise<number>) => {
  const config = loadConfig({});
  const server = await startRealtimeServer({
    port: 0,
    host: '127.0.0.1',
    bus,
    // All load connections come from the load generator's one address, up to 16,000 of them: the connection caps
    // (abuse limits, not costs) are lifted; every other limit is production's.
    limits: { ...realtimeLimitsOf(config), maxConnections: 1_000_000, maxConnectionsPerAddress: 1_000_000 },
    allowedOrigins: [],
    sessionCookie: 'sid',
    memberOfSession: async () => null,
    versionOf,
    onError: (err) => console.error(`${kind}:`, err),
  });
  connections = () => getStats().connections;
  return server;
};

if (kind === 'edge') {
  const bus = createMemoryBus((err) => console.error('bus listener failed:', err));
  const server = await startEdgeServer(bus, (room) => versions.get(room) ?? 0);
  // The memory bus delivers synchronously: publish() has fanned out when it returns.
  deliver = (msg) => void bus.publish(msg);
  closeServer = () => server.close(500);
  port = server.port;
} else if (redisKind) {
  const onBusError = (err: unknown) => console.error(`${kind} bus:`, err);
  const bus = await connectRedisBus(process.argv[3]!, onBusError, process.argv[4]!);
  // Node 1 is its rooms' publisher, so it knows their versions; node 2 asks the bus (the version keys in Redis).
  const server = await startEdgeServer(bus, kind === 'redis-pub' ? (room) => versions.get(room) ?? 0 : (room) => bus.lastVersion(room));
  // As the feed publishes (edge/bus/feed-publisher.ts): one EVAL per message (version key + PUBLISH), not awaited.
  deliver =
    kind === 'redis-pub'
      ? (msg) => void bus.publish(msg).catch(onBusError)
      : () => {
          throw new Error('node 2 of the Redis hop publishes nothing');
        };
  closeServer = async () => {
    await server.close(500);
    await bus.close();
  };
  port = server.port;
} else {
  const server = await startWsBaseline((room) => versions.get(room) ?? 0);
  deliver = server.deliver;
  connections = server.connections;
  closeServer = server.close;
  port = server.port;
}

const settleGc = async (): Promise<void> => {
  for (let i = 0; i < 4; i++) {
    gc();
    await new Promise((r) => setTimeout(r, 50));
  }
};

const run = (plan: LoadPlan): Promise<RunReport> =>
  new Promise((resolve) => {
    const subs = subscribersOf(plan.connections, plan.hotPerSec > 0);
    const cycle = publishCycle(subs);
    const cycleSubs = cycle.map((r) => subs.get(r)!);
    const hotSubs = subs.get(HOT_ROOM) ?? 0;
    const perRoom: Record<string, number> = {};
    let sentDeliveries = 0;
    let next = 0;
    let offered = 0;
    let hotSent = 0;
    let inWindow = false;
    let windowDeliveries = 0;
    let windowMessages = 0;
    let cpuStart: NodeJS.CpuUsage | null = null;
    let windowStart = 0;
    let waitStart = 0;
    const rssStart = process.memoryUsage.rss();
    let rssPeak = rssStart;
    let lastRss = 0;
    let maxTickLagMs = 0;
    const start = monoMs();
    let prevTick = start;

    const publish = (room: string, n: number): void => {
      const v = (versions.get(room) ?? 0) + 1;
      versions.set(room, v);
      const pool = poolOf(room);
      deliver(frameOf(room, v, pool[v % pool.length], monoMs() + plan.offsetMs));
      perRoom[room] = (perRoom[room] ?? 0) + 1;
      sentDeliveries += n;
      if (inWindow) {
        windowDeliveries += n;
        windowMessages++;
      }
    };

    const tick = (): void => {
      const now = monoMs();
      maxTickLagMs = Math.max(maxTickLagMs, now - prevTick - TICK_MS);
      prevTick = now;
      if (!inWindow && cpuStart === null && now >= plan.measureFrom) {
        inWindow = true;
        cpuStart = process.cpuUsage();
        waitStart = runQueueWaitMs();
        windowStart = now;
      }
      if (now >= plan.end) {
        const cpu = process.cpuUsage(cpuStart ?? undefined);
        clearInterval(timer);
        resolve({
          windowDeliveries,
          windowMessages,
          cpuUs: cpu.user + cpu.system,
          sysUs: cpu.system,
          windowMs: now - windowStart,
          waitMs: runQueueWaitMs() - waitStart,
          perRoom,
          sentDeliveries,
          rssStartBytes: rssStart,
          rssPeakBytes: Math.max(rssPeak, process.memoryUsage.rss()),
          rssEndBytes: process.memoryUsage.rss(),
          maxTickLagMs,
          connections: connections(),
          cutBackpressure: getStats().cutBackpressure,
        });
        return;
      }
      const elapsed = (now - start) / 1000;
      const due = plan.deliveriesPerSec * elapsed;
      while (offered + cycleSubs[next]! <= due) {
        const n = cycleSubs[next]!;
        publish(cycle[next]!, n);
        offered += n;
        next = (next + 1) % cycle.length;
      }
      if (hotSubs > 0) {
        const hotDue = Math.floor(plan.hotPerSec * elapsed);
        while (hotSent < hotDue) {
          publish(HOT_ROOM, hotSubs);
          hotSent++;
        }
      }
      if (now - lastRss >= 100) {
        lastRss = now;
        rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
      }
    };
    const timer = setInterval(tick, TICK_MS);
  });

const at = (t: number): Promise<void> => new Promise((r) => setTimeout(r, Math.max(0, t - monoMs())));

/** This process's CPU over a window of the shared clock (node 2 of the Redis hop, which has no publisher). */
const cpuWindow = async (measureFrom: number, end: number): Promise<WindowReport> => {
  await at(measureFrom);
  const cpuStart = process.cpuUsage();
  const waitStart = runQueueWaitMs();
  const from = monoMs();
  await at(end);
  const cpu = process.cpuUsage(cpuStart);
  return { cpuUs: cpu.user + cpu.system, sysUs: cpu.system, windowMs: monoMs() - from, waitMs: runQueueWaitMs() - waitStart };
};

const handle = async (req: ServerRequest): Promise<unknown> => {
  switch (req.op) {
    case 'memory': {
      await settleGc();
      const m = process.memoryUsage();
      return { rssBytes: m.rss, heapUsedBytes: m.heapUsed, connections: connections() } satisfies MemoryReport;
    }
    case 'run':
      if (kind === 'redis-sub') throw new Error('node 2 of the Redis hop publishes nothing: run goes to redis-pub');
      return run(req.plan);
    case 'window':
      return cpuWindow(req.measureFrom, req.end);
    case 'stats':
      return { connections: connections(), cutBackpressure: getStats().cutBackpressure, rssBytes: process.memoryUsage.rss() } satisfies ServerStats;
    case 'close':
      await closeServer();
      setTimeout(() => process.exit(0), 50);
      return null;
  }
};

process.on('message', (req: ServerRequest) => {
  handle(req).then(
    (value) => process.send!({ id: req.id, ok: true, value } satisfies Reply<unknown>),
    (err: unknown) => process.send!({ id: req.id, ok: false, error: err instanceof Error ? err.message : String(err) } satisfies Reply<unknown>),
  );
});
process.on('disconnect', () => process.exit(0));
process.send({ ready: true, port, pid: process.pid });

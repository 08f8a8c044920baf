/**
 * Samples the realtime edge once a second: counter totals into a rate window (per-second rates over a sliding
 * window), the event-loop delay of that second, and one history point, keeping the last OPS_HISTORY_SECONDS.
 * It answers the ops snapshot and the health check, and logs the bus going down and coming back.
 */
import type { Logger } from 'pino';
import {
  OPS_CUT_REASONS,
  OPS_HISTORY_SECONDS,
  OPS_RATE_WINDOW_SECONDS,
  type BusKind,
  type HealthAnswer,
  type OpsCutReason,
  type OpsPoint,
  type OpsSnapshot,
} from '@shared/protocol/ops-api';
import { cutsByReason, getStats } from '../realtime/realtime-stats';
import { createEventLoopMonitor, type EventLoopDelay } from './event-loop-monitor';
import { createRateWindow } from './rate-window';

/** What the sampler needs of the socket server (late: it starts after the HTTP server). */
export interface RealtimeView {
  listening(): boolean;
  stats(): { connections: number; rooms: number; subscribers: number };
}

export interface OpsSamplerDeps {
  bus: { kind: BusKind; connected?(): boolean };
  realtime(): RealtimeView | null;
  now?: () => number;
  everyMs?: number;
  log?: Pick<Logger, 'info' | 'warn'>;
}

export interface OpsSampler {
  start(): void;
  stop(): void;
  /** Takes one sample now (the timer calls it every `everyMs`). */
  sample(): void;
  snapshot(): OpsSnapshot;
  health(): Omit<HealthAnswer, 'status' | 'db'>;
}

type Counter = 'messagesIn' | 'messagesOut' | 'bytesIn' | 'bytesOut';

const round2 = (n: number): number => Math.round(n * 100) / 100;
const NO_REALTIME = { connections: 0, rooms: 0, subscribers: 0 };

export const createOpsSampler = (deps: OpsSamplerDeps): OpsSampler => {
  const now = deps.now ?? Date.now;
  const everyMs = deps.everyMs ?? 1000;
  const startedAt = now();
  const window = createRateWindow<Counter>(OPS_HISTORY_SECONDS + 1);
  const history: OpsPoint[] = [];
  let monitor: ReturnType<typeof createEventLoopMonitor> | null = null;
  let lastLoop: EventLoopDelay = { p50Ms: 0, p99Ms: 0, maxMs: 0 };
  let timer: ReturnType<typeof setInterval> | null = null;
  let busWasConnected = true;

  const busConnected = (): boolean => deps.bus.connected?.() ?? true;
  const gauges = () => deps.realtime()?.stats() ?? NO_REALTIME;

  const sample = (): void => {
    const t = now();
    const s = getStats();
    window.add(t, { messagesIn: s.messagesIn, messagesOut: s.messagesOut, bytesIn: s.bytesIn, bytesOut: s.bytesOut });
    if (monitor) {
      lastLoop = monitor.read();
      monitor.reset();
    }
    if (window.size() >= 2) {
      const g = gauges();
      history.push({
        t,
        connections: g.connections,
        subscribers: g.subscribers,
        messagesInPerSec: round2(window.lastRate('messagesIn')),
        messagesOutPerSec: round2(window.lastRate('messagesOut')),
        bytesOutPerSec: round2(window.lastRate('bytesOut')),
        busLagMs: s.busLagMs,
        eventLoopP99Ms: lastLoop.p99Ms,
      });
      if (history.length > OPS_HISTORY_SECONDS) history.splice(0, history.length - OPS_HISTORY_SECONDS);
    }
    const connected = busConnected();
    if (connected !== busWasConnected) {
      if (connected) deps.log?.info({ bus: deps.bus.kind }, 'bus reconnected');
      else deps.log?.warn({ bus: deps.bus.kind }, 'bus disconnected: this node receives no room messages');
      busWasConnected = connected;
    }
  };

  const health = (): Omit<HealthAnswer, 'status' | 'db'> => {
    const rt = deps.realtime();
    const g = rt?.stats() ?? NO_REALTIME;
    return {
      bus: { kind: deps.bus.kind, connected: busConnected() },
      realtime: { listening: rt?.listening() ?? false, connections: g.connections, rooms: g.rooms },
      uptimeSec: Math.floor((now() - startedAt) / 1000),
    };
  };

  return {
    start() {
      if (timer) return;
      monitor = createEventLoopMonitor();
      sample();
      timer = setInterval(sample, everyMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      monitor?.stop();
      monitor = null;
    },
    sample,
    health,
    snapshot() {
      const g = gauges();
      const s = getStats();
      const spanMs = OPS_RATE_WINDOW_SECONDS * 1000;
      const cutMap = cutsByReason();
      const cuts = Object.fromEntries(OPS_CUT_REASONS.map((r) => [r, cutMap.get(r) ?? 0])) as Record<OpsCutReason, number>;
      const mem = process.memoryUsage();
      return {
        at: now(),
        uptimeSec: health().uptimeSec,
        connections: g.connections,
        rooms: g.rooms,
        subscribers: g.subscribers,
        messagesInPerSec: round2(window.rate('messagesIn', spanMs)),
        messagesOutPerSec: round2(window.rate('messagesOut', spanMs)),
        bytesInPerSec: round2(window.rate('bytesIn', spanMs)),
        bytesOutPerSec: round2(window.rate('bytesOut', spanMs)),
        cuts,
        busLagMs: s.busLagMs,
        bus: { kind: deps.bus.kind, connected: busConnected() },
        eventLoop: { ...lastLoop },
        memory: { rssBytes: mem.rss, heapUsedBytes: mem.heapUsed, heapTotalBytes: mem.heapTotal },
        history: history.map((p) => ({ ...p })),
      };
    },
  };
};

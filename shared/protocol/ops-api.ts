/**
 * Ops calls of the edge (see edge/http/API.md, "Ops"): the Prometheus scrape, the health check's answer and the
 * realtime snapshot the SPA's ops page polls. Rates are computed on the edge from counter deltas, never by a client.
 */

export const OPS_API = {
  /** Prometheus text; Bearer OPS_TOKEN when it is configured, open otherwise (scraped from inside the network). */
  metrics: '/metrics',
  /** OpsSnapshot; Bearer OPS_TOKEN, 404 without it configured. */
  realtime: '/ops/realtime',
} as const;

/** Seconds of per-second history an OpsSnapshot carries, so a page can draw its charts at once. */
export const OPS_HISTORY_SECONDS = 120;
/** The span of the headline per-second rates (a sliding window over the counters). */
export const OPS_RATE_WINDOW_SECONDS = 5;
/** How often the ops page asks for a snapshot. */
export const OPS_POLL_MS = 1000;

/** Why the edge closed a client (the realtime limits); `idle` is the socket's own inactivity timeout. */
export const OPS_CUT_REASONS = ['backpressure', 'frame_size', 'rooms', 'bad_frame', 'binary', 'idle', 'frame_budget'] as const;
export type OpsCutReason = (typeof OPS_CUT_REASONS)[number];

export type BusKind = 'memory' | 'redis';

/** One second of the edge, oldest first in `history`. */
export interface OpsPoint {
  /** End of the second, epoch ms. */
  t: number;
  connections: number;
  subscribers: number;
  messagesInPerSec: number;
  messagesOutPerSec: number;
  bytesOutPerSec: number;
  busLagMs: number;
  /** p99 of the event-loop delay within this second. */
  eventLoopP99Ms: number;
}

export interface OpsSnapshot {
  /** When the snapshot was taken, epoch ms. */
  at: number;
  uptimeSec: number;
  connections: number;
  rooms: number;
  subscribers: number;
  /** Per second over the last OPS_RATE_WINDOW_SECONDS. */
  messagesInPerSec: number;
  messagesOutPerSec: number;
  bytesInPerSec: number;
  bytesOutPerSec: number;
  /** Clients cut since the start, by reason. */
  cuts: Record<OpsCutReason, number>;
  /** Publisher commit to this edge's fan-out, of the last bus message. */
  busLagMs: number;
  bus: { kind: BusKind; connected: boolean };
  /** Event-loop delay of the last full second, ms (beyond the monitor's own resolution). */
  eventLoop: { p50Ms: number; p99Ms: number; maxMs: number };
  memory: { rssBytes: number; heapUsedBytes: number; heapTotalBytes: number };
  /** The last OPS_HISTORY_SECONDS seconds, oldest first. */
  history: OpsPoint[];
}

/** GET /healthz: small and unauthenticated; 503 with status 'error' when the database or the bus is down. */
export interface HealthAnswer {
  status: 'ok' | 'error';
  db: boolean;
  bus: { kind: BusKind; connected: boolean };
  realtime: { listening: boolean; connections: number; rooms: number };
  uptimeSec: number;
}

/** An ops snapshot for client tests: `seconds` of history ending at `at`. */
import type { OpsSnapshot } from '@shared/protocol/ops-api';

export const opsSnapshot = (over: Partial<OpsSnapshot> = {}, seconds = 30): OpsSnapshot => {
  const at = over.at ?? 1_800_000_000_000;
  const history = Array.from({ length: seconds }, (_, i) => ({
    t: at - (seconds - 1 - i) * 1000,
    connections: 100 + i,
    subscribers: 250 + i,
    messagesInPerSec: 5 + (i % 3),
    messagesOutPerSec: 400 + i * 10,
    bytesOutPerSec: 40_000 + i * 1000,
    busLagMs: 2 + (i % 4),
    eventLoopP99Ms: 1.5,
  }));
  return {
    at,
    uptimeSec: 3725,
    connections: 1234,
    rooms: 42,
    subscribers: 5678,
    messagesInPerSec: 12.5,
    messagesOutPerSec: 2345.6,
    bytesInPerSec: 800,
    bytesOutPerSec: 1_572_864,
    cuts: { backpressure: 3, frame_size: 1, rooms: 0, bad_frame: 7, binary: 0, idle: 2, frame_budget: 0 },
    busLagMs: 4.2,
    bus: { kind: 'redis', connected: true },
    eventLoop: { p50Ms: 0.4, p99Ms: 3.1, maxMs: 12 },
    memory: { rssBytes: 150 * 1024 * 1024, heapUsedBytes: 60 * 1024 * 1024, heapTotalBytes: 90 * 1024 * 1024 },
    history,
    ...over,
  };
};

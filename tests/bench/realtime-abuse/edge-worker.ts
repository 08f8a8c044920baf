/**
 * Server process of the realtime abuse benchmark: one edge as the black-box tests start it (tests/edge/harness.ts:
 * temporary PGlite, real feed), with the overrides of argv[2] (JSON), in a process of its own (its own descriptors,
 * and its memory measured alone). Answers over IPC: 'mem' (after GC) and 'stop'.
 */
import { getStats, refusalsByReason } from '../../../edge/realtime/realtime-stats';
import { startTestEdge } from '../../edge/harness';

const gc = (globalThis as { gc?: () => void }).gc;
if (!process.send || !gc) {
  console.error('edge-worker.ts is started by tests/bench/realtime-abuse.bench.ts (with --expose-gc)');
  process.exit(2);
}

export interface WorkerMemory {
  heapUsed: number;
  rss: number;
  roomLogs: number;
  connections: number;
  cuts: number;
  refusals: Record<string, number>;
}

const t = await startTestEdge(JSON.parse(process.argv[2] ?? '{}') as Parameters<typeof startTestEdge>[0]);

const memory = (): WorkerMemory => {
  for (let i = 0; i < 3; i++) gc();
  const m = process.memoryUsage();
  const s = getStats();
  return { heapUsed: m.heapUsed, rss: m.rss, roomLogs: s.roomLogs, connections: s.connections, cuts: s.cutLimits, refusals: Object.fromEntries(refusalsByReason()) };
};

process.on('message', (m: { op: 'mem' | 'stop' }) => {
  if (m.op === 'mem') process.send!({ op: 'mem', value: memory() });
  else void t.close().finally(() => process.exit(0));
});
process.send({ op: 'ready', value: { url: t.url, wsPort: t.edge.wsPort } });

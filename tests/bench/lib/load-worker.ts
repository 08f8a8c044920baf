/**
 * Child process of lib/load.ts: waits for jobs over IPC, runs each with autocannon and answers one summary.
 * It ends when its parent goes away (IPC disconnect), so a killed benchmark leaves no generator behind.
 */
import autocannon from 'autocannon';
import type { LoadJob, WorkerMessage } from './load';

const send = (m: WorkerMessage | { ready: true }) => process.send?.(m);

const runJob = async (job: LoadJob): Promise<WorkerMessage> => {
  const r = await autocannon({
    url: job.url,
    method: job.method,
    headers: job.headers,
    body: job.body,
    duration: job.seconds,
    connections: job.connections,
    pipelining: job.pipelining,
    timeout: 10,
  });
  const requests = r.requests.total;
  return {
    ok: true,
    sample: {
      rps: requests / r.duration,
      requests,
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      bytesPerResponse: requests > 0 ? r.throughput.total / requests : 0,
    },
  };
};

if (!process.send) {
  console.error('load-worker.ts is started by tests/bench/lib/load.ts, not directly');
  process.exit(2);
}

process.on('message', (job: LoadJob) => {
  runJob(job).then(send, (err: unknown) => send({ ok: false, error: err instanceof Error ? err.message : String(err) }));
});
process.on('disconnect', () => process.exit(0));
send({ ready: true });

/**
 * The load generator runs in a child process of its own (lib/load-worker.ts, one autocannon run per job), so it
 * never competes with the server under test for the same event loop. Where the machine has two or more CPUs the
 * child and the server process are pinned to different ones with `taskset`.
 */
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

export interface LoadJob {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  seconds: number;
  connections: number;
  pipelining: number;
}

export interface LoadSample {
  /** Completed responses per second over the whole run. */
  rps: number;
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Bytes read per response (headers and body): a check that both sides answered the same thing. */
  bytesPerResponse: number;
}

export type WorkerMessage = { ok: true; sample: LoadSample } | { ok: false; error: string };

const WORKER = fileURLToPath(new URL('./load-worker.ts', import.meta.url));
/** Extra time a job may take over its duration (connect, drain, report) before the run is called stuck. */
const JOB_GRACE_MS = 15_000;

/** Pins every thread of a process to the given CPUs; false when taskset is missing or refuses. */
export const pin = (pid: number, cpus: string): boolean => {
  const r = spawnSync('taskset', ['-a', '-c', '-p', cpus, String(pid)], { stdio: 'ignore' });
  return r.status === 0;
};

export interface LoadGenerator {
  pid: number;
  /** CPU sets used for the server process and the generator, or null when not pinned. */
  pinning: { server: string; generator: string } | null;
  run(job: LoadJob): Promise<LoadSample>;
  close(): void;
}

export const startLoadGenerator = async (opts: { pinCpus: boolean }): Promise<LoadGenerator> => {
  const child: ChildProcess = fork(WORKER, [], {
    execArgv: ['--import', import.meta.resolve('tsx')],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`load worker exited early (${code})`)));
  });
  child.removeAllListeners('exit');
  child.removeAllListeners('error');

  let pinning: LoadGenerator['pinning'] = null;
  const cpus = availableParallelism();
  if (opts.pinCpus && cpus >= 2 && child.pid) {
    // Server on the first half of the CPUs, generator on the rest.
    const half = Math.max(1, Math.floor(cpus / 2));
    const server = half === 1 ? '0' : `0-${half - 1}`;
    const generator = half === cpus - 1 ? String(half) : `${half}-${cpus - 1}`;
    if (pin(process.pid, server) && pin(child.pid, generator)) pinning = { server, generator };
  }

  let busy = false;
  return {
    pid: child.pid ?? -1,
    pinning,
    run(job) {
      if (busy) return Promise.reject(new Error('load generator is busy'));
      busy = true;
      return new Promise<LoadSample>((resolve, reject) => {
        const done = (fn: () => void) => {
          clearTimeout(timer);
          child.off('message', onMessage);
          child.off('exit', onExit);
          busy = false;
          fn();
        };
        const onMessage = (m: WorkerMessage) => done(() => (m.ok ? resolve(m.sample) : reject(new Error(m.error))));
        const onExit = (code: number | null) => done(() => reject(new Error(`load worker exited (${code})`)));
        const timer = setTimeout(
          () => done(() => reject(new Error(`load run against ${job.url} did not finish in time`))),
          job.seconds * 1000 + JOB_GRACE_MS,
        );
        child.on('message', onMessage);
        child.once('exit', onExit);
        child.send(job);
      });
    },
    close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    },
  };
};

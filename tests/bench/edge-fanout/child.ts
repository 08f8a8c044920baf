/**
 * The orchestrator's handle on a child process of the edge fan-out benchmark: forked with tsx and --expose-gc,
 * pinned to a CPU with `taskset` (all of its threads), asked one request at a time over IPC.
 */
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pin } from '../lib/load';
import type { Reply } from './shared';

/** A request without its id (the id is added here); works over each member of a union. */
type Op<R> = R extends { id: number } ? Omit<R, 'id'> : never;

export interface Child<Req extends { id: number }> {
  pid: number;
  pinned: boolean;
  ready: Record<string, unknown>;
  request<T>(req: Op<Req>, timeoutMs?: number): Promise<T>;
  kill(): void;
}

export const hasTaskset = (): boolean => spawnSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' }).status === 0;

export const startChild = async <Req extends { id: number }>(file: string, args: string[], cpu: string | null, extraNodeArgs: string[] = []): Promise<Child<Req>> => {
  const child: ChildProcess = fork(fileURLToPath(new URL(file, import.meta.url)), args, {
    execArgv: ['--expose-gc', ...extraNodeArgs, '--import', import.meta.resolve('tsx')],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Record<string, unknown>>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Record<string, unknown>));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${file} exited early (${code})`)));
  });
  child.removeAllListeners('exit');
  child.removeAllListeners('error');
  const pinned = cpu !== null && child.pid !== undefined && pin(child.pid, cpu);

  let nextId = 1;
  const waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void; timer: NodeJS.Timeout }>();
  child.on('message', (m: Reply<unknown>) => {
    const w = waiting.get(m.id);
    if (!w) return;
    waiting.delete(m.id);
    clearTimeout(w.timer);
    if (m.ok) w.resolve(m.value);
    else w.reject(new Error(`${file}: ${m.error}`));
  });
  child.on('exit', (code, signal) => {
    for (const w of waiting.values()) {
      clearTimeout(w.timer);
      w.reject(new Error(`${file} exited (${code ?? signal})`));
    }
    waiting.clear();
  });

  return {
    pid: child.pid ?? -1,
    pinned,
    ready,
    request<T>(req: Op<Req>, timeoutMs = 60_000): Promise<T> {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error(`${file}: ${(req as unknown as { op: string }).op} did not answer in ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.set(id, { resolve: resolve as (v: unknown) => void, reject, timer });
        child.send({ ...req, id });
      });
    },
    kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    },
  };
};

/**
 * Realtime abuse benchmark (quality-bars.md "Realtime": caps keep HTTP answering, a frame budget, a read
 * never creates a room). Run: `npm run bench:abuse`. Loopback only, bounded (about 2 minutes), stops by itself.
 *
 * Each phase starts its own edge in a child process (realtime-abuse/edge-worker.ts, --expose-gc: memory after GC,
 * its own descriptors) and drives it from this process:
 * 1. GetVersion flood, frame budget out of the way (WS_FRAME_BURST/RATE 100,000): 10 connections x 20,000
 *    GetVersion of distinct made-up rooms, all answered. Heap and RSS before and after, room logs held.
 * 2. The same flood at the default budget: 10 connections flood, are cut (4420) and reconnect, for 10 s. Frames
 *    sent and answered, cuts, heap and RSS, /healthz latency during the flood.
 * 3. Connection caps at their defaults: sockets from 100 loopback addresses up to the total cap, then 2,000 more
 *    upgrades (refused) while /healthz is probed; descriptors of the edge process at the cap.
 * /healthz is timed from this process, which is also the load generator: its figures are upper bounds.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { API } from '@shared/protocol/api';
import { CLOSE_CODE } from '@shared/protocol/realtime';
import { loadConfig } from '../../edge/config';
import type { WorkerMemory } from './realtime-abuse/edge-worker';
import { guardedRun, runMain } from './lib/run-bench';
import { fmtInt, fmtMs, median } from './lib/stats';

const FLOOD_CONNECTIONS = 10;
const FLOOD_FRAMES_EACH = 20_000;
const BUDGET_FLOOD_MS = 10_000;
const EXTRA_UPGRADES = 2_000;
const CHUNK = 500;
const defaults = loadConfig({});

interface Worker {
  url: string;
  wsPort: number;
  pid: number;
  mem(): Promise<WorkerMemory>;
  stop(): Promise<void>;
}
const running = new Set<ChildProcess>();

const startWorker = (overrides: Record<string, unknown>): Promise<Worker> =>
  new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./realtime-abuse/edge-worker.ts', import.meta.url)), [JSON.stringify(overrides)], {
      execArgv: ['--expose-gc', '--import', import.meta.resolve('tsx')],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    running.add(child);
    const ask = <T>(op: string): Promise<T> =>
      new Promise((res) => {
        const on = (m: { op: string; value: T }) => {
          if (m.op !== op) return;
          child.off('message', on);
          res(m.value);
        };
        child.on('message', on);
        child.send({ op });
      });
    child.once('exit', (code) => reject(new Error(`edge worker exited (${code})`)));
    child.once('message', (m: { op: string; value: { url: string; wsPort: number } }) => {
      resolve({
        ...m.value,
        pid: child.pid!,
        mem: () => ask<WorkerMemory>('mem'),
        stop: () => new Promise((res) => (child.once('exit', () => (running.delete(child), res())), child.send({ op: 'stop' }))),
      });
    });
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const yieldLoop = () => new Promise((r) => setImmediate(r));
const mb = (b: number) => `${(b / 1048576).toFixed(1)} MB`;
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.99))] ?? Number.NaN;

const openWs = (port: number, localAddress?: string): Promise<WebSocket> =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/`, { perMessageDeflate: false, localAddress });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(String(res.statusCode))));
  });

/** /healthz latencies (ms) probed every `everyMs` until `stop()`. */
const probeHealth = (url: string, everyMs: number) => {
  const ms: number[] = [];
  let failed = 0;
  let on = true;
  const done = (async () => {
    while (on) {
      const t0 = performance.now();
      const ok = await fetch(`${url}${API.healthz}`).then((r) => r.status === 200, () => false);
      ms.push(performance.now() - t0);
      if (!ok) failed++;
      await sleep(everyMs);
    }
  })();
  return { stop: async () => ((on = false), await done, { ms, failed }) };
};

const getVersion = (room: string) => JSON.stringify({ event: 'GetVersion', data: room });

const floodUnlimited = async (): Promise<string[]> => {
  const w = await startWorker({ wsFrameBurst: 100_000, wsFrameRate: 100_000 });
  const sockets = await Promise.all(Array.from({ length: FLOOD_CONNECTIONS }, () => openWs(w.wsPort)));
  await sleep(500);
  const before = await w.mem();
  let answered = 0;
  for (const s of sockets) s.on('message', () => answered++);
  const health = probeHealth(w.url, 50);
  const t0 = performance.now();
  for (let i = 0; i < FLOOD_FRAMES_EACH; i += CHUNK) {
    sockets.forEach((s, c) => {
      for (let j = i; j < i + CHUNK; j++) s.send(getVersion(`Event_${10_000_000 + c * FLOOD_FRAMES_EACH + j}_V3`));
    });
    await yieldLoop();
  }
  const total = FLOOD_CONNECTIONS * FLOOD_FRAMES_EACH;
  while (answered < total && performance.now() - t0 < 60_000) await sleep(20);
  const seconds = (performance.now() - t0) / 1000;
  const h = await health.stop();
  const after = await w.mem();
  for (const s of sockets) s.close();
  await w.stop();
  return [
    `1. ${fmtInt(total)} GetVersion of distinct made-up rooms from ${FLOOD_CONNECTIONS} connections, budget out of the way:`,
    `   ${fmtInt(answered)} answered in ${seconds.toFixed(1)} s (${fmtInt(answered / seconds)}/s); room logs ${before.roomLogs} -> ${after.roomLogs};`,
    `   heap after GC ${mb(before.heapUsed)} -> ${mb(after.heapUsed)}, RSS ${mb(before.rss)} -> ${mb(after.rss)};`,
    `   /healthz during the flood: p50 ${fmtMs(median(h.ms))} ms, p99 ${fmtMs(p99(h.ms))} ms, max ${fmtMs(Math.max(...h.ms))} ms (${h.ms.length} probes, ${h.failed} failed).`,
  ];
};

const floodAtBudget = async (): Promise<string[]> => {
  const w = await startWorker({});
  await sleep(500);
  const before = await w.mem();
  let sent = 0;
  let answered = 0;
  let budgetCuts = 0;
  let n = 0;
  const health = probeHealth(w.url, 50);
  const until = performance.now() + BUDGET_FLOOD_MS;
  const attacker = async (): Promise<void> => {
    while (performance.now() < until) {
      const s = await openWs(w.wsPort).catch(() => null);
      if (!s) continue;
      s.on('message', () => answered++);
      const closed = new Promise<void>((r) => s.once('close', (code) => ((budgetCuts += code === CLOSE_CODE.frameBudget ? 1 : 0), r())));
      while (s.readyState === WebSocket.OPEN && performance.now() < until) {
        for (let j = 0; j < CHUNK && s.readyState === WebSocket.OPEN; j++, sent++) s.send(getVersion(`Event_${20_000_000 + n++}_V3`));
        await yieldLoop();
      }
      s.close();
      await closed;
    }
  };
  await Promise.all(Array.from({ length: FLOOD_CONNECTIONS }, attacker));
  const h = await health.stop();
  const after = await w.mem();
  await w.stop();
  return [
    `2. The same flood at the default budget (burst ${defaults.wsFrameBurst}, ${defaults.wsFrameRate}/s) for ${BUDGET_FLOOD_MS / 1000} s, ${FLOOD_CONNECTIONS} flooders reconnecting when cut:`,
    `   ${fmtInt(sent)} frames written, ${fmtInt(answered)} answered, ${fmtInt(budgetCuts)} closes with 4420 (edge counted ${fmtInt(after.cuts - before.cuts)} cuts); room logs ${before.roomLogs} -> ${after.roomLogs};`,
    `   heap after GC ${mb(before.heapUsed)} -> ${mb(after.heapUsed)}, RSS ${mb(before.rss)} -> ${mb(after.rss)};`,
    `   /healthz during the flood: p50 ${fmtMs(median(h.ms))} ms, p99 ${fmtMs(p99(h.ms))} ms, max ${fmtMs(Math.max(...h.ms))} ms (${h.ms.length} probes, ${h.failed} failed).`,
  ];
};

const atTheCap = async (): Promise<string[]> => {
  const w = await startWorker({});
  const fdsIdle = readdirSync(`/proc/${w.pid}/fd`).length;
  const perAddress = defaults.wsMaxConnectionsPerAddress;
  const addresses = Math.ceil(defaults.wsMaxConnections / perAddress);
  const sockets: WebSocket[] = [];
  const idle = probeHealth(w.url, 50);
  await sleep(1000);
  const idleHealth = await idle.stop();
  for (let a = 0; a < addresses; a++) {
    const want = Math.min(perAddress, defaults.wsMaxConnections - sockets.length);
    sockets.push(...(await Promise.all(Array.from({ length: want }, () => openWs(w.wsPort, `127.0.${10 + (a >> 8)}.${(a & 255) + 1}`)))));
  }
  const fdsAtCap = readdirSync(`/proc/${w.pid}/fd`).length;
  const health = probeHealth(w.url, 20);
  const statuses = new Map<string, number>();
  const t0 = performance.now();
  for (let i = 0; i < EXTRA_UPGRADES; i += 100) {
    const batch = await Promise.allSettled(Array.from({ length: 100 }, (_, j) => openWs(w.wsPort, `127.0.200.${((i + j) % 250) + 1}`)));
    for (const r of batch) {
      const k = r.status === 'fulfilled' ? 'accepted' : String((r.reason as Error).message);
      statuses.set(k, (statuses.get(k) ?? 0) + 1);
      if (r.status === 'fulfilled') r.value.close();
    }
  }
  const refuseMs = performance.now() - t0;
  await sleep(300);
  const h = await health.stop();
  const mem = await w.mem();
  for (const s of sockets) s.terminate();
  await w.stop();
  return [
    `3. Connection caps at their defaults (${fmtInt(defaults.wsMaxConnections)} total, ${perAddress} per address), edge process descriptors ${fdsIdle} idle:`,
    `   ${fmtInt(sockets.length)} sockets open from ${addresses} addresses (${mem.connections} on the edge), ${fdsAtCap} descriptors; RSS ${mb(mem.rss)};`,
    `   ${fmtInt(EXTRA_UPGRADES)} more upgrades in ${fmtInt(refuseMs)} ms: ${[...statuses].map(([k, v]) => `${k}: ${fmtInt(v)}`).join(', ')};`,
    `   /healthz idle p50 ${fmtMs(median(idleHealth.ms))} ms; at the cap while refusing: p50 ${fmtMs(median(h.ms))} ms, p99 ${fmtMs(p99(h.ms))} ms, max ${fmtMs(Math.max(...h.ms))} ms (${h.ms.length} probes, ${h.failed} failed).`,
  ];
};

const main = () =>
  guardedRun('bench:abuse', 300_000, () => Promise.all([...running].map((c) => c.kill('SIGKILL'))), async () => {
    const lines = [...(await floodUnlimited()), ...(await floodAtBudget()), ...(await atTheCap())];
    const text = [`# Realtime abuse benchmark (npm run bench:abuse)`, '', `node ${process.version}, ${new Date().toISOString().slice(0, 16)} UTC.`, '', ...lines, ''].join('\n');
    console.log(text);
    await writeFile(fileURLToPath(new URL('./results/realtime-abuse.md', import.meta.url)), text);
    return 0;
  });

runMain('bench:abuse', main);

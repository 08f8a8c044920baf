/**
 * Ops against a real edge: the Prometheus scrape (token rules, numbers that move with real sockets), the health
 * check's realtime and bus fields (503 when a Redis bus goes away), the ops snapshot (token rules, rates the edge
 * computes from its counters, history), and a SIGTERM of `edge/main.ts` in its own process: clients get 1001, the
 * process drains and exits 0, and the ops events are structured log lines.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@shared/protocol/api';
import { OPS_API, OPS_CUT_REASONS, type HealthAnswer, type OpsSnapshot } from '@shared/protocol/ops-api';
import { CLOSE_CODE, LIVE_ROOM, sportRoom } from '@shared/protocol/realtime';
import { preparePgliteDir } from './pglite-template';
import { SHELL_HTML, startTestEdge, type TestEdge } from './harness';
import { connectWs, type TestSocket } from './ws-client';

const TOKEN = 'ops-test-token-0123456789';
const AUTH = { authorization: `Bearer ${TOKEN}` };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Prometheus text to "name{labels}" -> value (comments skipped). */
const parseProm = (text: string): Map<string, number> => {
  const m = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const i = line.lastIndexOf(' ');
    m.set(line.slice(0, i), Number(line.slice(i + 1)));
  }
  return m;
};

let t: TestEdge;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await startTestEdge({ opsToken: TOKEN });
}, 60_000);
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

const scrape = async (): Promise<Map<string, number>> => {
  const res = await fetch(`${t.url}${OPS_API.metrics}`, { headers: AUTH });
  expect(res.status).toBe(200);
  return parseProm(await res.text());
};
const snapshot = async (): Promise<OpsSnapshot> => {
  const res = await fetch(`${t.url}${OPS_API.realtime}`, { headers: AUTH });
  expect(res.status).toBe(200);
  return (await res.json()) as OpsSnapshot;
};
const open = async (): Promise<TestSocket> => {
  const s = await connectWs(t.edge.wsPort);
  sockets.push(s);
  return s;
};

describe('GET /metrics', () => {
  it('needs the ops token when OPS_TOKEN is set, and answers Prometheus text with it', async () => {
    const none = await fetch(`${t.url}${OPS_API.metrics}`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect((await fetch(`${t.url}${OPS_API.metrics}`, { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    expect((await fetch(`${t.url}${OPS_API.metrics}`, { headers: { authorization: TOKEN } })).status).toBe(401);
    const res = await fetch(`${t.url}${OPS_API.metrics}`, { headers: AUTH });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    for (const name of [
      'iddaa_ws_connections',
      'iddaa_ws_rooms',
      'iddaa_ws_subscribers',
      'iddaa_ws_messages_in_total',
      'iddaa_ws_messages_out_total',
      'iddaa_ws_bytes_in_total',
      'iddaa_ws_bytes_out_total',
      'iddaa_ws_clients_cut_total',
      'iddaa_bus_lag_seconds',
      'iddaa_event_loop_delay_seconds',
      // prom-client's default process metrics, registered once.
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
      expect(text.split(`# TYPE ${name} `).length).toBe(2);
    }
    const m = parseProm(text);
    for (const stat of ['p50', 'p99', 'max']) expect(m.get(`iddaa_event_loop_delay_seconds{stat="${stat}"}`)).toBeGreaterThanOrEqual(0);
    expect(m.get('iddaa_event_loop_delay_seconds{stat="max"}')).toBeLessThan(5);
  });

  it('moves with real sockets: connections, rooms, subscribers, frames and bytes in and out, cuts by reason', async () => {
    const before = await scrape();
    const clients = [await open(), await open(), await open()];
    const sports = [sportRoom(1), sportRoom(2)];
    for (const [i, c] of clients.entries()) {
      c.send({ event: 'joinroom', data: LIVE_ROOM });
      c.send({ event: 'joinroom', data: sports[i % 2] });
    }
    for (const c of clients) await c.next((f) => f.event === 'version' && f.room !== LIVE_ROOM);
    // The feed ticks the live room every second: wait for fan-out to all three.
    for (const c of clients) await c.next((f) => f.room === LIVE_ROOM && f.event === undefined, 5000);
    const during = await scrape();
    const d = (k: string) => (during.get(k) ?? 0) - (before.get(k) ?? 0);
    expect(d('iddaa_ws_connections')).toBe(3);
    expect(d('iddaa_ws_subscribers')).toBe(6);
    expect(during.get('iddaa_ws_rooms')).toBe(3);
    expect(d('iddaa_ws_messages_in_total')).toBe(6);
    const joinBytes = [LIVE_ROOM, sports[0], LIVE_ROOM, sports[1], LIVE_ROOM, sports[0]]
      .map((room) => JSON.stringify({ event: 'joinroom', data: room }).length)
      .reduce((a, b) => a + b, 0);
    expect(d('iddaa_ws_bytes_in_total')).toBe(joinBytes);
    // Six version answers plus at least one live message to each of the three.
    expect(d('iddaa_ws_messages_out_total')).toBeGreaterThanOrEqual(9);
    expect(d('iddaa_ws_bytes_out_total')).toBeGreaterThan(0);

    const bad = await open();
    bad.send('not json');
    expect((await bad.closed).code).toBe(CLOSE_CODE.badFrame);
    for (const c of clients) c.close();
    await Promise.all(clients.map((c) => c.closed));
    await sleep(100);
    const after = await scrape();
    expect((after.get('iddaa_ws_clients_cut_total{reason="bad_frame"}') ?? 0) - (before.get('iddaa_ws_clients_cut_total{reason="bad_frame"}') ?? 0)).toBe(1);
    expect(after.get('iddaa_ws_connections')).toBe(before.get('iddaa_ws_connections'));
    expect(after.get('iddaa_ws_subscribers')).toBe(before.get('iddaa_ws_subscribers'));
  });
});

describe('GET /healthz', () => {
  it('reports the socket server, its connections and rooms, the bus and the uptime, and nothing secret', async () => {
    const c = await open();
    c.send({ event: 'joinroom', data: LIVE_ROOM });
    await c.next((f) => f.event === 'version');
    const res = await fetch(`${t.url}${API.healthz}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as HealthAnswer;
    expect(body).toEqual({
      status: 'ok',
      db: true,
      bus: { kind: 'memory', connected: true },
      realtime: { listening: true, connections: 1, rooms: 1 },
      uptimeSec: expect.any(Number),
    });
    expect(body.uptimeSec).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(body)).not.toContain(TOKEN);
    c.close();
    await c.closed;
  });
});

describe('GET /ops/realtime', () => {
  it('answers 401 without the right token', async () => {
    expect((await fetch(`${t.url}${OPS_API.realtime}`)).status).toBe(401);
    const wrong = await fetch(`${t.url}${OPS_API.realtime}`, { headers: { authorization: 'Bearer nope-nope-nope-nope' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ IsSuccess: false, Code: 'UNAUTHORIZED' });
  });

  it('computes rates on the edge from counter deltas and carries the per-second history', async () => {
    const c = await open();
    c.send({ event: 'joinroom', data: LIVE_ROOM });
    await c.next((f) => f.event === 'version');
    // Let a sample pass after the join, so the intervals after the first snapshot's last point hold our frames only.
    await sleep(1200);
    const first = await snapshot();
    const since = first.history.at(-1)!.t;
    const FRAMES = 40;
    for (let i = 0; i < FRAMES; i++) c.send({ event: 'GetVersion', data: LIVE_ROOM });
    await c.next(() => c.frames.filter((f) => f.event === 'version').length >= FRAMES + 1);
    await sleep(2600);
    const s = await snapshot();
    expect(s.connections).toBe(1);
    expect(s.subscribers).toBe(1);
    expect(s.rooms).toBe(1);
    expect(s.bus).toEqual({ kind: 'memory', connected: true });
    // The 40 frames fell inside the 5 s window.
    expect(s.messagesInPerSec).toBeGreaterThanOrEqual(FRAMES / 6);
    expect(s.messagesOutPerSec).toBeGreaterThan(0);
    expect(s.bytesOutPerSec).toBeGreaterThan(0);
    expect(s.bytesInPerSec).toBeGreaterThan(s.messagesInPerSec * 20);
    // The history adds up to the frames sent: per-second rates times their intervals give the counter's delta.
    const newer = s.history.filter((p) => p.t > since);
    expect(newer.length).toBeGreaterThanOrEqual(2);
    let summed = 0;
    for (const p of newer) {
      const prev = s.history[s.history.indexOf(p) - 1]!;
      summed += (p.messagesInPerSec * (p.t - prev.t)) / 1000;
    }
    expect(summed).toBeCloseTo(FRAMES, 0);
    expect(s.history.length).toBeLessThanOrEqual(120);
    expect(s.history.at(-1)).toMatchObject({ connections: 1, subscribers: 1 });
    for (let i = 1; i < s.history.length; i++) expect(s.history[i]!.t).toBeGreaterThan(s.history[i - 1]!.t);
    expect(s.eventLoop.p99Ms).toBeGreaterThanOrEqual(0);
    expect(s.eventLoop.maxMs).toBeGreaterThanOrEqual(s.eventLoop.p99Ms);
    expect(s.memory.rssBytes).toBeGreaterThan(s.memory.heapUsedBytes);
    expect(s.uptimeSec).toBeGreaterThanOrEqual(first.uptimeSec);
    expect(Object.keys(s.cuts).sort()).toEqual([...OPS_CUT_REASONS].sort());
    c.close();
    await c.closed;
  });

  it('without OPS_TOKEN the snapshot does not exist (404) and /metrics is open for the scraper', async () => {
    await t.restart({ opsToken: null, wsPort: 0 });
    expect((await fetch(`${t.url}${OPS_API.realtime}`, { headers: AUTH })).status).toBe(404);
    const res = await fetch(`${t.url}${OPS_API.metrics}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('iddaa_ws_connections');
  });
});

/** A free TCP port on loopback. */
const freePort = (): Promise<number> =>
  new Promise((res, rej) => {
    const srv = createServer();
    srv.once('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
  });

const REDIS_SERVER = '/usr/bin/redis-server';
const startRedis = async (port: number): Promise<ChildProcess> => {
  const p = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((res, rej) => {
    const timer = setTimeout(() => rej(new Error('redis-server did not start')), 5000);
    p.stdout!.on('data', (b: Buffer) => {
      if (!/Ready to accept connections/i.test(String(b))) return;
      clearTimeout(timer);
      res();
    });
  });
  return p;
};
const stopProcess = (p: ChildProcess): Promise<void> =>
  new Promise((res) => {
    if (p.exitCode !== null || p.signalCode !== null) return res();
    p.once('exit', () => res());
    p.kill('SIGKILL');
  });

describe.skipIf(!existsSync(REDIS_SERVER))('GET /healthz with a Redis bus', () => {
  it('answers 503 with bus.connected false while Redis is away, and 200 again once it is back', async () => {
    const port = await freePort();
    let redis = await startRedis(port);
    const own = await startTestEdge({ redisUrl: `redis://127.0.0.1:${port}` });
    try {
      const health = async () => {
        const res = await fetch(`${own.url}${API.healthz}`);
        return { status: res.status, body: (await res.json()) as HealthAnswer };
      };
      expect(await health()).toMatchObject({ status: 200, body: { status: 'ok', bus: { kind: 'redis', connected: true } } });
      await stopProcess(redis);
      await expect.poll(async () => (await health()).status, { timeout: 5000, interval: 100 }).toBe(503);
      expect((await health()).body).toMatchObject({ status: 'error', db: true, bus: { kind: 'redis', connected: false }, realtime: { listening: true } });
      redis = await startRedis(port);
      await expect.poll(async () => (await health()).status, { timeout: 10_000, interval: 200 }).toBe(200);
      expect((await health()).body.bus).toEqual({ kind: 'redis', connected: true });
    } finally {
      await own.close();
      await stopProcess(redis);
    }
  }, 40_000);
});

describe('SIGTERM of the edge process', () => {
  it('logs listening with both ports, tells clients 1001, drains, stops HTTP and exits 0, logging each step', async () => {
    const root = await mkdtemp(join(tmpdir(), 'iddaa-ops-sigterm-'));
    const staticDir = join(root, 'static');
    await mkdir(staticDir, { recursive: true });
    await writeFile(join(staticDir, 'index.html'), SHELL_HTML);
    await preparePgliteDir(join(root, 'data'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'edge/main.ts'], {
      cwd: resolve(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        PORT: '0',
        WS_PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: join(root, 'data'),
        STATIC_DIR: staticDir,
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        REDIS_URL: '',
        OPS_TOKEN: '',
        NO_PLAY_WINDOW: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: Record<string, unknown>[] = [];
    let stderr = '';
    let buffered = '';
    child.stdout!.on('data', (b: Buffer) => {
      buffered += String(b);
      const parts = buffered.split('\n');
      buffered = parts.pop()!;
      for (const p of parts) if (p.trim()) lines.push(JSON.parse(p) as Record<string, unknown>);
    });
    child.stderr!.on('data', (b: Buffer) => (stderr += String(b)));
    const exited = new Promise<number | null>((res) => child.on('close', (code) => res(code)));
    const line = (msg: RegExp) => lines.find((l) => msg.test(String(l.msg)));
    try {
      await expect.poll(() => line(/^edge listening at /), { timeout: 60_000, interval: 100 }).toBeTruthy();
      const listening = line(/^edge listening at /)!;
      expect(listening).toMatchObject({ level: 30, port: expect.any(Number), wsPort: expect.any(Number), bus: 'memory' });
      // The edge's logger writes asynchronously: its lines may come after main's.
      await expect.poll(() => line(/^realtime listening$/), { timeout: 5000 }).toMatchObject({ port: listening.wsPort });
      const url = String(listening.url);
      expect((await fetch(`${url}${API.healthz}`)).status).toBe(200);

      const clients = [await connectWs(Number(listening.wsPort)), await connectWs(Number(listening.wsPort))];
      clients[0]!.send({ event: 'joinroom', data: LIVE_ROOM });
      await clients[0]!.next((f) => f.event === 'version');
      // Many frames, few lines: nothing is logged per message.
      for (let i = 0; i < 50; i++) clients[1]!.send({ event: 'GetVersion', data: LIVE_ROOM });
      const cut = await connectWs(Number(listening.wsPort));
      cut.send('{"event":"joinroom","data":1}');
      expect((await cut.closed).code).toBe(CLOSE_CODE.badFrame);
      await expect.poll(() => line(/^realtime client cut$/), { timeout: 5000 }).toBeTruthy();
      expect(line(/^realtime client cut$/)).toMatchObject({ level: 30, reason: 'bad_frame', code: CLOSE_CODE.badFrame });
      const linesBeforeStop = lines.length;

      child.kill('SIGTERM');
      for (const c of clients) expect((await c.closed).code).toBe(CLOSE_CODE.goingAway);
      expect(await exited).toBe(0);
      await sleep(50);
      expect(line(/^shutting down/)).toMatchObject({ signal: 'SIGTERM' });
      expect(line(/^realtime draining/)).toMatchObject({ connections: 2 });
      expect(line(/^realtime drained$/)).toMatchObject({ closedHard: 0 });
      expect(line(/^edge stopped$/)).toMatchObject({ signal: 'SIGTERM', ms: expect.any(Number) });
      // Two loggers (main's and the edge's) share stdout, so lines may interleave: order by their time.
      const times = ['shutting down', 'realtime draining', 'realtime drained', 'edge stopped'].map((m) => Number(line(new RegExp(`^${m}`))!.time));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(lines.length).toBeLessThan(linesBeforeStop + 15);
      await expect(fetch(`${url}${API.healthz}`)).rejects.toThrow();
      await expect(connectWs(Number(listening.wsPort))).rejects.toThrow();
    } catch (e) {
      throw new Error(`${(e as Error).message}\nstdout: ${JSON.stringify(lines.slice(-20))}\nstderr: ${stderr.slice(-2000)}`);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(root, { recursive: true, force: true });
    }
  }, 90_000);
});

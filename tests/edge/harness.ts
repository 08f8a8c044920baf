/**
 * Black-box harness: a real edge via startEdge on port 0 with a temporary PGlite directory and a temporary
 * STATIC_DIR holding a minimal built client, or, when DATABASE_URL is set, a fresh PostgreSQL database created
 * for this test file and dropped afterwards. The clock is the real one plus an offset tests can move.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEdge, type EdgeHandle, type EdgeOverrides } from '../../edge/app';
import type { Db } from '../../edge/storage/db.port';
import { preparePgliteDir } from './pglite-template';
import { primeDemoHashes } from './seed-hashes';

export const SHELL_HTML =
  '<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>iddaa</title>' +
  '<script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body class="app"><div id="root"></div></body></html>';

export interface TestClock {
  now(): number;
  /** Makes the edge's clock read `ms` from now on (it keeps ticking). */
  set(ms: number): void;
  reset(): void;
}

export interface TestEdge {
  url: string;
  db: Db;
  edge: EdgeHandle;
  clock: TestClock;
  staticDir: string;
  /** Stops the edge and starts a new one on the same data (PGlite directory or PostgreSQL database); url and db change. */
  restart(overrides?: Omit<EdgeOverrides, 'now'>): Promise<void>;
  close(): Promise<void>;
}

/** Play rate limits no test reaches unless it sets its own (tests/edge/play-limits.test.ts). */
const UNLIMITED_PLAYS = 1_000_000;

const makeClock = (): TestClock => {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    set: (ms) => {
      offset = ms - Date.now();
    },
    reset: () => {
      offset = 0;
    },
  };
};

const writeStaticDir = async (dir: string): Promise<void> => {
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, 'index.html'), SHELL_HTML);
  await writeFile(join(dir, 'assets', 'index-Ab12Cd34.js'), 'console.log("iddaa");\n');
  await writeFile(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  await writeFile(join(dir, 'manifest.webmanifest'), '{"name":"iddaa"}\n');
};

/** A database of its own for this test file on the PostgreSQL of DATABASE_URL; dropped at close. */
const createPgDatabase = async (baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> => {
  const name = `edge_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
};

export const startTestEdge = async (overrides: Omit<EdgeOverrides, 'now'> = {}): Promise<TestEdge> => {
  const root = await mkdtemp(join(tmpdir(), 'iddaa-edge-'));
  const staticDir = join(root, 'static');
  await writeStaticDir(staticDir);
  const pgDb = process.env.DATABASE_URL ? await createPgDatabase(process.env.DATABASE_URL) : null;
  if (!pgDb) await preparePgliteDir(join(root, 'data'));
  await primeDemoHashes();
  const clock = makeClock();
  let edge: EdgeHandle;
  try {
    edge = await startEdge({
      port: 0,
      wsPort: 0,
      // Each test edge runs its own feed: a shared Redis would mix their room versions. Redis tests opt in.
      redisUrl: null,
      host: '127.0.0.1',
      dataDir: join(root, 'data'),
      databaseUrl: pgDb?.url ?? null,
      staticDir,
      logLevel: 'silent',
      cookieSecure: false,
      // Off by default so a suite run near midnight does not fail; the window's own test switches it on.
      noPlayWindow: null,
      // Tests play far faster than people (1,000 concurrent plays of one member); the limits' own test sets them.
      playRateLimitPerMember: UNLIMITED_PLAYS,
      playRateLimitPerIp: UNLIMITED_PLAYS,
      ...overrides,
      now: clock.now,
    });
  } catch (e) {
    await pgDb?.drop();
    await rm(root, { recursive: true, force: true });
    throw e;
  }
  const handle: TestEdge = {
    url: edge.url,
    db: edge.db,
    edge,
    clock,
    staticDir,
    async restart(more = {}) {
      const { config } = edge;
      await edge.close();
      edge = await startEdge({ ...config, port: 0, ...overrides, ...more, now: clock.now });
      Object.assign(handle, { url: edge.url, db: edge.db, edge });
    },
    async close() {
      await edge.close();
      await pgDb?.drop();
      await rm(root, { recursive: true, force: true });
    },
  };
  return handle;
};

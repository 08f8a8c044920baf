import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../edge/storage/db.port';
import { createDatabaseResultSink } from '../../edge/domain/result-sink';
import { createGeneratorFeed } from '../../edge/feed/generator-feed';
import { eventResultsRepo } from '../../edge/storage/event-results.repo';
import { migrate } from '../../edge/storage/migrate';
import { MIGRATIONS } from '../../edge/storage/migrations';
import { openDb } from '../../edge/storage/open-db';
import { DEMO_MEMBERS, seedDemoData } from '../../edge/storage/seed';
import { preparePgliteDir } from './pglite-template';

/** A fresh database: a PGlite directory, or a database of its own on DATABASE_URL's server. */
let db: Db;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  const base = process.env.DATABASE_URL;
  if (base) {
    const name = `edge_storage_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    db = await openDb({ databaseUrl: url.toString(), dataDir: '' });
    cleanup = async () => {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    };
  } else {
    const dir = await mkdtemp(join(tmpdir(), 'iddaa-storage-'));
    await preparePgliteDir(join(dir, 'data'));
    db = await openDb({ databaseUrl: null, dataDir: join(dir, 'data') });
    cleanup = async () => {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    };
  }
});
afterAll(() => cleanup?.());

/** Password hashing is not under test here: a cheap stand-in keeps this file fast. */
const fakeHash = async (pw: string) => `test$${pw}`;

describe('migrations and seed', () => {
  it('applies every migration once, in a transaction, and records it', async () => {
    expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
  });

  it('rolls a failing migration back completely', async () => {
    const bad = [{ version: 999, name: 'broken', sql: 'CREATE TABLE half_done (id int); SELECT no_such_column FROM members;' }];
    await expect(migrate(db, bad)).rejects.toThrow();
    expect(await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'")).toEqual([]);
    expect(await db.query('SELECT 1 FROM schema_migrations WHERE version = 999')).toEqual([]);
  });

  it('seeds the demo members once, each opening balance a ledger row', async () => {
    expect(await seedDemoData(db, fakeHash, Date.now)).toEqual(DEMO_MEMBERS.map((m) => m.username));
    expect(await seedDemoData(db, fakeHash, Date.now)).toEqual([]);
    const rows = await db.query<{ username: string; balance: number; ledger: number; rows: number }>(
      `SELECT username, balance_kurus AS balance, (SELECT SUM(amount_kurus) FROM ledger l WHERE l.member_id = m.id)::bigint AS ledger,
         (SELECT COUNT(*) FROM ledger l WHERE l.member_id = m.id)::bigint AS rows FROM members m ORDER BY id`,
    );
    expect(rows).toEqual(DEMO_MEMBERS.map((m) => ({ username: m.username, balance: m.balanceKurus, ledger: m.balanceKurus, rows: 1 })));
  });

  it('refuses a negative balance and a second member with the same username in another case', async () => {
    await expect(db.query("UPDATE members SET balance_kurus = -1 WHERE username = 'ayse'")).rejects.toThrow();
    await expect(
      db.query(
        `INSERT INTO members (member_no, citizen_id, username, email, password_hash, name, surname, nickname, public_id, created_at)
         VALUES (1, '10000000146', 'DEMO', 'x@example.com', 'h', 'a', 'b', 'c', 'p', now())`,
      ),
    ).rejects.toThrow();
  });

  it('returns int8 as numbers and rolls back a transaction that throws', async () => {
    const [row] = await db.query<{ big: number }>('SELECT 9007199254740991::bigint AS big');
    expect(row?.big).toBe(Number.MAX_SAFE_INTEGER);
    await expect(
      db.transaction(async (tx) => {
        await tx.query("UPDATE members SET point = 77 WHERE username = 'demo'");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await db.query<{ point: number }>("SELECT point FROM members WHERE username = 'demo'"))[0]?.point).toBe(0);
  });
});

describe('event results', () => {
  it('stores a result delivered twice once, and refuses a different one for the same event', async () => {
    const result = {
      eventNid: 1_000_000_123, eventCode: 123456, sportId: 1, status: 2, score: [2, 1] as [number, number], winningOutcomeIds: [11],
      decidedMarketIds: [1], marketIds: [1], finishedAt: Date.UTC(2025, 0, 1),
    };
    expect(await eventResultsRepo.record(db, result, new Date())).toBe('stored');
    expect(await eventResultsRepo.record(db, result, new Date())).toBe('same');
    expect(await eventResultsRepo.count(db)).toBe(1);
    expect(await eventResultsRepo.find(db, result.eventNid)).toEqual(result);
    // Settlement may already have paid by the first: a different result never replaces it.
    expect(await eventResultsRepo.record(db, { ...result, score: [3, 1] }, new Date())).toBe('conflict');
    expect((await eventResultsRepo.find(db, result.eventNid))?.score).toEqual([2, 1]);
    expect(await eventResultsRepo.count(db)).toBe(1);
    expect(await eventResultsRepo.find(db, 123456)).toBeNull();
  });
});

describe('the feed writes official results through the database sink', () => {
  it('stores each finished or called-off event once, even when a result is delivered twice', async () => {
    const start = Date.UTC(2025, 2, 10, 9, 0);
    let clock = start;
    const sink = createDatabaseResultSink(db, () => clock);
    const published: number[] = [];
    // Every result arrives twice, as after a retry whose first acknowledgement was lost.
    const twice = { publishResult: async (r: Parameters<typeof sink.publishResult>[0]) => {
      published.push(r.eventCode);
      await sink.publishResult(r);
      await sink.publishResult(r);
    } };
    const feed = createGeneratorFeed({ seed: 7, scale: 0.2, now: () => clock, resultSink: twice });
    for (let h = 1; h <= 8; h++) {
      clock = start + h * 3_600_000;
      feed.tick(clock);
    }
    await feed.stop();
    const codes = [...new Set(published)];
    expect(codes.length).toBeGreaterThan(0);
    const rows = await db.query<{ code: number; nid: number; status: number }>(
      'SELECT event_code AS code, event_nid AS nid, status FROM event_results WHERE event_code = ANY($1::bigint[])',
      [codes],
    );
    expect(rows.length).toBe(codes.length);
    for (const r of rows) {
      const e = feed.reader.eventByCode(r.code);
      expect(e?.nevId, String(r.code)).toBe(r.nid);
      expect(e?.hasOfficialResult, String(r.code)).toBe(true);
      expect(e?.status).toBe(r.status);
    }
  });
});

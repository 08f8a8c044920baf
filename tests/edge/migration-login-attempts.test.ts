/**
 * Migration 9 moves the login counts of migration 2 (member columns, login_unknown_holds) into login_attempts: a
 * running hold stays running and a run of wrong passwords keeps its count, for members and unknown identifiers.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginGuard, subjectKey, type AttemptContext } from '../../edge/domain/login-guard';
import type { AccountLogin } from '../../edge/storage/accounts.repo';
import type { Db } from '../../edge/storage/db.port';
import { migrate } from '../../edge/storage/migrate';
import { MIGRATIONS } from '../../edge/storage/migrations';
import { openDb } from '../../edge/storage/open-db';

let db: Db;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  const base = process.env.DATABASE_URL;
  if (base) {
    const name = `edge_migration9_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
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
    const dir = await mkdtemp(join(tmpdir(), 'iddaa-migration9-'));
    db = await openDb({ databaseUrl: null, dataDir: join(dir, 'data') });
    cleanup = async () => {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    };
  }
}, 60_000);
afterAll(() => cleanup?.());

const AT = Date.UTC(2026, 10, 20, 12);
const MINUTE = 60_000;
const plainOnly: AttemptContext = { clientId: null, useSolvedCaptcha: async () => false };

const member = async (n: number, failed: number, lastFailed: number | null, heldUntil: number | null): Promise<AccountLogin> => {
  const [m] = await db.query<{ id: number }>(
    `INSERT INTO members (member_no, citizen_id, username, email, password_hash, name, surname, nickname, public_id, created_at,
       failed_attempts, last_failed_at, held_until)
     VALUES ($1, $2, $3, $3 || '@example.com', 'x', 'Eski', 'Üye', $3, $3, $4, $5, $6, $7) RETURNING id`,
    [n, `1000000000${n}`, `eski${n}`, new Date(AT), failed, lastFailed && new Date(lastFailed), heldUntil && new Date(heldUntil)],
  );
  return { id: m!.id, username: `eski${n}`, passwordHash: 'x', accountStatus: 0, statusMessage: null };
};

describe('migration 9: login attempts', () => {
  it('keeps running holds and counts of members and unknown identifiers', async () => {
    await migrate(db, MIGRATIONS.filter((m) => m.version <= 8), () => AT);
    const held = await member(1, 0, AT - MINUTE, AT + 10 * MINUTE);
    const counting = await member(2, 3, AT - MINUTE, null);
    const unknown = { unknownId: 'username:kimse' };
    await db.query('INSERT INTO login_unknown_holds (id_hash, failed_attempts, last_failed_at, held_until) VALUES ($1, 0, $2, $3)', [
      subjectKey(unknown).slice(2),
      new Date(AT - MINUTE),
      new Date(AT + 10 * MINUTE),
    ]);

    await migrate(db, MIGRATIONS, () => AT);
    const columns = await db.query("SELECT 1 FROM information_schema.columns WHERE table_name = 'members' AND column_name = 'held_until'");
    expect(columns).toEqual([]);
    const guard = createLoginGuard(db, () => AT, { maxFailures: 5, holdMs: 15 * MINUTE, maxCaptchaAttempts: 10 });
    expect(await guard.reserve({ account: held }, plainOnly)).toEqual({ granted: false, captchaHelps: true });
    expect(await guard.reserve(unknown, plainOnly)).toEqual({ granted: false, captchaHelps: true });
    // Three wrong passwords were counted before the upgrade: two slots are left, and the second one holds.
    for (let i = 0; i < 2; i++) expect(await guard.reserve({ account: counting }, plainOnly)).toEqual({ granted: true, kind: 'plain' });
    expect((await guard.reserve({ account: counting }, plainOnly)).granted).toBe(false);
  });
});

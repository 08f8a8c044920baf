/**
 * Migration 8 repairs what keying results by event code left: every open coupon (its selections named codes that
 * may now name other events, some already marked by such a foreign result) is voided whole and refunded by
 * settlement with its ledger row; settled coupons stay as they were; the repair's counts are recorded.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettlementService } from '../../edge/domain/settlement.service';
import type { Db } from '../../edge/storage/db.port';
import { migrate } from '../../edge/storage/migrate';
import { MIGRATIONS } from '../../edge/storage/migrations';
import { openDb } from '../../edge/storage/open-db';
import { ledgerMismatches, payoutRows } from './coupon-fixtures';

let db: Db;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  const base = process.env.DATABASE_URL;
  if (base) {
    const name = `edge_migration8_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
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
    const dir = await mkdtemp(join(tmpdir(), 'iddaa-migration8-'));
    db = await openDb({ databaseUrl: null, dataDir: join(dir, 'data') });
    cleanup = async () => {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    };
  }
}, 60_000);
afterAll(() => cleanup?.());

const AT = new Date(Date.UTC(2026, 10, 20, 12));

/** A coupon as the old engine stored it: selections by code only, balance already debited with its ledger row. */
const legacyCoupon = async (memberId: number, no: string, status: string, selections: [number, string][]): Promise<number> => {
  const [c] = await db.query<{ id: number }>(
    `INSERT INTO coupons (coupon_no, member_id, idempotency_key, request_hash, amount_kurus, misli, total_odd, max_winnings_kurus, status, played_at)
     VALUES ($1, $2, $1, 'h', 5000, 50, 400, 20000, $3, $4) RETURNING id`,
    [no, memberId, status, AT],
  );
  for (const [i, [code, selStatus]] of selections.entries()) {
    await db.query(
      `INSERT INTO coupon_selections (coupon_id, position, event_code, market_id, outcome_id, odd, seen_odd, banker, mbs, sport_id, live,
         event_name, market_name, outcome_name, status)
       VALUES ($1, $2, $3, $4, $5, 200, 200, false, 1, 1, true, 'A - B', 'Maç Sonucu', '1', $6)`,
      [c!.id, i, code, code * 10, code * 100, selStatus],
    );
  }
  await db.query(`INSERT INTO ledger (member_id, amount_kurus, kind, coupon_id, created_at) VALUES ($1, -5000, 'coupon_stake', $2, $3)`, [memberId, c!.id, AT]);
  await db.query('UPDATE members SET balance_kurus = balance_kurus - 5000 WHERE id = $1', [memberId]);
  return c!.id;
};

describe('migration 8: event identity', () => {
  it('voids and refunds every open coupon of the code-keyed era, and leaves settled ones alone', async () => {
    await migrate(db, MIGRATIONS.filter((m) => m.version <= 7), () => AT.getTime());
    const [m] = await db.query<{ id: number }>(
      `INSERT INTO members (member_no, citizen_id, username, email, password_hash, name, surname, nickname, public_id, balance_kurus, created_at)
       VALUES (1, '10000000146', 'eski', 'eski@example.com', 'x', 'Eski', 'Üye', 'eski', 'pub-eski', 100000, $1) RETURNING id`,
      [AT],
    );
    await db.query(`INSERT INTO ledger (member_id, amount_kurus, kind, created_at) VALUES ($1, 100000, 'opening', $2)`, [m!.id, AT]);
    // One row already 'won' by a result stored under its code (possibly another event's), one still open.
    const open = await legacyCoupon(m!.id, 'K-OPEN', 'open', [[20001, 'won'], [20002, 'open']]);
    const settled = await legacyCoupon(m!.id, 'K-LOST', 'lost', [[20003, 'lost']]);
    await db.query(
      `INSERT INTO event_results (event_code, sport_id, status, score, winning_outcome_ids, decided_market_ids, finished_at, received_at)
       VALUES (20002, 1, 2, NULL, '[2000200]', '[200020]', $1, $1)`,
      [AT],
    );

    await migrate(db, MIGRATIONS, () => AT.getTime() + 60_000);
    const [repair] = await db.query<{ summary: Record<string, number> }>('SELECT summary FROM data_repairs WHERE version = 8');
    expect(repair?.summary).toEqual({ openCouponsVoided: 1, stakeToRefundKurus: 5000, selectionsVoided: 2 });
    const statuses = await db.query<{ status: string }>('SELECT status FROM coupon_selections WHERE coupon_id = $1 ORDER BY position', [open]);
    expect(statuses.map((s) => s.status)).toEqual(['void', 'void']);
    // The old result table is kept for audit; nothing reads it.
    expect(await db.query('SELECT 1 FROM event_results_by_code')).toHaveLength(1);
    expect(await db.query('SELECT 1 FROM event_results')).toHaveLength(0);

    const settlement = createSettlementService({ db, now: () => AT.getTime() + 120_000 });
    expect(await settlement.settlePending()).toBe(1);
    const [after] = await db.query<{ status: string; refunded: boolean }>('SELECT status, refunded FROM coupons WHERE id = $1', [open]);
    expect(after).toEqual({ status: 'refunded', refunded: true });
    expect((await payoutRows(db, open)).map((p) => [p.kind, p.amount])).toEqual([['coupon_refund', 5000]]);
    expect(await payoutRows(db, settled)).toEqual([]);
    expect((await db.query<{ status: string }>('SELECT status FROM coupons WHERE id = $1', [settled]))[0]?.status).toBe('lost');
    const [member] = await db.query<{ balance: number }>('SELECT balance_kurus AS balance FROM members WHERE id = $1', [m!.id]);
    expect(member?.balance).toBe(100_000 - 5000);
    expect(await ledgerMismatches(db)).toBe(0);
    expect(await settlement.settlePending()).toBe(0);
  });
});

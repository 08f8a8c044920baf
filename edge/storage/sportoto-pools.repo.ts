/**
 * Spor Toto pools and their matches (migration 18). Results are written once (`WHERE result IS NULL`); the prize
 * split is written once, with the pool's status, by the settlement transaction that holds the pool row's lock.
 */
import type { StotoPick } from '@shared/constants/sportoto';
import type { PrizeTier } from '@shared/rules/sportoto-math';
import type { Queryable, Tx } from './db.port';

export interface PoolRow {
  id: number;
  week: string;
  closesAt: Date;
  columnPriceKurus: number;
  status: 'open' | 'settled';
  settledAt: Date | null;
  fundKurus: number | null;
  carryInKurus: number | null;
  carryOutKurus: number | null;
  prizes: PrizeTier[] | null;
}

export interface PoolMatchRow {
  position: number;
  eventNid: number;
  eventCode: number;
  name: string;
  competition: string;
  startsAt: Date;
  result: StotoPick | null;
  resultSource: 'official' | 'draw' | null;
  score: [number, number] | null;
  drawSeed: string | null;
}

export type NewPoolMatch = Omit<PoolMatchRow, 'result' | 'resultSource' | 'score' | 'drawSeed'>;

const POOL = `id, week, closes_at AS "closesAt", column_price_kurus AS "columnPriceKurus", status, settled_at AS "settledAt",
  fund_kurus AS "fundKurus", carry_in_kurus AS "carryInKurus", carry_out_kurus AS "carryOutKurus", prizes`;
const MATCH = `position, event_nid AS "eventNid", event_code AS "eventCode", name, competition, starts_at AS "startsAt", result,
  result_source AS "resultSource", score, draw_seed AS "drawSeed"`;

type R<T> = T & Record<string, unknown>;

export const sportotoPoolsRepo = {
  /** The pool open for play at `at` (not settled, closing later), newest first. */
  async openAt(q: Queryable, at: Date): Promise<PoolRow | null> {
    const rows = await q.query<R<PoolRow>>(`SELECT ${POOL} FROM stoto_pools WHERE status = 'open' AND closes_at > $1 ORDER BY id DESC LIMIT 1`, [at]);
    return rows[0] ?? null;
  },

  async latest(q: Queryable): Promise<PoolRow | null> {
    const rows = await q.query<R<PoolRow>>(`SELECT ${POOL} FROM stoto_pools ORDER BY id DESC LIMIT 1`);
    return rows[0] ?? null;
  },

  async byId(q: Queryable, id: number): Promise<PoolRow | null> {
    const rows = await q.query<R<PoolRow>>(`SELECT ${POOL} FROM stoto_pools WHERE id = $1`, [id]);
    return rows[0] ?? null;
  },

  /** Shared lock for a play (many plays at once), exclusive for settlement: a play never straddles settlement. */
  async lock(tx: Tx, id: number, mode: 'share' | 'update'): Promise<PoolRow | null> {
    const rows = await tx.query<R<PoolRow>>(`SELECT ${POOL} FROM stoto_pools WHERE id = $1 FOR ${mode === 'share' ? 'SHARE' : 'UPDATE'}`, [id]);
    return rows[0] ?? null;
  },

  async matches(q: Queryable, poolId: number): Promise<PoolMatchRow[]> {
    return q.query<R<PoolMatchRow>>(`SELECT ${MATCH} FROM stoto_pool_matches WHERE pool_id = $1 ORDER BY position`, [poolId]);
  },

  /** Which of these events already belong to a pool. */
  async takenNids(q: Queryable, nids: readonly number[]): Promise<Set<number>> {
    if (nids.length === 0) return new Set();
    const rows = await q.query<{ nid: number }>('SELECT event_nid AS nid FROM stoto_pool_matches WHERE event_nid = ANY($1::bigint[])', [nids]);
    return new Set(rows.map((r) => Number(r.nid)));
  },

  async create(tx: Tx, p: { week: string; closesAt: Date; columnPriceKurus: number; createdAt: Date }, matches: readonly NewPoolMatch[]): Promise<number> {
    const rows = await tx.query<{ id: number }>(
      'INSERT INTO stoto_pools (week, closes_at, column_price_kurus, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
      [p.week, p.closesAt, p.columnPriceKurus, p.createdAt],
    );
    const id = rows[0]!.id;
    for (const m of matches) {
      await tx.query(
        `INSERT INTO stoto_pool_matches (pool_id, position, event_nid, event_code, name, competition, starts_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [id, m.position, m.eventNid, m.eventCode, m.name, m.competition, m.startsAt],
      );
    }
    return id;
  },

  /** Closed pools not settled yet, oldest first. */
  async awaitingSettlement(q: Queryable, at: Date): Promise<number[]> {
    const rows = await q.query<{ id: number }>(`SELECT id FROM stoto_pools WHERE status = 'open' AND closes_at <= $1 ORDER BY id`, [at]);
    return rows.map((r) => r.id);
  },

  /** Writes a match's result once; answers whether this call wrote it. */
  async decide(q: Queryable, poolId: number, position: number, d: { result: StotoPick; source: 'official' | 'draw'; score: [number, number] | null; seed: string | null; at: Date }): Promise<boolean> {
    const rows = await q.query(
      `UPDATE stoto_pool_matches SET result = $3, result_source = $4, score = $5, draw_seed = $6, decided_at = $7
       WHERE pool_id = $1 AND position = $2 AND result IS NULL RETURNING position`,
      [poolId, position, d.result, d.source, d.score ? JSON.stringify(d.score) : null, d.seed, d.at],
    );
    return rows.length > 0;
  },

  /** The stakes of a pool's coupons, kuruş. */
  async stakes(q: Queryable, poolId: number): Promise<number> {
    const rows = await q.query<{ s: number }>(
      'SELECT COALESCE(SUM(c.amount_kurus), 0)::bigint AS s FROM stoto_coupons t JOIN coupons c ON c.id = t.coupon_id WHERE t.pool_id = $1',
      [poolId],
    );
    return Number(rows[0]?.s ?? 0);
  },

  /** Takes the carry-over of every settled pool not yet carried: this pool's carry-in. */
  async takeCarry(tx: Tx, poolId: number): Promise<number> {
    const rows = await tx.query<{ carry: number }>(
      `UPDATE stoto_pools SET carried_into = $1 WHERE status = 'settled' AND carried_into IS NULL AND id <> $1 AND carry_out_kurus > 0
       RETURNING carry_out_kurus AS carry`,
      [poolId],
    );
    return rows.reduce((s, r) => s + Number(r.carry), 0);
  },

  async markSettled(tx: Tx, poolId: number, s: { fundKurus: number; carryInKurus: number; carryOutKurus: number; prizes: PrizeTier[]; at: Date }): Promise<void> {
    await tx.query(
      `UPDATE stoto_pools SET status = 'settled', settled_at = $2, fund_kurus = $3, carry_in_kurus = $4, carry_out_kurus = $5, prizes = $6
       WHERE id = $1 AND status = 'open'`,
      [poolId, s.at, s.fundKurus, s.carryInKurus, s.carryOutKurus, JSON.stringify(s.prizes)],
    );
  },
};

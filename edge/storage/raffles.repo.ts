/** Raffles, their frozen entries and winners (migration 16). Times come from the edge's clock. */
import type { Queryable, Tx } from './db.port';

export interface RaffleRow {
  id: number;
  title: string;
  prize: string;
  minStakeKurus: number;
  periodStart: Date;
  periodEnd: Date;
  drawAt: Date;
  mainCount: number;
  reserveCount: number;
  seed: string;
  seedHash: string;
  drawnAt: Date | null;
  entryCount: number | null;
}

/** A raffle as created: its row before any draw, and when it was made. */
export type NewRaffle = Omit<RaffleRow, 'id' | 'drawnAt' | 'entryCount'> & { createdAt: Date };

export interface WinnerRow {
  raffleId: number;
  position: number;
  reserve: boolean;
  entryRef: string;
  name: string;
  surname: string;
  city: string | null;
}

export interface QualifyingCoupon {
  couponId: number;
  couponNo: string;
  memberId: number;
  memberPublicId: string;
}

const COLUMNS = `id, title, prize, min_stake_kurus AS "minStakeKurus", period_start AS "periodStart", period_end AS "periodEnd",
  draw_at AS "drawAt", main_count AS "mainCount", reserve_count AS "reserveCount", seed, seed_hash AS "seedHash",
  drawn_at AS "drawnAt", entry_count AS "entryCount"`;

export const rafflesRepo = {
  async insert(db: Queryable, r: NewRaffle): Promise<number> {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO raffles (title, prize, min_stake_kurus, period_start, period_end, draw_at, main_count, reserve_count, seed, seed_hash, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [r.title, r.prize, r.minStakeKurus, r.periodStart, r.periodEnd, r.drawAt, r.mainCount, r.reserveCount, r.seed, r.seedHash, r.createdAt],
    );
    return row!.id;
  },

  /** Upcoming ones (not drawn) by draw time, then the latest drawn ones. */
  async list(db: Queryable, drawnLimit: number): Promise<RaffleRow[]> {
    return db.query<RaffleRow & Record<string, unknown>>(
      `(SELECT ${COLUMNS} FROM raffles WHERE drawn_at IS NULL ORDER BY draw_at, id)
       UNION ALL
       (SELECT ${COLUMNS} FROM raffles WHERE drawn_at IS NOT NULL ORDER BY drawn_at DESC, id DESC LIMIT $1)`,
      [drawnLimit],
    );
  },

  async find(db: Queryable, id: number): Promise<RaffleRow | null> {
    const [row] = await db.query<RaffleRow & Record<string, unknown>>(`SELECT ${COLUMNS} FROM raffles WHERE id = $1`, [id]);
    return row ?? null;
  },

  /** Locks the raffle for its draw: concurrent draws wait, then see it drawn. */
  async lock(tx: Tx, id: number): Promise<RaffleRow | null> {
    const [row] = await tx.query<RaffleRow & Record<string, unknown>>(`SELECT ${COLUMNS} FROM raffles WHERE id = $1 FOR UPDATE`, [id]);
    return row ?? null;
  },

  /** Coupons played in [start, end) with at least the minimum stake, not cancelled nor refunded: one entry each. */
  async qualifyingCoupons(tx: Tx, r: Pick<RaffleRow, 'periodStart' | 'periodEnd' | 'minStakeKurus'>): Promise<QualifyingCoupon[]> {
    return tx.query<QualifyingCoupon & Record<string, unknown>>(
      `SELECT c.id AS "couponId", c.coupon_no AS "couponNo", c.member_id AS "memberId", m.public_id AS "memberPublicId"
         FROM coupons c JOIN members m ON m.id = c.member_id
        WHERE c.played_at >= $1 AND c.played_at < $2 AND c.amount_kurus >= $3
          AND c.status <> 'cancelled' AND NOT c.refunded
        ORDER BY c.id`,
      [r.periodStart, r.periodEnd, r.minStakeKurus],
    );
  },

  async insertEntries(tx: Tx, raffleId: number, rows: { ref: string; owner: string; couponId: number; memberId: number }[]): Promise<void> {
    if (rows.length === 0) return;
    await tx.query(
      `INSERT INTO raffle_entries (raffle_id, ref, owner_ref, coupon_id, member_id)
       SELECT $1, e.ref, e.owner, e.coupon_id, e.member_id
         FROM jsonb_to_recordset($2::jsonb) AS e(ref text, owner text, coupon_id bigint, member_id bigint)`,
      [raffleId, JSON.stringify(rows.map((r) => ({ ref: r.ref, owner: r.owner, coupon_id: r.couponId, member_id: r.memberId })))],
    );
  },

  async insertWinners(tx: Tx, raffleId: number, rows: { position: number; reserve: boolean; entryRef: string; memberId: number }[]): Promise<void> {
    for (const w of rows) {
      await tx.query('INSERT INTO raffle_winners (raffle_id, position, reserve, entry_ref, member_id) VALUES ($1, $2, $3, $4, $5)', [
        raffleId, w.position, w.reserve, w.entryRef, w.memberId,
      ]);
    }
  },

  async markDrawn(tx: Tx, id: number, at: Date, entryCount: number): Promise<void> {
    await tx.query('UPDATE raffles SET drawn_at = $2, entry_count = $3 WHERE id = $1 AND drawn_at IS NULL', [id, at, entryCount]);
  },

  async winners(db: Queryable, raffleIds: readonly number[]): Promise<WinnerRow[]> {
    if (raffleIds.length === 0) return [];
    return db.query<WinnerRow & Record<string, unknown>>(
      `SELECT w.raffle_id AS "raffleId", w.position, w.reserve, w.entry_ref AS "entryRef", m.name, m.surname, m.city
         FROM raffle_winners w JOIN members m ON m.id = w.member_id
        WHERE w.raffle_id = ANY($1::bigint[]) ORDER BY w.raffle_id, w.position`,
      [raffleIds],
    );
  },

  async entries(db: Queryable, raffleId: number): Promise<{ ref: string; owner: string }[]> {
    return db.query<{ ref: string; owner: string }>(
      'SELECT ref, owner_ref AS owner FROM raffle_entries WHERE raffle_id = $1 ORDER BY ref',
      [raffleId],
    );
  },
};

/**
 * Spor Toto coupons: a `coupons` row with product 'sportoto' (the ledger, member counts, Kuponlarım and the
 * responsible-play sums see it as a coupon) and its picks in `stoto_coupons`. Settlement moves a coupon out of
 * 'open' once (`WHERE status = 'open'`), which is what makes a second settlement run pay nothing.
 */
import type { Queryable, Tx } from './db.port';
import { COUPON_PRODUCT, COUPON_STATUS } from './coupons.repo';

export interface NewStotoCoupon {
  couponNo: string;
  memberId: number;
  poolId: number;
  idempotencyKey: string;
  requestHash: string;
  amountKurus: number;
  misli: number;
  columns: number;
  picks: string[];
  playedAt: Date;
}

export interface StotoCouponRow {
  couponId: number;
  couponNo: string;
  memberId: number;
  name: string | null;
  poolId: number;
  week: string;
  picks: string[];
  columns: number;
  misli: number;
  amountKurus: number;
  status: 'open' | 'won' | 'lost';
  bestCorrect: number | null;
  winningsKurus: number;
  playedAt: Date;
  settledAt: Date | null;
}

const COLUMNS = `c.id AS "couponId", c.coupon_no AS "couponNo", c.member_id AS "memberId", c.name, t.pool_id AS "poolId", p.week,
  t.picks, c.column_count AS columns, c.misli, c.amount_kurus AS "amountKurus", c.status, t.best_correct AS "bestCorrect",
  c.winnings_kurus AS "winningsKurus", c.played_at AS "playedAt", c.settled_at AS "settledAt"`;
const FROM = 'coupons c JOIN stoto_coupons t ON t.coupon_id = c.id JOIN stoto_pools p ON p.id = t.pool_id';

type R<T> = T & Record<string, unknown>;

export const sportotoCouponsRepo = {
  async insert(tx: Tx, c: NewStotoCoupon): Promise<number> {
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO coupons (coupon_no, member_id, product, idempotency_key, request_hash, amount_kurus, misli, total_odd,
         max_winnings_kurus, system_sizes, status, played_at, column_count)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 0, 0, '[]', $8, $9, $10) RETURNING id`,
      [c.couponNo, c.memberId, COUPON_PRODUCT.sportoto, c.idempotencyKey, c.requestHash, c.amountKurus, c.misli, COUPON_STATUS.open, c.playedAt, c.columns],
    );
    const id = rows[0]!.id;
    await tx.query('INSERT INTO stoto_coupons (coupon_id, pool_id, picks) VALUES ($1, $2, $3)', [id, c.poolId, JSON.stringify(c.picks)]);
    return id;
  },

  async ofMember(q: Queryable, memberId: number, limit: number): Promise<StotoCouponRow[]> {
    return q.query<R<StotoCouponRow>>(`SELECT ${COLUMNS} FROM ${FROM} WHERE c.member_id = $1 ORDER BY c.played_at DESC, c.id DESC LIMIT $2`, [memberId, limit]);
  },

  async byId(q: Queryable, couponId: number): Promise<StotoCouponRow | null> {
    const rows = await q.query<R<StotoCouponRow>>(`SELECT ${COLUMNS} FROM ${FROM} WHERE c.id = $1`, [couponId]);
    return rows[0] ?? null;
  },

  async byCouponNo(q: Queryable, couponNo: string): Promise<StotoCouponRow | null> {
    const rows = await q.query<R<StotoCouponRow>>(`SELECT ${COLUMNS} FROM ${FROM} WHERE c.coupon_no = $1`, [couponNo]);
    return rows[0] ?? null;
  },

  /** The open coupons of a pool, under the settlement's pool lock. */
  async openOfPool(tx: Tx, poolId: number): Promise<StotoCouponRow[]> {
    return tx.query<R<StotoCouponRow>>(`SELECT ${COLUMNS} FROM ${FROM} WHERE t.pool_id = $1 AND c.status = 'open' ORDER BY c.id FOR UPDATE OF c`, [poolId]);
  },

  /** Moves an open coupon to won or lost; false when it was no longer open (already settled). */
  async settle(tx: Tx, couponId: number, s: { status: 'won' | 'lost'; winningsKurus: number; bestCorrect: number; at: Date }): Promise<boolean> {
    const rows = await tx.query(
      `UPDATE coupons SET status = $2, winnings_kurus = $3, settled_at = $4 WHERE id = $1 AND status = 'open' AND product = $5 RETURNING id`,
      [couponId, s.status, s.winningsKurus, s.at, COUPON_PRODUCT.sportoto],
    );
    if (rows.length === 0) return false;
    await tx.query('UPDATE stoto_coupons SET best_correct = $2 WHERE coupon_id = $1', [couponId, s.bestCorrect]);
    return true;
  },

  async setName(q: Queryable, memberId: number, couponId: number, name: string): Promise<boolean> {
    const rows = await q.query(
      'UPDATE coupons SET name = $3 WHERE id = $1 AND member_id = $2 AND product = $4 RETURNING id',
      [couponId, memberId, name, COUPON_PRODUCT.sportoto],
    );
    return rows.length > 0;
  },

  async track(q: Queryable, t: { barcode: string; memberId: number | null; clientIp: string; at: Date }): Promise<void> {
    await q.query('INSERT INTO stoto_tracking (barcode, member_id, client_ip, created_at) VALUES ($1, $2, $3, $4)', [t.barcode, t.memberId, t.clientIp, t.at]);
  },
};

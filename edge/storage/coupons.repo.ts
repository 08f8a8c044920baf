/** Played coupons and their selections. The answer JSON is stored so a replayed request gets it unchanged. */
import type { Queryable, Tx } from './db.port';

export const COUPON_STATUS = { open: 'open' } as const;
export const COUPON_PRODUCT = { iddaa: 'iddaa', sportoto: 'sportoto', tjk: 'tjk', mpi: 'mpi' } as const;

export interface StoredPlay {
  couponId: number;
  requestHash: string;
  answer: unknown;
}

export interface NewCoupon {
  couponNo: string;
  memberId: number;
  idempotencyKey: string;
  requestHash: string;
  amountKurus: number;
  misli: number;
  totalOdd: number;
  maxWinningsKurus: number;
  systemSizes: number[];
  columnCount: number;
  playedAt: Date;
}

export interface NewSelection {
  /** The event's identity (NID): results and settlement key on it. */
  eventNid: number;
  eventCode: number;
  marketId: number;
  outcomeId: number;
  odd: number;
  seenOdd: number;
  banker: boolean;
  mbs: number;
  sportId: number;
  live: boolean;
  eventName: string;
  marketName: string;
  outcomeName: string;
  startsAt: Date;
  /** The market number (NO), the event's bet id and its detail link at play (coupon row marketNo, bid, mLink). */
  marketNo: number;
  bid: string;
  mLink: string;
}

/** Coupons per product, as member info shows them (read with the member row: membersRepo.infoRecord). */
export interface CouponCounts {
  iddaa: number;
  iddaaOpen: number;
  sportoto: number;
  tjk: number;
  mpi: number;
}

export const couponsRepo = {
  async byIdempotencyKey(db: Queryable, memberId: number, key: string): Promise<StoredPlay | null> {
    const rows = await db.query<StoredPlay & Record<string, unknown>>(
      `SELECT id AS "couponId", request_hash AS "requestHash", answer FROM coupons WHERE member_id = $1 AND idempotency_key = $2`,
      [memberId, key],
    );
    return rows[0] ?? null;
  },

  async couponNoTaken(tx: Tx, couponNo: string): Promise<boolean> {
    return (await tx.query('SELECT 1 FROM coupons WHERE coupon_no = $1', [couponNo])).length > 0;
  },

  async insert(tx: Tx, c: NewCoupon): Promise<number> {
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO coupons (coupon_no, member_id, idempotency_key, request_hash, amount_kurus, misli, total_odd,
         max_winnings_kurus, system_sizes, status, played_at, column_count)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [c.couponNo, c.memberId, c.idempotencyKey, c.requestHash, c.amountKurus, c.misli, c.totalOdd, c.maxWinningsKurus,
        JSON.stringify(c.systemSizes), COUPON_STATUS.open, c.playedAt, c.columnCount],
    );
    const row = rows[0];
    if (!row) throw new Error('coupon insert returned no id');
    return row.id;
  },

  async setAnswer(tx: Tx, couponId: number, answer: unknown): Promise<void> {
    await tx.query('UPDATE coupons SET answer = $2 WHERE id = $1', [couponId, JSON.stringify(answer)]);
  },

  async insertSelections(tx: Tx, couponId: number, rows: readonly NewSelection[]): Promise<void> {
    let position = 0;
    for (const s of rows) {
      await tx.query(
        `INSERT INTO coupon_selections (coupon_id, position, event_code, market_id, outcome_id, odd, seen_odd, banker, mbs,
           sport_id, live, event_name, market_name, outcome_name, status, starts_at, event_nid, market_no, bid, m_link)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
        [couponId, position++, s.eventCode, s.marketId, s.outcomeId, s.odd, s.seenOdd, s.banker, s.mbs, s.sportId, s.live,
          s.eventName, s.marketName, s.outcomeName, COUPON_STATUS.open, s.startsAt, s.eventNid, s.marketNo, s.bid, s.mLink],
      );
    }
  },
};

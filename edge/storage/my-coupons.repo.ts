/** A member's played coupons by tab, their selections, the public page's coupon, names and folders. */
import type { CouponStatus, MyCouponState } from '@shared/protocol/my-coupons-api';
import type { Queryable } from './db.port';

export interface CouponRecord {
  id: number;
  couponNo: string;
  memberId: number;
  nickname: string;
  name: string | null;
  status: CouponStatus;
  amountKurus: number;
  misli: number;
  totalOdd: number;
  maxWinningsKurus: number;
  winningsKurus: number;
  systemSizes: number[];
  columnCount: number;
  refunded: boolean;
  folder: 'old' | 'lost' | null;
  playedAt: Date;
  settledAt: Date | null;
  /** coupons.product: 'iddaa', 'sportoto', ... */
  product?: string;
}

export interface SelectionRecord {
  couponId: number;
  position: number;
  eventCode: number;
  marketId: number;
  outcomeId: number;
  odd: number;
  banker: boolean;
  mbs: number;
  sportId: number;
  live: boolean;
  eventName: string;
  marketName: string;
  outcomeName: string;
  status: 'open' | 'won' | 'lost' | 'void';
  startsAt: Date | null;
  /** Market number, bet id and detail link at play; null on rows played before migration 20. */
  marketNo: number | null;
  bid: string | null;
  mLink: string | null;
  resultStatus: number | null;
  /** The official result's final score, once there is one. */
  resultScore: [number, number] | null;
}

/** Each tab's condition on `coupons c` (my-coupon-list.repo.ts pages them together with the Ganyan coupons). */
export const STATE_WHERE: Record<MyCouponState, string> = {
  ongoing: `c.status = 'open' AND c.folder IS NULL`,
  won: `c.status = 'won' AND c.folder IS NULL`,
  lost: `c.status = 'lost' AND c.folder IS NULL`,
  cancelled: `c.status IN ('refunded', 'cancelled') AND c.folder IS NULL`,
  old: `c.folder = 'old'`,
  lostFolder: `c.folder = 'lost'`,
};

const COLUMNS = `c.id, c.coupon_no AS "couponNo", c.member_id AS "memberId", m.nickname, c.name, c.status,
  c.amount_kurus AS "amountKurus", c.misli, c.total_odd AS "totalOdd", c.max_winnings_kurus AS "maxWinningsKurus",
  c.winnings_kurus AS "winningsKurus", c.system_sizes AS "systemSizes", c.column_count AS "columnCount", c.refunded,
  c.folder, c.played_at AS "playedAt", c.settled_at AS "settledAt", c.product`;

export const myCouponsRepo = {
  async page(db: Queryable, memberId: number, state: MyCouponState, limit: number, offset: number): Promise<{ total: number; rows: CouponRecord[] }> {
    const where = `c.member_id = $1 AND ${STATE_WHERE[state]}`;
    const count = await db.query<{ n: number }>(`SELECT COUNT(*)::bigint AS n FROM coupons c WHERE ${where}`, [memberId]);
    const rows = await db.query<CouponRecord & Record<string, unknown>>(
      `SELECT ${COLUMNS} FROM coupons c JOIN members m ON m.id = c.member_id WHERE ${where}
       ORDER BY c.played_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
      [memberId, limit, offset],
    );
    return { total: count[0]?.n ?? 0, rows };
  },

  /** The member's coupons of these ids (the ids of one page of the mixed list). */
  async byIds(db: Queryable, memberId: number, ids: readonly number[]): Promise<CouponRecord[]> {
    if (ids.length === 0) return [];
    return db.query<CouponRecord & Record<string, unknown>>(
      `SELECT ${COLUMNS} FROM coupons c JOIN members m ON m.id = c.member_id WHERE c.member_id = $1 AND c.id = ANY($2::bigint[])`,
      [memberId, ids],
    );
  },

  async byCouponNo(db: Queryable, couponNo: string): Promise<CouponRecord | null> {
    const rows = await db.query<CouponRecord & Record<string, unknown>>(
      `SELECT ${COLUMNS} FROM coupons c JOIN members m ON m.id = c.member_id WHERE c.coupon_no = $1`,
      [couponNo],
    );
    return rows[0] ?? null;
  },

  async selections(db: Queryable, couponIds: readonly number[]): Promise<SelectionRecord[]> {
    if (couponIds.length === 0) return [];
    return db.query<SelectionRecord & Record<string, unknown>>(
      `SELECT s.coupon_id AS "couponId", s.position, s.event_code AS "eventCode", s.market_id AS "marketId",
         s.outcome_id AS "outcomeId", s.odd, s.banker, s.mbs, s.sport_id AS "sportId", s.live, s.event_name AS "eventName",
         s.market_name AS "marketName", s.outcome_name AS "outcomeName", s.status, s.starts_at AS "startsAt",
         s.market_no AS "marketNo", s.bid, s.m_link AS "mLink", r.status AS "resultStatus", r.score AS "resultScore"
       FROM coupon_selections s LEFT JOIN event_results r ON r.event_nid = s.event_nid
       WHERE s.coupon_id = ANY($1::bigint[]) ORDER BY s.coupon_id, s.position`,
      [couponIds],
    );
  },

  /** Names the member's own coupon; false when it is not theirs. */
  async setName(db: Queryable, memberId: number, couponId: number, name: string): Promise<boolean> {
    const rows = await db.query('UPDATE coupons SET name = $3 WHERE id = $1 AND member_id = $2 RETURNING id', [couponId, memberId, name]);
    return rows.length > 0;
  },

  /** Moves a settled coupon of the member to a folder ('lost' only for a lost coupon); false otherwise. */
  async move(db: Queryable, memberId: number, couponId: number, folder: 'old' | 'lost'): Promise<boolean> {
    const rows = await db.query(
      `UPDATE coupons SET folder = $3 WHERE id = $1 AND member_id = $2 AND status <> 'open'
         AND ($3 = 'old' OR status = 'lost') RETURNING id`,
      [couponId, memberId, folder],
    );
    return rows.length > 0;
  },
};

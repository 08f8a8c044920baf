/**
 * Kuponlarım's mixed list: a member's coupons (iddaa and Spor Toto, table `coupons`) and Ganyan coupons (table
 * `racing_bets`) by tab, one order (newest played first) and one paging over both; the Ganyan coupons' details for
 * a page and their folder moves.
 */
import type { MyCouponState } from '@shared/protocol/my-coupons-api';
import type { Queryable } from './db.port';
import type { BetRow } from './racing-bets.repo';
import { STATE_WHERE as COUPON_WHERE } from './my-coupons.repo';

/** Each tab's condition on `racing_bets b`: a refunded bet (the horse did not run) is under cancelled / refunded. */
const GANYAN_WHERE: Record<MyCouponState, string> = {
  ongoing: `b.status = 'open' AND b.folder IS NULL`,
  won: `b.status = 'won' AND b.folder IS NULL`,
  lost: `b.status = 'lost' AND b.folder IS NULL`,
  cancelled: `b.status = 'refunded' AND b.folder IS NULL`,
  old: `b.folder = 'old'`,
  lostFolder: `b.folder = 'lost'`,
};

/** One entry of a page: a row of `coupons` or of `racing_bets`. */
export interface ListKey {
  kind: 'coupon' | 'ganyan';
  id: number;
}

/** A Ganyan bet as Kuponlarım shows it: the bet's row, its folder and settlement time, its race and horse. */
export interface GanyanCouponRecord extends Omit<BetRow, 'memberId' | 'deductionVersion'> {
  folder: 'old' | 'lost' | null;
  settledAt: Date | null;
  hippodromeId: number;
  raceNo: number;
  startsAt: Date;
  horseName: string;
}

const unionOf = (state: MyCouponState): string => `
  SELECT 'coupon' AS kind, c.id, c.played_at FROM coupons c WHERE c.member_id = $1 AND ${COUPON_WHERE[state]}
  UNION ALL
  SELECT 'ganyan' AS kind, b.id, b.played_at FROM racing_bets b WHERE b.member_id = $1 AND ${GANYAN_WHERE[state]}`;

export const myCouponListRepo = {
  /** One page of the tab over both tables, newest played first (ties: Ganyan first, then the higher id). */
  async page(db: Queryable, memberId: number, state: MyCouponState, limit: number, offset: number): Promise<{ total: number; keys: ListKey[] }> {
    const count = await db.query<{ n: number }>(`SELECT COUNT(*)::bigint AS n FROM (${unionOf(state)}) l`, [memberId]);
    const keys = await db.query<ListKey & Record<string, unknown>>(
      `SELECT l.kind, l.id FROM (${unionOf(state)}) l ORDER BY l.played_at DESC, l.kind DESC, l.id DESC LIMIT $2 OFFSET $3`,
      [memberId, limit, offset],
    );
    return { total: Number(count[0]?.n ?? 0), keys: keys.map((k) => ({ kind: k.kind, id: Number(k.id) })) };
  },

  /** The member's Ganyan coupons of these ids with their race and horse (another member's ids find nothing). */
  async ganyanByIds(db: Queryable, memberId: number, ids: readonly number[]): Promise<GanyanCouponRecord[]> {
    if (ids.length === 0) return [];
    return db.query<GanyanCouponRecord & Record<string, unknown>>(
      `SELECT b.id, b.coupon_no AS "couponNo", b.race_id AS "raceId", b.horse_no AS "horseNo", b.amount_kurus AS "amountKurus",
         b.odd, b.played_at AS "playedAt", b.status, b.payout_kurus AS "payoutKurus", b.deduction_percent AS "deductionPercent",
         b.folder, b.settled_at AS "settledAt", r.hippodrome_id AS "hippodromeId", r.race_no AS "raceNo", r.starts_at AS "startsAt",
         h.name AS "horseName"
       FROM racing_bets b JOIN racing_races r ON r.id = b.race_id
         JOIN racing_runners h ON h.race_id = b.race_id AND h.horse_no = b.horse_no
       WHERE b.member_id = $1 AND b.id = ANY($2::bigint[])`,
      [memberId, ids],
    );
  },

  /** Moves a settled Ganyan coupon of the member to a folder ('lost' only for a lost one); false otherwise. */
  async moveGanyan(db: Queryable, memberId: number, betId: number, folder: 'old' | 'lost'): Promise<boolean> {
    const rows = await db.query(
      `UPDATE racing_bets SET folder = $3 WHERE id = $1 AND member_id = $2 AND status <> 'open'
         AND ($3 = 'old' OR status = 'lost') RETURNING id`,
      [betId, memberId, folder],
    );
    return rows.length > 0;
  },
};

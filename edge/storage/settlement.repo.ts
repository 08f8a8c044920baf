/** What settlement reads and writes: open coupons with new results, their selections beside the results, verdicts. */
import type { Queryable, Tx } from './db.port';

export interface LockedCoupon {
  id: number;
  couponNo: string;
  memberId: number;
  amountKurus: number;
  misli: number;
  systemSizes: number[];
  status: string;
}

export interface SelectionWithResult {
  position: number;
  /** The event's identity; null only on rows from before identities (voided by migration 8). */
  eventNid: number | null;
  eventCode: number;
  marketId: number;
  outcomeId: number;
  odd: number;
  banker: boolean;
  status: string;
  resultStatus: number | null;
  winningOutcomeIds: number[] | null;
  decidedMarketIds: number[] | null;
  /** When the event finished or was called off (a postponed event's selections wait a while after it). */
  resultFinishedAt: Date | null;
  /** The result's own event and markets, for the invariant check before it settles anything. */
  resultEventNid: number | null;
  resultMarketIds: number[] | null;
  resultSource: string | null;
}

export const settlementRepo = {
  /**
   * Coupons holding an open selection whose event has an official result, oldest first (an early-lost coupon's
   * remaining selections still get their result for the rows shown), and open coupons with no open selection
   * left (voided by a repair). `after` pages past coupons a run already looked at and left open.
   */
  async pendingCouponIds(db: Queryable, limit: number, after = 0): Promise<number[]> {
    const rows = await db.query<{ id: number }>(
      `SELECT id FROM (
         SELECT s.coupon_id AS id FROM coupon_selections s JOIN event_results r ON r.event_nid = s.event_nid
           WHERE s.status = 'open' AND s.coupon_id > $2
         UNION
         SELECT c.id FROM coupons c WHERE c.status = 'open' AND c.id > $2 AND c.product <> 'sportoto' -- Spor Toto settles by pool
           AND NOT EXISTS (SELECT 1 FROM coupon_selections s WHERE s.coupon_id = c.id AND s.status = 'open')
       ) p ORDER BY id LIMIT $1`,
      [limit, after],
    );
    return rows.map((r) => r.id);
  },

  /** Locks the coupon row: two settlers of the same coupon run one after the other. */
  async lockCoupon(tx: Tx, id: number): Promise<LockedCoupon | null> {
    const rows = await tx.query<LockedCoupon & Record<string, unknown>>(
      `SELECT id, coupon_no AS "couponNo", member_id AS "memberId", amount_kurus AS "amountKurus", misli,
         system_sizes AS "systemSizes", status FROM coupons WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return rows[0] ?? null;
  },

  async selections(tx: Tx, couponId: number): Promise<SelectionWithResult[]> {
    return tx.query<SelectionWithResult & Record<string, unknown>>(
      `SELECT s.position, s.event_nid AS "eventNid", s.event_code AS "eventCode", s.market_id AS "marketId",
         s.outcome_id AS "outcomeId", s.odd, s.banker, s.status, r.status AS "resultStatus",
         r.winning_outcome_ids AS "winningOutcomeIds", r.decided_market_ids AS "decidedMarketIds",
         r.finished_at AS "resultFinishedAt", r.event_nid AS "resultEventNid", r.market_ids AS "resultMarketIds", r.source AS "resultSource"
       FROM coupon_selections s LEFT JOIN event_results r ON r.event_nid = s.event_nid
       WHERE s.coupon_id = $1 ORDER BY s.position`,
      [couponId],
    );
  },

  async setSelectionStatus(tx: Tx, couponId: number, position: number, status: string, at: Date): Promise<void> {
    await tx.query('UPDATE coupon_selections SET status = $3, settled_at = $4 WHERE coupon_id = $1 AND position = $2', [
      couponId, position, status, at,
    ]);
  },

  async finishCoupon(tx: Tx, id: number, status: string, winningsKurus: number, refunded: boolean, at: Date): Promise<void> {
    await tx.query(
      `UPDATE coupons SET status = $2, winnings_kurus = $3, refunded = $4, settled_at = $5 WHERE id = $1 AND status = 'open'`,
      [id, status, winningsKurus, refunded, at],
    );
  },
};

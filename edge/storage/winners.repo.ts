/** The biggest settled wins of a period and the winner stories members agreed to publish (migration 16). */
import type { Queryable } from './db.port';

export interface BigWinRow {
  name: string;
  surname: string;
  city: string | null;
  totalOdd: number;
  amountKurus: number;
  winningsKurus: number;
  settledAt: Date;
}

export interface StoryRow {
  id: number;
  name: string;
  surname: string;
  city: string | null;
  story: string;
  winningsKurus: number;
  consentAt: Date;
}

export interface StoryCouponRow {
  couponNo: string;
  totalOdd: number;
  amountKurus: number;
  winningsKurus: number;
  settledAt: Date;
  story: string | null;
}

export const winnersRepo = {
  async biggestWins(db: Queryable, from: Date, to: Date, limit: number): Promise<BigWinRow[]> {
    return db.query<BigWinRow & Record<string, unknown>>(
      `SELECT m.name, m.surname, m.city, c.total_odd AS "totalOdd", c.amount_kurus AS "amountKurus",
              c.winnings_kurus AS "winningsKurus", c.settled_at AS "settledAt"
         FROM coupons c JOIN members m ON m.id = c.member_id
        WHERE c.status = 'won' AND c.settled_at >= $1 AND c.settled_at < $2 AND c.winnings_kurus > 0
        ORDER BY c.winnings_kurus DESC, c.id LIMIT $3`,
      [from, to, limit],
    );
  },

  async stories(db: Queryable, limit: number): Promise<StoryRow[]> {
    return db.query<StoryRow & Record<string, unknown>>(
      `SELECT s.id, m.name, m.surname, m.city, s.story, c.winnings_kurus AS "winningsKurus", s.consent_at AS "consentAt"
         FROM winner_stories s JOIN members m ON m.id = s.member_id JOIN coupons c ON c.id = s.coupon_id
        WHERE s.withdrawn_at IS NULL ORDER BY s.consent_at DESC, s.id DESC LIMIT $1`,
      [limit],
    );
  },

  /** The member's own settled won coupons, latest settled first, each with its published (not withdrawn) story or null. */
  async storyCoupons(db: Queryable, memberId: number, limit: number): Promise<StoryCouponRow[]> {
    return db.query<StoryCouponRow & Record<string, unknown>>(
      `SELECT c.coupon_no AS "couponNo", c.total_odd AS "totalOdd", c.amount_kurus AS "amountKurus",
              c.winnings_kurus AS "winningsKurus", c.settled_at AS "settledAt", s.story
         FROM coupons c LEFT JOIN winner_stories s ON s.coupon_id = c.id AND s.withdrawn_at IS NULL
        WHERE c.member_id = $1 AND c.status = 'won' AND c.settled_at IS NOT NULL
        ORDER BY c.settled_at DESC, c.id DESC LIMIT $2`,
      [memberId, limit],
    );
  },

  /** The member's own won coupon by its number, or null. */
  async ownWonCoupon(db: Queryable, memberId: number, couponNo: string): Promise<number | null> {
    const [row] = await db.query<{ id: number }>(
      `SELECT id FROM coupons WHERE coupon_no = $1 AND member_id = $2 AND status = 'won'`,
      [couponNo, memberId],
    );
    return row?.id ?? null;
  },

  /** Stores (or replaces, with a new consent time) the story of a coupon; consent is the row's reason to exist. */
  async saveStory(db: Queryable, memberId: number, couponId: number, story: string, at: Date): Promise<void> {
    await db.query(
      `INSERT INTO winner_stories (member_id, coupon_id, story, consent_at, created_at) VALUES ($1, $2, $3, $4, $4)
       ON CONFLICT (coupon_id) DO UPDATE SET story = EXCLUDED.story, consent_at = EXCLUDED.consent_at, withdrawn_at = NULL`,
      [memberId, couponId, story, at],
    );
  },

  async withdrawStory(db: Queryable, memberId: number, couponNo: string, at: Date): Promise<boolean> {
    const rows = await db.query(
      `UPDATE winner_stories s SET withdrawn_at = $3 FROM coupons c
        WHERE c.id = s.coupon_id AND c.coupon_no = $2 AND s.member_id = $1 AND s.withdrawn_at IS NULL RETURNING s.id`,
      [memberId, couponNo, at],
    );
    return rows.length > 0;
  },
};

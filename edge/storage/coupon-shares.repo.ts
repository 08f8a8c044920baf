/**
 * Kupondaş shares (coupon_shares): one per coupon (UNIQUE coupon_id), the coupon frozen in `snapshot` at sharing
 * time; settlement writes status, score and settled_at once (WHERE settled_at IS NULL), inside its own transaction.
 */
import { COUPON_PRODUCT } from './coupons.repo';
import type { ShareSnapshot, ShareStatus } from '@shared/protocol/kupondas-share-api';
import type { Queryable, Tx } from './db.port';

/** The coupon as ShareCoupon reads it, locked against settlement finishing it meanwhile. */
export interface CouponToShare {
  id: number;
  couponNo: string;
  memberId: number;
  /** The owner's nickname, for the sharing room's notice. */
  nickname: string;
  status: string;
  amountKurus: number;
  misli: number;
  totalOdd: number;
  maxWinningsKurus: number;
  systemSizes: number[];
  columnCount: number;
  playedAt: Date;
}

export interface NewShare {
  couponId: number;
  memberId: number;
  privacyLevel: number;
  platformId: number;
  shareAll: number;
  snapshot: ShareSnapshot;
  totalOdd: number;
  isLive: boolean;
  earnsScore: boolean;
  sharedAt: Date;
}

/** A share still waiting for its coupon's result, locked by settlement. */
export interface OpenShare {
  id: number;
  couponNo: string;
  memberId: number;
  privacyLevel: number;
  totalOdd: number;
  earnsScore: boolean;
}

export interface ShareRecord {
  id: number;
  couponNo: string;
  memberId: number;
  nickname: string;
  privacyLevel: number;
  totalOdd: number;
  sharedAt: Date;
}

export const couponSharesRepo = {
  async lockCoupon(tx: Tx, couponNo: string): Promise<CouponToShare | null> {
    const rows = await tx.query<CouponToShare & Record<string, unknown>>(
      `SELECT c.id, c.coupon_no AS "couponNo", c.member_id AS "memberId", m.nickname, c.status, c.amount_kurus AS "amountKurus",
         c.misli, c.total_odd AS "totalOdd", c.max_winnings_kurus AS "maxWinningsKurus", c.system_sizes AS "systemSizes",
         c.column_count AS "columnCount", c.played_at AS "playedAt"
       FROM coupons c JOIN members m ON m.id = c.member_id WHERE c.coupon_no = $1 AND c.product = $2 FOR UPDATE OF c`,
      // Only iddaa coupons are shared on Kupondaş: a Spor Toto coupon's number answers as an unknown one.
      [couponNo, COUPON_PRODUCT.iddaa],
    );
    return rows[0] ?? null;
  },

  async exists(db: Queryable, couponId: number): Promise<boolean> {
    return (await db.query('SELECT 1 FROM coupon_shares WHERE coupon_id = $1', [couponId])).length > 0;
  },

  async countSince(db: Queryable, memberId: number, since: Date): Promise<number> {
    const rows = await db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM coupon_shares WHERE member_id = $1 AND shared_at > $2', [memberId, since]);
    return rows[0]?.n ?? 0;
  },

  /** The new share's id, or null when the coupon was already shared (the unique coupon_id kept the first). */
  async insert(tx: Tx, s: NewShare): Promise<number | null> {
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO coupon_shares (coupon_id, member_id, privacy_level, platform_id, share_all, snapshot, total_odd, is_live,
         earns_score, status, shared_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'open', $10) ON CONFLICT (coupon_id) DO NOTHING RETURNING id`,
      [s.couponId, s.memberId, s.privacyLevel, s.platformId, s.shareAll, JSON.stringify(s.snapshot), s.totalOdd, s.isLive, s.earnsScore, s.sharedAt],
    );
    return rows[0]?.id ?? null;
  },

  /** The coupon's share not settled yet, locked; null when the coupon has none (or it is settled already). */
  async lockOpen(tx: Tx, couponId: number): Promise<OpenShare | null> {
    const rows = await tx.query<OpenShare & Record<string, unknown>>(
      `SELECT s.id, c.coupon_no AS "couponNo", s.member_id AS "memberId", s.privacy_level AS "privacyLevel",
         s.total_odd AS "totalOdd", s.earns_score AS "earnsScore"
       FROM coupon_shares s JOIN coupons c ON c.id = s.coupon_id WHERE s.coupon_id = $1 AND s.settled_at IS NULL FOR UPDATE OF s`,
      [couponId],
    );
    return rows[0] ?? null;
  },

  async settle(tx: Tx, id: number, status: Exclude<ShareStatus, 'open'>, score: number | null, at: Date): Promise<void> {
    await tx.query('UPDATE coupon_shares SET status = $2, score = $3, settled_at = $4 WHERE id = $1 AND settled_at IS NULL', [id, status, score, at]);
  },

  /** The member's shares, newest first. */
  async ofMember(db: Queryable, memberId: number, limit: number): Promise<{ id: number; couponNo: string; privacyLevel: number; sharedAt: Date }[]> {
    return db.query(
      `SELECT s.id, c.coupon_no AS "couponNo", s.privacy_level AS "privacyLevel", s.shared_at AS "sharedAt"
       FROM coupon_shares s JOIN coupons c ON c.id = s.coupon_id WHERE s.member_id = $1 ORDER BY s.shared_at DESC, s.id DESC LIMIT $2`,
      [memberId, limit],
    );
  },

  async byCouponNo(db: Queryable, couponNo: string): Promise<ShareRecord | null> {
    const rows = await db.query<ShareRecord & Record<string, unknown>>(
      `SELECT s.id, c.coupon_no AS "couponNo", s.member_id AS "memberId", m.nickname, s.privacy_level AS "privacyLevel",
         s.total_odd AS "totalOdd", s.shared_at AS "sharedAt"
       FROM coupons c JOIN coupon_shares s ON s.coupon_id = c.id JOIN members m ON m.id = s.member_id WHERE c.coupon_no = $1`,
      [couponNo],
    );
    return rows[0] ?? null;
  },
};

/**
 * The share lists of Kupondaş, every one keyset-paginated on (shared_at DESC, id DESC) — never OFFSET, so a deep page
 * costs what the first does — and every one deciding visibility in its own SQL: a followers-only share reaches only
 * its owner and the owner's followers, and nothing of a member crosses a block in either direction.
 */
import type { CouponStatus } from '@shared/protocol/my-coupons-api';
import type { FeedFilter } from '@shared/protocol/kupondas-social-api';
import type { Queryable } from './db.port';

export interface ShareRecord {
  id: number;
  memberId: number;
  nickname: string;
  /** The sharer's approved avatar (migration 14), null while there is none. */
  publicAvatarMediaId: number | null;
  couponId: number;
  couponNo: string;
  refunded: boolean;
  privacyLevel: number;
  totalOdd: number;
  isLive: boolean;
  earnsScore: boolean;
  status: CouponStatus;
  score: number | null;
  sharedAt: Date;
  settledAt: Date | null;
}

/** A page position: the last card's shared time and id. */
export interface Keyset {
  at: Date;
  id: number;
}

export const PUBLIC_LEVEL = 1;

/** Neither of the two blocked the other; $1 is the viewer (null for a visitor: no blocks). */
const NOT_BLOCKED = (owner: string): string =>
  `NOT EXISTS (SELECT 1 FROM member_blocks b WHERE b.blocker_id = ${owner} AND b.blocked_id = $1)
  AND NOT EXISTS (SELECT 1 FROM member_blocks b WHERE b.blocker_id = $1 AND b.blocked_id = ${owner})`;

/** The viewer ($1, null for a visitor) may see share `s`. */
export const VISIBLE = `(s.privacy_level = ${PUBLIC_LEVEL} OR s.member_id = $1
  OR EXISTS (SELECT 1 FROM member_follows f WHERE f.follower_id = $1 AND f.followee_id = s.member_id))
  AND ${NOT_BLOCKED('s.member_id')}`;

const FILTER_WHERE: Record<FeedFilter, string> = {
  all: '',
  ongoing: `AND s.status = 'open'`,
  won: `AND s.status = 'won'`,
  lost: `AND s.status = 'lost'`,
  live: `AND s.is_live AND s.status = 'open'`,
};

const SHARE_COLUMNS = `s.id, s.member_id AS "memberId", s.coupon_id AS "couponId", s.privacy_level AS "privacyLevel",
  s.total_odd AS "totalOdd", s.is_live AS "isLive", s.earns_score AS "earnsScore", s.status, s.score,
  s.shared_at AS "sharedAt", s.settled_at AS "settledAt"`;

/** The page's keyset condition with its parameter numbers, or nothing on the first page. */
const keysetWhere = (after: Keyset | null, first: number): { sql: string; params: unknown[] } =>
  after ? { sql: `AND (s.shared_at, s.id) < ($${first}::timestamptz, $${first + 1}::bigint)`, params: [after.at, after.id] } : { sql: '', params: [] };

/** Adds the coupon number, refund flag, nickname and approved avatar to a page of shares, keeping its order. */
const hydrate = (page: string): string => `SELECT p.*, c.coupon_no AS "couponNo", c.refunded, m.nickname,
  m.public_avatar_media_id AS "publicAvatarMediaId"
  FROM (${page}) p JOIN coupons c ON c.id = p."couponId" JOIN members m ON m.id = p."memberId"
  ORDER BY p."sharedAt" DESC, p.id DESC`;

export const kupondasFeedsRepo = {
  /** 'Tüm Paylaşımlar': shares for all members, newest first. */
  async publicFeed(db: Queryable, viewerId: number | null, filter: FeedFilter, after: Keyset | null, limit: number): Promise<ShareRecord[]> {
    const ks = keysetWhere(after, 3);
    return db.query<ShareRecord & Record<string, unknown>>(hydrate(
      `SELECT ${SHARE_COLUMNS} FROM coupon_shares s
       WHERE s.privacy_level = ${PUBLIC_LEVEL} ${FILTER_WHERE[filter]} ${ks.sql} AND ${NOT_BLOCKED('s.member_id')}
       ORDER BY s.shared_at DESC, s.id DESC LIMIT $2`,
    ), [viewerId, limit, ...ks.params]);
  },

  /**
   * 'Takip Ettiklerim': shares of the members the viewer follows, followers-only ones included. Each followed member
   * gives at most `limit` shares from its own index, then the merge keeps the newest `limit`: the work is bounded
   * by the follow limit, however deep the page.
   */
  async followingFeed(db: Queryable, viewerId: number, filter: FeedFilter, after: Keyset | null, limit: number): Promise<ShareRecord[]> {
    const ks = keysetWhere(after, 3);
    return db.query<ShareRecord & Record<string, unknown>>(hydrate(
      `SELECT x.* FROM member_follows f CROSS JOIN LATERAL (
         SELECT ${SHARE_COLUMNS} FROM coupon_shares s
         WHERE s.member_id = f.followee_id ${FILTER_WHERE[filter]} ${ks.sql}
         ORDER BY s.shared_at DESC, s.id DESC LIMIT $2) x
       WHERE f.follower_id = $1 AND ${NOT_BLOCKED('f.followee_id')}
       ORDER BY x."sharedAt" DESC, x.id DESC LIMIT $2`,
    ), [viewerId, limit, ...ks.params]);
  },

  /** A member's shares the viewer may see (the profile). */
  async memberShares(db: Queryable, viewerId: number | null, memberId: number, after: Keyset | null, limit: number): Promise<ShareRecord[]> {
    const ks = keysetWhere(after, 4);
    return db.query<ShareRecord & Record<string, unknown>>(hydrate(
      `SELECT ${SHARE_COLUMNS} FROM coupon_shares s
       WHERE s.member_id = $3 ${ks.sql} AND ${VISIBLE}
       ORDER BY s.shared_at DESC, s.id DESC LIMIT $2`,
    ), [viewerId, limit, memberId, ...ks.params]);
  },

  /** One share, or null when it does not exist or the viewer may not see it. */
  async visibleShare(db: Queryable, viewerId: number | null, shareId: number): Promise<ShareRecord | null> {
    const rows = await db.query<ShareRecord & Record<string, unknown>>(hydrate(
      `SELECT ${SHARE_COLUMNS} FROM coupon_shares s WHERE s.id = $2 AND ${VISIBLE}`,
    ), [viewerId, shareId]);
    return rows[0] ?? null;
  },

  /** Live comment counts of the shares. */
  async commentCounts(db: Queryable, shareIds: readonly number[]): Promise<Map<number, number>> {
    if (shareIds.length === 0) return new Map();
    const rows = await db.query<{ id: number; n: number }>(
      `SELECT share_id AS id, COUNT(*)::bigint AS n FROM share_comments
       WHERE share_id = ANY($1::bigint[]) AND deleted_at IS NULL AND removed_at IS NULL GROUP BY share_id`,
      [shareIds],
    );
    return new Map(rows.map((r) => [r.id, r.n]));
  },
};

/**
 * Sharers' records: a member's totals (profile), and the leaderboards, ranked by score over shares settled in a
 * period. Only won and lost shares count as settled (a refunded or cancelled one neither hits nor misses); the
 * score is the sum of what the period's settlements wrote.
 */
import type { Queryable } from './db.port';

export interface MemberRecord {
  shares: number;
  settled: number;
  won: number;
  /** Sum of the won shares' total odds, hundredths (the yield's numerator). */
  wonOdds: number;
  score: number;
}

export interface RankedMember extends MemberRecord {
  memberId: number;
  nickname: string;
  /** The approved avatar others see (migration 14). */
  publicAvatarMediaId: number | null;
}

export const kupondasLeaderboardsRepo = {
  async memberRecord(db: Queryable, memberId: number): Promise<MemberRecord> {
    const [row] = await db.query<MemberRecord & Record<string, unknown>>(
      `SELECT COUNT(*)::bigint AS shares,
         COUNT(*) FILTER (WHERE status IN ('won', 'lost'))::bigint AS settled,
         COUNT(*) FILTER (WHERE status = 'won')::bigint AS won,
         COALESCE(SUM(total_odd) FILTER (WHERE status = 'won'), 0)::bigint AS "wonOdds",
         COALESCE(SUM(score), 0)::bigint AS score
       FROM coupon_shares WHERE member_id = $1`,
      [memberId],
    );
    return row ?? { shares: 0, settled: 0, won: 0, wonOdds: 0, score: 0 };
  },

  /**
   * Members ranked by the score of shares settled since `from` (all time when null), with at least `minSettled`
   * settled ones; ties go to the better yield, then to more settled shares, then to the older member.
   */
  async ranking(db: Queryable, from: Date | null, minSettled: number, limit: number): Promise<RankedMember[]> {
    const since = from ? 'AND s.settled_at >= $3' : '';
    return db.query<RankedMember & Record<string, unknown>>(
      `SELECT r.*, m.nickname, m.public_avatar_media_id AS "publicAvatarMediaId" FROM (
         SELECT s.member_id AS "memberId", COUNT(*)::bigint AS shares,
           COUNT(*) FILTER (WHERE s.status IN ('won', 'lost'))::bigint AS settled,
           COUNT(*) FILTER (WHERE s.status = 'won')::bigint AS won,
           COALESCE(SUM(s.total_odd) FILTER (WHERE s.status = 'won'), 0)::bigint AS "wonOdds",
           COALESCE(SUM(s.score), 0)::bigint AS score
         FROM coupon_shares s WHERE s.settled_at IS NOT NULL ${since}
         GROUP BY s.member_id
         HAVING COUNT(*) FILTER (WHERE s.status IN ('won', 'lost')) >= $1) r
       JOIN members m ON m.id = r."memberId"
       ORDER BY r.score DESC, (r."wonOdds" - 100 * r.settled)::float8 / (100 * r.settled) DESC, r.settled DESC, r."memberId"
       LIMIT $2`,
      from ? [minSettled, limit, from] : [minSettled, limit],
    );
  },
};

/** Members who shared for all members lately, newest first: suggestions while nobody has a settled share yet. */
export const recentPublicSharers = async (db: Queryable, limit: number): Promise<{ memberId: number; nickname: string }[]> =>
  db.query<{ memberId: number; nickname: string }>(
    `SELECT r."memberId", m.nickname FROM (
       SELECT s.member_id AS "memberId", MAX(s.shared_at) AS last FROM (
         SELECT member_id, shared_at FROM coupon_shares WHERE privacy_level = 1 ORDER BY shared_at DESC, id DESC LIMIT 500) s
       GROUP BY s.member_id) r
     JOIN members m ON m.id = r."memberId" ORDER BY r.last DESC LIMIT $1`,
    [limit],
  );

/**
 * Follows, blocks and the per-member action log of Kupondaş. A block ends follows in both directions in the same
 * transaction; reads of shares still check blocks themselves, so a follow that raced a block never shows anything.
 */
import type { Queryable, Tx } from './db.port';

export interface MemberRef {
  id: number;
  nickname: string;
  /** The approved avatar others see (migration 14); read by byNickname. */
  publicAvatarMediaId?: number | null;
}

/** How two members stand: the viewer follows / blocked the member, the member blocked the viewer. */
export interface Relation {
  follows: boolean;
  blocked: boolean;
  blockedBy: boolean;
}

export type SocialActionKind = 'follow' | 'unfollow' | 'block' | 'unblock' | 'comment' | 'report';

export const kupondasFollowsRepo = {
  /** The member of a nickname (case-insensitive); signup writes the username, unique the same way. */
  async byNickname(db: Queryable, nickname: string): Promise<MemberRef | null> {
    const rows = await db.query<MemberRef & Record<string, unknown>>(
      'SELECT id, nickname, public_avatar_media_id AS "publicAvatarMediaId" FROM members WHERE lower(nickname) = lower($1) ORDER BY id LIMIT 1',
      [nickname],
    );
    return rows[0] ?? null;
  },

  async relation(db: Queryable, viewerId: number | null, memberId: number): Promise<Relation> {
    if (viewerId === null || viewerId === memberId) return { follows: false, blocked: false, blockedBy: false };
    const [row] = await db.query<Relation & Record<string, unknown>>(
      `SELECT EXISTS (SELECT 1 FROM member_follows WHERE follower_id = $1 AND followee_id = $2) AS follows,
         EXISTS (SELECT 1 FROM member_blocks WHERE blocker_id = $1 AND blocked_id = $2) AS blocked,
         EXISTS (SELECT 1 FROM member_blocks WHERE blocker_id = $2 AND blocked_id = $1) AS "blockedBy"`,
      [viewerId, memberId],
    );
    return row ?? { follows: false, blocked: false, blockedBy: false };
  },

  /** Which of these members the viewer follows. */
  async followedAmong(db: Queryable, viewerId: number, memberIds: readonly number[]): Promise<Set<number>> {
    if (memberIds.length === 0) return new Set();
    const rows = await db.query<{ id: number }>(
      'SELECT followee_id AS id FROM member_follows WHERE follower_id = $1 AND followee_id = ANY($2::bigint[])',
      [viewerId, memberIds],
    );
    return new Set(rows.map((r) => r.id));
  },

  /** Members the viewer follows, or blocked, or is blocked by, or is: never suggested. */
  async unsuggestable(db: Queryable, viewerId: number): Promise<Set<number>> {
    const rows = await db.query<{ id: number }>(
      `SELECT followee_id AS id FROM member_follows WHERE follower_id = $1
       UNION SELECT blocked_id FROM member_blocks WHERE blocker_id = $1
       UNION SELECT blocker_id FROM member_blocks WHERE blocked_id = $1`,
      [viewerId],
    );
    return new Set([viewerId, ...rows.map((r) => r.id)]);
  },

  async counts(db: Queryable, memberId: number): Promise<{ followers: number; following: number }> {
    const [row] = await db.query<{ followers: number; following: number }>(
      `SELECT (SELECT COUNT(*)::bigint FROM member_follows WHERE followee_id = $1) AS followers,
         (SELECT COUNT(*)::bigint FROM member_follows WHERE follower_id = $1) AS following`,
      [memberId],
    );
    return row ?? { followers: 0, following: 0 };
  },

  async follow(tx: Tx, followerId: number, followeeId: number, at: Date): Promise<void> {
    await tx.query(
      'INSERT INTO member_follows (follower_id, followee_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [followerId, followeeId, at],
    );
  },

  async unfollow(tx: Tx, followerId: number, followeeId: number): Promise<void> {
    await tx.query('DELETE FROM member_follows WHERE follower_id = $1 AND followee_id = $2', [followerId, followeeId]);
  },

  /** Blocks and ends the follows between the two, both directions. */
  async block(tx: Tx, blockerId: number, blockedId: number, at: Date): Promise<void> {
    await tx.query(
      'INSERT INTO member_blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [blockerId, blockedId, at],
    );
    await tx.query(
      `DELETE FROM member_follows WHERE (follower_id = $1 AND followee_id = $2) OR (follower_id = $2 AND followee_id = $1)`,
      [blockerId, blockedId],
    );
  },

  async unblock(tx: Tx, blockerId: number, blockedId: number): Promise<void> {
    await tx.query('DELETE FROM member_blocks WHERE blocker_id = $1 AND blocked_id = $2', [blockerId, blockedId]);
  },

  /**
   * Locks the member's row so one member's actions are counted one at a time, then counts those of `kinds` since
   * `since` (the rate limits); rows older than `purgeBefore` are dropped on the way.
   */
  async lockAndCount(tx: Tx, memberId: number, kinds: readonly SocialActionKind[], since: Date, purgeBefore: Date): Promise<number> {
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
    await tx.query('DELETE FROM kupondas_actions WHERE member_id = $1 AND at < $2', [memberId, purgeBefore]);
    const [row] = await tx.query<{ n: number }>(
      'SELECT COUNT(*)::bigint AS n FROM kupondas_actions WHERE member_id = $1 AND kind = ANY($2::text[]) AND at >= $3',
      [memberId, kinds, since],
    );
    return row?.n ?? 0;
  },

  async countSince(tx: Tx, memberId: number, kinds: readonly SocialActionKind[], since: Date): Promise<number> {
    const [row] = await tx.query<{ n: number }>(
      'SELECT COUNT(*)::bigint AS n FROM kupondas_actions WHERE member_id = $1 AND kind = ANY($2::text[]) AND at >= $3',
      [memberId, kinds, since],
    );
    return row?.n ?? 0;
  },

  async recordAction(tx: Tx, memberId: number, kind: SocialActionKind, at: Date): Promise<void> {
    await tx.query('INSERT INTO kupondas_actions (member_id, kind, at) VALUES ($1, $2, $3)', [memberId, kind, at]);
  },

  async followingCount(tx: Tx, memberId: number): Promise<number> {
    const [row] = await tx.query<{ n: number }>('SELECT COUNT(*)::bigint AS n FROM member_follows WHERE follower_id = $1', [memberId]);
    return row?.n ?? 0;
  },
};

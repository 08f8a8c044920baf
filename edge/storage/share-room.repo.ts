/**
 * Who may be in a share's room (Share_<id>_V3): the share's owner, or a member who follows the owner and whom no
 * block separates from the owner, in either direction. Asked at every join and again, for every socket still in
 * the room, before each message is sent, so a follow removed or a block made since the join is obeyed at once.
 */
import type { Queryable } from './db.port';

export const shareRoomRepo = {
  /** Of `memberIds`, those allowed in share `shareId`'s room (none when the share does not exist). */
  async allowed(db: Queryable, shareId: number, memberIds: readonly number[]): Promise<Set<number>> {
    if (memberIds.length === 0) return new Set();
    const rows = await db.query<{ id: number }>(
      `SELECT v.id FROM coupon_shares s CROSS JOIN unnest($2::bigint[]) AS v(id)
       WHERE s.id = $1 AND (v.id = s.member_id OR (
         EXISTS (SELECT 1 FROM member_follows f WHERE f.follower_id = v.id AND f.followee_id = s.member_id)
         AND NOT EXISTS (SELECT 1 FROM member_blocks b WHERE b.blocker_id = s.member_id AND b.blocked_id = v.id)
         AND NOT EXISTS (SELECT 1 FROM member_blocks b WHERE b.blocker_id = v.id AND b.blocked_id = s.member_id)))`,
      [shareId, memberIds],
    );
    return new Set(rows.map((r) => Number(r.id)));
  },
};

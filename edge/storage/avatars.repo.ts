/**
 * Avatar images and the member's choice (migration 14). Every change of a member's avatar runs under the member row's
 * lock (lockMember), so the daily cap and the waiting-image bookkeeping hold under concurrent uploads; a moderator's
 * claim is one UPDATE over a SKIP LOCKED pick, so two moderators never hold the same image.
 */
import { AVATAR_MEDIA_STATUS as S } from '@shared/constants/avatar';
import type { Queryable, Tx } from './db.port';

export interface MemberAvatarRow {
  mediaId: number | null;
  status: number | null;
  publicMediaId: number | null;
}

export interface AvatarImageRow {
  memberId: number;
  status: number;
  image: Uint8Array;
}

export interface WaitingRow {
  mediaId: number;
  nickname: string;
  createdAt: Date;
  claimExpiresAt: Date | null;
}

export interface ClaimedRow {
  mediaId: number;
  nickname: string;
  createdAt: Date;
  image: Uint8Array;
}

export const avatarsRepo = {
  /** Locks the member row for the transaction; null when the member does not exist. */
  async lockMember(tx: Tx, memberId: number): Promise<MemberAvatarRow | null> {
    const rows = await tx.query<MemberAvatarRow & Record<string, unknown>>(
      `SELECT avatar_media_id AS "mediaId", avatar_status AS status, public_avatar_media_id AS "publicMediaId"
         FROM members WHERE id = $1 FOR UPDATE`,
      [memberId],
    );
    return rows[0] ?? null;
  },

  async uploadsSince(db: Queryable, memberId: number, since: Date): Promise<number> {
    const [row] = await db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM avatar_media WHERE member_id = $1 AND created_at > $2', [memberId, since]);
    return row?.n ?? 0;
  },

  /** Waiting images of the member become withdrawn: a newer choice replaces them before review. */
  async withdrawWaiting(tx: Tx, memberId: number): Promise<void> {
    await tx.query('UPDATE avatar_media SET status = $2, claim_token = NULL WHERE member_id = $1 AND status = $3', [memberId, S.withdrawn, S.waiting]);
  },

  async insertWaiting(tx: Tx, memberId: number, image: Buffer, at: Date): Promise<number> {
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO avatar_media (member_id, status, image, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
      [memberId, S.waiting, image, at],
    );
    return row!.id;
  },

  async isApprovedOf(tx: Tx, memberId: number, mediaId: number): Promise<boolean> {
    const rows = await tx.query('SELECT 1 FROM avatar_media WHERE id = $1 AND member_id = $2 AND status = $3', [mediaId, memberId, S.approved]);
    return rows.length > 0;
  },

  /** Sets the member's own avatar (member settings) and, when given, what others see. */
  async setMemberAvatar(tx: Tx, memberId: number, mediaId: number | null, status: number | null, publicMediaId: number | null): Promise<void> {
    await tx.query('UPDATE members SET avatar_media_id = $2, avatar_status = $3, public_avatar_media_id = $4 WHERE id = $1', [
      memberId, mediaId, status, publicMediaId,
    ]);
  },

  async memberAvatar(db: Queryable, memberId: number): Promise<MemberAvatarRow | null> {
    const rows = await db.query<MemberAvatarRow & Record<string, unknown>>(
      `SELECT avatar_media_id AS "mediaId", avatar_status AS status, public_avatar_media_id AS "publicMediaId" FROM members WHERE id = $1`,
      [memberId],
    );
    return rows[0] ?? null;
  },

  async archive(db: Queryable, memberId: number, limit: number): Promise<number[]> {
    const rows = await db.query<{ id: number }>(
      'SELECT id FROM avatar_media WHERE member_id = $1 AND status = $2 ORDER BY created_at DESC, id DESC LIMIT $3',
      [memberId, S.approved, limit],
    );
    return rows.map((r) => r.id);
  },

  /** The newest upload, when it was rejected: its reason and time. */
  async lastRejection(db: Queryable, memberId: number): Promise<{ reason: string; at: Date } | null> {
    const rows = await db.query<{ status: number; reason: string | null; at: Date | null }>(
      `SELECT status, reject_reason AS reason, reviewed_at AS at FROM avatar_media WHERE member_id = $1
         ORDER BY created_at DESC, id DESC LIMIT 1`,
      [memberId],
    );
    const r = rows[0];
    return r && r.status === S.rejected && r.at ? { reason: r.reason ?? '', at: r.at } : null;
  },

  async image(db: Queryable, mediaId: number): Promise<AvatarImageRow | null> {
    const rows = await db.query<AvatarImageRow & Record<string, unknown>>(
      'SELECT member_id AS "memberId", status, image FROM avatar_media WHERE id = $1',
      [mediaId],
    );
    return rows[0] ?? null;
  },

  async waiting(db: Queryable, limit: number): Promise<{ items: WaitingRow[]; total: number }> {
    const [items, count] = await Promise.all([
      db.query<WaitingRow & Record<string, unknown>>(
        `SELECT a.id AS "mediaId", m.nickname, a.created_at AS "createdAt", a.claim_expires_at AS "claimExpiresAt"
           FROM avatar_media a JOIN members m ON m.id = a.member_id WHERE a.status = $1 ORDER BY a.created_at, a.id LIMIT $2`,
        [S.waiting, limit],
      ),
      db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM avatar_media WHERE status = $1', [S.waiting]),
    ]);
    return { items, total: count[0]?.n ?? 0 };
  },

  /**
   * Hands the oldest waiting image nobody holds (or whose lease ran out) to this moderator. The pick skips rows
   * another transaction is claiming, and the UPDATE checks the lease again after it got the row, so two moderators
   * never leave with the same image.
   */
  async claimOldest(db: Queryable, moderator: string, token: string, at: Date, until: Date): Promise<ClaimedRow | null> {
    const rows = await db.query<ClaimedRow & Record<string, unknown>>(
      `WITH pick AS (
         SELECT id FROM avatar_media WHERE status = $1 AND (claim_expires_at IS NULL OR claim_expires_at <= $2)
          ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
       UPDATE avatar_media a SET claimed_by = $3, claim_token = $4, claim_expires_at = $5
         FROM pick, members m
        WHERE a.id = pick.id AND m.id = a.member_id AND a.status = $1 AND (a.claim_expires_at IS NULL OR a.claim_expires_at <= $2)
        RETURNING a.id AS "mediaId", m.nickname, a.created_at AS "createdAt", a.image`,
      [S.waiting, at, moderator, token, until],
    );
    return rows[0] ?? null;
  },

  async ownerOf(db: Queryable, mediaId: number): Promise<number | null> {
    const rows = await db.query<{ memberId: number }>('SELECT member_id AS "memberId" FROM avatar_media WHERE id = $1', [mediaId]);
    return rows[0]?.memberId ?? null;
  },

  /** Ends a claim with the decision; null when the claim is not (or no longer) this one's. */
  async decide(tx: Tx, mediaId: number, token: string, at: Date, status: number, reason: string | null): Promise<number | null> {
    const rows = await tx.query<{ memberId: number }>(
      `UPDATE avatar_media SET status = $4, reviewed_at = $3, reviewed_by = claimed_by, reject_reason = $5, claim_token = NULL
        WHERE id = $1 AND claim_token = $2 AND status = $6 AND claim_expires_at > $3 RETURNING member_id AS "memberId"`,
      [mediaId, token, at, status, reason, S.waiting],
    );
    return rows[0]?.memberId ?? null;
  },
};

/**
 * Comments on shares: plain text as written, newest first by keyset on (created_at DESC, id DESC); the author's
 * delete and ops' removal hide a comment but keep its row, so its reports stay readable.
 */
import type { Queryable, Tx } from './db.port';
import type { Keyset } from './kupondas-feeds.repo';

export interface CommentRecord {
  id: number;
  shareId: number;
  memberId: number;
  nickname: string;
  body: string;
  createdAt: Date;
}

export interface ReportedCommentRecord extends CommentRecord {
  reports: number;
  lastReportedAt: Date;
  reasons: string[];
}

const COLUMNS = `c.id, c.share_id AS "shareId", c.member_id AS "memberId", m.nickname, c.body, c.created_at AS "createdAt"`;
const SHOWN = 'c.deleted_at IS NULL AND c.removed_at IS NULL';

export const kupondasCommentsRepo = {
  async page(db: Queryable, shareId: number, after: Keyset | null, limit: number): Promise<CommentRecord[]> {
    const keyset = after ? 'AND (c.created_at, c.id) < ($3::timestamptz, $4::bigint)' : '';
    return db.query<CommentRecord & Record<string, unknown>>(
      `SELECT ${COLUMNS} FROM share_comments c JOIN members m ON m.id = c.member_id
       WHERE c.share_id = $1 AND ${SHOWN} ${keyset} ORDER BY c.created_at DESC, c.id DESC LIMIT $2`,
      after ? [shareId, limit, after.at, after.id] : [shareId, limit],
    );
  },

  async insert(tx: Tx, shareId: number, memberId: number, body: string, at: Date): Promise<CommentRecord> {
    const [row] = await tx.query<CommentRecord & Record<string, unknown>>(
      `WITH c AS (INSERT INTO share_comments (share_id, member_id, body, created_at) VALUES ($1, $2, $3, $4) RETURNING *)
       SELECT ${COLUMNS} FROM c JOIN members m ON m.id = c.member_id`,
      [shareId, memberId, body, at],
    );
    if (!row) throw new Error('comment insert returned nothing');
    return row;
  },

  /** A shown comment (its share's visibility is the caller's check). */
  async shown(db: Queryable, commentId: number): Promise<CommentRecord | null> {
    const rows = await db.query<CommentRecord & Record<string, unknown>>(
      `SELECT ${COLUMNS} FROM share_comments c JOIN members m ON m.id = c.member_id WHERE c.id = $1 AND ${SHOWN}`,
      [commentId],
    );
    return rows[0] ?? null;
  },

  /** Hides the author's own comment; false when it is not theirs or already gone. */
  async deleteOwn(db: Queryable, commentId: number, memberId: number, at: Date): Promise<boolean> {
    const rows = await db.query(
      'UPDATE share_comments SET deleted_at = $3 WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL RETURNING id',
      [commentId, memberId, at],
    );
    return rows.length > 0;
  },

  /** One report per member and comment; reporting again updates the reason. */
  async report(tx: Tx, commentId: number, reporterId: number, reason: string, at: Date): Promise<void> {
    await tx.query(
      `INSERT INTO comment_reports (comment_id, reporter_id, reason, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (comment_id, reporter_id) DO UPDATE SET reason = EXCLUDED.reason, created_at = EXCLUDED.created_at`,
      [commentId, reporterId, reason, at],
    );
  },

  /** Shown comments with reports, most reported first. */
  async reported(db: Queryable, limit: number): Promise<ReportedCommentRecord[]> {
    return db.query<ReportedCommentRecord & Record<string, unknown>>(
      `SELECT ${COLUMNS}, r.reports, r.last AS "lastReportedAt", r.reasons FROM (
         SELECT comment_id, COUNT(*)::bigint AS reports, MAX(created_at) AS last,
           COALESCE(array_agg(reason ORDER BY created_at DESC) FILTER (WHERE reason <> ''), '{}') AS reasons
         FROM comment_reports GROUP BY comment_id) r
       JOIN share_comments c ON c.id = r.comment_id JOIN members m ON m.id = c.member_id
       WHERE ${SHOWN} ORDER BY r.reports DESC, r.last DESC LIMIT $1`,
      [limit],
    );
  },

  /** Ops removes a comment; false when it is unknown or already hidden. */
  async remove(db: Queryable, commentId: number, at: Date): Promise<boolean> {
    const rows = await db.query(
      'UPDATE share_comments SET removed_at = $2 WHERE id = $1 AND deleted_at IS NULL AND removed_at IS NULL RETURNING id',
      [commentId, at],
    );
    return rows.length > 0;
  },
};

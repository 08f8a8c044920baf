/** Server-side sessions, keyed by the hash of the cookie value. */
import type { Queryable } from './db.port';

export interface SessionRecord {
  id: string;
  memberId: number | null;
  csrfToken: string;
  loginType: number | null;
  createdAt: Date;
  lastSeenAt: Date;
}

export const sessionsRepo = {
  async insert(db: Queryable, s: SessionRecord): Promise<void> {
    await db.query(
      `INSERT INTO sessions (id, member_id, csrf_token, login_type, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [s.id, s.memberId, s.csrfToken, s.loginType, s.createdAt, s.lastSeenAt],
    );
  },

  async find(db: Queryable, id: string): Promise<SessionRecord | null> {
    const rows = await db.query<SessionRecord & Record<string, unknown>>(
      `SELECT id, member_id AS "memberId", csrf_token AS "csrfToken", login_type AS "loginType",
         created_at AS "createdAt", last_seen_at AS "lastSeenAt" FROM sessions WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  },

  async touch(db: Queryable, id: string, at: Date): Promise<void> {
    await db.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1 AND last_seen_at < $2', [id, at]);
  },

  async delete(db: Queryable, id: string): Promise<void> {
    await db.query('DELETE FROM sessions WHERE id = $1', [id]);
  },

  /** Ends every session of a member (a password change: stolen sessions die with the old password). */
  async deleteByMember(db: Queryable, memberId: number): Promise<void> {
    await db.query('DELETE FROM sessions WHERE member_id = $1', [memberId]);
  },

  /** Drops sessions idle since before idleBefore or created before createdBefore; returns how many. */
  async purge(db: Queryable, idleBefore: Date, createdBefore: Date): Promise<number> {
    const rows = await db.query('DELETE FROM sessions WHERE last_seen_at < $1 OR created_at < $2 RETURNING id', [idleBefore, createdBefore]);
    return rows.length;
  },
};

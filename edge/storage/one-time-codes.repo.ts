/** One-time codes (password reset): stored hashed, single use, expiring, with a capped number of guesses. */
import type { Queryable, Tx } from './db.port';

export interface NewCode {
  purpose: string;
  memberId: number | null;
  contact: string;
  codeHash: string | null;
  expiresAt: Date;
  createdAt: Date;
  /** The session the code is bound to (contact verification); null: any (password reset has no session). */
  sessionId?: string | null;
}

export interface CodeRecord {
  id: number;
  memberId: number;
  codeHash: string;
  attempts: number;
}

export const oneTimeCodesRepo = {
  async insert(db: Queryable, c: NewCode): Promise<void> {
    await db.query(
      `INSERT INTO one_time_codes (purpose, member_id, contact, code_hash, expires_at, created_at, session_id) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [c.purpose, c.memberId, c.contact, c.codeHash, c.expiresAt, c.createdAt, c.sessionId ?? null],
    );
  },

  /** How many codes were asked for this contact since `since` (matched or not, so the limit tells nothing). */
  async countSince(db: Queryable, purpose: string, contact: string, since: Date): Promise<number> {
    const rows = await db.query<{ n: number }>(
      'SELECT COUNT(*)::int AS n FROM one_time_codes WHERE purpose = $1 AND contact = $2 AND created_at >= $3',
      [purpose, contact, since],
    );
    return rows[0]?.n ?? 0;
  },

  /** The newest live code of the member for the contact (and the session, when given), locked for the check. */
  async latestLive(tx: Tx, purpose: string, memberId: number, contact: string, at: Date, sessionId: string | null = null): Promise<CodeRecord | null> {
    const rows = await tx.query<CodeRecord & Record<string, unknown>>(
      `SELECT id, member_id AS "memberId", code_hash AS "codeHash", attempts FROM one_time_codes
       WHERE purpose = $1 AND member_id = $2 AND contact = $3 AND used_at IS NULL AND code_hash IS NOT NULL AND expires_at > $4
         AND ($5::text IS NULL OR session_id = $5::text)
       ORDER BY id DESC LIMIT 1 FOR UPDATE`,
      [purpose, memberId, contact, at, sessionId],
    );
    return rows[0] ?? null;
  },

  async countAttempt(tx: Tx, id: number): Promise<void> {
    await tx.query('UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = $1', [id]);
  },

  /** Uses the code up, and any other live code of the member for this purpose. */
  async useUp(tx: Tx, purpose: string, memberId: number, at: Date): Promise<void> {
    await tx.query('UPDATE one_time_codes SET used_at = $3 WHERE purpose = $1 AND member_id = $2 AND used_at IS NULL', [purpose, memberId, at]);
  },
};

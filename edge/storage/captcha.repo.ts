/** Captcha images, CaptchaRequired cache keys and per-address login failures (migration 3). */
import type { Queryable } from './db.port';

export interface ChallengeRow {
  id: string;
  answerHmac: string;
  expiresAt: Date;
}

export const captchaRepo = {
  /** Stores the session's open image, replacing any earlier one; drops expired images on the way. */
  async putChallenge(db: Queryable, sessionId: string, c: ChallengeRow, at: Date): Promise<void> {
    await db.query('DELETE FROM captcha_challenges WHERE expires_at < $1', [at]);
    await db.query(
      `INSERT INTO captcha_challenges (session_id, id, answer_hmac, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (session_id) DO UPDATE SET id = EXCLUDED.id, answer_hmac = EXCLUDED.answer_hmac,
         expires_at = EXCLUDED.expires_at, created_at = EXCLUDED.created_at`,
      [sessionId, c.id, c.answerHmac, c.expiresAt, at],
    );
  },

  /** Removes and returns the session's open image: whoever takes it is its only guess. */
  async takeChallenge(db: Queryable, sessionId: string): Promise<ChallengeRow | null> {
    const rows = await db.query<ChallengeRow & Record<string, unknown>>(
      `DELETE FROM captcha_challenges WHERE session_id = $1
       RETURNING id, answer_hmac AS "answerHmac", expires_at AS "expiresAt"`,
      [sessionId],
    );
    return rows[0] ?? null;
  },

  async insertPass(db: Queryable, id: string, sessionId: string, expiresAt: Date, at: Date): Promise<void> {
    await db.query('DELETE FROM captcha_passes WHERE expires_at < $1', [at]);
    await db.query('INSERT INTO captcha_passes (id, session_id, expires_at, created_at) VALUES ($1, $2, $3, $4)', [
      id,
      sessionId,
      expiresAt,
      at,
    ]);
  },

  /** Marks a live, unverified pass of this session verified; false when there is none. */
  async verifyPass(db: Queryable, id: string, sessionId: string, at: Date): Promise<boolean> {
    const rows = await db.query(
      `UPDATE captcha_passes SET verified_at = $3
       WHERE id = $1 AND session_id = $2 AND verified_at IS NULL AND expires_at > $3 RETURNING id`,
      [id, sessionId, at],
    );
    return rows.length > 0;
  },

  /** Uses up one live, verified pass of the session; false when there is none. */
  async usePass(db: Queryable, sessionId: string, at: Date): Promise<boolean> {
    const rows = await db.query(
      `DELETE FROM captcha_passes WHERE id = (
         SELECT id FROM captcha_passes WHERE session_id = $1 AND verified_at IS NOT NULL AND expires_at > $2 LIMIT 1)
       RETURNING id`,
      [sessionId, at],
    );
    return rows.length > 0;
  },

  async addFailure(db: Queryable, ip: string, at: Date, windowStart: Date): Promise<void> {
    await db.query('DELETE FROM login_ip_failures WHERE failed_at < $1', [windowStart]);
    await db.query('INSERT INTO login_ip_failures (ip, failed_at) VALUES ($1, $2)', [ip, at]);
  },

  async countFailures(db: Queryable, ip: string, since: Date): Promise<number> {
    const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_ip_failures WHERE ip = $1 AND failed_at >= $2', [
      ip,
      since,
    ]);
    return rows[0]?.n ?? 0;
  },
};

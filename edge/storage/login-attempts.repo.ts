/**
 * Login attempt slots (migration 9). Every statement that hands out a slot is one conditional write on the
 * subject's row, so PostgreSQL's row lock orders concurrent attempts: each sees the count the one before left,
 * and no number of parallel requests gets more slots than the limit. Subjects are 'm:<member id>' or
 * 'u:<sha256>' (see login-guard.ts); the repository never tells them apart.
 */
import type { Queryable } from './db.port';

/** One attempt at `at`: a window older than `staleBefore` starts again; taking the `max`-th slot holds until `holdUntil`. */
export interface SlotRequest {
  at: Date;
  staleBefore: Date;
  holdUntil: Date;
  max: number;
}

/**
 * The row's window starts again when no hold is running and the window is over, or when a hold has just run
 * out (a hold always outlasts its window). $2 is the time of the attempt, $3 the start of a fresh window.
 */
const FRESH = `((a.held_until IS NULL OR a.held_until <= $2::timestamptz)
  AND (a.window_start <= $3::timestamptz OR a.held_until IS NOT NULL))`;
const PLAIN_AFTER = `CASE WHEN ${FRESH} THEN 1 ELSE a.plain + 1 END`;

export const memberSubject = (memberId: number): string => `m:${memberId}`;
export const unknownSubject = (idHash: string): string => `u:${idHash}`;

export const loginAttemptsRepo = {
  /** Takes a slot without a captcha; false when the window's slots are gone or the subject is held. */
  async takePlain(db: Queryable, subject: string, r: SlotRequest): Promise<boolean> {
    const rows = await db.query(
      `INSERT INTO login_attempts AS a (subject, window_start, plain, solved, held_until)
       VALUES ($1, $2::timestamptz, 1, 0, CASE WHEN $4::integer <= 1 THEN $5::timestamptz END)
       ON CONFLICT (subject) DO UPDATE SET
         window_start = CASE WHEN ${FRESH} THEN $2::timestamptz ELSE a.window_start END,
         plain = ${PLAIN_AFTER},
         solved = CASE WHEN ${FRESH} THEN 0 ELSE a.solved END,
         held_until = CASE WHEN ${PLAIN_AFTER} >= $4::integer THEN $5::timestamptz
                           WHEN ${FRESH} THEN NULL ELSE a.held_until END
       WHERE ${FRESH} OR (a.held_until IS NULL AND a.plain < $4::integer)
       RETURNING plain`,
      [subject, r.at, r.staleBefore, r.max, r.holdUntil],
    );
    return rows.length > 0;
  },

  /** Captcha-solved slots already taken in the subject's window (0 without a row). */
  async solvedCount(db: Queryable, subject: string): Promise<number> {
    const rows = await db.query<{ solved: number }>('SELECT solved FROM login_attempts WHERE subject = $1', [subject]);
    return rows[0]?.solved ?? 0;
  },

  /** Takes a captcha-solved slot; false when the window already had `max` of them. */
  async takeSolved(db: Queryable, subject: string, max: number): Promise<boolean> {
    const rows = await db.query('UPDATE login_attempts SET solved = solved + 1 WHERE subject = $1 AND solved < $2 RETURNING solved', [
      subject,
      max,
    ]);
    return rows.length > 0;
  },

  /** A right password ends the run of wrong ones, and with `endHold` the hold too; the captcha count stays. */
  async succeeded(db: Queryable, subject: string, endHold: boolean): Promise<void> {
    await db.query(
      `UPDATE login_attempts SET plain = 0, held_until = CASE WHEN $2::boolean THEN NULL ELSE held_until END
       WHERE subject = $1 AND (plain > 0 OR ($2::boolean AND held_until IS NOT NULL))`,
      [subject, endHold],
    );
  },

  /** Holds subjects from `at` until `holdUntil` (the seeded held account). */
  async hold(db: Queryable, subjects: readonly string[], at: Date, holdUntil: Date): Promise<void> {
    await db.query(
      `INSERT INTO login_attempts (subject, window_start, plain, solved, held_until)
       SELECT s, $2::timestamptz, 0, 0, $3::timestamptz FROM unnest($1::text[]) AS s
       ON CONFLICT (subject) DO UPDATE SET window_start = EXCLUDED.window_start, plain = 0, solved = 0, held_until = EXCLUDED.held_until`,
      [subjects, at, holdUntil],
    );
  },

  /** A password reset: the subject's counts and hold are gone, and the resetting client may log in once. */
  async reset(db: Queryable, subject: string, clientId: string | null, grantUntil: Date): Promise<void> {
    await db.query('DELETE FROM login_attempts WHERE subject = $1', [subject]);
    if (clientId === null) return;
    await db.query(
      `INSERT INTO login_reset_grants (client_id, subject, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (client_id, subject) DO UPDATE SET expires_at = EXCLUDED.expires_at`,
      [clientId, subject, grantUntil],
    );
  },

  /** Uses up the client's live reset grant for the subject; false when there is none. */
  async useGrant(db: Queryable, clientId: string, subject: string, at: Date): Promise<boolean> {
    const rows = await db.query('DELETE FROM login_reset_grants WHERE client_id = $1 AND subject = $2 AND expires_at > $3 RETURNING subject', [
      clientId,
      subject,
      at,
    ]);
    return rows.length > 0;
  },

  /** Rows that neither hold nor count any more, and expired grants: keeps both tables bounded. */
  async purge(db: Queryable, at: Date, staleBefore: Date): Promise<void> {
    await db.query('DELETE FROM login_attempts WHERE window_start <= $2 AND (held_until IS NULL OR held_until <= $1)', [at, staleBefore]);
    await db.query('DELETE FROM login_reset_grants WHERE expires_at <= $1', [at]);
  },
};

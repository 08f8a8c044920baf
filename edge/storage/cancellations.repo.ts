/** Membership-cancellation requests: at most one pending per member (a partial unique index keeps it so). */
import type { Queryable } from './db.port';

export const CANCELLATION_STATUS = { pending: 'pending', withdrawn: 'withdrawn', completed: 'completed' } as const;

export const cancellationsRepo = {
  async pending(db: Queryable, memberId: number): Promise<{ requestedAt: Date } | null> {
    const rows = await db.query<{ requestedAt: Date }>(
      `SELECT requested_at AS "requestedAt" FROM membership_cancellations WHERE member_id = $1 AND status = $2`,
      [memberId, CANCELLATION_STATUS.pending],
    );
    return rows[0] ?? null;
  },

  /** True when a new request was stored, false when one was already pending. */
  async request(db: Queryable, memberId: number, at: Date, clientAddress: string): Promise<boolean> {
    const rows = await db.query(
      `INSERT INTO membership_cancellations (member_id, status, requested_at, client_address) VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_id) WHERE status = 'pending' DO NOTHING RETURNING id`,
      [memberId, CANCELLATION_STATUS.pending, at, clientAddress],
    );
    return rows.length > 0;
  },

  /** Withdraws the pending request; false when there was none. */
  async withdraw(db: Queryable, memberId: number, at: Date): Promise<boolean> {
    const rows = await db.query(
      `UPDATE membership_cancellations SET status = $3, resolved_at = $2 WHERE member_id = $1 AND status = $4 RETURNING id`,
      [memberId, at, CANCELLATION_STATUS.withdrawn, CANCELLATION_STATUS.pending],
    );
    return rows.length > 0;
  },

  /** Confirms (completes) the pending request; false when there was none. */
  async complete(db: Queryable, memberId: number, at: Date): Promise<boolean> {
    const rows = await db.query(
      `UPDATE membership_cancellations SET status = $3, resolved_at = $2 WHERE member_id = $1 AND status = $4 RETURNING id`,
      [memberId, at, CANCELLATION_STATUS.completed, CANCELLATION_STATUS.pending],
    );
    return rows.length > 0;
  },
};

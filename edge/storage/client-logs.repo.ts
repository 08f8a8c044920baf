/** Stored client error reports, kept to a bounded number of rows. */
import type { ClientLogReport } from '@shared/constants/client-log';
import type { Queryable, Tx } from './db.port';

export interface ClientLogRow extends ClientLogReport {
  sessionId: string;
  memberId: number | null;
  userAgent: string;
  createdAt: Date;
}

export const clientLogsRepo = {
  async countForSession(db: Queryable, sessionId: string): Promise<number> {
    const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM client_logs WHERE session_id = $1', [sessionId]);
    return rows[0]?.n ?? 0;
  },

  async insert(tx: Tx, r: ClientLogRow): Promise<void> {
    await tx.query(
      `INSERT INTO client_logs (session_id, member_id, level, message, url, data, stack, callsite, machine_name, user_agent, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [r.sessionId, r.memberId, r.level, r.message, r.url, r.data, r.stack, r.callsite, r.machineName, r.userAgent, r.createdAt],
    );
  },

  /** Deletes the oldest rows beyond maxRows. */
  async trim(tx: Tx, maxRows: number): Promise<void> {
    await tx.query(
      `DELETE FROM client_logs WHERE id <= (SELECT id FROM client_logs ORDER BY id DESC OFFSET $1 LIMIT 1)`,
      [maxRows],
    );
  },

  async count(db: Queryable): Promise<number> {
    const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM client_logs');
    return rows[0]?.n ?? 0;
  },
};

/** Stored screen logs and coupon activity reports (migration 019), each table kept to a bounded number of rows. */
import type { CouponActivityReport, ScreenLog } from '@shared/protocol/diagnostics-api';
import type { Queryable, Tx } from './db.port';

const count = async (db: Queryable, sql: string, params: unknown[] = []): Promise<number> =>
  (await db.query<{ n: number }>(sql, params))[0]?.n ?? 0;

/** Deletes the oldest rows of `table` beyond maxRows (table names are this module's own constants). */
const trim = async (tx: Tx, table: 'screen_logs' | 'coupon_activity_reports', maxRows: number): Promise<void> => {
  await tx.query(`DELETE FROM ${table} WHERE seq <= (SELECT seq FROM ${table} ORDER BY seq DESC OFFSET $1 LIMIT 1)`, [maxRows]);
};

export type ActivityAggregateRow = {
  played: number;
  abandoned: number;
  median_first_pick: number | null;
  median_build: number | null;
  avg_picks: number | null;
  avg_removals: number | null;
  avg_refusals: number | null;
  avg_odds_changes: number | null;
  avg_played_amount: number | null;
};

export const diagnosticsRepo = {
  screenLogsOfSession: (db: Queryable, sessionId: string) =>
    count(db, 'SELECT count(*)::int AS n FROM screen_logs WHERE session_id = $1', [sessionId]),

  /** Inserts the logs not stored yet (same session and id); returns how many were new. */
  async insertScreenLogs(tx: Tx, sessionId: string, logs: readonly ScreenLog[], at: Date, maxRows: number): Promise<number> {
    let added = 0;
    for (const log of logs) {
      const rows = await tx.query(
        `INSERT INTO screen_logs (client_id, session_id, html, received_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (session_id, client_id) DO NOTHING RETURNING seq`,
        [log.id, sessionId, log.html, at],
      );
      added += rows.length;
    }
    await trim(tx, 'screen_logs', maxRows);
    return added;
  },

  reportsOfSession: (db: Queryable, sessionId: string) =>
    count(db, 'SELECT count(*)::int AS n FROM coupon_activity_reports WHERE session_id = $1', [sessionId]),

  /** False when a report with this nid is stored already. */
  async insertReport(tx: Tx, sessionId: string, r: CouponActivityReport, at: Date, maxRows: number): Promise<boolean> {
    const rows = await tx.query(
      `INSERT INTO coupon_activity_reports (nid, session_id, visit_id, ending, end_rows, picks, started_at, ended_at,
         edit_span_ms, first_pick_ms, removals, amount, refusals, last_edit_to_end_ms, odds_changes, received_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       ON CONFLICT (nid) DO NOTHING RETURNING seq`,
      [r.nid, sessionId, r.sid, r.at, r.tec, r.pec, new Date(r.eat), new Date(r.aet), r.lpet, r.ftt, r.urcle, r.cp, r.fct, r.laptt, r.dec, at],
    );
    await trim(tx, 'coupon_activity_reports', maxRows);
    return rows.length > 0;
  },

  /** Aggregates over the reports received since `since`. */
  async aggregates(db: Queryable, since: Date): Promise<ActivityAggregateRow> {
    const rows = await db.query<ActivityAggregateRow>(
      `SELECT
         count(*) FILTER (WHERE ending = 'played')::int AS played,
         count(*) FILTER (WHERE ending = 'abandoned')::int AS abandoned,
         (percentile_cont(0.5) WITHIN GROUP (ORDER BY first_pick_ms))::float8 AS median_first_pick,
         (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ended_at - started_at) * 1000))::float8 AS median_build,
         avg(picks)::float8 AS avg_picks,
         avg(removals)::float8 AS avg_removals,
         avg(refusals)::float8 AS avg_refusals,
         avg(odds_changes)::float8 AS avg_odds_changes,
         (avg(amount) FILTER (WHERE ending = 'played'))::float8 AS avg_played_amount
       FROM coupon_activity_reports WHERE received_at >= $1`,
      [since],
    );
    return rows[0]!;
  },

  screenLogsSince: (db: Queryable, since: Date) =>
    count(db, 'SELECT count(*)::int AS n FROM screen_logs WHERE received_at >= $1', [since]),
};

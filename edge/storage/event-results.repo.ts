/** Official results as the feed publishes them: one row per event code, so a result delivered twice is stored once. */
import type { Queryable } from './db.port';

/** The stored shape; it mirrors the feed's OfficialResult (the composition root connects the two). */
export interface EventResultRecord {
  eventCode: number;
  sportId: number;
  status: number;
  score: [number, number] | null;
  winningOutcomeIds: number[];
  decidedMarketIds: number[];
  /** Epoch ms. */
  finishedAt: number;
}

export const eventResultsRepo = {
  async upsert(db: Queryable, r: EventResultRecord, receivedAt: Date): Promise<void> {
    await db.query(
      `INSERT INTO event_results (event_code, sport_id, status, score, winning_outcome_ids, decided_market_ids, finished_at, received_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (event_code) DO UPDATE SET sport_id = EXCLUDED.sport_id, status = EXCLUDED.status, score = EXCLUDED.score,
         winning_outcome_ids = EXCLUDED.winning_outcome_ids, decided_market_ids = EXCLUDED.decided_market_ids,
         finished_at = EXCLUDED.finished_at, received_at = EXCLUDED.received_at`,
      [r.eventCode, r.sportId, r.status, r.score ? JSON.stringify(r.score) : null, JSON.stringify(r.winningOutcomeIds),
        JSON.stringify(r.decidedMarketIds), new Date(r.finishedAt), receivedAt],
    );
  },

  async find(db: Queryable, eventCode: number): Promise<EventResultRecord | null> {
    const rows = await db.query<{
      eventCode: number; sportId: number; status: number; score: [number, number] | null;
      winningOutcomeIds: number[]; decidedMarketIds: number[]; finishedAt: Date;
    }>(
      `SELECT event_code AS "eventCode", sport_id AS "sportId", status, score, winning_outcome_ids AS "winningOutcomeIds",
         decided_market_ids AS "decidedMarketIds", finished_at AS "finishedAt" FROM event_results WHERE event_code = $1`,
      [eventCode],
    );
    const r = rows[0];
    return r ? { ...r, finishedAt: r.finishedAt.getTime() } : null;
  },

  async count(db: Queryable): Promise<number> {
    const rows = await db.query<{ n: number }>('SELECT COUNT(*)::bigint AS n FROM event_results');
    return rows[0]?.n ?? 0;
  },
};

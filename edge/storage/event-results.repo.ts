/**
 * Official results, one row per event identity (NID). A result is written once: the same result delivered again
 * (a retry after a lost acknowledgement) is a no-op, and a different one for the same event is refused, never
 * overwrites what settlement may already have paid by. The one exception: a postponed event played inside its
 * window (shared/rules/postponed-event.ts), when settlement has settled nothing by the postponement (its selections
 * wait until the window ends), has its result replaced by the played one.
 */
import { EVENT_STATUS } from '@shared/constants/codes';
import { postponedStillWaiting } from '@shared/rules/postponed-event';
import type { Queryable } from './db.port';

/** The stored shape; it mirrors the feed's OfficialResult (the composition root connects the two). */
export interface EventResultRecord {
  eventNid: number;
  eventCode: number;
  sportId: number;
  status: number;
  score: [number, number] | null;
  winningOutcomeIds: number[];
  decidedMarketIds: number[];
  /** Every market of the event: selections on other markets are not this event's. */
  marketIds: number[];
  /** Epoch ms. */
  finishedAt: number;
}

/** 'feed': the feed's result; 'dropped': the feed no longer knows the event, which settles as cancelled. */
export type ResultSource = 'feed' | 'dropped';

export type RecordOutcome = 'stored' | 'same' | 'conflict';

const COLUMNS = `event_nid AS "eventNid", event_code AS "eventCode", sport_id AS "sportId", status, score,
  winning_outcome_ids AS "winningOutcomeIds", decided_market_ids AS "decidedMarketIds", market_ids AS "marketIds",
  finished_at AS "finishedAt"`;

type Row = Omit<EventResultRecord, 'finishedAt'> & { finishedAt: Date } & Record<string, unknown>;
const fromRow = (r: Row): EventResultRecord => ({ ...r, finishedAt: r.finishedAt.getTime() });

const sameResult = (a: EventResultRecord, b: EventResultRecord): boolean =>
  a.status === b.status && JSON.stringify(a.score) === JSON.stringify(b.score) &&
  JSON.stringify([...a.winningOutcomeIds].sort()) === JSON.stringify([...b.winningOutcomeIds].sort()) &&
  JSON.stringify([...a.decidedMarketIds].sort()) === JSON.stringify([...b.decidedMarketIds].sort());

export const eventResultsRepo = {
  async record(db: Queryable, r: EventResultRecord, receivedAt: Date, source: ResultSource = 'feed'): Promise<RecordOutcome> {
    const inserted = await db.query(
      `INSERT INTO event_results (event_nid, event_code, sport_id, status, score, winning_outcome_ids, decided_market_ids,
         market_ids, source, finished_at, received_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (event_nid) DO NOTHING RETURNING event_nid`,
      [r.eventNid, r.eventCode, r.sportId, r.status, r.score ? JSON.stringify(r.score) : null, JSON.stringify(r.winningOutcomeIds),
        JSON.stringify(r.decidedMarketIds), JSON.stringify(r.marketIds), source, new Date(r.finishedAt), receivedAt],
    );
    if (inserted.length > 0) return 'stored';
    const existing = await eventResultsRepo.find(db, r.eventNid);
    if (existing && sameResult(existing, r)) return 'same';
    if (existing?.status === EVENT_STATUS.postponed && postponedStillWaiting(existing.finishedAt, receivedAt.getTime())) {
      return (await eventResultsRepo.replacePostponed(db, r, receivedAt, source)) ? 'stored' : 'conflict';
    }
    return 'conflict';
  },

  /** Replaces a postponed result by the event's played one, only while nothing has been settled by it. */
  async replacePostponed(db: Queryable, r: EventResultRecord, receivedAt: Date, source: ResultSource): Promise<boolean> {
    const rows = await db.query(
      `UPDATE event_results SET event_code = $2, sport_id = $3, status = $4, score = $5, winning_outcome_ids = $6,
         decided_market_ids = $7, market_ids = $8, source = $9, finished_at = $10, received_at = $11
       WHERE event_nid = $1 AND status = $12
         AND NOT EXISTS (SELECT 1 FROM coupon_selections s WHERE s.event_nid = $1 AND s.status <> 'open')
       RETURNING event_nid`,
      [r.eventNid, r.eventCode, r.sportId, r.status, r.score ? JSON.stringify(r.score) : null, JSON.stringify(r.winningOutcomeIds),
        JSON.stringify(r.decidedMarketIds), JSON.stringify(r.marketIds), source, new Date(r.finishedAt), receivedAt, EVENT_STATUS.postponed],
    );
    return rows.length > 0;
  },

  async find(db: Queryable, eventNid: number): Promise<EventResultRecord | null> {
    const rows = await db.query<Row>(`SELECT ${COLUMNS} FROM event_results WHERE event_nid = $1`, [eventNid]);
    return rows[0] ? fromRow(rows[0]) : null;
  },

  /** The results stored for some of these events (a restored feed ends them as recorded). */
  async findMany(db: Queryable, eventNids: readonly number[]): Promise<EventResultRecord[]> {
    if (eventNids.length === 0) return [];
    const rows = await db.query<Row>(`SELECT ${COLUMNS} FROM event_results WHERE event_nid = ANY($1::bigint[])`, [eventNids]);
    return rows.map(fromRow);
  },

  async count(db: Queryable): Promise<number> {
    const rows = await db.query<{ n: number }>('SELECT COUNT(*)::bigint AS n FROM event_results');
    return rows[0]?.n ?? 0;
  },

  /**
   * Events of open selections with no result, on coupons played before `playedBefore` (a younger coupon may name an
   * event another edge's program already has and this one not yet).
   */
  async unresolvedEventNids(db: Queryable, playedBefore: Date, limit: number): Promise<number[]> {
    const rows = await db.query<{ nid: number }>(
      `SELECT DISTINCT s.event_nid AS nid FROM coupon_selections s JOIN coupons c ON c.id = s.coupon_id
       WHERE s.status = 'open' AND s.event_nid IS NOT NULL AND c.played_at < $1
         AND NOT EXISTS (SELECT 1 FROM event_results r WHERE r.event_nid = s.event_nid)
       ORDER BY 1 LIMIT $2`,
      [playedBefore, limit],
    );
    return rows.map((r) => r.nid);
  },

  /** The code and sport a selection recorded for an event (a dropped event's result names them). */
  async selectionEvent(db: Queryable, eventNid: number): Promise<{ eventCode: number; sportId: number } | null> {
    const rows = await db.query<{ eventCode: number; sportId: number }>(
      'SELECT event_code AS "eventCode", sport_id AS "sportId" FROM coupon_selections WHERE event_nid = $1 LIMIT 1',
      [eventNid],
    );
    return rows[0] ?? null;
  },
};

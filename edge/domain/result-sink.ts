/**
 * Where the feed's official results go: the event_results table, keyed by the event's identity (NID) and stamped
 * with the edge's clock. The same result delivered twice (a retry after a lost acknowledgement) is one row; a
 * different result for an event that already has one is refused and reported, never written over it.
 */
import type { OfficialResult, ResultSink } from '../program/program-reader';
import type { Queryable } from '../storage/db.port';
import { eventResultsRepo } from '../storage/event-results.repo';

export const createDatabaseResultSink = (db: Queryable, now: () => number, onConflict?: (r: OfficialResult) => void): ResultSink => ({
  async publishResult(r) {
    if ((await eventResultsRepo.record(db, r, new Date(now()))) === 'conflict') onConflict?.(r);
  },
});

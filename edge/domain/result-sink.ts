/**
 * Where the feed's official results go: the event_results table, stamped with the edge's clock. An upsert by
 * event code makes a result delivered twice (a retry after a lost acknowledgement) one row.
 */
import type { ResultSink } from '../feed/program-reader';
import type { Queryable } from '../storage/db.port';
import { eventResultsRepo } from '../storage/event-results.repo';

export const createDatabaseResultSink = (db: Queryable, now: () => number): ResultSink => ({
  publishResult: (r) => eventResultsRepo.upsert(db, r, new Date(now())),
});

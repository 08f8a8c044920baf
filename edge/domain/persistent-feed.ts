/**
 * Opens the generator feed so that it survives restarts: a fresh block of identity numbers for this run (never
 * used before), the last checkpoint of this feed (by seed) to go on from, with the results stored since it was
 * taken, and checkpoints written back to the database. A checkpoint that cannot be restored is reported and a new
 * program starts; the coupons on the lost program's events are then cancelled at 1,00 by the dropped-events
 * sweep, never settled by another event's result.
 */
import { checkpointNids, type FeedCheckpoint } from '../feed/feed-checkpoint';
import type { GeneratorFeed, GeneratorFeedOptions } from '../feed/generator-feed';
import type { RecordedResult } from '../feed/live-simulator';
import { IdSpace } from '../feed/program-ids';
import type { Queryable } from '../storage/db.port';
import { eventResultsRepo } from '../storage/event-results.repo';
import { checkpointFile } from '../storage/feed-checkpoint-file';
import { feedStateRepo } from '../storage/feed-state.repo';

export interface FeedLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface PersistentFeedDeps {
  db: Queryable;
  /** Embedded database: checkpoints go to a file in this folder (its data folder) instead of a table. */
  checkpointDir?: string | null;
  options: Omit<GeneratorFeedOptions, 'ids' | 'resume' | 'checkpoints'>;
  makeFeed: (opts: GeneratorFeedOptions) => GeneratorFeed;
  log: FeedLog;
  checkpointEveryMs?: number;
}

export const feedKeyOf = (seed: number): string => `generator:${seed}`;

/** Where this feed's checkpoints live: a table shared by every node on PostgreSQL, a file beside PGlite. */
const checkpointStore = (db: Queryable, feedKey: string, dir: string | null | undefined) =>
  dir
    ? { load: () => checkpointFile.load(dir, feedKey), save: (json: string) => checkpointFile.save(dir, feedKey, json) }
    : {
        load: () => feedStateRepo.loadCheckpoint(db, feedKey),
        save: (json: string, takenAt: number) => feedStateRepo.saveCheckpoint(db, feedKey, json, new Date(takenAt)),
      };

const loadResume = async (db: Queryable, json: string | null) => {
  if (json === null) return null;
  const checkpoint = JSON.parse(json) as FeedCheckpoint;
  const recorded = new Map<number, RecordedResult>();
  for (const r of await eventResultsRepo.findMany(db, checkpointNids(checkpoint))) recorded.set(r.eventNid, { status: r.status, score: r.score });
  return { checkpoint, recorded };
};

export const openPersistentFeed = async ({ db, checkpointDir, options, makeFeed, log, checkpointEveryMs }: PersistentFeedDeps): Promise<GeneratorFeed> => {
  const feedKey = feedKeyOf(options.seed);
  const block = await feedStateRepo.reserveIdBlock(db);
  const ids = new IdSpace(block);
  const store = checkpointStore(db, feedKey, checkpointDir);
  const checkpoints = { everyMs: checkpointEveryMs, save: store.save };
  let resume: Awaited<ReturnType<typeof loadResume>> = null;
  try {
    resume = await loadResume(db, await store.load());
  } catch (err) {
    log.error({ err, feedKey }, 'feed checkpoint unreadable: starting a new program');
  }
  if (resume) {
    try {
      const feed = makeFeed({ ...options, ids, resume, checkpoints });
      log.info({ feedKey, idBlock: block, takenAt: new Date(resume.checkpoint.takenAt).toISOString(), events: resume.checkpoint.program.events.length }, 'feed resumed from its checkpoint');
      return feed;
    } catch (err) {
      log.error({ err, feedKey }, 'feed checkpoint could not be restored: starting a new program');
    }
  }
  return makeFeed({ ...options, ids, checkpoints });
};

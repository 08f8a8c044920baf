/**
 * Events the feed really dropped: an open selection whose event has no result and which the program no longer
 * knows at all (neither offered nor among the events it keeps after they end) will never get one. It is
 * cancelled by the settlement rules (odds 1,00) through a 'dropped' result, never left open. Only coupons older
 * than `graceMs` are looked at, so an edge whose program replica is a moment behind another's does not drop an
 * event that was just added.
 */
import { EVENT_STATUS } from '@shared/constants/codes';
import type { Queryable } from '../storage/db.port';
import { eventResultsRepo } from '../storage/event-results.repo';

export interface DroppedEventsDeps {
  db: Queryable;
  now: () => number;
  /** Whether the program knows an event (by NID), in the program or kept after it ended. */
  knows: (eventNid: number) => boolean;
  graceMs?: number;
}

const DEFAULT_GRACE_MS = 5 * 60_000;
const BATCH = 500;

export const createDroppedEventsService = ({ db, now, knows, graceMs = DEFAULT_GRACE_MS }: DroppedEventsDeps) => ({
  /** Cancels every dropped event found; answers how many were cancelled. */
  async sweep(): Promise<number> {
    const nids = await eventResultsRepo.unresolvedEventNids(db, new Date(now() - graceMs), BATCH);
    let dropped = 0;
    for (const nid of nids) {
      if (knows(nid)) continue;
      const shown = await eventResultsRepo.selectionEvent(db, nid);
      if (!shown) continue;
      const at = now();
      const stored = await eventResultsRepo.record(db, {
        eventNid: nid, eventCode: shown.eventCode, sportId: shown.sportId, status: EVENT_STATUS.cancelled, score: null,
        winningOutcomeIds: [], decidedMarketIds: [], marketIds: [], finishedAt: at,
      }, new Date(at), 'dropped');
      if (stored === 'stored') dropped++;
    }
    return dropped;
  },
});

export type DroppedEventsService = ReturnType<typeof createDroppedEventsService>;

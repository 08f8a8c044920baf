/**
 * Builds the snapshots the program store serves. A sport program carries main markets only (the exact score
 * and the like are only in an event's detail), which keeps the football program small enough for every page view.
 * `asOf` is when the snapshot was built: the program was in this state then, and still is while its version holds.
 */
import { OUTCOME_STATUS } from '@shared/constants/codes';
import { SPORTS, canonicalSlug } from '@shared/constants/sports';
import type { ProgramEvent, ProgramMarket, ProgramOutcome, ProgramSnapshot, SportMenuItem } from '@shared/protocol/program';
import type { EventRecord, ProgramIndex } from './program-index';

const byStart = (a: EventRecord, b: EventRecord): number => a.event.startsAt - b.event.startsAt || a.event.code - b.event.code;

/** Which program a snapshot is of, at which version, built when. */
export interface SnapshotStamp {
  version: number;
  asOf: number;
}

const assemble = (
  index: ProgramIndex,
  sportId: number,
  stamp: SnapshotStamp,
  records: readonly EventRecord[],
  pickMarkets: (rec: EventRecord) => number[],
): ProgramSnapshot => {
  const events: ProgramEvent[] = [];
  const markets: ProgramMarket[] = [];
  const outcomes: ProgramOutcome[] = [];
  for (const rec of records) {
    const marketIds = pickMarkets(rec);
    events.push(marketIds.length === rec.event.marketIds.length ? rec.event : { ...rec.event, marketIds });
    for (const id of marketIds) {
      const market = index.markets.get(id);
      if (!market) continue;
      markets.push(market);
      for (const oid of market.outcomeIds) {
        const outcome = index.outcomes.get(oid);
        if (outcome) outcomes.push(outcome);
      }
    }
  }
  return { sportId, version: stamp.version, asOf: stamp.asOf, events, markets, outcomes };
};

const mainOf = (rec: EventRecord): number[] => rec.event.marketIds.filter((id) => rec.mainIds.has(id));

export const buildSportProgram = (index: ProgramIndex, sportId: number, stamp: SnapshotStamp): ProgramSnapshot => {
  const records = [...index.sportCodes(sportId)].map((code) => index.get(code) as EventRecord).sort(byStart);
  // An outright event is one long market: its page shows every outcome.
  return assemble(index, sportId, stamp, records, sportId < 0 ? (rec) => rec.event.marketIds : mainOf);
};

export const buildLiveProgram = (index: ProgramIndex, stamp: SnapshotStamp): ProgramSnapshot => {
  const records = index.programRecords().filter((rec) => rec.event.live).sort(byStart);
  const openMain = (rec: EventRecord) =>
    mainOf(rec).filter((id) => (index.markets.get(id)?.status ?? OUTCOME_STATUS.disabled) !== OUTCOME_STATUS.disabled);
  return assemble(index, 0, stamp, records, openMain);
};

export const buildEventDetail = (index: ProgramIndex, rec: EventRecord, stamp: SnapshotStamp): ProgramSnapshot =>
  assemble(index, rec.event.sportId, stamp, [rec], (r) => r.event.marketIds);

/** The sport menu: every sport with its event, live and outright counts. */
export const buildSportMenu = (index: ProgramIndex): SportMenuItem[] =>
  SPORTS.map((sp) => {
    const codes = index.sportCodes(sp.id);
    let liveCount = 0;
    for (const code of codes) if (index.get(code)?.event.live) liveCount++;
    return {
      sportId: sp.id, name: sp.name, slug: canonicalSlug(sp), count: codes.size, liveCount,
      outrightCount: sp.outrightId ? index.sportCodes(sp.outrightId).size : 0,
    };
  });

/**
 * The program home's answer (GET /Program/GetHighlights): for the leading sports, a few live events open for betting
 * and the next events to start, each with its main markets, instead of the sports' whole programs. Each sport's part
 * carries its sport program's version, so the client keeps it current from the Sport_<id>_V3 room. The answer is
 * built once per state of the programs it draws on: its version names each of their versions.
 */
import { EVENT_STATUS } from '@shared/constants/codes';
import { SPORTS } from '@shared/constants/sports';
import type { HighlightSport, ProgramHighlights, ProgramSnapshot } from '@shared/protocol/program';
import type { EventRecord, ProgramIndex } from './program-index';
import { sportKey } from './program-ops';
import type { SnapshotCache } from './snapshot-cache';

/** Sports on the home, and events per sport: live ones first (at most HIGHLIGHT_LIVE), then the next to start. */
export const HIGHLIGHT_SPORTS = 4;
export const HIGHLIGHT_EVENTS = 6;
export const HIGHLIGHT_LIVE = 2;

export interface HighlightPlan {
  sportIds: number[];
  /** Every sport up to the last one chosen, with its version: a sport before it that gains events moves it too. */
  version: string;
}

/** The first HIGHLIGHT_SPORTS sports of the sport table that have events, and the version of that choice. */
export const highlightPlan = (index: ProgramIndex, versionOf: (key: string) => number): HighlightPlan => {
  const sportIds: number[] = [];
  const parts: string[] = [];
  for (const sport of SPORTS) {
    if (sportIds.length === HIGHLIGHT_SPORTS) break;
    parts.push(`${sport.id}.${versionOf(sportKey(sport.id))}`);
    if (index.sportCodes(sport.id).size > 0) sportIds.push(sport.id);
  }
  return { sportIds, version: parts.join('-') };
};

const byStart = (a: EventRecord, b: EventRecord): number => a.event.startsAt - b.event.startsAt || a.event.code - b.event.code;

/**
 * Live events in play (open, or locked for a moment) that take bets in running, then events yet to start, soonest
 * first: HIGHLIGHT_LIVE live ones, more when too few are yet to start.
 */
export const pickHighlights = (records: readonly EventRecord[], now: number): EventRecord[] => {
  const open = records.filter((r) => r.event.status <= EVENT_STATUS.open);
  const live = open.filter((r) => r.event.live && r.event.bettableInPlay).sort(byStart);
  const next = open.filter((r) => !r.event.live && r.event.startsAt > now).sort(byStart);
  const liveTaken = Math.min(live.length, Math.max(HIGHLIGHT_LIVE, HIGHLIGHT_EVENTS - next.length));
  return [...live.slice(0, liveTaken), ...next.slice(0, HIGHLIGHT_EVENTS - liveTaken)];
};

const sportPart = (index: ProgramIndex, sportId: number, version: number, asOf: number): HighlightSport => {
  const codes = index.sportCodes(sportId);
  const records = [...codes].flatMap((code) => index.get(code) ?? []);
  const program: ProgramSnapshot = { sportId, version, asOf, events: [], markets: [], outcomes: [] };
  for (const rec of pickHighlights(records, asOf)) {
    const marketIds = rec.event.marketIds.filter((id) => rec.mainIds.has(id));
    program.events.push(marketIds.length === rec.event.marketIds.length ? rec.event : { ...rec.event, marketIds });
    for (const id of marketIds) {
      const market = index.markets.get(id);
      if (!market) continue;
      program.markets.push(market);
      for (const oid of market.outcomeIds) {
        const outcome = index.outcomes.get(oid);
        if (outcome) program.outcomes.push(outcome);
      }
    }
  }
  return { program, count: codes.size };
};

export const buildHighlights = (index: ProgramIndex, plan: HighlightPlan, versionOf: (key: string) => number, asOf: number): ProgramHighlights => ({
  version: plan.version,
  asOf,
  sports: plan.sportIds.map((id) => sportPart(index, id, versionOf(sportKey(id)), asOf)),
});

/** The home's answer for the program as it stands, from the cache while no program it draws on has moved. */
export const programHighlights = (index: ProgramIndex, cache: SnapshotCache, versionOf: (key: string) => number): ProgramHighlights => {
  const plan = highlightPlan(index, versionOf);
  return cache.derived('highlights', plan.version, (asOf) => buildHighlights(index, plan, versionOf, asOf));
};

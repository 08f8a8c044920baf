/** Program selectors. Entity look-ups return stored references, so a cell that selects one re-renders alone. */
import { createSelector } from '@reduxjs/toolkit';
import type { ProgramEvent, ProgramMarket, ProgramOutcome } from '@shared/protocol/program';
import { betDetailPath } from '@shared/rules/bet-detail-route';
import { EVENT_STATUS, OUTCOME_STATUS, isEventLockedLive, isOutcomeLocked } from '@shared/constants/codes';
import { dayKey } from '@shared/format/tr';
import type { RootState } from '../../app/store';
import { selectServerNow } from '../../platform/session/session.selectors';
import { columnGroupsOf, columnMarketNos, type ColumnGroupKey } from '@shared/constants/market-columns';
import { HIGHLIGHTS_KEY, LIVE_KEY, highlightKey, sportKey, type HighlightEntry, type ProgramKey, type ProgramLoad } from './program.slice';
import { entityOf } from './sharded-table';
import { eventOf, eventsOf } from './event-table';
import { groupBySport, toRows, type DayGroup, type ProgramRow } from './program-grouping';
import { groupingEvents, type SameFacts } from './grouping-events';

const IDLE: ProgramLoad = { status: 'idle', error: null };
const NO_CODES: number[] = [];

export const selectEventByCode = (s: RootState, code: number): ProgramEvent | undefined => eventOf(s.program.events, code);

/**
 * The bet-detail link of an event by the edge's rule (shared/rules/bet-detail-route.ts) at the store's clock: a
 * string, so a reader re-renders only when the link changes (a live MMA fight's is the match center at once).
 */
export const selectBetDetailHref = (s: RootState, code: number): string | null => {
  const e = selectEventByCode(s, code);
  return e ? betDetailPath(e, selectNow(s)) : null;
};
export const selectMarketById = (s: RootState, id: number): ProgramMarket | undefined => entityOf(s.program.markets, id);
export const selectOutcomeById = (s: RootState, id: number): ProgramOutcome | undefined => entityOf(s.program.outcomes, id);
export const selectProgramLoad = (s: RootState, key: ProgramKey): ProgramLoad => s.program.loads[key] ?? IDLE;
export const selectProgramVersion = (s: RootState, key: ProgramKey): number | undefined => s.program.versions[key];
export const selectProgramCachedAt = (s: RootState): number | null => s.program.cachedAt;
const selectMembers = (s: RootState, key: ProgramKey): number[] => s.program.members[key] ?? NO_CODES;
const selectEventTable = (s: RootState) => s.program.events;

/** The server's now, or the device clock until the server clock is known. */
export const selectNow = (s: RootState): number => selectServerNow(s) || Date.now();

/**
 * A "now" that changes once per Istanbul day, so day labels are not recomputed on every clock tick. Every row
 * selects it on every store change: the day key is worked out again only when the clock has moved.
 */
let dayNow = { key: '', now: 0, at: Number.NaN };
export const selectDayNow = (s: RootState): number => {
  const now = selectNow(s);
  if (now === dayNow.at) return dayNow.now;
  const key = dayKey(now);
  dayNow = key === dayNow.key ? { ...dayNow, at: now } : { key, now, at: now };
  return dayNow.now;
};


/**
 * The facts a sport's list groups by: the event, its start, competition and sport. Minute, score, status and the
 * live flag are read by each row, so a round of kick-offs (dozens of events going live within seconds) does not
 * rebuild the list.
 */
const sameRowFacts: SameFacts = (a, b) => a.code === b.code && a.startsAt === b.startsAt && a.competition === b.competition && a.sportId === b.sportId;
/** The live program's rows also depend on the live flag: an event that is no longer live leaves them. */
const sameLiveRowFacts: SameFacts = (a, b) => sameRowFacts(a, b) && a.live === b.live;

const sportGrouping = groupingEvents(sameRowFacts);
const liveGrouping = groupingEvents(sameLiveRowFacts);
const selectGroupingEvents = (s: RootState, key: ProgramKey): ProgramEvent[] => sportGrouping(selectMembers(s, key), selectEventTable(s));
const selectLiveGroupingEvents = (s: RootState, key: ProgramKey): ProgramEvent[] => liveGrouping(selectMembers(s, key), selectEventTable(s));

export const selectLiveGroups = createSelector(
  [(s: RootState) => selectLiveGroupingEvents(s, LIVE_KEY)],
  (events): DayGroup[] => groupBySport(events.filter((e) => e.live)),
);
export const selectLiveRows = createSelector([selectLiveGroups], (groups): ProgramRow[] => toRows(groups));

/** A sport's events as the grouping reads them (memoised: live minutes and scores do not make a new list). */
export const selectSportEvents = (s: RootState, sportId: number): ProgramEvent[] => selectGroupingEvents(s, sportKey(sportId));

/** The kinds of market column the live program's sports show, in the order they first appear (the phone's switcher). */
export const selectLiveGroupKeys = createSelector([selectLiveGroups], (groups): ColumnGroupKey[] => {
  const keys = new Set<ColumnGroupKey>();
  for (const g of groups) for (const c of g.competitions) for (const col of columnGroupsOf(c.sportId)) keys.add(col.key);
  return [...keys];
});

/** Events of a program (e.g. the outrights of a negative sport id) in the server's order. */
export const selectProgramEvents = createSelector(
  [(s: RootState, key: ProgramKey) => selectMembers(s, key), selectEventTable],
  eventsOf,
);

const NO_HIGHLIGHTS: HighlightEntry[] = [];
/** The sports of the home's highlights, in order, with their whole programs' counts. */
export const selectHighlightSports = (s: RootState): HighlightEntry[] => s.program.highlights ?? NO_HIGHLIGHTS;
/** The home's events of one sport, in the order the answer gave them (live first, then the next to start). */
export const selectHighlightCodes = (s: RootState, sportId: number): number[] => selectMembers(s, highlightKey(sportId));
export const selectHighlightsLoad = (s: RootState): ProgramLoad => selectProgramLoad(s, HIGHLIGHTS_KEY);

const selectMarketIndex = createSelector([(s: RootState) => s.program.markets], (markets) => {
  const index = new Map<number, ProgramMarket[]>();
  for (const shard of markets.shards) {
    for (const m of shard) {
      const list = index.get(m.eventCode);
      if (list) list.push(m);
      else index.set(m.eventCode, [m]);
    }
  }
  for (const list of index.values()) list.sort((a, b) => a.no - b.no || a.id - b.id);
  return index;
});

const NO_MARKETS: ProgramMarket[] = [];
/** Every loaded market of an event, by market number. */
export const selectEventMarkets = (s: RootState, code: number): ProgramMarket[] => selectMarketIndex(s).get(code) ?? NO_MARKETS;

/** The market a program row shows: the first the program carries for the event. */
export const selectMainMarketId = (s: RootState, code: number): number | undefined => selectEventByCode(s, code)?.marketIds[0];

/** The market of a row's column group: the first market the program carries for the event with one of `nos`. */
/**
 * Found column markets by an event's market list (the same array while its markets do not change) and the column's
 * market numbers: every row's columns select on every store change, and a scan walks the event's markets. A market
 * keeps its number for life, so a hit stays right while the list is the same array; a miss, or a hit behind a
 * market not yet in the store, is not kept.
 */
const columnHits = new WeakMap<readonly number[], WeakMap<readonly number[], number>>();

export const selectColumnMarketId = (s: RootState, code: number, nos: readonly number[]): number | undefined => {
  const ids = eventOf(s.program.events, code)?.marketIds;
  if (!ids) return undefined;
  const hit = columnHits.get(ids)?.get(nos);
  if (hit !== undefined) return hit;
  let complete = true;
  for (const id of ids) {
    const m = entityOf(s.program.markets, id);
    if (!m) {
      complete = false;
      continue;
    }
    if (nos.includes(m.no)) {
      if (complete) {
        let byNos = columnHits.get(ids);
        if (!byNos) columnHits.set(ids, (byNos = new WeakMap()));
        byNos.set(nos, id);
      }
      return id;
    }
  }
  return undefined;
};

/**
 * The row's "+N": the event's markets beyond its column markets (the ones whose number a column of the sport reads).
 * Counted by market number, not by the event's market list, so it stays the same once the white popup or the bet
 * detail has loaded every market of the event into the store (the list then holds them all). Cached per market
 * list (the same array while the event's markets do not change) once every market of it is in the store.
 */
const columnNosOf = new Map<number, ReadonlySet<number>>();
const moreHits = new WeakMap<readonly number[], number>();

export const selectMoreMarketCount = (s: RootState, code: number): number => {
  const event = eventOf(s.program.events, code);
  if (!event) return 0;
  const ids = event.marketIds;
  let shown = moreHits.get(ids);
  if (shown === undefined) {
    let nos = columnNosOf.get(event.sportId);
    if (!nos) columnNosOf.set(event.sportId, (nos = columnMarketNos(event.sportId)));
    let complete = true;
    let count = 0;
    for (const id of ids) {
      const m = entityOf(s.program.markets, id);
      // A market not in the store yet is one the program carried with the row: counted as shown.
      if (!m) complete = false;
      if (!m || nos.has(m.no)) count++;
    }
    if (complete) moreHits.set(ids, count);
    shown = count;
  }
  return Math.max(0, event.marketCount - shown);
};

const CLOSED_STATUSES: readonly number[] = [EVENT_STATUS.finished, EVENT_STATUS.cancelled, EVENT_STATUS.abandoned];

/** Betting on the event is closed: it has started and is not live, is locked live, or is over. */
export const selectIsEventClosed = (s: RootState, code: number): boolean => {
  const e = selectEventByCode(s, code);
  if (!e) return true;
  if (CLOSED_STATUSES.includes(e.status)) return true;
  if (e.live) return !e.bettableInPlay || isEventLockedLive(e.status, e.live);
  return e.startsAt <= selectNow(s);
};

/** An outcome cannot be picked: locked (-1/-2), disabled (0), in a locked market or missing. */
export const isOutcomeUnavailable = (outcome: ProgramOutcome | undefined, market: ProgramMarket | undefined): boolean =>
  !outcome ||
  isOutcomeLocked(outcome.status) ||
  outcome.status === OUTCOME_STATUS.disabled ||
  (market !== undefined && (isOutcomeLocked(market.status) || market.status === OUTCOME_STATUS.disabled));

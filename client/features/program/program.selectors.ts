/** Program selectors. Entity look-ups return stored references, so a cell that selects one re-renders alone. */
import { createSelector } from '@reduxjs/toolkit';
import type { ProgramEvent, ProgramMarket, ProgramOutcome } from '@shared/protocol/program';
import { EVENT_STATUS, OUTCOME_STATUS, isEventLockedLive, isOutcomeLocked } from '@shared/constants/codes';
import { dayKey } from '@shared/format/tr';
import type { RootState } from '../../app/store';
import { selectServerNow } from '../session/session.selectors';
import { LIVE_KEY, sportKey, type ProgramKey, type ProgramLoad } from './program.slice';
import { entityOf } from './sharded-table';
import { groupByDay, groupBySport, toRows, type DayGroup, type ProgramRow } from './program-grouping';

const IDLE: ProgramLoad = { status: 'idle', error: null };
const NO_CODES: number[] = [];

export const selectEventByCode = (s: RootState, code: number): ProgramEvent | undefined => s.program.events.entities[code];
export const selectMarketById = (s: RootState, id: number): ProgramMarket | undefined => entityOf(s.program.markets, id);
export const selectOutcomeById = (s: RootState, id: number): ProgramOutcome | undefined => entityOf(s.program.outcomes, id);
export const selectProgramLoad = (s: RootState, key: ProgramKey): ProgramLoad => s.program.loads[key] ?? IDLE;
export const selectProgramVersion = (s: RootState, key: ProgramKey): number | undefined => s.program.versions[key];
export const selectProgramCachedAt = (s: RootState): number | null => s.program.cachedAt;
const selectMembers = (s: RootState, key: ProgramKey): number[] => s.program.members[key] ?? NO_CODES;
const selectEventEntities = (s: RootState) => s.program.events.entities;

/** The server's now, or the device clock until the server clock is known. */
export const selectNow = (s: RootState): number => selectServerNow(s) || Date.now();

/** A "now" that changes once per Istanbul day, so day labels are not recomputed on every clock tick. */
let dayNow = { key: '', now: 0 };
export const selectDayNow = (s: RootState): number => {
  const now = selectNow(s);
  const key = dayKey(now);
  if (dayNow.key !== key) dayNow = { key, now };
  return dayNow.now;
};

const eventsOf = (codes: readonly number[], entities: Record<number, ProgramEvent | undefined>): ProgramEvent[] =>
  codes.flatMap((c) => entities[c] ?? []);

/**
 * Two lists of events that group alike: the same events in the same order with the same start, competition, sport
 * and live flag. The rows of a program depend on nothing else; minute, score and status are read by each row.
 */
const sameGrouping = (a: readonly ProgramEvent[], b: readonly ProgramEvent[]): boolean =>
  a.length === b.length &&
  a.every((e, i) => {
    const o = b[i];
    return (
      e === o ||
      (o !== undefined && e.code === o.code && e.startsAt === o.startsAt && e.competition === o.competition && e.sportId === o.sportId && e.live === o.live)
    );
  });

/**
 * A program's events for grouping. Live matches change the event entities every second (minute, score): the
 * result keeps its previous array while the grouping facts are the same, so 3,000 events are not sorted and
 * regrouped, and the list not rebuilt, on every clock tick of a match.
 */
const groupingSelectors = new Map<ProgramKey, (s: RootState) => ProgramEvent[]>();
const selectGroupingEvents = (s: RootState, key: ProgramKey): ProgramEvent[] => {
  let select = groupingSelectors.get(key);
  if (!select) {
    // One selector per program key, so two programs on screen do not compare against each other's last result.
    select = createSelector([(st: RootState) => selectMembers(st, key), selectEventEntities], eventsOf, {
      memoizeOptions: { resultEqualityCheck: sameGrouping },
    });
    groupingSelectors.set(key, select);
  }
  return select(s);
};

/** A sport's events grouped by Istanbul day, then competition, in start order. */
export const selectSportDays = createSelector(
  [(s: RootState, sportId: number) => selectGroupingEvents(s, sportKey(sportId)), selectDayNow],
  (events, now): DayGroup[] => groupByDay(events, now),
);
export const selectSportRows = createSelector([selectSportDays], (days): ProgramRow[] => toRows(days));

export const selectLiveGroups = createSelector(
  [(s: RootState) => selectGroupingEvents(s, LIVE_KEY)],
  (events): DayGroup[] => groupBySport(events.filter((e) => e.live)),
);
export const selectLiveRows = createSelector([selectLiveGroups], (groups): ProgramRow[] => toRows(groups));

/** Events of a program (e.g. the outrights of a negative sport id) in the server's order. */
export const selectProgramEvents = createSelector(
  [(s: RootState, key: ProgramKey) => selectMembers(s, key), selectEventEntities],
  (codes, entities): ProgramEvent[] => eventsOf(codes, entities),
);

/** Events of a sport still open for betting, soonest first (live ones included), at most `limit`. */
export const selectSportHighlights = createSelector(
  [selectSportDays, (_s: RootState, _sportId: number, limit: number) => limit],
  (days, limit): number[] => days.flatMap((d) => d.competitions.flatMap((c) => c.codes)).slice(0, limit),
);

const selectMarketIndex = createSelector([(s: RootState) => s.program.markets], (markets) => {
  const index = new Map<number, ProgramMarket[]>();
  for (const id of markets.ids) {
    const m = entityOf(markets, id);
    if (!m) continue;
    const list = index.get(m.eventCode);
    if (list) list.push(m);
    else index.set(m.eventCode, [m]);
  }
  for (const list of index.values()) list.sort((a, b) => a.no - b.no || a.id - b.id);
  return index;
});

const NO_MARKETS: ProgramMarket[] = [];
/** Every loaded market of an event, by market number. */
export const selectEventMarkets = (s: RootState, code: number): ProgramMarket[] => selectMarketIndex(s).get(code) ?? NO_MARKETS;

/** The market a program row shows: the first the program carries for the event. */
export const selectMainMarketId = (s: RootState, code: number): number | undefined => selectEventByCode(s, code)?.marketIds[0];

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

/**
 * Applies realtime room messages (shared/protocol/realtime.ts) to the normalised program. One `liveBatchApplied`
 * action carries every message of one animation frame, grouped by program key in version order; each room's
 * version moves to the last applied one, so a rejoin asks the server for what came after it.
 */
import type { ProgramEvent, ProgramMarket, ProgramOutcome } from '@shared/protocol/program';
import { MT, type EventCancelBody, type OddsChangeBody, type RealtimeItem } from '@shared/protocol/realtime';
import type { ProgramKey, ProgramState } from './program.slice';
import { entityOf, setInto, upsertInto } from './sharded-table';

export interface LiveRoomUpdate {
  key: ProgramKey;
  /** The room version after the last of `items`. */
  version: number;
  items: RealtimeItem[];
}

export interface LiveBatch {
  rooms: LiveRoomUpdate[];
}

export const LIVE_PROGRAM_KEY: ProgramKey = 'live';
const isEventKey = (key: ProgramKey): boolean => key.startsWith('event:');
/**
 * A key holding part of a room's program (the home's events of a sport, kept by the whole Sport room): its messages
 * update the events it holds (and any the store already has) but never add events, or markets of unknown events.
 */
export const HIGHLIGHTS_PROGRAM_KEY: ProgramKey = 'home';
const isPartKey = (key: ProgramKey): boolean => key.startsWith(`${HIGHLIGHTS_PROGRAM_KEY}:`);

/** Events no program holds any more leave with their markets and outcomes. */
type Collect = (state: ProgramState, dropped: number[]) => void;

/** Takes an event out of a program; `dropped` gathers them, collected once at the end of the batch. */
const leave = (state: ProgramState, key: ProgramKey, code: number, dropped: number[]): void => {
  const members = state.members[key];
  if (!members || isEventKey(key)) return;
  const at = members.indexOf(code);
  if (at < 0) return;
  members.splice(at, 1);
  dropped.push(code);
};

const upsertEvent = (state: ProgramState, key: ProgramKey, event: ProgramEvent, dropped: number[]): void => {
  if (isPartKey(key)) {
    if (state.events.entities[event.code]) state.events.entities[event.code] = event;
    return;
  }
  if (key === LIVE_PROGRAM_KEY && !event.live) {
    if (state.events.entities[event.code]) state.events.entities[event.code] = event;
    leave(state, key, event.code, dropped);
    return;
  }
  if (!state.events.entities[event.code]) state.events.ids.push(event.code);
  state.events.entities[event.code] = event;
  const members = (state.members[key] ??= []);
  if (!isEventKey(key) && !members.includes(event.code)) members.push(event.code);
};

const upsertMarket = (state: ProgramState, key: ProgramKey, market: ProgramMarket): void => {
  if (isPartKey(key) && !state.events.entities[market.eventCode]) return;
  setInto(state.markets, market);
};

const upsertOutcome = (state: ProgramState, outcome: ProgramOutcome): void => {
  const held = entityOf(state.outcomes, outcome.id);
  if (held) {
    // Only changed fields are written, so an unchanged outcome keeps its object and its cell does not re-render.
    if (held.odd !== outcome.odd) held.odd = outcome.odd;
    if (held.status !== outcome.status) held.status = outcome.status;
    return;
  }
  if (!entityOf(state.markets, outcome.marketId)) return;
  upsertInto(state.outcomes, { id: outcome.id, marketId: outcome.marketId, name: outcome.name, odd: outcome.odd, status: outcome.status });
};

const applyItem = (state: ProgramState, key: ProgramKey, item: RealtimeItem, dropped: number[]): void => {
  switch (item.MT) {
    case MT.batch:
      for (const inner of item.M as RealtimeItem[]) applyItem(state, key, inner, dropped);
      return;
    case MT.statusChange:
    case MT.goal:
    case MT.newMatch:
    case MT.scoreUpdate:
    case MT.eventUpdate:
      upsertEvent(state, key, item.M as ProgramEvent, dropped);
      return;
    case MT.oddsChange:
      for (const o of (item.M as OddsChangeBody).outcomes) upsertOutcome(state, o);
      return;
    case MT.marketOpen:
    case MT.marketLock:
      upsertMarket(state, key, item.M as ProgramMarket);
      return;
    case MT.eventCancel: {
      const { eventCode, status } = item.M as EventCancelBody;
      const event = state.events.entities[eventCode];
      if (event && status !== null) event.status = status;
      leave(state, key, eventCode, dropped);
      return;
    }
    default:
      // Video events and settlement notices change nothing in the program.
      return;
  }
};

/**
 * Events that left a program are collected once for the whole batch: at a round's kick-off dozens leave at once,
 * and collecting each alone scans every market and outcome as many times (a 3.5 s task was seen at 4x CPU
 * throttle). An event that leaves and comes back within the batch is still held at the end and keeps its markets.
 */
export const applyLiveBatch = (state: ProgramState, batch: LiveBatch, collect: Collect): void => {
  const dropped: number[] = [];
  for (const room of batch.rooms) {
    for (const item of room.items) applyItem(state, room.key, item, dropped);
    state.versions[room.key] = room.version;
  }
  collect(state, dropped);
};

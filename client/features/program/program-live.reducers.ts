/**
 * Applies realtime room messages (shared/protocol/realtime.ts) to the normalised program. One `liveBatchApplied`
 * action carries every message of one socket hand-over, grouped by program key in version order; each room's
 * version moves to the last applied one, so a rejoin asks the server for what came after it.
 *
 * A batch is applied to the plain state, copy on write, not through an Immer draft: a stream of odds reaches every
 * outcome through the draft's proxies (the shard list, the shard, the outcome), and a live match's update searched
 * a program's member list of thousands of codes element by element through a proxy (12 ms of a clock tick's task at
 * 4x CPU, bench:client). Each container a batch changes is copied once (`Copies`: a table's shard list and the
 * shards it touches, a member list), every other one is shared with the state before, and nothing held by that state
 * is ever written.
 */
import type { ProgramEvent, ProgramMarket, ProgramOutcome } from '@shared/protocol/program';
import { MT, type EventCancelBody, type OddsChangeBody, type RealtimeItem } from '@shared/protocol/realtime';
import type { ProgramKey, ProgramState } from './program.slice';
import { entityOf, indexIn, tableShard, type ShardedTable } from './sharded-table';
import { eventOf, eventShard } from './event-table';

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

/**
 * The containers made in this batch: a copy is made on the first write and written in place after that. Every
 * object not in the set belongs to the state before the batch and is only read.
 */
class Copies {
  private readonly made = new WeakSet<object>();
  own<T extends object>(value: T): T {
    if (this.made.has(value)) return value;
    const copy = (Array.isArray(value) ? value.slice() : { ...value }) as T;
    this.made.add(copy);
    return copy;
  }
}

/**
 * The codes of a program's member list as a set, for "is it in": the list is never written in place (a change makes
 * a new array), so the set stays right for as long as its array lives.
 */
const memberSets = new WeakMap<readonly number[], Set<number>>();
const memberSet = (members: readonly number[]): Set<number> => {
  let set = memberSets.get(members);
  if (!set) memberSets.set(members, (set = new Set(members)));
  return set;
};

/**
 * The event codes of a market shard's markets, cached per shard array (a shard is never written in place once in
 * the state: a change makes a new array): finding the markets of a dropped event then looks into the few shards
 * that hold one, not at every market of the program.
 */
const shardEvents = new WeakMap<readonly ProgramMarket[], Set<number>>();
const eventCodesIn = (shard: readonly ProgramMarket[]): Set<number> => {
  let codes = shardEvents.get(shard);
  if (!codes) shardEvents.set(shard, (codes = new Set(shard.map((m) => m.eventCode))));
  return codes;
};
const hasAnyOf = (codes: ReadonlySet<number>, wanted: ReadonlySet<number>): boolean => {
  for (const code of wanted) if (codes.has(code)) return true;
  return false;
};

/** The markets of these events in a plain market table, looking only into the shards that hold one. */
export const marketsOfEvents = (markets: ShardedTable<ProgramMarket>, codes: ReadonlySet<number>): ProgramMarket[] => {
  const found: ProgramMarket[] = [];
  for (const shard of markets.shards) {
    if (!hasAnyOf(eventCodesIn(shard), codes)) continue;
    for (const m of shard) if (codes.has(m.eventCode)) found.push(m);
  }
  return found;
};

class LiveWriter {
  private readonly copies = new Copies();
  /** Events that left a program in this batch, collected once at the end. */
  readonly dropped: number[] = [];
  readonly state: ProgramState;

  constructor(base: ProgramState) {
    this.state = this.copies.own(base);
  }

  event(code: number): ProgramEvent | undefined {
    return eventOf(this.state.events, code);
  }

  putEvent(event: ProgramEvent): void {
    const events = (this.state.events = this.copies.own(this.state.events));
    const shards = (events.shards = this.copies.own(events.shards));
    const s = eventShard(event.code);
    (shards[s] = this.copies.own(shards[s] ?? {}))[event.code] = event;
  }

  /** Only changed fields are written, so an unchanged event keeps its object. */
  setEventStatus(code: number, status: number): void {
    const event = this.event(code);
    if (event && event.status !== status) this.putEvent({ ...event, status });
  }

  joins(key: ProgramKey, code: number): void {
    const members = this.state.members[key];
    if (members && memberSet(members).has(code)) return;
    this.setMembers(key, [...(members ?? []), code]);
  }

  /** Takes an event out of a program; collected once at the end of the batch. */
  leaves(key: ProgramKey, code: number): void {
    const members = this.state.members[key];
    if (!members || isEventKey(key) || !memberSet(members).has(code)) return;
    this.setMembers(key, members.filter((c) => c !== code));
    this.dropped.push(code);
  }

  private setMembers(key: ProgramKey, members: number[]): void {
    this.state.members = this.copies.own(this.state.members);
    this.state.members[key] = members;
  }

  setVersion(key: ProgramKey, version: number): void {
    this.state.versions = this.copies.own(this.state.versions);
    this.state.versions[key] = version;
  }

  /** A writable shard of a table of the state (markets or outcomes), the table and shard list copied on the way. */
  private shardOf<K extends 'markets' | 'outcomes'>(name: K, id: number): ProgramState[K]['shards'][number] {
    const table = (this.state[name] = this.copies.own(this.state[name]) as ProgramState[K]);
    const shards = (table.shards = this.copies.own(table.shards) as ProgramState[K]['shards']);
    const s = tableShard(id);
    return (shards[s] = this.copies.own(shards[s] ?? []) as ProgramState[K]['shards'][number]);
  }

  /**
   * Drops the events that left a program in this batch and that no program holds any more, with their markets and
   * outcomes: the touched shards are copied, the rest shared. Done once per batch, on the plain state: at a round's
   * kick-off the events not offered in running leave together, and the same work through an Immer draft (every
   * element of a touched shard read as a proxy) was 14-42 ms for five events on a desktop CPU, a long task at 4x.
   */
  collect(): void {
    if (this.dropped.length === 0) return;
    const held = new Set<number>();
    for (const codes of Object.values(this.state.members)) for (const code of codes) held.add(code);
    const gone = new Set(this.dropped.filter((code) => !held.has(code) && this.event(code)));
    if (gone.size === 0) return;
    const markets = marketsOfEvents(this.state.markets, gone);
    this.removeRows('outcomes', markets.flatMap((m) => m.outcomeIds));
    this.removeRows('markets', markets.map((m) => m.id));
    const events = (this.state.events = this.copies.own(this.state.events));
    const shards = (events.shards = this.copies.own(events.shards));
    for (const code of gone) {
      const s = eventShard(code);
      const map = (shards[s] = this.copies.own(shards[s] ?? {}));
      delete map[code];
    }
  }

  private removeRows<K extends 'markets' | 'outcomes'>(name: K, ids: readonly number[]): void {
    if (ids.length === 0) return;
    const gone = new Set(ids);
    for (const s of new Set(ids.map(tableShard))) {
      const shard = this.state[name].shards[s];
      if (!shard?.some((e) => gone.has(e.id))) continue;
      const table = (this.state[name] = this.copies.own(this.state[name]) as ProgramState[K]);
      const shards = (table.shards = this.copies.own(table.shards) as ProgramState[K]['shards']);
      shards[s] = shard.filter((e) => !gone.has(e.id)) as ProgramState[K]['shards'][number];
    }
  }

  putMarket(market: ProgramMarket): void {
    const shard = this.shardOf('markets', market.id);
    const at = indexIn(shard, market.id);
    if (at < 0) shard.push(market);
    else shard[at] = market;
  }

  /** Writes an odd and a status; an unchanged outcome keeps its object, so its cell does not re-render. */
  putOutcome(outcome: ProgramOutcome): void {
    const held = entityOf(this.state.outcomes, outcome.id);
    if (held) {
      if (held.odd === outcome.odd && held.status === outcome.status) return;
      const shard = this.shardOf('outcomes', outcome.id);
      shard[indexIn(shard, outcome.id)] = { ...held, odd: outcome.odd, status: outcome.status };
      return;
    }
    if (!entityOf(this.state.markets, outcome.marketId)) return;
    this.shardOf('outcomes', outcome.id).push({ id: outcome.id, marketId: outcome.marketId, name: outcome.name, odd: outcome.odd, status: outcome.status });
  }
}

const upsertEvent = (w: LiveWriter, key: ProgramKey, event: ProgramEvent): void => {
  if (isPartKey(key)) {
    if (w.event(event.code)) w.putEvent(event);
    return;
  }
  if (key === LIVE_PROGRAM_KEY && !event.live) {
    if (w.event(event.code)) w.putEvent(event);
    w.leaves(key, event.code);
    return;
  }
  w.putEvent(event);
  if (!isEventKey(key)) w.joins(key, event.code);
};

const applyItem = (w: LiveWriter, key: ProgramKey, item: RealtimeItem): void => {
  switch (item.MT) {
    case MT.batch:
      for (const inner of item.M as RealtimeItem[]) applyItem(w, key, inner);
      return;
    case MT.statusChange:
    case MT.goal:
    case MT.newMatch:
    case MT.scoreUpdate:
    case MT.eventUpdate:
      upsertEvent(w, key, item.M as ProgramEvent);
      return;
    case MT.oddsChange:
      for (const o of (item.M as OddsChangeBody).outcomes) w.putOutcome(o);
      return;
    case MT.marketOpen:
    case MT.marketLock: {
      const market = item.M as ProgramMarket;
      if (isPartKey(key) && !w.event(market.eventCode)) return;
      w.putMarket(market);
      return;
    }
    case MT.eventCancel: {
      const { eventCode, status } = item.M as EventCancelBody;
      if (status !== null) w.setEventStatus(eventCode, status);
      w.leaves(key, eventCode);
      return;
    }
    default:
      // Video events and settlement notices change nothing in the program.
      return;
  }
};

/**
 * The state after a batch. Events that left a program in it are collected once for the whole batch, at its end: at a
 * round's kick-off dozens leave at once, and collecting each alone scans every market and outcome as many times (a
 * 3.5 s task was seen at 4x CPU throttle). An event that leaves and comes back within the batch is still held at
 * the end and keeps its markets.
 */
export const applyLiveBatch = (base: ProgramState, batch: LiveBatch): ProgramState => {
  const w = new LiveWriter(base);
  for (const room of batch.rooms) {
    for (const item of room.items) applyItem(w, room.key, item);
    w.setVersion(room.key, room.version);
  }
  w.collect();
  return w.state;
};

/**
 * Program events by code, split into EVENT_SHARDS small maps. A football program of 3,500 events in one map made
 * every live batch that touched an event (a live match's clock, every second) copy the whole map, 3,500 keys, in
 * the task of that frame (bench:client); split, a batch copies the shard list (EVENT_SHARDS references) and the
 * maps it touches (a few dozen events each). Read an event with `eventOf`. No list of codes is kept: the programs'
 * member lists give the order, and a list of 3,500 codes was copied by every batch that added an event and filtered
 * by every one that dropped some.
 */
import type { ProgramEvent } from '@shared/protocol/program';
import { plain, sealed } from './sharded-table';

export const EVENT_SHARDS = 128;

export interface EventTable {
  /** Events by code; the map of a code is `shards[eventShard(code)]`. */
  shards: Record<number, ProgramEvent>[];
}

export const eventShard = (code: number): number => ((code % EVENT_SHARDS) + EVENT_SHARDS) % EVENT_SHARDS;

export const emptyEvents = (): EventTable => ({
  shards: Array.from({ length: EVENT_SHARDS }, () => ({})),
});

/** An event of a plain table (the store's state; inside a reducer, a draft's `current`). */
export const eventOf = (table: EventTable, code: number): ProgramEvent | undefined => table.shards[eventShard(code)]?.[code];

/** The events of `codes` held in the table, in that order (a code without an event is skipped). */
export const eventsOf = (codes: readonly number[], table: EventTable): ProgramEvent[] => codes.flatMap((c) => eventOf(table, c) ?? []);

/** Every code in the table, ascending (tests and diagnostics; the product reads events through member lists). */
export const eventCodes = (table: EventTable): number[] =>
  table.shards.flatMap((map) => Object.keys(map).map(Number)).sort((a, b) => a - b);

const sameFields = (a: ProgramEvent, b: ProgramEvent): boolean =>
  (Object.keys(b) as (keyof ProgramEvent)[]).every((k) => a[k] === b[k]);

/**
 * A snapshot's events into a table inside a reducer: the shard list and each touched map are rebuilt
 * outside the draft and put in with one write each, frozen (sharded-table.ts: `sealed`). A held event takes the
 * snapshot's fields over its own, and stays the same object when none of them changed.
 */
export const upsertEvents = (table: EventTable, events: readonly ProgramEvent[]): void => {
  if (events.length === 0) return;
  const shards = plain(table.shards).slice();
  const touched = new Map<number, Record<number, ProgramEvent>>();
  for (const e of events) {
    const s = eventShard(e.code);
    let map = touched.get(s);
    if (!map) touched.set(s, (map = { ...shards[s] }));
    const held = map[e.code];
    if (!held) map[e.code] = e;
    else if (!sameFields(held, e)) map[e.code] = { ...held, ...e };
  }
  for (const [s, map] of touched) shards[s] = sealed(map);
  table.shards = sealed(shards);
};

/** Removes events inside a reducer (rare: events leaving every program), each touched map replaced. */
export const removeEvents = (table: EventTable, codes: readonly number[]): void => {
  if (codes.length === 0) return;
  const gone = new Set(codes);
  const shards = plain(table.shards).slice();
  let removed = false;
  for (const code of gone) {
    const s = eventShard(code);
    const map = shards[s];
    if (!map || !(code in map)) continue;
    const next = { ...map };
    delete next[code];
    shards[s] = sealed(next);
    removed = true;
  }
  if (!removed) return;
  table.shards = sealed(shards);
};

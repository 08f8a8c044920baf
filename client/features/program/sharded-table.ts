/**
 * Program entities by id, split into TABLE_SHARDS short arrays by id. A bet program of 3,000 events holds over
 * 20,000 outcomes and 9,000 markets; in one flat entity map every odds change made Immer copy (and freeze) the
 * whole map: some 10 ms per dispatch on a desktop CPU and 40 ms at 4x CPU throttle, which cost the live page its
 * frames (tests/bench/client-live.bench.ts). Split, a change copies the shard list (1,024 references) and the
 * shards it touches (a few dozen entities at most). Shards are arrays, not objects keyed by id: an object with a
 * few large integer keys is a sparse dictionary to the JavaScript engine, and freezing it or checking it for
 * frozen (Immer does both on every dispatch) walks all its keys, whereas a frozen array answers at once.
 * Outcomes and markets live here; events, keyed by code, in event-table.ts.
 */
import { current, freeze, isDraft } from '@reduxjs/toolkit';

export const TABLE_SHARDS = 1024;

/**
 * Entities by id; the shard of an id is tableShard(id). No list of ids is kept: nothing reads markets or outcomes in
 * an order of their own (a list of 35,000 outcome ids was copied by every batch that added one, and filtered by every
 * one that dropped an event).
 */
export interface ShardedTable<T extends { id: number }> {
  shards: T[][];
}

export const tableShard = (id: number): number => ((id % TABLE_SHARDS) + TABLE_SHARDS) % TABLE_SHARDS;

export const emptyTable = <T extends { id: number }>(): ShardedTable<T> => ({
  shards: Array.from({ length: TABLE_SHARDS }, () => []),
});

/** Index of an id in a shard (a plain array: the state's, never an Immer draft, whose every read makes a proxy). */
export const indexIn = <T extends { id: number }>(shard: readonly T[], id: number): number => {
  for (let i = 0; i < shard.length; i++) if (shard[i]?.id === id) return i;
  return -1;
};

/** An entity of a plain table (the store's state; inside a reducer, a draft's `current`). */
export const entityOf = <T extends { id: number }>(table: ShardedTable<T>, id: number): T | undefined => {
  const shard = table.shards[tableShard(id)];
  if (!shard) return undefined;
  const at = indexIn(shard, id);
  return at < 0 ? undefined : shard[at];
};

/**
 * A value built outside the draft (a shard, a snapshot's event), frozen before it goes in. When the reducer ends,
 * Immer walks every new value put into a draft, looking for drafts inside it to finalise, unless the value is frozen;
 * a built value holds none (plain copies, parsed JSON), and that walk was 12 ms of a program snapshot's task on a
 * desktop, 35 ms at 4x CPU (a phone's first load: Lighthouse's TBT). Where Immer's auto-freeze is on (tests, the dev
 * server) it is frozen deeply, as Immer itself would have done.
 */
export const sealed = <T>(value: T): T => freeze(value, !import.meta.env.PROD);

/**
 * A part of the state as it stands now, read inside a reducer: a draft's current value (its base when nothing
 * changed it), else itself. Reading thousands of elements through the draft would make a proxy of each.
 */
export const plain = <T>(value: T): T => (isDraft(value) ? (current(value as never) as T) : value);

/**
 * A whole snapshot's entities into a table: the shard list and each touched shard are rebuilt once as plain arrays
 * and put in place with one write each, instead of entity by entity (or shard by shard) through the
 * Immer draft, where every element read or written goes through a proxy. A held entity stays the same object when
 * none of its fields changed; a changed one is replaced by a merged copy. Loading a program of thousands of outcomes
 * this way costs a fraction of the per-entity path (tests/bench/client-live.bench.ts, bench:lighthouse).
 */
export const upsertMany = <T extends { id: number }>(table: ShardedTable<T>, items: readonly T[]): void => {
  if (items.length === 0) return;
  const byShard = new Map<number, T[]>();
  for (const item of items) {
    const s = tableShard(item.id);
    const list = byShard.get(s);
    if (list) list.push(item);
    else byShard.set(s, [item]);
  }
  const shards = plain(table.shards).slice();
  for (const [s, list] of byShard) {
    // current() above gave plain shards: none of them is a draft.
    const next = (shards[s] ?? []).slice();
    const at = new Map<number, number>(next.map((e, i) => [e.id, i]));
    for (const item of list) {
      const i = at.get(item.id);
      if (i === undefined) {
        at.set(item.id, next.length);
        next.push({ ...item });
        continue;
      }
      const old = next[i] as T;
      if ((Object.keys(item) as (keyof T)[]).some((k) => old[k] !== item[k])) next[i] = { ...old, ...item };
    }
    shards[s] = sealed(next);
  }
  table.shards = sealed(shards);
};

/** Removes entities (rare: events leaving the program), each touched shard replaced by a new array. */
export const removeFrom = <T extends { id: number }>(table: ShardedTable<T>, ids: readonly number[]): void => {
  if (ids.length === 0) return;
  const gone = new Set(ids);
  for (const s of new Set(ids.map(tableShard))) {
    const shard = table.shards[s];
    if (!shard || !shard.some((e) => gone.has(e.id))) continue;
    table.shards[s] = shard.filter((e) => !gone.has(e.id));
  }
};

import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { emptyTable, entityOf, removeFrom, tableShard, TABLE_SHARDS, upsertMany, type ShardedTable } from './sharded-table';

interface Row {
  id: number;
  odd: number;
  name: string;
}

const rows = (ids: number[], odd = 150): Row[] => ids.map((id) => ({ id, odd, name: `o${id}` }));
/** Ids that share shards (id, id + TABLE_SHARDS, ...) and ids that do not. */
const IDS = [1, 2, 1 + TABLE_SHARDS, 3, 2 + 2 * TABLE_SHARDS, 77];

describe('upsertMany', () => {
  it('adds new entities and merges the fields of held ones, inside an Immer draft', () => {
    const start = produce(emptyTable<Row>(), (t) => upsertMany(t, rows(IDS)));
    const update = [...rows([2, 3], 175), ...rows([500, 1 + TABLE_SHARDS], 150)];
    const bulk = produce(start, (t) => upsertMany(t, update));
    const expected = new Map([...rows(IDS), ...update].map((r) => [r.id, r]));
    for (const [id, row] of expected) expect(entityOf(bulk, id)).toEqual(row);
    expect(bulk.shards.flat().map((r) => r.id).sort((a, b) => a - b)).toEqual([...IDS, 500].sort((a, b) => a - b));
    expect(entityOf(bulk, 2)?.odd).toBe(175);
  });

  it('keeps an unchanged entity the same object and replaces a changed one, leaving the old state as it was', () => {
    const start = produce(emptyTable<Row>(), (t) => upsertMany(t, rows(IDS)));
    const next = produce(start, (t) => upsertMany(t, [...rows([1]), { id: 3, odd: 210, name: 'o3' }]));
    expect(entityOf(next, 1)).toBe(entityOf(start, 1));
    expect(entityOf(next, 3)).not.toBe(entityOf(start, 3));
    expect(entityOf(start, 3)?.odd).toBe(150);
    // Shards nothing touched are shared; the state is frozen as Immer leaves it.
    expect(next.shards[tableShard(77)]).toBe(start.shards[tableShard(77)]);
    expect(Object.isFrozen(entityOf(next, 3))).toBe(true);
  });

  it('sees what the same reducer changed before it (a removal) and adds back what was removed', () => {
    const start = produce(emptyTable<Row>(), (t) => upsertMany(t, rows(IDS)));
    const next: ShardedTable<Row> = produce(start, (t) => {
      removeFrom(t, [2, 1 + TABLE_SHARDS]);
      upsertMany(t, rows([1, 1 + TABLE_SHARDS], 190));
    });
    expect(entityOf(next, 2)).toBeUndefined();
    expect(entityOf(next, 1 + TABLE_SHARDS)?.odd).toBe(190);
    expect(next.shards[tableShard(1)]?.map((r) => r.id)).toEqual([1, 1 + TABLE_SHARDS]);
  });
});

/** The odds writers' registry: told only about outcomes in shards a dispatch replaced, and only while registered. */
import { describe, expect, it } from 'vitest';
import type { ProgramOutcome } from '@shared/protocol/program';
import { createLiveOdds } from './live-odds';
import { emptyTable, tableShard, type ShardedTable } from './sharded-table';

const outcome = (id: number, odd: number): ProgramOutcome => ({ id, marketId: 1, name: '1', odd, status: 1 });

/** A table with these outcomes; `from` shares every shard the new outcomes do not touch (copy on write). */
const tableWith = (outcomes: ProgramOutcome[], from?: ShardedTable<ProgramOutcome>): ShardedTable<ProgramOutcome> => {
  const shards = (from ?? emptyTable<ProgramOutcome>()).shards.slice();
  for (const o of outcomes) {
    const s = tableShard(o.id);
    shards[s] = [...(shards[s] ?? []).filter((x) => x.id !== o.id), o];
  }
  return { shards };
};

describe('live odds writers', () => {
  it('tells a writer about its outcome when its shard was replaced, and nothing about untouched shards', () => {
    const odds = createLiveOdds();
    const before = tableWith([outcome(1, 150), outcome(2, 200)]);
    const seen: string[] = [];
    odds.watch(1, (o) => seen.push(`1:${o.odd}`));
    odds.watch(2, (o) => seen.push(`2:${o.odd}`));
    const after = tableWith([outcome(1, 160)], before);
    odds.notify(before, after);
    expect(seen).toEqual(['1:160']);
    odds.notify(after, after);
    expect(seen).toEqual(['1:160']);
  });

  it('tells every writer of an outcome, and none after it is removed', () => {
    const odds = createLiveOdds();
    const before = tableWith([outcome(5, 150)]);
    const seen: string[] = [];
    const stopA = odds.watch(5, (o) => seen.push(`a${o.odd}`));
    odds.watch(5, (o) => seen.push(`b${o.odd}`));
    odds.notify(before, tableWith([outcome(5, 170)], before));
    expect(seen).toEqual(['a170', 'b170']);
    stopA();
    odds.notify(before, tableWith([outcome(5, 180)], before));
    expect(seen).toEqual(['a170', 'b170', 'b180']);
  });

  it('finds an outcome added to a shard, and one in a shard another outcome changed', () => {
    const odds = createLiveOdds();
    const before = tableWith([outcome(3, 150)]);
    const seen: number[] = [];
    odds.watch(3 + 1024, (o) => seen.push(o.odd));
    odds.notify(before, tableWith([outcome(3 + 1024, 210)], before));
    expect(seen).toEqual([210]);
  });
});

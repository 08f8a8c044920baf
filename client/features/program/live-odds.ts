/**
 * Live odds written into their cells without a React render.
 *
 * A stream of odds changes one number in a few cells per frame. Through React that was a store subscription's
 * selection, the column group's re-render and the cell's commit for each changed cell: about 8 ms of a 60 ms frame
 * at 4x CPU (bench:client), the frame's largest piece of script. Here a cell registers a writer for its outcome;
 * after each dispatch the store's middleware finds the outcome shards the reducer replaced (copy on write: an
 * unchanged shard is the same array) and hands each registered outcome in them to its writers, which change the
 * cell's text, name and rise/fall mark in place. The work is proportional to the changed shards, not to the mounted
 * cells.
 *
 * React keeps the cell's structure (locked, selected, empty): the cells' selections ignore the odd
 * (`sameCellData`). A React render may so draw an older odd than the writer did; the cell puts the odd of the
 * moment back after each of its renders (odds-cell.tsx, `useLiveOdd`).
 */
import type { Middleware } from '@reduxjs/toolkit';
import type { ProgramOutcome } from '@shared/protocol/program';
import type { ShardedTable } from './sharded-table';

/** Told about an outcome whose shard changed in a dispatch: its odd may or may not have moved. */
export type OutcomeWriter = (outcome: ProgramOutcome) => void;

export interface LiveOdds {
  /** Registers a writer for one outcome; the returned function removes it. */
  watch(outcomeId: number, writer: OutcomeWriter): () => void;
  /** Calls the writers of the registered outcomes in the shards that differ between two tables. */
  notify(before: ShardedTable<ProgramOutcome>, after: ShardedTable<ProgramOutcome>): void;
}

export const createLiveOdds = (): LiveOdds => {
  const writers = new Map<number, Set<OutcomeWriter>>();
  return {
    watch(outcomeId, writer) {
      let set = writers.get(outcomeId);
      if (!set) writers.set(outcomeId, (set = new Set()));
      set.add(writer);
      const held = set;
      return () => {
        held.delete(writer);
        if (held.size === 0 && writers.get(outcomeId) === held) writers.delete(outcomeId);
      };
    },
    notify(before, after) {
      if (before === after || writers.size === 0) return;
      const { shards } = after;
      for (let s = 0; s < shards.length; s++) {
        const shard = shards[s];
        if (shard === undefined || shard === before.shards[s]) continue;
        for (const outcome of shard) {
          const set = writers.get(outcome.id);
          if (set) for (const write of set) write(outcome);
        }
      }
    },
  };
};

/** The program's outcomes table in a state that carries the program slice. */
interface WithOutcomes {
  program: { outcomes: ShardedTable<ProgramOutcome> };
}

/**
 * After each dispatch (reducers and store listeners done, so React has rendered what it renders), hands the
 * outcomes of the replaced shards to their cells' writers.
 */
export const liveOddsMiddleware =
  (liveOdds: LiveOdds): Middleware<object, WithOutcomes> =>
  (api) =>
  (next) =>
  (action) => {
    const before = api.getState().program.outcomes;
    const result = next(action);
    liveOdds.notify(before, api.getState().program.outcomes);
    return result;
  };

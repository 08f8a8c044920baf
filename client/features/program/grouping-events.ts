/**
 * A program's events as its list groups them, kept as the same array while the facts the grouping reads stay the
 * same. Live matches change their event objects every second (minute, score, odds' states), and a sport's list of
 * 3,500 rows must not be sorted, grouped and drawn again for that.
 *
 * Two levels:
 * - per member list, the last answer and the event table it was checked against: a new table (one live batch)
 *   is checked only in the event shards the batch replaced (event-table.ts), a few dozen events, not the program;
 * - otherwise (a new member list, a snapshot), the whole list is read again and compared with the recent answers
 *   (lruMemoize), so a reload that changes nothing still gives the previous array.
 * An answer is only ever reused for events with the same facts, so whatever store (tests, tabs) it was made for,
 * it groups the events asked for.
 */
import { lruMemoize } from '@reduxjs/toolkit';
import type { ProgramEvent } from '@shared/protocol/program';
import { eventOf, eventShard, eventsOf, type EventTable } from './event-table';

/** Two objects of one event that a program's list draws alike. */
export type SameFacts = (a: ProgramEvent, b: ProgramEvent) => boolean;

/** Recent whole-list answers kept: programs on one screen (live, a sport, outrights) and a few recent ones each. */
const RECENT_ANSWERS = 16;

interface Checked {
  /** The table the answer was last checked against. */
  table: EventTable;
  events: ProgramEvent[];
  /** Positions in the member list by event shard, made on the first check (they depend on the list only). */
  byShard: Map<number, number[]> | null;
}

const positionsByShard = (codes: readonly number[]): Map<number, number[]> => {
  const by = new Map<number, number[]>();
  codes.forEach((code, i) => {
    const s = eventShard(code);
    const list = by.get(s);
    if (list) list.push(i);
    else by.set(s, [i]);
  });
  return by;
};

/** A reader of (member list, event table) to the events to group, for one notion of "groups alike". */
export const groupingEvents = (sameFacts: SameFacts): ((codes: readonly number[], table: EventTable) => ProgramEvent[]) => {
  const sameList = (a: readonly ProgramEvent[], b: readonly ProgramEvent[]): boolean =>
    a.length === b.length && a.every((e, i) => e === b[i] || (b[i] !== undefined && sameFacts(e, b[i])));
  const whole = lruMemoize(eventsOf, { maxSize: RECENT_ANSWERS, resultEqualityCheck: sameList });
  const checked = new WeakMap<readonly number[], Checked>();

  /** The answer still groups alike: every event of a shard the table replaced has the facts the answer holds. */
  const stillAlike = (c: Checked, codes: readonly number[], table: EventTable): boolean => {
    if (c.events.length !== codes.length) return false;
    if (table.shards === c.table.shards) return true;
    const byShard = (c.byShard ??= positionsByShard(codes));
    for (const [s, positions] of byShard) {
      if (table.shards[s] === c.table.shards[s]) continue;
      for (const i of positions) {
        const now = eventOf(table, codes[i]!);
        const held = c.events[i]!;
        if (!now || (now !== held && !sameFacts(held, now))) return false;
      }
    }
    return true;
  };

  return (codes, table) => {
    const c = checked.get(codes);
    if (c && (c.table === table || stillAlike(c, codes, table))) {
      c.table = table;
      return c.events;
    }
    const events = whole(codes, table);
    checked.set(codes, { table, events, byShard: c?.byShard ?? null });
    return events;
  };
};

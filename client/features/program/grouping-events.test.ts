import { describe, expect, it, vi } from 'vitest';
import type { ProgramEvent } from '@shared/protocol/program';
import { EVENT_SHARDS, emptyEvents, eventShard, upsertEvents, type EventTable } from './event-table';
import { groupingEvents, type SameFacts } from './grouping-events';
import { makeEventParts } from './program.test-fixtures';

const T = Date.parse('2030-05-10T17:00:00Z');
const event = (code: number, over: Partial<ProgramEvent> = {}): ProgramEvent => ({ ...makeEventParts({ code, startsAt: T + code * 60_000 }).event, ...over });
/** The table after a batch: the shards of the given events replaced, every other one shared. */
const withEvents = (table: EventTable, events: ProgramEvent[]): EventTable => {
  const next = { ...table };
  upsertEvents(next, events);
  return next;
};
const CODES = Array.from({ length: 1000 }, (_, i) => 5000 + i);

const setup = () => {
  const facts = vi.fn<SameFacts>((a, b) => a.code === b.code && a.startsAt === b.startsAt && a.competition === b.competition);
  const read = groupingEvents(facts);
  const table = withEvents(emptyEvents(), CODES.map((c) => event(c)));
  const codes = [...CODES];
  return { facts, read, table, codes, first: read(codes, table) };
};

describe('grouping events', () => {
  it('keeps its answer through a live batch, checking only the events of the shards the batch replaced', () => {
    const { facts, read, table, codes, first } = setup();
    expect(first.map((e) => e.code)).toEqual(CODES);
    facts.mockClear();
    const ticked = withEvents(table, [event(5007, { minute: 12, score: [1, 0] })]);
    let reads = 0;
    const counted = { ...ticked, shards: new Proxy(ticked.shards, { get: (t, k) => (typeof k === 'string' && /^\d+$/.test(k) && reads++, Reflect.get(t, k)) }) };
    expect(read(codes, counted)).toBe(first);
    // One look per shard, then the ticked shard's events: not a read of every event of the program.
    expect(reads).toBeLessThan(EVENT_SHARDS + 20);
    const inShard = CODES.filter((c) => eventShard(c) === eventShard(5007)).length;
    expect(inShard).toBeLessThan(CODES.length / EVENT_SHARDS + 2);
    // Only the ticked event changed object in its shard; the others are the same objects and need no comparison.
    expect(facts).toHaveBeenCalledTimes(1);
    // The next batch is checked against the table the answer was last checked with.
    facts.mockClear();
    expect(read(codes, withEvents(counted, [event(5300, { minute: 3 })]))).toBe(first);
    expect(facts).toHaveBeenCalledTimes(1);
  });

  it('gives a new answer when a fact it groups by changes, or an event is gone', () => {
    const { read, table, codes, first } = setup();
    const moved = read(codes, withEvents(table, [event(5007, { startsAt: T })]));
    expect(moved).not.toBe(first);
    expect(moved[7]?.startsAt).toBe(T);
    const without = { ...table, shards: table.shards.map((m, s) => (s === eventShard(5010) ? Object.fromEntries(Object.entries(m).filter(([k]) => k !== '5010')) : m)) };
    const missing = read(codes, without);
    expect(missing).toHaveLength(CODES.length - 1);
    // Back to the first table: the first answer again (recent answers are compared whole).
    expect(read(codes, table)).toBe(first);
  });

  it('gives the previous answer for a new member list that groups alike (a snapshot reload), and a new one for another order', () => {
    const { read, table, codes, first } = setup();
    const reloaded = withEvents(table, CODES.map((c) => event(c, { minute: 1 })));
    expect(read([...codes], reloaded)).toBe(first);
    const reordered = [...codes].reverse();
    expect(read(reordered, table).map((e) => e.code)).toEqual(reordered);
  });
});

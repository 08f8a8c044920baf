import { describe, expect, it } from 'vitest';
import { produce } from 'immer';
import { EVENT_SHARDS, emptyEvents, eventCodes, eventOf, eventShard, eventsOf, removeEvents, upsertEvents } from './event-table';
import { makeEventParts } from './program.test-fixtures';

const T = Date.now();
const ev = (code: number, minute: number | null = null) => ({ ...makeEventParts({ code, startsAt: T, live: true }).event, minute });
/** Codes that share a shard (code, code + EVENT_SHARDS) and codes that do not. */
const CODES = [5, 5 + EVENT_SHARDS, 6, 900];

describe('event table', () => {
  it('adds events and finds each by code; a list of codes reads them in its order, skipping unknown ones', () => {
    const t = produce(emptyEvents(), (d) => upsertEvents(d, CODES.map((c) => ev(c))));
    expect(eventCodes(t)).toEqual([...CODES].sort((a, b) => a - b));
    for (const c of CODES) expect(eventOf(t, c)?.code).toBe(c);
    expect(eventOf(t, 7)).toBeUndefined();
    expect(eventsOf([900, 7, 5], t).map((e) => e.code)).toEqual([900, 5]);
  });

  it('keeps an unchanged event the same object, replaces a changed one, and shares the maps nothing touched', () => {
    const held = CODES.map((c) => ev(c));
    const start = produce(emptyEvents(), (d) => upsertEvents(d, held));
    // Fields are compared by reference: the same event (its arrays too) again changes nothing.
    const next = produce(start, (d) => upsertEvents(d, [{ ...held[0]! }, ev(6, 12)]));
    expect(eventOf(next, 5)).toBe(eventOf(start, 5));
    expect(eventOf(next, 6)?.minute).toBe(12);
    expect(eventOf(start, 6)?.minute).toBeNull();
    expect(next.shards[eventShard(900)]).toBe(start.shards[eventShard(900)]);
    expect(eventCodes(next)).toEqual(eventCodes(start));
  });

  it('removes events from their maps, keeping the others of the same map', () => {
    const start = produce(emptyEvents(), (d) => upsertEvents(d, CODES.map((c) => ev(c))));
    const next = produce(start, (d) => removeEvents(d, [5, 6, 12345]));
    expect(eventCodes(next)).toEqual([5 + EVENT_SHARDS, 900]);
    expect(eventOf(next, 5)).toBeUndefined();
    expect(eventOf(next, 5 + EVENT_SHARDS)?.code).toBe(5 + EVENT_SHARDS);
    expect(eventOf(start, 5)?.code).toBe(5);
    // Nothing held: the table stays as it was.
    expect(produce(next, (d) => removeEvents(d, [4242]))).toBe(next);
  });
});

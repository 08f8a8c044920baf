import { describe, expect, it } from 'vitest';
import { eventKey, initialProgramState, programActions, programSlice, sportKey, type ProgramState } from './program.slice';
import { makeEventParts, makeSnapshot } from './program.test-fixtures';
import { eventCodes } from './event-table';
import { entityOf } from './sharded-table';

const reduce = (state: ProgramState, ...actions: Parameters<typeof programSlice.reducer>[1][]) =>
  actions.reduce(programSlice.reducer, state);
const received = (key: string, snapshot: ReturnType<typeof makeSnapshot>, cachedAt: number | null = null) =>
  programActions.snapshotReceived({ key, snapshot, cachedAt });

const T = Date.parse('2030-05-10T12:00:00+03:00');

describe('program slice', () => {
  it('normalises a snapshot into events, markets and outcomes and records version and status', () => {
    const s = reduce(initialProgramState, received(sportKey(1), makeSnapshot([{ code: 1, startsAt: T }, { code: 2, startsAt: T }], 1, 7)));
    expect(eventCodes(s.events)).toEqual([1, 2]);
    expect(entityOf(s.markets, 10)?.outcomeIds).toEqual([100, 101, 102]);
    expect(entityOf(s.outcomes, 100)?.odd).toBe(185);
    expect(s.versions[sportKey(1)]).toBe(7);
    expect(s.members[sportKey(1)]).toEqual([1, 2]);
    expect(s.loads[sportKey(1)]).toEqual({ status: 'ready', error: null });
  });

  it('upserts a newer snapshot: changed odds replace, the outcome object of an unchanged one is kept', () => {
    const first = reduce(initialProgramState, received(sportKey(1), makeSnapshot([{ code: 1, startsAt: T }])));
    const next = reduce(first, received(sportKey(1), makeSnapshot([{ code: 1, startsAt: T, odds: [190, 340, 420] }], 1, 2)));
    expect(entityOf(next.outcomes, 100)?.odd).toBe(190);
    expect(next.versions[sportKey(1)]).toBe(2);
    expect(next.outcomes.shards.flat()).toHaveLength(3);
  });

  it('drops an event that left its only program, with its markets and outcomes, but keeps one another program holds', () => {
    let s = reduce(
      initialProgramState,
      received(sportKey(1), makeSnapshot([{ code: 1, startsAt: T }, { code: 2, startsAt: T }])),
      received(eventKey(2), makeSnapshot([{ code: 2, startsAt: T }])),
    );
    s = reduce(s, received(sportKey(1), makeSnapshot([])));
    expect(eventCodes(s.events)).toEqual([2]);
    expect(entityOf(s.markets, 10)).toBeUndefined();
    expect(entityOf(s.outcomes, 100)).toBeUndefined();
    expect(entityOf(s.markets, 20)).toBeDefined();
  });

  it('an event detail snapshot removes the markets the event no longer has', () => {
    const a = makeEventParts({ code: 5, startsAt: T });
    const extra = { ...a.market, id: 999, no: 2, name: 'Çifte Şans', outcomeIds: [] };
    let s = reduce(initialProgramState, received(eventKey(5), { ...makeSnapshot([{ code: 5, startsAt: T }]), markets: [a.market, extra] }));
    expect(entityOf(s.markets, 999)).toBeDefined();
    s = reduce(s, received(eventKey(5), makeSnapshot([{ code: 5, startsAt: T }])));
    expect(entityOf(s.markets, 999)).toBeUndefined();
    expect(entityOf(s.markets, 50)).toBeDefined();
  });

  it('a failed load keeps the data and marks the error; the next good answer clears it', () => {
    let s = reduce(initialProgramState, received(sportKey(1), makeSnapshot([{ code: 1, startsAt: T }])));
    s = reduce(s, programActions.loadStarted({ key: sportKey(1) }), programActions.loadFailed({ key: sportKey(1), error: 'Bülten yüklenemedi.' }));
    expect(s.loads[sportKey(1)]).toEqual({ status: 'error', error: 'Bülten yüklenemedi.' });
    expect(eventCodes(s.events)).toEqual([1]);
    s = reduce(s, received(sportKey(1), makeSnapshot([{ code: 1, startsAt: T }])));
    expect(s.loads[sportKey(1)]?.error).toBeNull();
  });

  it('remembers the cache time of an answer served from the service-worker cache, and forgets it on a fresh one', () => {
    let s = reduce(initialProgramState, received(sportKey(1), makeSnapshot([]), 1234));
    expect(s.cachedAt).toBe(1234);
    s = reduce(s, received(sportKey(1), makeSnapshot([]), null));
    expect(s.cachedAt).toBeNull();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { setAutoFreeze } from 'immer';
import { MT, type RealtimeItem } from '@shared/protocol/realtime';
import { LIVE_KEY, eventKey, highlightKey, initialProgramState, programActions, programSlice, sportKey, type ProgramState } from './program.slice';
import { makeEventParts, makeSnapshot } from './program.test-fixtures';
import { entityOf, tableShard } from './sharded-table';
import { eventOf, eventShard } from './event-table';

const T = Date.now();
const reduce = (state: ProgramState, ...actions: Parameters<typeof programSlice.reducer>[1][]) => actions.reduce(programSlice.reducer, state);
const loaded = () =>
  reduce(
    initialProgramState,
    programActions.snapshotReceived({ key: LIVE_KEY, snapshot: makeSnapshot([{ code: 7, startsAt: T, live: true }], 0, 3), cachedAt: null }),
    programActions.snapshotReceived({ key: sportKey(1), snapshot: makeSnapshot([{ code: 7, startsAt: T, live: true }], 1, 9), cachedAt: null }),
  );
const batch = (key: string, version: number, ...items: RealtimeItem[]) => programActions.liveBatchApplied({ rooms: [{ key, version, items }] });

describe('live batch reducer', () => {
  it('moves odds and versions, keeping untouched outcomes as they were', () => {
    const s0 = loaded();
    const s1 = reduce(s0, batch(LIVE_KEY, 4, { MT: MT.oddsChange, M: { outcomes: [{ id: 700, marketId: 70, name: '1', odd: 210, status: 1, eventCode: 7 }] } }));
    expect(entityOf(s1.outcomes, 700)?.odd).toBe(210);
    expect(entityOf(s1.outcomes, 701)).toBe(entityOf(s0.outcomes, 701));
    expect(s1.versions[LIVE_KEY]).toBe(4);
    expect(s1.versions[sportKey(1)]).toBe(9);
  });

  it('locks and reopens markets, updates score and minute, applies a batch in order', () => {
    const { event, market } = makeEventParts({ code: 7, startsAt: T, live: true });
    const s = reduce(
      loaded(),
      batch(LIVE_KEY, 4, {
        MT: MT.batch,
        M: [
          { MT: MT.marketLock, M: { ...market, status: -1 } },
          { MT: MT.goal, M: { ...event, minute: 70, score: [3, 1] } },
        ],
      }),
    );
    expect(entityOf(s.markets, 70)?.status).toBe(-1);
    expect(eventOf(s.events, 7)?.score).toEqual([3, 1]);
    const reopened = reduce(s, batch(LIVE_KEY, 5, { MT: MT.marketOpen, M: { ...market, status: 1 } }));
    expect(entityOf(reopened.markets, 70)?.status).toBe(1);
  });

  it('stores each update\'s live state with the score: a quarter clock running down, then the break', () => {
    const { event } = makeEventParts({ code: 7, startsAt: T, live: true, liveState: { kind: 'quarters', period: 2, periods: 4, clockSeconds: 300, running: true } });
    let s = reduce(loaded(), batch(LIVE_KEY, 4, { MT: MT.scoreUpdate, M: { ...event, score: [40, 38] } }));
    expect(eventOf(s.events, 7)?.liveState).toEqual({ kind: 'quarters', period: 2, periods: 4, clockSeconds: 300, running: true });
    expect(eventOf(s.events, 7)?.minute).toBeNull();
    const brk = { kind: 'quarters', period: 2, periods: 4, clockSeconds: 0, running: false } as const;
    s = reduce(s, batch(sportKey(1), 10, { MT: MT.scoreUpdate, M: { ...event, score: [44, 41], liveState: brk } }));
    expect(eventOf(s.events, 7)?.liveState).toEqual(brk);
    expect(eventOf(s.events, 7)?.score).toEqual([44, 41]);
  });

  it('adds a new live match to the live program and drops a cancelled one no program holds', () => {
    const fresh = makeEventParts({ code: 8, startsAt: T, live: true });
    let s = reduce(loaded(), batch(LIVE_KEY, 4, { MT: MT.newMatch, M: fresh.event }, { MT: MT.marketOpen, M: fresh.market }));
    expect(s.members[LIVE_KEY]).toEqual([7, 8]);
    expect(entityOf(s.markets, 80)).toBeDefined();
    s = reduce(s, batch(LIVE_KEY, 5, { MT: MT.eventCancel, M: { eventCode: 8, status: 3 } }));
    expect(s.members[LIVE_KEY]).toEqual([7]);
    expect(eventOf(s.events, 8)).toBeUndefined();
    expect(entityOf(s.markets, 80)).toBeUndefined();
  });

  it('takes a finished match off the live program but keeps it on its detail page', () => {
    const { event } = makeEventParts({ code: 7, startsAt: T, live: true });
    let s = reduce(loaded(), programActions.snapshotReceived({ key: eventKey(7), snapshot: makeSnapshot([{ code: 7, startsAt: T, live: true }], 1, 2), cachedAt: null }));
    s = reduce(s, batch(LIVE_KEY, 4, { MT: MT.statusChange, M: { ...event, live: false, status: 2 } }));
    expect(s.members[LIVE_KEY]).toEqual([]);
    expect(eventOf(s.events, 7)?.status).toBe(2);
  });

  it('keeps a part of a sport program (the home) current from the whole sport room without taking in other events', () => {
    const s0 = reduce(
      initialProgramState,
      programActions.snapshotReceived({ key: highlightKey(1), snapshot: makeSnapshot([{ code: 7, startsAt: T, live: true }], 1, 5), cachedAt: null }),
    );
    const shown = makeEventParts({ code: 7, startsAt: T, live: true }).event;
    const other = makeEventParts({ code: 8, startsAt: T, live: true });
    const s1 = reduce(
      s0,
      batch(highlightKey(1), 6,
        { MT: MT.goal, M: { ...shown, minute: 71, score: [3, 1] } },
        { MT: MT.scoreUpdate, M: other.event },
        { MT: MT.marketLock, M: { ...other.market, status: -1 } },
        { MT: MT.oddsChange, M: { outcomes: [{ ...other.outcomes[0]!, eventCode: 8 }, { id: 700, marketId: 70, name: '1', odd: 199, status: 1, eventCode: 7 }] } },
      ),
    );
    expect(eventOf(s1.events, 7)?.score).toEqual([3, 1]);
    expect(entityOf(s1.outcomes, 700)?.odd).toBe(199);
    expect(eventOf(s1.events, 8)).toBeUndefined();
    expect(entityOf(s1.markets, other.market.id)).toBeUndefined();
    expect(s1.members[highlightKey(1)]).toEqual([7]);
    expect(s1.versions[highlightKey(1)]).toBe(6);
    // An event the part holds leaves it when the room says so.
    const s2 = reduce(s1, batch(highlightKey(1), 7, { MT: MT.eventCancel, M: { eventCode: 7, status: 2 } }));
    expect(s2.members[highlightKey(1)]).toEqual([]);
    expect(eventOf(s2.events, 7)).toBeUndefined();
  });

  describe('applied copy on write, as the built site runs it (no auto-freeze)', () => {
    afterEach(() => setAutoFreeze(true));

    it('never writes the state before the batch, and shares every container the batch did not change', () => {
      setAutoFreeze(false);
      const codes = [7, 8, 9, 10];
      const s0 = reduce(
        initialProgramState,
        programActions.snapshotReceived({ key: sportKey(1), snapshot: makeSnapshot(codes.map((code) => ({ code, startsAt: T, live: true })), 1, 9), cachedAt: null }),
      );
      const before = JSON.stringify(s0);
      const { event, market } = makeEventParts({ code: 7, startsAt: T, live: true });
      const s1 = reduce(
        s0,
        batch(sportKey(1), 10,
          { MT: MT.oddsChange, M: { outcomes: [{ id: 700, marketId: 70, name: '1', odd: 205, status: 1, eventCode: 7 }] } },
          { MT: MT.oddsChange, M: { outcomes: [{ id: 701, marketId: 70, name: 'X', odd: 333, status: 1, eventCode: 7 }] } },
          { MT: MT.goal, M: { ...event, minute: 12, score: [1, 0] } },
        ),
      );
      expect(JSON.stringify(s0)).toBe(before);
      expect(entityOf(s1.outcomes, 700)?.odd).toBe(205);
      expect(entityOf(s1.outcomes, 701)?.odd).toBe(333);
      expect(entityOf(s1.outcomes, 702)).toBe(entityOf(s0.outcomes, 702));
      expect(entityOf(s1.outcomes, 800)).toBe(entityOf(s0.outcomes, 800));
      expect(eventOf(s1.events, 7)?.score).toEqual([1, 0]);
      expect(eventOf(s1.events, 8)).toBe(eventOf(s0.events, 8));
      // Untouched tables and member lists stay the same objects.
      expect(s1.markets).toBe(s0.markets);
      expect(s1.members).toBe(s0.members);
      // Only the shard of event 7's map is new.
      expect(s1.events.shards.flatMap((shard, i) => (shard !== s0.events.shards[i] ? [i] : []))).toEqual([eventShard(7)]);
      // Only the touched shards (of 700 and 701) are new.
      const changed = s1.outcomes.shards.flatMap((shard, i) => (shard !== s0.outcomes.shards[i] ? [i] : []));
      expect(changed).toEqual([tableShard(700), tableShard(701)]);
      // An unchanged odd changes nothing at all but the room's version.
      const s2 = reduce(s1, batch(sportKey(1), 11, { MT: MT.oddsChange, M: { outcomes: [{ id: 700, marketId: 70, name: '1', odd: 205, status: 1, eventCode: 7 }] } }));
      expect(s2.outcomes).toBe(s1.outcomes);
      expect(s2.versions[sportKey(1)]).toBe(11);
      expect(s1.versions[sportKey(1)]).toBe(10);
      // A market lock and a new match in one batch, then the cancelled one collected, leave the states before as they were.
      const fresh = makeEventParts({ code: 11, startsAt: T, live: true });
      const mid = JSON.stringify(s2);
      const s3 = reduce(s2, batch(sportKey(1), 12, { MT: MT.marketLock, M: { ...market, status: -1 } }, { MT: MT.newMatch, M: fresh.event }, { MT: MT.marketOpen, M: fresh.market }, { MT: MT.oddsChange, M: { outcomes: fresh.outcomes.filter((o) => o.marketId === fresh.market.id) } }));
      expect(entityOf(s3.outcomes, fresh.market.outcomeIds[0]!)).toBeDefined();
      const third = JSON.stringify(s3);
      const s4 = reduce(s3, batch(sportKey(1), 13, { MT: MT.eventCancel, M: { eventCode: 11, status: 3 } }));
      expect(JSON.stringify(s2)).toBe(mid);
      expect(JSON.stringify(s3)).toBe(third);
      // The cancelled event's collection replaced only the shards that held its event, market and outcomes.
      const newShards = <T>(a: readonly T[], b: readonly T[]) => a.flatMap((x, i) => (x !== b[i] ? [i] : []));
      expect(newShards(s4.markets.shards, s3.markets.shards)).toEqual([tableShard(fresh.market.id)]);
      expect(newShards(s4.outcomes.shards, s3.outcomes.shards)).toEqual(fresh.market.outcomeIds.map(tableShard).sort((a, b) => a - b));
      expect(newShards(s4.events.shards, s3.events.shards)).toEqual([eventShard(11)]);
      expect(entityOf(s4.outcomes, fresh.market.outcomeIds[0]!)).toBeUndefined();
      expect(s3.members[sportKey(1)]).toEqual([...codes, 11]);
      expect(entityOf(s3.markets, 70)?.status).toBe(-1);
      expect(entityOf(s2.markets, 70)?.status).toBe(1);
      expect(s4.members[sportKey(1)]).toEqual(codes);
      expect(eventOf(s4.events, 11)).toBeUndefined();
      expect(entityOf(s4.markets, fresh.market.id)).toBeUndefined();
      expect(eventOf(s3.events, 11)).toBeDefined();
    });
  });
});

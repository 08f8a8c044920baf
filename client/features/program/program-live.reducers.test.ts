import { describe, expect, it } from 'vitest';
import { MT, type RealtimeItem } from '@shared/protocol/realtime';
import { LIVE_KEY, eventKey, initialProgramState, programActions, programSlice, sportKey, type ProgramState } from './program.slice';
import { makeEventParts, makeSnapshot } from './program.test-fixtures';
import { entityOf } from './sharded-table';

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
    expect(s.events.entities[7]?.score).toEqual([3, 1]);
    const reopened = reduce(s, batch(LIVE_KEY, 5, { MT: MT.marketOpen, M: { ...market, status: 1 } }));
    expect(entityOf(reopened.markets, 70)?.status).toBe(1);
  });

  it('adds a new live match to the live program and drops a cancelled one no program holds', () => {
    const fresh = makeEventParts({ code: 8, startsAt: T, live: true });
    let s = reduce(loaded(), batch(LIVE_KEY, 4, { MT: MT.newMatch, M: fresh.event }, { MT: MT.marketOpen, M: fresh.market }));
    expect(s.members[LIVE_KEY]).toEqual([7, 8]);
    expect(entityOf(s.markets, 80)).toBeDefined();
    s = reduce(s, batch(LIVE_KEY, 5, { MT: MT.eventCancel, M: { eventCode: 8, status: 3 } }));
    expect(s.members[LIVE_KEY]).toEqual([7]);
    expect(s.events.entities[8]).toBeUndefined();
    expect(entityOf(s.markets, 80)).toBeUndefined();
  });

  it('takes a finished match off the live program but keeps it on its detail page', () => {
    const { event } = makeEventParts({ code: 7, startsAt: T, live: true });
    let s = reduce(loaded(), programActions.snapshotReceived({ key: eventKey(7), snapshot: makeSnapshot([{ code: 7, startsAt: T, live: true }], 1, 2), cachedAt: null }));
    s = reduce(s, batch(LIVE_KEY, 4, { MT: MT.statusChange, M: { ...event, live: false, status: 2 } }));
    expect(s.members[LIVE_KEY]).toEqual([]);
    expect(s.events.entities[7]?.status).toBe(2);
  });
});

/** selectColumnMarketId keeps its hits per market list: the answers stay those of a full scan. */
import { describe, expect, it } from 'vitest';
import { MT } from '@shared/protocol/realtime';
import { LIVE_KEY, programActions } from './program.slice';
import { FOOTBALL_ROW_MARKETS, makeSnapshot } from './program.test-fixtures';
import { loadSnapshot, makeTestStore } from './program.test-render';
import { selectColumnMarketId, selectEventByCode, selectMarketById } from './program.selectors';

const OVER_UNDER = [12] as const;
const DOUBLE_CHANCE = [2] as const;

describe('selectColumnMarketId', () => {
  it('finds each column market, and again after the event gets a new market list', () => {
    const { store } = makeTestStore();
    loadSnapshot(store, LIVE_KEY, makeSnapshot([{ code: 7, startsAt: Date.now() - 600_000, live: true, more: FOOTBALL_ROW_MARKETS }], 0, 1));
    const noOf = (id: number | undefined) => (id === undefined ? undefined : selectMarketById(store.getState(), id)?.no);
    expect(noOf(selectColumnMarketId(store.getState(), 7, OVER_UNDER))).toBe(12);
    // Asked again (the cached path), the same answer.
    expect(noOf(selectColumnMarketId(store.getState(), 7, OVER_UNDER))).toBe(12);
    expect(noOf(selectColumnMarketId(store.getState(), 7, DOUBLE_CHANCE))).toBe(2);
    expect(selectColumnMarketId(store.getState(), 7, [99])).toBeUndefined();

    // The event comes again without its Alt/Üst market: a new list, so no stale hit.
    const event = selectEventByCode(store.getState(), 7)!;
    const ou = selectColumnMarketId(store.getState(), 7, OVER_UNDER)!;
    store.dispatch(programActions.liveBatchApplied({
      rooms: [{ key: LIVE_KEY, version: 2, items: [{ MT: MT.eventUpdate, M: { ...event, marketIds: event.marketIds.filter((id) => id !== ou) } }] }],
    }));
    expect(selectColumnMarketId(store.getState(), 7, OVER_UNDER)).toBeUndefined();
    expect(noOf(selectColumnMarketId(store.getState(), 7, DOUBLE_CHANCE))).toBe(2);
  });
});

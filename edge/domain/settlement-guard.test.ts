import { describe, expect, it } from 'vitest';
import type { SelectionWithResult } from '../storage/settlement.repo';
import { refusalOf } from './settlement-guard';

const row = (over: Partial<SelectionWithResult> = {}): SelectionWithResult => ({
  position: 0, eventNid: 1_000_000_010, eventCode: 12345, marketId: 1_000_000_011, outcomeId: 1_000_000_012, odd: 185, banker: false,
  status: 'open', resultStatus: 2, winningOutcomeIds: [1_000_000_012], decidedMarketIds: [1_000_000_011], resultFinishedAt: new Date(0),
  resultEventNid: 1_000_000_010, resultMarketIds: [1_000_000_011], resultSource: 'feed', ...over,
});
const offered = (nid: number) => nid === 1_000_000_010;

describe('settlement invariant', () => {
  it('lets a selection settle only by its own event’s result, once the program no longer offers the event', () => {
    expect(refusalOf(7, row(), () => false)).toBeNull();
    expect(refusalOf(7, row({ resultStatus: null }), offered)).toBeNull();
    expect(refusalOf(7, row(), offered)?.reason).toBe('event-in-program');
    expect(refusalOf(7, row({ resultEventNid: 99 }), () => false)?.reason).toBe('other-event');
    expect(refusalOf(7, row({ eventNid: null }), () => false)?.reason).toBe('other-event');
    expect(refusalOf(7, row({ resultMarketIds: [5] }), () => false)).toMatchObject({ reason: 'market-not-in-event', couponId: 7, eventCode: 12345 });
    // A dropped event's cancellation names no markets and voids whatever was played on it.
    expect(refusalOf(7, row({ resultSource: 'dropped', resultMarketIds: [], resultStatus: 3 }), () => false)).toBeNull();
  });
});

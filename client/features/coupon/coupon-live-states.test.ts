/** Coupon rows follow the live socket (spec section 4, coupon outcome): locked live, reopened, odds moved. */
import { describe, expect, it } from 'vitest';
import { MT, type RealtimeItem } from '@shared/protocol/realtime';
import { LIVE_KEY, programActions } from '../program/program.slice';
import { makeEventParts, makeSnapshot } from '../program/program.test-fixtures';
import { pickOf } from '../program/odds-cell';
import { makeTestStore } from '../program/program.test-render';
import { couponActions } from './coupon.slice';
import { selectCouponLines } from './coupon.selectors';

const T = Date.now() - 3_600_000;
const parts = makeEventParts({ code: 7, startsAt: T, live: true });
let version = 3;
const push = (store: ReturnType<typeof makeTestStore>['store'], ...items: RealtimeItem[]) => {
  version += 1;
  store.dispatch(programActions.liveBatchApplied({ rooms: [{ key: LIVE_KEY, version, items }] }));
};

describe('coupon rows under live updates', () => {
  it('lock live with the market, lock live with the event, reopen, and show the odds direction', () => {
    const { store } = makeTestStore();
    store.dispatch(programActions.snapshotReceived({ key: LIVE_KEY, snapshot: makeSnapshot([{ code: 7, startsAt: T, live: true }], 0, 3), cachedAt: null }));
    const outcome = parts.outcomes[0]!;
    store.dispatch(couponActions.outcomePicked(pickOf(parts.event, parts.market, outcome, Date.now())));
    const line = () => selectCouponLines(store.getState())[0];
    expect(line()?.state).toBe('open');

    push(store, { MT: MT.marketLock, M: { ...parts.market, status: -1 } });
    expect(line()?.state).toBe('lockedLive');
    push(store, { MT: MT.marketOpen, M: { ...parts.market, status: 1 } });
    expect(line()?.state).toBe('open');

    push(store, { MT: MT.statusChange, M: { ...parts.event, status: 0 } });
    expect(line()?.state).toBe('lockedLive');
    push(store, { MT: MT.statusChange, M: { ...parts.event, status: 1 } });
    expect(line()?.state).toBe('open');

    push(store, { MT: MT.oddsChange, M: { outcomes: [{ ...outcome, odd: outcome.odd + 20, status: -2, eventCode: 7 }] } });
    expect(line()).toMatchObject({ state: 'lockedLive', currentOdd: outcome.odd + 20, oddDirection: 'up' });
  });
});

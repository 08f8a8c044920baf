import { afterEach, describe, expect, it } from 'vitest';
import { makeTestStore } from '../auth/auth.test-store';
import { couponSaga } from './coupon.sagas';
import { couponActions } from './coupon.slice';
import { COUPON_STORAGE_KEY, readStoredCoupon, writeStoredCoupon } from './coupon.storage';
import { pick } from './coupon.test-fixtures';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((s) => s()));
const start = () => {
  const t = makeTestStore({ sagas: [couponSaga] });
  stops.push(t.stop);
  return t.store;
};

describe('coupon saga: persistence', () => {
  it('stores the coupon after every change and restores it on start', () => {
    const first = start();
    first.dispatch(couponActions.outcomePicked(pick(1)));
    first.dispatch(couponActions.outcomePicked(pick(2, 2)));
    first.dispatch(couponActions.misliChanged(120));
    first.dispatch(couponActions.acceptOddsChangesSet(true));
    expect(readStoredCoupon()?.rows.map((r) => r.outcomeId)).toEqual([11, 22]);

    const second = start();
    expect(second.getState().coupon.rows.ids).toEqual([11, 22]);
    expect(second.getState().coupon.misli).toBe(120);
    expect(second.getState().coupon.acceptOddsChanges).toBe(true);

    second.dispatch(couponActions.cleared());
    second.dispatch(couponActions.misliChanged(50));
    second.dispatch(couponActions.acceptOddsChangesSet(false));
    expect(localStorage.getItem(COUPON_STORAGE_KEY)).toBeNull();
  });

  it('starts empty from corrupt storage', () => {
    localStorage.setItem(COUPON_STORAGE_KEY, '{"v":1,"rows":"oops"');
    const store = start();
    expect(store.getState().coupon.rows.ids).toEqual([]);
    writeStoredCoupon({ rows: [], misli: 3000, acceptOddsChanges: false });
    expect(start().getState().coupon.misli).toBe(50);
  });
});

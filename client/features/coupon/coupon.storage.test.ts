import { describe, expect, it } from 'vitest';
import { DEFAULT_MISLI, couponActions as a, couponSlice, initialCouponState } from './coupon.slice';
import { COUPON_STORAGE_KEY, parseStoredCoupon, readStoredCoupon, serializeCoupon, writeStoredCoupon } from './coupon.storage';
import { pick } from './coupon.test-fixtures';
import type { CouponRow } from './coupon.types';

const rowsOf = (...picks: ReturnType<typeof pick>[]): CouponRow[] => {
  const s = picks.reduce((st, p) => couponSlice.reducer(st, a.outcomePicked(p)), initialCouponState);
  return s.rows.ids.map((id) => s.rows.entities[id]!);
};

describe('coupon storage', () => {
  it('round-trips rows, misli and the accept flag through localStorage', () => {
    const rows = rowsOf(pick(1), pick(2, 2));
    writeStoredCoupon({ rows, misli: 75, acceptOddsChanges: true });
    expect(readStoredCoupon()).toEqual({ rows, misli: 75, acceptOddsChanges: true });
    const restored = couponSlice.reducer(initialCouponState, a.restored(readStoredCoupon()!));
    expect(restored.rows.ids).toEqual([11, 22]);
    expect(restored.misli).toBe(75);
    expect(restored.acceptOddsChanges).toBe(true);
  });

  it('keeps the system sizes the stored rows still offer', () => {
    const rows = rowsOf(pick(1), pick(2), pick(3));
    writeStoredCoupon({ rows, misli: 20, acceptOddsChanges: false, systemSizes: [2] });
    expect(readStoredCoupon()).toEqual({ rows, misli: 20, acceptOddsChanges: false, systemSizes: [2] });
    const text = serializeCoupon({ rows: rows.slice(0, 2), misli: 20, acceptOddsChanges: false, systemSizes: [1, 2, 'x' as never] });
    expect(parseStoredCoupon(text)?.systemSizes).toEqual([1]);
  });

  it('removes the entry for an empty default coupon', () => {
    localStorage.setItem(COUPON_STORAGE_KEY, 'x');
    writeStoredCoupon({ rows: [], misli: DEFAULT_MISLI, acceptOddsChanges: false });
    expect(localStorage.getItem(COUPON_STORAGE_KEY)).toBeNull();
  });

  it('drops corrupt data and removes it', () => {
    localStorage.setItem(COUPON_STORAGE_KEY, '{not json');
    expect(readStoredCoupon()).toBeNull();
    expect(localStorage.getItem(COUPON_STORAGE_KEY)).toBeNull();
    expect(parseStoredCoupon(JSON.stringify({ v: 99, rows: [] }))).toBeNull();
    expect(parseStoredCoupon(JSON.stringify([1, 2]))).toBeNull();
  });

  it('keeps only valid rows, one per event, and falls back on a bad misli or flag', () => {
    const [good, sameEvent] = [rowsOf(pick(1))[0]!, rowsOf(pick(1, 2))[0]!];
    const bad = [{ ...good, outcomeId: 'x' }, { ...good, code: 9, outcomeId: 91, odd: -5 }, { ...good, code: 8, outcomeId: 81, mbs: 9 }, null, 'row'];
    const text = JSON.stringify({ v: 1, rows: [good, sameEvent, ...bad], misli: 99999, acceptOddsChanges: 'yes' });
    expect(parseStoredCoupon(text)).toEqual({ rows: [good], misli: DEFAULT_MISLI, acceptOddsChanges: false });
  });

  it('keeps at most 30 rows', () => {
    const rows = rowsOf(...Array.from({ length: 30 }, (_, i) => pick(i + 1)));
    const extra = { ...rows[0]!, code: 99, outcomeId: 991 };
    const parsed = parseStoredCoupon(serializeCoupon({ rows: [...rows, extra], misli: 50, acceptOddsChanges: false }));
    expect(parsed?.rows).toHaveLength(30);
  });
});

import { describe, expect, it } from 'vitest';
import { COUPON_RULES } from '@shared/constants/business';
import { BANK_STATUS } from '@shared/constants/codes';
import { COUPON_ERRORS } from '@shared/errors/catalogue';
import { DEFAULT_MISLI, couponActions as a, couponSlice, initialCouponState, type CouponState } from './coupon.slice';
import { pick } from './coupon.test-fixtures';

const reduce = (...actions: ReturnType<(typeof a)[keyof typeof a]>[]): CouponState =>
  actions.reduce((s, act) => couponSlice.reducer(s, act), initialCouponState);

describe('coupon slice', () => {
  it('adds picks in order and keeps the row fields', () => {
    const s = reduce(a.outcomePicked(pick(1)), a.outcomePicked(pick(2, 3, { bid: '77', mLink: '/iddaa/futbol?code=2' })));
    expect(s.rows.ids).toEqual([11, 23]);
    const row = s.rows.entities[23]!;
    expect(row).toMatchObject({ code: 2, marketId: 200, outcomeId: 23, odd: 150, bid: '77', mLink: '/iddaa/futbol?code=2' });
    expect(row.bankStatus).toBe(BANK_STATUS.available);
    expect(row.time).toMatch(/^\d\d:\d\d$/);
    expect(row.date).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(s.rows.entities[11]!.mLink).toBe('/iddaa/futbol?code=1');
  });

  it('replaces the pick of the same event in place', () => {
    const s = reduce(a.outcomePicked(pick(1)), a.outcomePicked(pick(2)), a.outcomePicked(pick(1, 2)));
    expect(s.rows.ids).toEqual([12, 21]);
    expect(s.rows.entities[11]).toBeUndefined();
  });

  it('removes a pick when the same outcome is picked again, and by rowRemoved', () => {
    expect(reduce(a.outcomePicked(pick(1)), a.outcomePicked(pick(1))).rows.ids).toEqual([]);
    expect(reduce(a.outcomePicked(pick(1)), a.outcomePicked(pick(2)), a.rowRemoved({ outcomeId: 11 })).rows.ids).toEqual([21]);
  });

  it('clears every row', () => {
    const s = reduce(a.outcomePicked(pick(1)), a.outcomePicked(pick(2)), a.cleared());
    expect(s.rows.ids).toEqual([]);
  });

  it('keeps misli within 1..2000, integer', () => {
    expect(initialCouponState.misli).toBe(DEFAULT_MISLI);
    expect(reduce(a.misliChanged(0)).misli).toBe(COUPON_RULES.minMisli);
    expect(reduce(a.misliChanged(5000)).misli).toBe(COUPON_RULES.maxMisli);
    expect(reduce(a.misliChanged(12.6)).misli).toBe(13);
    expect(reduce(a.misliChanged(Number.NaN)).misli).toBe(DEFAULT_MISLI);
    expect(reduce(a.misliChanged(1), a.misliStepped(-1)).misli).toBe(1);
    expect(reduce(a.misliChanged(2000), a.misliStepped(1)).misli).toBe(2000);
    expect(reduce(a.misliChanged(7), a.misliStepped(1)).misli).toBe(8);
  });

  it('toggles the banker, never on a row whose banker is disabled', () => {
    const on = reduce(a.outcomePicked(pick(1)), a.bankerToggled({ outcomeId: 11 }));
    expect(on.rows.entities[11]!.bankStatus).toBe(BANK_STATUS.active);
    const off = couponSlice.reducer(on, a.bankerToggled({ outcomeId: 11 }));
    expect(off.rows.entities[11]!.bankStatus).toBe(BANK_STATUS.available);
    const locked = reduce(a.outcomePicked(pick(1, 1, { bankerAllowed: false })), a.bankerToggled({ outcomeId: 11 }));
    expect(locked.rows.entities[11]!.bankStatus).toBe(BANK_STATUS.disabled);
  });

  it('refuses a 31st event with the limit message, but still replaces within a full coupon', () => {
    const picks = Array.from({ length: COUPON_RULES.maxSelections }, (_, i) => a.outcomePicked(pick(i + 1)));
    const full = reduce(...picks);
    expect(full.rows.ids).toHaveLength(30);
    const refused = couponSlice.reducer(full, a.outcomePicked(pick(31)));
    expect(refused.rows.ids).toHaveLength(30);
    expect(refused.rows.entities[311]).toBeUndefined();
    expect(refused.notice).toBe(COUPON_ERRORS.TOO_MANY_SELECTIONS);
    const replaced = couponSlice.reducer(refused, a.outcomePicked(pick(5, 2)));
    expect(replaced.rows.entities[52]).toBeDefined();
    expect(replaced.notice).toBeNull();
  });

  it('takes new odds from an ODDS_CHANGED answer and remembers the old ones', () => {
    const s = reduce(a.outcomePicked(pick(1)), a.outcomePicked(pick(2)), a.oddsChanged([{ outcomeId: 11, odd: 170, status: 1 }, { outcomeId: 21, odd: 150, status: -1 }]));
    expect(s.rows.entities[11]).toMatchObject({ odd: 170, prevOdd: 150 });
    expect(s.rows.entities[21]).toMatchObject({ odd: 150, prevOdd: null, outcomeStatus: -1 });
  });

  it('keeps the idempotency key only when the play got no answer', () => {
    const started = reduce(a.playStarted({ key: 'k1', signature: 's1' }));
    expect(started.play).toEqual({ inFlight: true, key: 'k1', signature: 's1' });
    expect(couponSlice.reducer(started, a.playFinished({ keepKey: true })).play).toEqual({ inFlight: false, key: 'k1', signature: 's1' });
    expect(couponSlice.reducer(started, a.playFinished({ keepKey: false })).play).toEqual({ inFlight: false, key: null, signature: null });
  });
});

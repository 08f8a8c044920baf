import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUPON_RULES } from '../constants/business';
import { combinations } from './column-enumeration.fixture';
import { binomial, columnCount, couponAmount, maxWinnings, minMisliFor, stakeTimesOdds, totalOdds } from './coupon-math';

describe('coupon math', () => {
  it('computes amounts, total odds and winnings in integer units', () => {
    expect(couponAmount(1, 50)).toBe(5000);
    expect(totalOdds([185, 210, 150])).toBe(583); // 5.8275 -> 5,83
    expect(stakeTimesOdds(5000, [185, 210, 150])).toBe(29137); // 291,375 TL rounded down to kuruş
    expect(maxWinnings([185, 210, 150], 50)).toBe(29137);
    expect(minMisliFor(1)).toBe(50);
    expect(minMisliFor(3)).toBe(17);
  });

  it('caps the winnings at 12.500.000 TL', () => {
    const odds = Array(30).fill(500);
    expect(maxWinnings(odds, 2000)).toBe(COUPON_RULES.maxWinningsKurus);
  });

  it('counts system columns as the sum of C(n-b, k-b) (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 4 }), fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 3 }), (n, b0, sizes0) => {
        const b = Math.min(b0, n);
        const sizes = sizes0.filter((k) => k <= n && k >= b);
        if (sizes.length === 0) return true;
        const expected = sizes.reduce((s, k) => s + binomial(n - b, k - b), 0);
        const bankers = [...Array(b).keys()];
        const enumerated = sizes.reduce((s, k) => s + [...combinations(n, k, bankers)].length, 0);
        return columnCount(n, sizes, b) === expected && enumerated === expected;
      }),
    );
  });

  it('never exceeds the cap and is monotone in the misli (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 101, max: 5000 }), { minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 1999 }), (odds, misli) => {
        const a = maxWinnings(odds, misli);
        const b = maxWinnings(odds, misli + 1);
        return a <= COUPON_RULES.maxWinningsKurus && a <= b && a >= couponAmount(1, misli);
      }),
    );
  });

  it('the minimum misli reaches the minimum amount and one less does not (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), (columns) => {
        const m = minMisliFor(columns);
        return couponAmount(columns, m) >= COUPON_RULES.minCouponAmountKurus && (m === 1 || couponAmount(columns, m - 1) < COUPON_RULES.minCouponAmountKurus);
      }),
    );
  });
});

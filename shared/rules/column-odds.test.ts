import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinations } from './column-enumeration.fixture';
import { totalOdds } from './coupon-math';
import { columnOddsRange } from './column-odds';

/** The oracle: every column's odds, rounded like the total odds, then the extremes. */
const enumerated = (odds: number[], bankers: number[], sizes: number[]) => {
  const all = [...new Set(sizes)].flatMap((k) => [...combinations(odds.length, k, bankers)].map((col) => totalOdds(col.map((i) => odds[i]!))));
  return all.length === 0 ? null : { min: Math.min(...all), max: Math.max(...all) };
};

describe('lowest and highest column odds', () => {
  it('is the one column of a plain coupon: the total odds', () => {
    expect(columnOddsRange([150, 200, 310])).toEqual({ min: totalOdds([150, 200, 310]), max: totalOdds([150, 200, 310]) });
    expect(columnOddsRange([])).toBeNull();
  });

  it('takes the lowest and highest free odds of the smallest and largest size', () => {
    // 2'li of 1,50 / 2,00 / 3,00: 1,50 × 2,00 = 3,00 and 2,00 × 3,00 = 6,00.
    expect(columnOddsRange([150, 200, 300], [], [2])).toEqual({ min: 300, max: 600 });
    // 2'li and 3'lü: the lowest is still a 2'li column, the highest the whole 3'lü one (9,00).
    expect(columnOddsRange([150, 200, 300], [], [2, 3])).toEqual({ min: 300, max: 900 });
  });

  it('puts every banker in every column', () => {
    // Banker 3,00 (index 2), 2'li: 3,00 with 1,50 or 2,00.
    expect(columnOddsRange([150, 200, 300], [2], [2])).toEqual({ min: 450, max: 600 });
    // Two bankers in a 3'lü of 5: 2,00 × 2,50 with 1,10 or 4,00.
    expect(columnOddsRange([200, 110, 250, 400, 130], [0, 2], [3])).toEqual({ min: 550, max: 2000 });
  });

  it('rounds half up to the hundredth, like the total odds', () => {
    // 1,05 × 1,05 = 1,1025 -> 1,10; 1,15 × 1,15 = 1,3225 -> 1,32; 1,25 × 1,10 = 1,375 -> 1,38.
    expect(columnOddsRange([105, 105], [], [2])).toEqual({ min: 110, max: 110 });
    expect(columnOddsRange([115, 115, 100], [], [2])).toEqual({ min: 115, max: 132 });
    expect(columnOddsRange([125, 110], [], [2])).toEqual({ min: 138, max: 138 });
  });

  it('leaves out sizes without columns and answers null when none has one', () => {
    expect(columnOddsRange([150, 200, 300], [0, 1], [1, 2])).toEqual({ min: 300, max: 300 });
    expect(columnOddsRange([150, 200, 300], [0, 1], [1])).toBeNull();
    expect(columnOddsRange([150, 200], [], [5])).toBeNull();
  });

  it('stays exact past 2^53 (30 selections at 9,99, 29 of them)', () => {
    const odds = Array<number>(30).fill(999);
    expect(columnOddsRange(odds, [0, 1, 2], [29])).toEqual({ min: totalOdds(odds.slice(1)), max: totalOdds(odds.slice(1)) });
  });

  it('equals the extremes of every column, bankers and several sizes (property)', () => {
    const coupon = fc
      .record({
        odds: fc.array(fc.oneof(fc.integer({ min: 101, max: 400 }), fc.constantFrom(100, 105, 125, 150, 200, 250), fc.integer({ min: 401, max: 5_000 })), { minLength: 1, maxLength: 10 }),
        bankerSeed: fc.array(fc.nat(), { maxLength: 6 }),
        sizeSeed: fc.uniqueArray(fc.integer({ min: 0, max: 11 }), { minLength: 1, maxLength: 4 }),
      })
      .map(({ odds, bankerSeed, sizeSeed }) => ({
        odds,
        bankers: [...new Set(bankerSeed.map((x) => x % odds.length))].slice(0, Math.max(0, odds.length - 1)),
        sizes: sizeSeed.map((x) => 1 + (x % (odds.length + 1))),
      }));
    fc.assert(
      fc.property(coupon, ({ odds, bankers, sizes }) => {
        expect(columnOddsRange(odds, bankers, sizes)).toEqual(enumerated(odds, bankers, sizes));
      }),
      { numRuns: 300 },
    );
  });
});

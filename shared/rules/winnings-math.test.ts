import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUPON_RULES } from '../constants/business';
import { enumeratedMaxWinnings, enumeratedSystemPayout } from './column-enumeration.fixture';
import { maxWinnings } from './coupon-math';
import { systemPayout, type SettleSelection } from './coupon-settle';
import { binomialBig, elementarySums, systemMaxWinnings } from './winnings-math';

const NO_CAP = Number.MAX_SAFE_INTEGER;

/**
 * A small coupon: up to 11 selections, odds from 1,01 to 500,00 with round values (1,50, 2,00, ...) over-weighted
 * because they round to whole kuruş in some columns and not in others; bankers and several sizes (some invalid).
 */
const couponOf = (maxOdd: number) => fc
  .record({
    odds: fc.array(fc.oneof(fc.integer({ min: 101, max: 400 }), fc.constantFrom(100, 125, 150, 200, 250, 300, 500), fc.integer({ min: 401, max: maxOdd })), { minLength: 1, maxLength: 11 }),
    misli: fc.integer({ min: 1, max: 2000 }),
    bankerSeed: fc.array(fc.nat(), { maxLength: 8 }),
    sizeSeed: fc.uniqueArray(fc.integer({ min: 0, max: 12 }), { minLength: 1, maxLength: 4 }),
  })
  .map(({ odds, misli, bankerSeed, sizeSeed }) => ({
    odds,
    misli,
    bankers: [...new Set(bankerSeed.map((x) => x % odds.length))].slice(0, Math.max(0, odds.length - 1)),
    sizes: sizeSeed.map((x) => 1 + (x % (odds.length + 1))),
  }));
const smallCoupon = couponOf(50_000);
/** Totals that stay exact in a Number, so caps can be put around them. */
const moderateCoupon = couponOf(1_000);

const fast = (c: { odds: number[]; misli: number; sizes: number[]; bankers: number[] }, cap: number) =>
  maxWinnings(c.odds, c.misli, c.sizes, c.bankers, COUPON_RULES.columnPriceKurus, cap);
const slow = (c: { odds: number[]; misli: number; sizes: number[]; bankers: number[] }, cap: number) =>
  enumeratedMaxWinnings(c.odds, c.misli, c.sizes, c.bankers, COUPON_RULES.columnPriceKurus, cap);

describe('maximum winnings without enumerating columns', () => {
  it('equals the column-by-column sum at the real cap (property)', () => {
    fc.assert(fc.property(smallCoupon, (c) => fast(c, COUPON_RULES.maxWinningsKurus) === slow(c, COUPON_RULES.maxWinningsKurus)), { numRuns: 400 });
  });

  it('equals it with caps put just around the uncapped total and around the largest column (property)', () => {
    // The cap decides which shortcut answers: near the total it is the rounding bound, near a column the column cap.
    fc.assert(
      fc.property(moderateCoupon, fc.integer({ min: -3, max: 3 }), fc.double({ min: 0, max: 1, noNaN: true }), (c, delta, share) => {
        const total = slow(c, NO_CAP);
        for (const cap of [total + delta, Math.floor(total * share) + delta, Math.max(1, Math.round(total / 64)) + delta]) {
          if (cap < 1) continue;
          if (fast(c, cap) !== slow(c, cap)) return false;
        }
        return true;
      }),
      { numRuns: 400 },
    );
  });

  it('keeps each column rounded down on its own, not the sum', () => {
    // 2-of-3 at 1,01 / 1,01 / 1,03 and 1 TL a column: 102,01 + 104,03 + 104,03 kuruş -> 102 + 104 + 104, not 310,07.
    expect(maxWinnings([101, 101, 103], 1, [2])).toBe(310);
    expect(slow({ odds: [101, 101, 103], misli: 1, sizes: [2], bankers: [] }, COUPON_RULES.maxWinningsKurus)).toBe(310);
  });

  it('caps at a column that reaches the cap exactly, and at a total one kuruş over it, not under', () => {
    // One column of 2,00 × 2,00 at stake s pays 4s: the cap at 4s is reached, at 4s + 1 it is not.
    const odds = [200, 200, 101];
    const columns = enumeratedMaxWinnings(odds, 1, [2], [], 100, NO_CAP);
    expect(systemMaxWinnings(odds, 100, [2], [], 400)).toBe(400);
    expect(systemMaxWinnings(odds, 100, [2], [], columns + 1)).toBe(columns);
    expect(systemMaxWinnings(odds, 100, [2], [], columns)).toBe(columns);
    expect(systemMaxWinnings(odds, 100, [2], [], columns - 1)).toBe(columns - 1);
  });

  it('stays exact where the products pass 2^53 (12 at 3,00, 8 bankers, size 10: 6 columns of 59.049 TL)', () => {
    // Every column is a whole number of kuruş, which a product rounded in floating point would miss by one.
    const odds = Array<number>(12).fill(300);
    const bankers = [0, 1, 2, 3, 4, 5, 6, 7];
    expect(maxWinnings(odds, 1, [10], bankers)).toBe(6 * 5_904_900);
    expect(slow({ odds, misli: 1, sizes: [10], bankers }, COUPON_RULES.maxWinningsKurus)).toBe(6 * 5_904_900);
  });

  it('stays exact for a size above half the odds whose whole product passes 2^53 (round odds, size 6 of 11)', () => {
    const c = { odds: [700, 125, 100, 250, 125, 300, 250, 100, 200, 125, 250], misli: 145, sizes: [6], bankers: [] };
    expect(slow(c, COUPON_RULES.maxWinningsKurus)).toBe(519_905_350);
    expect(fast(c, COUPON_RULES.maxWinningsKurus)).toBe(519_905_350);
  });

  it('answers the worst coupon of the issue (30 selections, sizes 4-10, misli 1) at the cap', () => {
    const odds = Array.from({ length: 30 }, (_, i) => 101 + i);
    expect(maxWinnings(odds, 1, [4, 5, 6, 7, 8, 9, 10])).toBe(COUPON_RULES.maxWinningsKurus);
    expect(maxWinnings(odds, 1, Array.from({ length: 30 }, (_, i) => i + 1))).toBe(COUPON_RULES.maxWinningsKurus);
  });

  it('sums 27,405 uncapped columns of size 4 exactly (low odds stay under the cap)', () => {
    const odds = Array.from({ length: 30 }, (_, i) => 101 + i);
    const expected = enumeratedMaxWinnings(odds, 1, [4]);
    expect(expected).toBeLessThan(COUPON_RULES.maxWinningsKurus);
    expect(maxWinnings(odds, 1, [4])).toBe(expected);
  });

  it('has exact helpers: binomials and elementary symmetric sums', () => {
    expect(binomialBig(30, 15)).toBe(155_117_520n);
    expect(binomialBig(60, 30)).toBe(118_264_581_564_861_424n);
    expect(binomialBig(5, 6)).toBe(0n);
    expect(elementarySums([2n, 3n, 5n])).toEqual([1n, 10n, 31n, 30n]);
  });
});

const outcome = fc.constantFrom('won', 'won', 'lost', 'void', null);

describe('system payout at settlement', () => {
  it('equals the column-by-column sum of the winning columns, voids at 1,00 (property)', () => {
    fc.assert(
      fc.property(smallCoupon, fc.array(outcome, { minLength: 11, maxLength: 11 }), fc.integer({ min: 1, max: COUPON_RULES.maxWinningsKurus }), (c, outcomes, cap) => {
        const sels: SettleSelection[] = c.odds.map((odd, i) => ({ odd, banker: c.bankers.includes(i), outcome: outcomes[i]! }));
        return [cap, COUPON_RULES.maxWinningsKurus].every(
          (k) => systemPayout(sels, c.misli, c.sizes, undefined, k) === enumeratedSystemPayout(sels, c.misli, c.sizes, undefined, k),
        );
      }),
      { numRuns: 300 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { COUPON_RULES } from '@shared/constants/business';
import { allowedSystemSizes, pruneSystemSizes, systemColumnCapped, systemSizeLabel } from './system-sizes';

describe('system sizes', () => {
  it('labels sizes with the Turkish suffix of the number word', () => {
    const labels = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 16, 19, 20, 23, 29].map(systemSizeLabel);
    expect(labels).toEqual([
      "1'li", "2'li", "3'lü", "4'lü", "5'li", "6'lı", "7'li", "8'li", "9'lu", "10'lu",
      "11'li", "13'lü", "16'lı", "19'lu", "20'li", "23'lü", "29'lu",
    ]);
  });

  it('offers 1..n-1 and keeps only offered sizes, sorted, once', () => {
    expect(allowedSystemSizes(5)).toEqual([1, 2, 3, 4]);
    expect(allowedSystemSizes(1)).toEqual([]);
    expect(pruneSystemSizes([4, 2, 2, 5, 0, 1.5], 5)).toEqual([2, 4]);
  });

  it('tells whether the best column (bankers plus the highest free odds) passes the cap', () => {
    const stake = 100;
    // Largest size 2 with banker 0 (odds 2,00): best column 2,00 × 9,00 = 18 × stake.
    expect(systemColumnCapped([200, 900, 300], [0], [2], stake, 1800)).toBe(false);
    expect(systemColumnCapped([200, 900, 300], [0], [2], stake, 1799)).toBe(true);
    expect(systemColumnCapped([200, 900], [], [], stake)).toBe(false);
    expect(systemColumnCapped([100_000, 100_000], [], [1], 200_000)).toBe(false);
    expect(systemColumnCapped([100_000, 100_000, 100_000], [], [2], 200_000, COUPON_RULES.maxWinningsKurus)).toBe(true);
  });
});

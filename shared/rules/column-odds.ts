/**
 * The odds of a coupon's columns, lowest and highest: what a system coupon shows instead of a 'Toplam Oran' (the
 * product of every selection means nothing when no column holds them all). A column of size k holds every banker
 * and k − b free selections, so the lowest column is the bankers with the k − b lowest free odds and the highest the
 * bankers with the k − b highest, taken over the chosen sizes. The free odds are sorted once and their prefix and
 * suffix products (exact, BigInt) answer every size: O(n log n + n + sizes), no column is ever enumerated.
 * Odds are integer hundredths; a column's odds are rounded half up to the hundredth like the total odds.
 */

const HUNDRED = 100n;

export interface ColumnOddsRange {
  /** Hundredths: the lowest column's odds. */
  min: number;
  /** Hundredths: the highest column's odds. */
  max: number;
}

/** num / den in hundredths, rounded half up (den a power of 100 for the odds multiplied). */
const roundedHundredths = (num: bigint, den: bigint): number => Number((num * HUNDRED * 2n + den) / (den * 2n));

/**
 * Lowest and highest column odds of a system coupon (the sizes chosen, the bankers' indexes into `odds`); a plain
 * coupon (no sizes) has one column, every selection. Sizes that have no column (fewer than the bankers, more than
 * the selections) are left out; null when no size has a column or there are no odds.
 */
export const columnOddsRange = (odds: readonly number[], bankerIdx: readonly number[] = [], sizes: readonly number[] = []): ColumnOddsRange | null => {
  if (odds.length === 0) return null;
  const bankers = new Set(bankerIdx.filter((i) => Number.isInteger(i) && i >= 0 && i < odds.length));
  const wanted = sizes.length === 0 ? [odds.length] : [...new Set(sizes)];
  const free = odds.filter((_, i) => !bankers.has(i)).map(BigInt).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const m = free.length;
  const valid = wanted.filter((k) => Number.isInteger(k) && k >= bankers.size && k - bankers.size <= m && k > 0);
  if (valid.length === 0) return null;
  const base = [...bankers].reduce((p, i) => p * BigInt(odds[i]!), 1n);
  // low[r]: product of the r lowest free odds; high[r]: of the r highest.
  const low: bigint[] = [1n];
  const high: bigint[] = [1n];
  for (let r = 1; r <= m; r++) {
    low.push(low[r - 1]! * free[r - 1]!);
    high.push(high[r - 1]! * free[m - r]!);
  }
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  for (const k of valid) {
    const r = k - bankers.size;
    const den = HUNDRED ** BigInt(k);
    // Rounding half up never reverses an order, so the extremes of the rounded values are the rounded extremes.
    min = Math.min(min, roundedHundredths(base * low[r]!, den));
    max = Math.max(max, roundedHundredths(base * high[r]!, den));
  }
  return { min, max };
};

/**
 * Maximum winnings of a system coupon without walking all of its columns. The maximum is reached when every
 * selection wins: the sum over the columns (each chosen size k, the bankers in every column) of
 * min(cap, floor(stake × Π odds / 100^k)), the total capped at the same cap. The answer is exactly what summing
 * column by column gives, kuruş for kuruş (column-enumeration.fixture.ts is the oracle the tests compare with).
 *
 * Why it is cheap:
 * - The column cap and the coupon cap are one number, so min(cap, Σ min(cap, column)) = min(cap, Σ column): a
 *   column over the cap caps the coupon. The largest column of a size (the bankers with the highest free odds,
 *   odds sorted once) answers such coupons with one product per size.
 * - The unrounded total of size k is stake × Π bankers × e_(k−b)(free odds) / 100^k, where e_j is the elementary
 *   symmetric polynomial (a DP over the odds, exact in BigInt). Each column's rounding down takes less than 1
 *   kuruş, so a total of at least cap + columns is capped without looking at one column.
 * - Otherwise the total is below the cap plus the column count, and each column's own rounding has no closed
 *   form: those columns are summed one by one (column-sums.ts), stopping at the cap. Every odd is at least 1,00, so each column
 *   pays at least its stake and this happens only for fewer than cap / (stake − 1) columns; at play, also only
 *   under the configured column maximum and after the balance covered columns × stake (play-coupon.service.ts).
 */

import { sumColumns } from './column-sums';

const HUNDRED = 100n;

/** C(n, k), exact for any n. */
export const binomialBig = (n: number, k: number): bigint => {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 1; i <= Math.min(k, n - k); i++) r = (r * BigInt(n - i + 1)) / BigInt(i);
  return r;
};

/** e[j] = sum over the j-element subsets of `values` of their product, for j = 0..n. */
export const elementarySums = (values: readonly bigint[]): bigint[] => {
  const e: bigint[] = [1n, ...values.map(() => 0n)];
  values.forEach((v, i) => {
    for (let j = i + 1; j >= 1; j--) e[j]! += e[j - 1]! * v;
  });
  return e;
};

const ascending = (a: bigint, b: bigint): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Σ over the columns of min(cap, floor(stake × Π odds / 100^k)), at most `cap`. Odds in hundredths (at least 1),
 * stake and cap in kuruş; sizes outside bankers..n have no columns.
 */
export const systemMaxWinnings = (
  odds: readonly number[],
  stakeKurus: number,
  sizes: readonly number[],
  bankerIdx: readonly number[],
  cap: number,
): number => {
  const bankers = new Set(bankerIdx);
  const free = odds.filter((_, i) => !bankers.has(i)).map(BigInt).sort(ascending);
  const base = [...bankers].reduce((p, i) => p * BigInt(odds[i]!), BigInt(stakeKurus));
  const m = free.length;
  const plan = [...new Set(sizes)]
    .filter((k) => Number.isInteger(k) && k >= bankers.size && k - bankers.size <= m)
    .map((k) => ({ k, r: k - bankers.size, den: HUNDRED ** BigInt(k) }));
  const capBig = BigInt(cap);

  for (const { r, den } of plan) {
    const largest = free.slice(m - r).reduce((p, o) => p * o, base);
    if (largest >= capBig * den) return cap;
  }

  const e = elementarySums(free);
  const lowest = plan.reduce((s, { r, den }) => s + (base * e[r]!) / den - binomialBig(m, r), 0n);
  if (lowest >= capBig) return cap;

  const columnOdds = { free, freeNumbers: free.map(Number), base };
  let total = 0;
  for (const { k, r } of plan) {
    total += sumColumns(columnOdds, r, k, cap - total);
    if (total >= cap) return cap;
  }
  return Math.min(cap, total);
};

/**
 * Coupon money arithmetic, the one place rounding is decided. Money is integer kuruş, odds integer hundredths.
 * Products of odds are kept exact with BigInt; winnings are rounded down to the kuruş.
 */
import { COUPON_RULES } from '../constants/business';
import { systemMaxWinnings } from './winnings-math';

const HUNDRED = 100n;

/** C(n, k), exact while it stays below 2^53 (every n of a coupon, at most 30; the rules refuse more first). */
export const binomial = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) r = (r * (n - i + 1)) / i;
  return Math.round(r);
};

/**
 * Columns of a coupon of n events with b bankers: 1 for a plain coupon (no sizes), otherwise the sum of
 * C(n - b, k - b) over the chosen system sizes k.
 */
export const columnCount = (n: number, systemSizes: readonly number[] = [], bankers = 0): number => {
  if (n === 0) return 0;
  if (systemSizes.length === 0) return 1;
  return [...new Set(systemSizes)].reduce((sum, k) => sum + (k >= bankers ? binomial(n - bankers, k - bankers) : 0), 0);
};

/** Coupon amount = columns × misli × column price. */
export const couponAmount = (columns: number, misli: number, columnPrice: number = COUPON_RULES.columnPriceKurus): number =>
  columns * misli * columnPrice;

/** The smallest misli that reaches the minimum coupon amount. */
export const minMisliFor = (
  columns: number,
  minAmount: number = COUPON_RULES.minCouponAmountKurus,
  columnPrice: number = COUPON_RULES.columnPriceKurus,
): number => (columns <= 0 ? COUPON_RULES.minMisli : Math.max(COUPON_RULES.minMisli, Math.ceil(minAmount / (columns * columnPrice))));

/** floor(stake × Π odds / 100^n), exact. */
export const stakeTimesOdds = (stakeKurus: number, odds: readonly number[]): number => {
  let num = BigInt(stakeKurus);
  let den = 1n;
  for (const o of odds) {
    num *= BigInt(o);
    den *= HUNDRED;
  }
  return Number(num / den);
};

/** Total odds in hundredths, rounded half up, for display and storage. */
export const totalOdds = (odds: readonly number[]): number => {
  if (odds.length === 0) return 0;
  let num = 1n;
  let den = 1n;
  for (const o of odds) {
    num *= BigInt(o);
    den *= HUNDRED;
  }
  // hundredths = round(num / den * 100)
  return Number((num * HUNDRED * 2n + den) / (den * 2n));
};

/** Winnings of one column, capped. */
export const cappedWinnings = (stakeKurus: number, odds: readonly number[], cap: number = COUPON_RULES.maxWinningsKurus): number =>
  Math.min(cap, stakeTimesOdds(stakeKurus, odds));

/**
 * Maximum winnings if every selection wins: a plain coupon pays amount × total odds; a system coupon pays the sum
 * of its columns, each capped; the coupon total is capped too. A capped system is decided from counts and bounds,
 * without walking its columns (winnings-math.ts).
 */
export const maxWinnings = (
  odds: readonly number[],
  misli: number,
  systemSizes: readonly number[] = [],
  bankerIdx: readonly number[] = [],
  columnPrice: number = COUPON_RULES.columnPriceKurus,
  cap: number = COUPON_RULES.maxWinningsKurus,
): number => {
  if (odds.length === 0) return 0;
  if (systemSizes.length === 0) return cappedWinnings(couponAmount(1, misli, columnPrice), odds, cap);
  return systemMaxWinnings(odds, misli * columnPrice, systemSizes, bankerIdx, cap);
};

/**
 * Test oracle, never imported by production code: the column-by-column sums that winnings-math.ts replaced, as
 * they were. Property tests and `npm run bench:play` compare the fast maths with them; their cost grows with the
 * column count (millions for 30 selections), which is why play no longer uses them.
 */
import { COUPON_RULES } from '../constants/business';
import { cappedWinnings, couponAmount } from './coupon-math';
import { VOID_ODD, type SettleSelection } from './coupon-settle';

/** Every k-combination of the indexes 0..n-1 that contains all banker indexes. */
export function* combinations(n: number, k: number, bankerIdx: readonly number[] = []): Generator<number[]> {
  const bankers = new Set(bankerIdx);
  const free = [...Array(n).keys()].filter((i) => !bankers.has(i));
  const need = k - bankers.size;
  if (need < 0 || need > free.length) return;
  const pick: number[] = [];
  function* rec(start: number): Generator<number[]> {
    if (pick.length === need) {
      yield [...bankers, ...pick].sort((a, b) => a - b);
      return;
    }
    for (let i = start; i < free.length; i++) {
      pick.push(free[i]!);
      yield* rec(i + 1);
      pick.pop();
    }
  }
  yield* rec(0);
}

/** Maximum winnings by walking every column (the former coupon-math `maxWinnings`). */
export const enumeratedMaxWinnings = (
  odds: readonly number[],
  misli: number,
  systemSizes: readonly number[] = [],
  bankerIdx: readonly number[] = [],
  columnPrice: number = COUPON_RULES.columnPriceKurus,
  cap: number = COUPON_RULES.maxWinningsKurus,
): number => {
  if (odds.length === 0) return 0;
  if (systemSizes.length === 0) return cappedWinnings(couponAmount(1, misli, columnPrice), odds, cap);
  const stake = misli * columnPrice;
  let sum = 0;
  for (const k of new Set(systemSizes)) {
    for (const col of combinations(odds.length, k, bankerIdx)) {
      sum += cappedWinnings(stake, col.map((i) => odds[i]!), cap);
      if (sum >= cap) return cap;
    }
  }
  return Math.min(cap, sum);
};

/** A system coupon's payout by walking every column (the former coupon-settle `systemPayout`). */
export const enumeratedSystemPayout = (
  selections: readonly SettleSelection[],
  misli: number,
  sizes: readonly number[],
  columnPrice: number = COUPON_RULES.columnPriceKurus,
  cap: number = COUPON_RULES.maxWinningsKurus,
): number => {
  const bankerIdx = selections.flatMap((s, i) => (s.banker ? [i] : []));
  const stake = misli * columnPrice;
  let sum = 0;
  for (const k of new Set(sizes)) {
    for (const col of combinations(selections.length, k, bankerIdx)) {
      if (col.some((i) => selections[i]!.outcome === 'lost')) continue;
      sum += cappedWinnings(stake, col.map((i) => (selections[i]!.outcome === 'void' ? VOID_ODD : selections[i]!.odd)), cap);
      if (sum >= cap) return cap;
    }
  }
  return sum;
};

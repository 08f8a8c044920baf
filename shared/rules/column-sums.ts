/**
 * The exact sum of a system size's columns, each rounded down to the kuruş on its own: Σ floor(base × Π odds of
 * the column / 100^k) over every r-subset of the free odds (base = stake × the bankers' odds). No closed form
 * exists for a sum of floors, so the columns are walked, cheaply: a size above half the free odds walks the odds
 * left out instead (a shallower tree: every column is the whole product divided by theirs), and where every value
 * stays below 2^52 the walk runs in plain numbers, else in BigInt (exact either way).
 * winnings-math.ts calls this only for coupons whose total stays below the cap.
 */

const HUNDRED = 100n;
/**
 * Below 2^52, a / b of integers is rounded by less than the distance from a / b to the next integer (at least
 * 1 / b, relative 1 / a > 2^-52, against a rounding of at most 2^-53): Math.floor of it is exact.
 */
const EXACT = 2n ** 52n;

/** The free odds ascending (as BigInt and as numbers) and base = stake × Π bankers' odds. */
export interface ColumnOdds {
  free: readonly bigint[];
  freeNumbers: readonly number[];
  base: bigint;
}

type Walk = (start: number, left: number, value: number | bigint) => boolean;

/** Depth-first over the `depth`-subsets of `m` odds: `leaves` adds one parent's columns and says whether to stop. */
const walkSubsets = <T extends number | bigint>(m: number, depth: number, start: T, next: (value: T, j: number) => T, leaves: (from: number, value: T) => boolean): void => {
  const walk: Walk = (from, left, value) => {
    if (left === 1) return leaves(from, value as T);
    for (let j = from; j <= m - left; j++) if (walk(j + 1, left - 1, next(value as T, j))) return true;
    return false;
  };
  walk(0, depth, start);
};

/** Whether every value and division of the number walk stays below 2^52. */
const fitsNumbers = ({ free, base }: ColumnOdds, r: number, unit: bigint): boolean => {
  const top = free[free.length - 1] ?? 1n;
  const parent = base * top ** BigInt(r - 1);
  return parent <= EXACT && top * unit <= EXACT && (parent * top) / unit + top <= EXACT;
};

/** Σ over the r-subsets of the free odds of floor(base × Π / 100^k); may stop early once the sum reaches `stopAt`. */
export const sumColumns = (odds: ColumnOdds, r: number, k: number, stopAt: number): number => {
  const { free, freeNumbers, base } = odds;
  const m = free.length;
  const den = HUNDRED ** BigInt(k);
  if (r === 0) return Number(base / den);
  let sum = 0;
  if (2 * r > m) {
    const all = free.reduce((p, o) => p * o, base);
    if (r === m) return Number(all / den);
    const whole = all / den;
    if (whole <= EXACT) {
      // floor(floor(a / b) / o) = floor(a / (b × o)): dividing by each left-out odd in turn stays exact.
      walkSubsets<number>(m, m - r, Number(whole), (w, j) => Math.floor(w / freeNumbers[j]!), (from, w) => {
        for (let j = from; j < m; j++) sum += Math.floor(w / freeNumbers[j]!);
        return sum >= stopAt;
      });
      return sum;
    }
    walkSubsets<bigint>(m, m - r, den, (d, j) => d * free[j]!, (from, d) => {
      for (let j = from; j < m; j++) sum += Number(all / (d * free[j]!));
      return sum >= stopAt;
    });
    return sum;
  }
  const unit = den / HUNDRED;
  if (fitsNumbers(odds, r, unit)) {
    const u = Number(unit);
    // value / unit = whole + rest / unit, so a column is floor((whole × o + floor(o × rest / unit)) / 100).
    walkSubsets<number>(m, r, Number(base), (v, j) => v * freeNumbers[j]!, (from, v) => {
      const whole = Math.floor(v / u);
      const rest = v - whole * u;
      for (let j = from; j < m; j++) sum += Math.floor((whole * freeNumbers[j]! + Math.floor((freeNumbers[j]! * rest) / u)) / 100);
      return sum >= stopAt;
    });
    return sum;
  }
  walkSubsets<bigint>(m, r, base, (v, j) => v * free[j]!, (from, v) => {
    for (let j = from; j < m; j++) sum += Number((v * free[j]!) / den);
    return sum >= stopAt;
  });
  return sum;
};

/**
 * The maths part of bench:play: CPU per call of the maximum winnings of 30-selection system coupons, the fast maths
 * (shared/rules/winnings-math.ts through coupon-math `maxWinnings`) against the former enumeration as a baseline.
 * The baseline is the loop of column-enumeration.fixture.ts (combinations + cappedWinnings, the same order and
 * early stop at the cap) with a deadline check every 4,096 columns, because for most sizes it runs for seconds or
 * minutes; where it finishes, its answer must equal the fast one. Its generator visits every subset of up to k
 * selections before it yields (about 2^30 for k of 26 and more, tens of seconds with no column to stop at): a
 * size whose visits alone would pass the deadline is not run but estimated from their count and the time per
 * visit measured on a smaller case (a lower bound: its columns' own work is left out).
 */
import { COUPON_RULES } from '@shared/constants/business';
import { combinations } from '@shared/rules/column-enumeration.fixture';
import { cappedWinnings, columnCount, maxWinnings } from '@shared/rules/coupon-math';

export interface MathsCase {
  profile: string;
  odds: number[];
  misli: number;
  label: string;
  sizes: number[];
}

export interface MathsRow extends MathsCase {
  columns: number;
  answer: number;
  /** CPU ms per call, mean over a batch of calls (after a warm-up of every case). */
  fastMs: number;
  calls: number;
  /** CPU ms of one baseline call, of the part run before its deadline, or that plus the estimate of the rest. */
  baselineMs: number;
  baseline: 'done' | 'stopped' | 'estimated';
  baselineColumns: number;
  /** Baseline answer equals the fast one; null when the baseline was stopped. */
  equal: boolean | null;
}

const CAP = COUPON_RULES.maxWinningsKurus;
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** 1,01 .. 1,30: the lowest odds keep a coupon under the cap longest, so the most columns are summed one by one. */
export const LOW_ODDS = range(101, 130);
/** 1,20 .. 4,10 in steps of 0,10: a spread like a real program's. */
export const SPREAD_ODDS = range(0, 29).map((i) => 120 + 10 * i);

export const mathsCases = (walkSizes: { label: string; sizes: number[] }[]): MathsCase[] => {
  const sizeSets = [
    ...range(1, 30).map((k) => ({ label: `${k}`, sizes: [k] })),
    { label: '4-10 (the issue)', sizes: range(4, 10) },
    { label: '1-30 (all)', sizes: range(1, 30) },
    ...walkSizes,
  ];
  return [
    ...sizeSets.map((s) => ({ profile: 'low odds 1,01-1,30', odds: LOW_ODDS, misli: 1, ...s })),
    ...sizeSets.map((s) => ({ profile: 'spread 1,20-4,10', odds: SPREAD_ODDS, misli: 1, ...s })),
  ];
};

const cpuMs = (since: NodeJS.CpuUsage): number => {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1000;
};

const fast = (c: MathsCase): number => maxWinnings(c.odds, c.misli, c.sizes);

const binomial = (n: number, k: number): number => columnCount(n, [k]);
/** Calls of the generator's recursion: one per subset of up to `need` of the `n` selections. */
const generatorVisits = (n: number, need: number): number => Array.from({ length: need + 1 }, (_, j) => binomial(n, j)).reduce((a, b) => a + b, 0);

/** CPU ms per generator visit, on size 20 of 22 (4 million visits for 231 columns). */
const msPerVisit = (): number => {
  const t0 = process.cpuUsage();
  let columns = 0;
  for (const col of combinations(22, 20)) columns += col.length > 0 ? 1 : 0;
  return cpuMs(t0) / (generatorVisits(22, 20) + columns);
};

interface BaselineRun {
  answer: number | null;
  columns: number;
  /** Estimated ms of the sizes not run because their generator visits alone pass the deadline. */
  skippedMs: number;
}

/** The former enumeration with a deadline; a size whose generator would not yield in time is estimated instead. */
const enumerateUntil = (c: MathsCase, deadline: number, visitMs: number): BaselineRun => {
  const stake = c.misli * COUPON_RULES.columnPriceKurus;
  const sizes = [...new Set(c.sizes)];
  let sum = 0;
  let columns = 0;
  for (const [i, k] of sizes.entries()) {
    if (generatorVisits(c.odds.length, k) * visitMs > deadline - performance.now()) {
      const skippedMs = sizes.slice(i).reduce((s, rest) => s + generatorVisits(c.odds.length, rest) * visitMs, 0);
      return { answer: null, columns, skippedMs };
    }
    for (const col of combinations(c.odds.length, k)) {
      sum += cappedWinnings(stake, col.map((j) => c.odds[j]!), CAP);
      columns++;
      if (sum >= CAP) return { answer: CAP, columns, skippedMs: 0 };
      if ((columns & 4095) === 0 && performance.now() > deadline) return { answer: null, columns, skippedMs: 0 };
    }
  }
  return { answer: Math.min(CAP, sum), columns, skippedMs: 0 };
};

/** Measures every case: fast maths in batches of at least `batchMs` of CPU, the baseline up to `baselineMs` each. */
export const measureMaths = (cases: MathsCase[], batchMs: number, baselineMs: number, log: (s: string) => void): MathsRow[] => {
  for (const c of cases) fast(c);
  const visitMs = msPerVisit();
  const rows: MathsRow[] = [];
  for (const c of cases) {
    let calls = 0;
    let answer = 0;
    const t0 = process.cpuUsage();
    do {
      answer = fast(c);
      calls++;
    } while (cpuMs(t0) < batchMs && calls < 10_000);
    const fastMs = cpuMs(t0) / calls;
    const columns = columnCount(c.odds.length, c.sizes);
    const b0 = process.cpuUsage();
    const base = enumerateUntil(c, performance.now() + baselineMs, visitMs);
    const row: MathsRow = {
      ...c, columns, answer, fastMs, calls, baselineMs: cpuMs(b0) + base.skippedMs,
      baseline: base.answer !== null ? 'done' : base.skippedMs > 0 ? 'estimated' : 'stopped',
      baselineColumns: base.columns, equal: base.answer === null ? null : base.answer === answer,
    };
    rows.push(row);
    log(`  ${c.profile}, sizes ${c.label}: fast ${fastMs.toFixed(3)} ms, baseline ${row.baselineMs.toFixed(0)} ms (${row.baseline})`);
  }
  return rows;
};

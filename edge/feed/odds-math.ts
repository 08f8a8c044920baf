/**
 * Probability and pricing helpers shared by the match models. Odds are integer hundredths; a market is priced
 * from its fair probabilities with a proportional bookmaker margin, so every market of an event stays consistent
 * with the one model behind it.
 */
export const MIN_ODD = 101;
/** Long shots are capped: a bookmaker never lays unlimited odds, and the cap keeps exact-score rows sane. */
export const MAX_ODD = 50_000;

export const poissonPmf = (mean: number, max: number): number[] => {
  const out: number[] = [];
  let p = Math.exp(-mean);
  for (let k = 0; k <= max; k++) {
    out.push(p);
    p = (p * mean) / (k + 1);
  }
  return out;
};

export interface ScoreCell {
  h: number;
  a: number;
  p: number;
}

/**
 * Final-score distribution of two independent Poisson scorers added to a current score; cells below 1e-7 are
 * dropped and the rest renormalised, so markets summed over it add up to one.
 */
export const scoreGrid = (meanH: number, meanA: number, baseH = 0, baseA = 0, max = 10): ScoreCell[] => {
  const ph = poissonPmf(meanH, max);
  const pa = poissonPmf(meanA, max);
  const cells: ScoreCell[] = [];
  let total = 0;
  for (let i = 0; i <= max; i++) {
    for (let j = 0; j <= max; j++) {
      const p = (ph[i] ?? 0) * (pa[j] ?? 0);
      if (p < 1e-7) continue;
      cells.push({ h: baseH + i, a: baseA + j, p });
      total += p;
    }
  }
  for (const c of cells) c.p /= total;
  return cells;
};

/** Sum of the cells matching a predicate. */
export const probWhere = (cells: readonly ScoreCell[], pred: (h: number, a: number) => boolean): number => {
  let sum = 0;
  for (const c of cells) if (pred(c.h, c.a)) sum += c.p;
  return sum;
};

/** Standard normal CDF (Abramowitz-Stegun 7.1.26, error below 1.5e-7). */
export const normalCdf = (x: number): number => {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
};

const toOdd = (q: number): number => (q <= 0 ? MAX_ODD : Math.min(MAX_ODD, Math.max(MIN_ODD, Math.floor(100 / q + 1e-9))));

/**
 * Odds in hundredths from fair probabilities and a margin (1.07 = 7%). When the favourite would fall below the
 * 1.01 floor, the floor is kept and the margin is taken from the other outcomes, so the book still sums to the
 * margin instead of dropping under 100%.
 */
export const priceMarket = (probs: readonly number[], margin: number, overlapping = false): number[] => {
  // Overlapping outcomes (double chance) each carry the margin on their own probability.
  if (overlapping) return probs.map((p) => toOdd(Math.min(100 / MIN_ODD, p * margin)));
  const total = probs.reduce((a, b) => a + b, 0) || 1;
  const fair = probs.map((p) => p / total);
  const implied = fair.map((p) => p * margin);
  const maxQ = 100 / MIN_ODD;
  let top = 0;
  for (let i = 1; i < implied.length; i++) if ((implied[i] ?? 0) > (implied[top] ?? 0)) top = i;
  const topFair = fair[top] ?? 0;
  if ((implied[top] ?? 0) > maxQ && topFair < 1) {
    const factor = (margin - maxQ) / (1 - topFair);
    for (let i = 0; i < implied.length; i++) implied[i] = i === top ? maxQ : (fair[i] ?? 0) * factor;
  }
  return implied.map(toOdd);
};

/** Total implied probability of a priced market (1.07 = 7% margin); tests and monitoring use it. */
export const bookSum = (odds: readonly number[]): number => odds.reduce((s, o) => s + 100 / o, 0);

/** "2,5" for 2.5: lines appear in market names the way Turkish users read them. */
export const lineLabel = (line: number): string => String(line).replace('.', ',');

/** A half line (x,5) near a mean, clamped to a range, so over/under never ties. */
export const halfLine = (mean: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, Math.floor(mean) + 0.5));

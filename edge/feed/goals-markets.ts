/**
 * Markets of the goal sports (football, ice hockey, e-football). Each market prices itself from the final and
 * first-half score distributions of one Poisson model and settles itself from the final and half-time scores,
 * so prices and results can never disagree.
 */
import { MARKET_NO, OUTCOMES, resultIndex, type MarketSpec } from './market-spec';
import { halfLine, lineLabel, probWhere, type ScoreCell } from './odds-math';

export interface GoalsResult {
  ft: readonly [number, number];
  /** Half-time score; null where the sport has no halves (ice hockey). */
  ht: readonly [number, number] | null;
}

export interface GoalsMarket extends MarketSpec {
  /** Probabilities from the final-score cells and, while the first half runs, the half-time cells. */
  price(ft: readonly ScoreCell[], ht: readonly ScoreCell[] | null): number[] | null;
  settle(r: GoalsResult): number[];
}

export type GoalsVariant = 'football' | 'hockey' | 'efootball';

const threeWay = (cells: readonly ScoreCell[]): number[] => [
  probWhere(cells, (h, a) => h > a),
  probWhere(cells, (h, a) => h === a),
  probWhere(cells, (h, a) => h < a),
];

const matchResult = (main: boolean): GoalsMarket => ({
  no: MARKET_NO.matchResult, name: 'Maç Sonucu', outcomes: OUTCOMES.threeWay, main,
  price: (ft) => threeWay(ft),
  settle: ({ ft }) => [resultIndex(ft[0], ft[1])],
});

const doubleChance: GoalsMarket = {
  no: MARKET_NO.doubleChance, name: 'Çifte Şans', outcomes: OUTCOMES.doubleChance, main: false, overlapping: true,
  price: (ft) => {
    const [p1 = 0, px = 0, p2 = 0] = threeWay(ft);
    return [p1 + px, p1 + p2, px + p2];
  },
  settle: ({ ft }) => {
    const r = resultIndex(ft[0], ft[1]);
    return r === 0 ? [0, 1] : r === 1 ? [0, 2] : [1, 2];
  },
};

const totalNo: Record<string, number> = { '1.5': MARKET_NO.total15, '2.5': MARKET_NO.total25, '3.5': MARKET_NO.total35 };

/** Over/under on full-time goals; the fixed football lines keep their own numbers, other lines share one. */
const total = (line: number, main: boolean, fixedLine: boolean): GoalsMarket => ({
  no: fixedLine ? (totalNo[String(line)] ?? MARKET_NO.total) : MARKET_NO.total,
  name: fixedLine ? `${lineLabel(line)} Alt/Üst` : `Alt/Üst (${lineLabel(line)})`,
  outcomes: OUTCOMES.underOver, main,
  price: (ft) => {
    const under = probWhere(ft, (h, a) => h + a < line);
    return [under, 1 - under];
  },
  settle: ({ ft }) => [ft[0] + ft[1] < line ? 0 : 1],
});

const bothTeamsScore = (main: boolean): GoalsMarket => ({
  no: MARKET_NO.bothTeamsScore, name: 'Karşılıklı Gol', outcomes: OUTCOMES.yesNoGoal, main,
  price: (ft) => {
    const yes = probWhere(ft, (h, a) => h > 0 && a > 0);
    return [yes, 1 - yes];
  },
  settle: ({ ft }) => [ft[0] > 0 && ft[1] > 0 ? 0 : 1],
});

const halfScore = (r: GoalsResult): readonly [number, number] => r.ht ?? r.ft;

const firstHalfResult: GoalsMarket = {
  no: MARKET_NO.firstHalfResult, name: 'İlk Yarı Sonucu', outcomes: OUTCOMES.threeWay, main: false,
  price: (_ft, ht) => (ht ? threeWay(ht) : null),
  settle: (r) => [resultIndex(...halfScore(r))],
};

const firstHalfTotal = (line: number): GoalsMarket => ({
  no: line < 1 ? MARKET_NO.firstHalf05 : MARKET_NO.firstHalf15,
  name: `İlk Yarı ${lineLabel(line)} Alt/Üst`, outcomes: OUTCOMES.underOver, main: false,
  price: (_ft, ht) => {
    if (!ht) return null;
    const under = probWhere(ht, (h, a) => h + a < line);
    return [under, 1 - under];
  },
  settle: (r) => {
    const [h, a] = halfScore(r);
    return [h + a < line ? 0 : 1];
  },
});

const RANGES: readonly [number, number][] = [[0, 1], [2, 3], [4, 5], [6, Infinity]];
const rangeIndex = (goals: number): number => RANGES.findIndex(([lo, hi]) => goals >= lo && goals <= hi);

const goalRange: GoalsMarket = {
  no: MARKET_NO.goalRange, name: 'Toplam Gol Aralığı', outcomes: ['0-1', '2-3', '4-5', '6+'], main: false,
  price: (ft) => RANGES.map((_r, i) => probWhere(ft, (h, a) => rangeIndex(h + a) === i)),
  settle: ({ ft }) => [rangeIndex(ft[0] + ft[1])],
};

/** Handicap (home:away) as iddaa writes it: "(0:1)" starts the away side one goal up. */
export const handicapMarket = (home: number, away: number): GoalsMarket => {
  const adjusted = (cells: readonly ScoreCell[]) => cells.map((c) => ({ h: c.h + home, a: c.a + away, p: c.p }));
  return {
    no: MARKET_NO.handicap, name: `Handikaplı Maç Sonucu (${home}:${away})`, outcomes: OUTCOMES.threeWay, main: false,
    price: (ft) => threeWay(adjusted(ft)),
    settle: ({ ft }) => [resultIndex(ft[0] + home, ft[1] + away)],
  };
};

const EXACT_SCORES: readonly [number, number][] = [
  [1, 0], [2, 0], [2, 1], [3, 0], [3, 1], [3, 2], [4, 0], [4, 1], [4, 2],
  [0, 0], [1, 1], [2, 2], [3, 3],
  [0, 1], [0, 2], [1, 2], [0, 3], [1, 3], [2, 3], [0, 4], [1, 4], [2, 4],
];
const OTHER_SCORE = 'Diğer';
const exactIndex = (h: number, a: number): number => {
  const i = EXACT_SCORES.findIndex(([x, y]) => x === h && y === a);
  return i < 0 ? EXACT_SCORES.length : i;
};

const exactScore: GoalsMarket = {
  no: MARKET_NO.exactScore, name: 'Maç Skoru', outcomes: [...EXACT_SCORES.map(([h, a]) => `${h}-${a}`), OTHER_SCORE],
  main: false, mbs: 1, wide: true,
  price: (ft) => {
    const out = new Array<number>(EXACT_SCORES.length + 1).fill(0);
    for (const c of ft) out[exactIndex(c.h, c.a)] = (out[exactIndex(c.h, c.a)] ?? 0) + c.p;
    return out;
  },
  settle: ({ ft }) => [exactIndex(ft[0], ft[1])],
};

/** The handicap that levels a match: the favourite gives one goal, two when clearly stronger. */
export const handicapFor = (meanH: number, meanA: number): [number, number] => {
  const diff = meanH - meanA;
  const goals = Math.abs(diff) > 1.6 ? 2 : 1;
  return diff >= 0 ? [0, goals] : [goals, 0];
};

export const goalsMarkets = (variant: GoalsVariant, meanH: number, meanA: number): GoalsMarket[] => {
  if (variant === 'hockey') {
    return [matchResult(true), doubleChance, total(halfLine(meanH + meanA, 3.5, 7.5), true, false)];
  }
  if (variant === 'efootball') {
    return [matchResult(true), doubleChance, total(halfLine(meanH + meanA, 2.5, 6.5), true, false), bothTeamsScore(false), firstHalfResult];
  }
  const [hh, ha] = handicapFor(meanH, meanA);
  return [
    matchResult(true), doubleChance, total(1.5, false, true), total(2.5, true, true), total(3.5, false, true),
    bothTeamsScore(true), firstHalfResult, firstHalfTotal(0.5), firstHalfTotal(1.5), handicapMarket(hh, ha), goalRange,
    exactScore,
  ];
};

/** Winning outcome indexes of every market for a final (and half-time) score. */
export const settleGoals = (markets: readonly GoalsMarket[], result: GoalsResult): number[][] =>
  markets.map((m) => m.settle(result));

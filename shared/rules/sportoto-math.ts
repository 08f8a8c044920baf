/**
 * Spor Toto's arithmetic, pure: columns and cost of a coupon, the columns of each correct count once the results are
 * known, the prize split, and the recorded draw that decides a cancelled or postponed match.
 */
import { STOTO_MATCH_COUNT, STOTO_PICKS, STOTO_PRIZE_FUND_BP, STOTO_PRIZE_TIERS, type StotoPick } from '../constants/sportoto';
import { sha256Hex } from './sha256';

/** Each match's picks as a string such as '10' (home or draw); the order of a match's picks does not matter. */
export type StotoPicks = readonly string[];

const isPick = (c: string): c is StotoPick => (STOTO_PICKS as readonly string[]).includes(c);

/** 15 matches, each with 1 to 3 distinct picks among 1, 0, 2. */
export const validPicks = (picks: unknown): picks is string[] =>
  Array.isArray(picks) && picks.length === STOTO_MATCH_COUNT &&
  picks.every((p) => typeof p === 'string' && p.length >= 1 && p.length <= 3 && [...p].every(isPick) && new Set(p).size === p.length);

/** Sorted picks in the 1-0-2 order, one string per match (what is stored and compared). */
export const normalPicks = (picks: StotoPicks): string[] => picks.map((p) => STOTO_PICKS.filter((c) => p.includes(c)).join(''));

/** Columns = the product of the picks per match (0 when a match has none). */
export const stotoColumns = (picks: StotoPicks): number => picks.reduce((n, p) => n * new Set(p).size, 1);

/** Cost in kuruş = columns × column price × misli. */
export const stotoCost = (columns: number, columnPriceKurus: number, misli: number): number => columns * columnPriceKurus * misli;

/**
 * How many of the coupon's columns have exactly k correct results, for k = 0..15: the coefficients of
 * Π (c_i·x + w_i), where c_i is 1 when match i's result is among its picks and w_i counts its other picks.
 */
export const correctDistribution = (picks: StotoPicks, results: readonly StotoPick[]): number[] => {
  let poly = [1];
  picks.forEach((p, i) => {
    const hit = p.includes(results[i]!) ? 1 : 0;
    const miss = new Set(p).size - hit;
    const next = new Array<number>(poly.length + 1).fill(0);
    poly.forEach((v, k) => {
      next[k] = (next[k] ?? 0) + v * miss;
      next[k + 1] = (next[k + 1] ?? 0) + v * hit;
    });
    poly = next;
  });
  return poly;
};

export interface PrizeTier {
  correct: number;
  /** The tier's part of the fund, kuruş. */
  poolKurus: number;
  /** Winning units: columns with this many correct, each counted misli times. */
  units: number;
  /** Paid per unit, kuruş (0 without winners). */
  perUnitKurus: number;
}

export interface PrizeSplit {
  fundKurus: number;
  tiers: PrizeTier[];
  /** What the tiers did not pay: carried over to the next pool settled. */
  carryOutKurus: number;
}

/** The prize split of a pool: its stakes, the carry-over it takes in and the winning units of each tier. */
export const splitPrizes = (stakesKurus: number, carryInKurus: number, unitsByCorrect: (correct: number) => number): PrizeSplit => {
  const fundKurus = Math.floor((stakesKurus * STOTO_PRIZE_FUND_BP) / 10_000) + carryInKurus;
  const tiers = STOTO_PRIZE_TIERS.map(({ correct, shareBp }) => {
    const poolKurus = Math.floor((fundKurus * shareBp) / 10_000);
    const units = unitsByCorrect(correct);
    return { correct, poolKurus, units, perUnitKurus: units > 0 ? Math.floor(poolKurus / units) : 0 };
  });
  const paid = tiers.reduce((s, t) => s + t.perUnitKurus * t.units, 0);
  return { fundKurus, tiers, carryOutKurus: fundKurus - paid };
};

/**
 * The draw of a cancelled or postponed match: SHA-256 of "seed:poolId:position" (position 1..15) read as a number,
 * modulo 3, names the result in the order 1, 0, 2. Anyone with the published seed recomputes it.
 */
export const drawnResult = (seed: string, poolId: number, position: number): StotoPick => {
  const digest = sha256Hex(`${seed}:${poolId}:${position}`);
  return STOTO_PICKS[Number(BigInt(`0x${digest}`) % 3n)]!;
};

/** The result of a finished match from its score [home, away]. */
export const resultOfScore = ([home, away]: readonly [number, number]): StotoPick => (home > away ? '1' : home < away ? '2' : '0');

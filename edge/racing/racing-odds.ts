/**
 * Odds movement, results and the withdrawn-horse deduction, all pure. Odds are a function of time: from the opening
 * (20 minutes before the start) every 30 s step moves each horse's odd by a seeded factor, and the odd freezes at
 * the start. Any edge node, before or after a restart, computes the same odd for the same instant, so the odd at
 * play time is the server's without any stored state. The result is drawn from the race's own seed.
 */
import { RACING_RULES } from '@shared/protocol/racing-api';
import { mixSeed, SeededRandom } from '@shared/random/seeded-random';
import { roundOdd } from './racing-program';

const STEP_SPREAD = 0.08;
const RESULT_TAG = 0xface;

export interface OddsRace {
  oddsSeed: number;
  startsAt: number;
}

/** The number of odds steps taken by `at` (-1 before the opening); frozen at the start. */
export const oddsStepAt = (race: OddsRace, at: number): number => {
  const opensAt = race.startsAt - RACING_RULES.openBeforeStartMs;
  const t = Math.min(at, race.startsAt - 1);
  return t < opensAt ? -1 : Math.floor((t - opensAt) / RACING_RULES.oddsStepMs);
};

/** A horse's Ganyan odd (hundredths) at an instant. */
export const oddAt = (race: OddsRace, horseNo: number, baseOdd: number, at: number): number => {
  const steps = oddsStepAt(race, at);
  let factor = 1;
  for (let j = 0; j <= steps; j++) factor *= 1 + (new SeededRandom(mixSeed(race.oddsSeed, horseNo, j)).next() - 0.5) * STEP_SPREAD;
  return roundOdd((baseOdd / 100) * factor);
};

export interface ResultRunner {
  no: number;
  baseOdd: number;
  withdrawn: boolean;
}

/** The finishing order of the horses that ran, drawn by their chances (1 / base odd). */
export const finishingOrder = (race: OddsRace, runners: readonly ResultRunner[]): number[] => {
  const rng = new SeededRandom(mixSeed(race.oddsSeed, RESULT_TAG));
  const left = runners.filter((r) => !r.withdrawn);
  const order: number[] = [];
  while (left.length > 0) {
    const i = rng.weighted(left.map((r) => 1 / r.baseOdd));
    order.push(left[i]!.no);
    left.splice(i, 1);
  }
  return order;
};

export interface DeductionRow {
  minOdd: number;
  maxOdd: number;
  percent: number;
}

/** The deduction of one withdrawn horse by its odd at the withdrawal (0 when no row covers it). */
export const deductionFor = (table: readonly DeductionRow[], withdrawnOdd: number): number =>
  table.find((r) => withdrawnOdd >= r.minOdd && withdrawnOdd <= r.maxOdd)?.percent ?? 0;

/** The largest total deduction, whatever the number of withdrawn horses. */
export const MAX_TOTAL_DEDUCTION = 75;

/**
 * A winning Ganyan's payout: the stake back plus the winnings, less the deduction percent of the winnings, rounded
 * down to the kuruş.
 */
export const ganyanPayout = (amount: number, odd: number, deductionPercent: number): number => {
  const winnings = Math.floor((amount * odd) / 100) - amount;
  return amount + Math.floor((winnings * (100 - deductionPercent)) / 100);
};

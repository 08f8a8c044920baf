/**
 * The daily racing program, deterministic from the feed seed and the Istanbul day: a few meetings at Turkish
 * hippodromes, 6-9 races each, 6-16 horses per race with number, name, jockey, weight, age, last results and a fixed
 * Ganyan odd. Now and then a horse is withdrawn ('koşmaz') some minutes before the start. A separate random stream
 * (mixSeed with its own tag) keeps the iddaa program's outputs byte-identical.
 */
import { istanbulTimeOn } from '@shared/time/istanbul';
import { mixSeed, SeededRandom } from '@shared/random/seeded-random';
import { HIPPODROMES, HORSE_FIRST, HORSE_SECOND, JOCKEYS, RACE_NAMES } from './racing-catalogue.data';

const RACING_TAG = 0x7a4b1;
const RACE_GAP_MINUTES = 30;
/** Ganyan's pay-out share: the fixed odds keep this much of the stakes' fair value. */
const PAYOUT_SHARE = 0.8;
const WITHDRAWAL_CHANCE = 0.3;
const NO_STATISTICS_CHANCE = 0.15;
const MIN_ODD = 105;
const MAX_ODD = 9_900;

export interface PlannedRunner {
  no: number;
  name: string;
  jockey: string;
  weightTenthKg: number;
  age: number;
  lastResults: string | null;
  baseOdd: number;
  /** When the horse is withdrawn (before the start), or null when it runs. */
  withdrawnAt: number | null;
}

export interface PlannedRace {
  hippodromeId: number;
  raceNo: number;
  name: string;
  distanceM: number;
  surface: string;
  startsAt: number;
  /** Seeds the race's odds movement and its result. */
  oddsSeed: number;
  statisticsAvailable: boolean;
  runners: PlannedRunner[];
}

/** Odds in hundredths rounded to 0,05 steps within the offered range. */
export const roundOdd = (decimal: number): number => Math.min(MAX_ODD, Math.max(MIN_ODD, Math.round(decimal * 20) * 5));

const pad = (n: number): string => String(n).padStart(2, '0');
const hhmm = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

const lastResultsOf = (rng: SeededRandom, strength: number): string => {
  const count = rng.int(2, 6);
  const places: number[] = [];
  for (let i = 0; i < count; i++) places.push(Math.min(9, 1 + rng.poisson(Math.max(0.3, 3 / strength))));
  return places.join(' ');
};

const planRunners = (rng: SeededRandom, count: number, statistics: boolean, startsAt: number): PlannedRunner[] => {
  const strengths = Array.from({ length: count }, () => Math.exp(rng.normal() * 0.55));
  const total = strengths.reduce((a, b) => a + b, 0);
  const names = new Set<string>();
  const runners = strengths.map((s, i): PlannedRunner => {
    let name = '';
    do name = `${rng.pick(HORSE_FIRST)} ${rng.pick(HORSE_SECOND)}`; while (names.has(name));
    names.add(name);
    return {
      no: i + 1, name, jockey: rng.pick(JOCKEYS), weightTenthKg: rng.int(100, 120) * 5, age: rng.int(2, 8),
      lastResults: statistics ? lastResultsOf(rng, s) : null, baseOdd: roundOdd(PAYOUT_SHARE * total / s), withdrawnAt: null,
    };
  });
  if (rng.chance(WITHDRAWAL_CHANCE)) {
    const out = runners[rng.int(0, count - 1)]!;
    out.withdrawnAt = startsAt - rng.int(2, 15) * 60_000;
  }
  return runners;
};

/** Every race of the Istanbul day `day` (days numbered from the epoch), ordered by meeting and race number. */
export const planRacingDay = (seed: number, day: number): PlannedRace[] => {
  const rng = new SeededRandom(mixSeed(seed, RACING_TAG, day));
  const meetings = rng.shuffle(HIPPODROMES).slice(0, rng.int(3, 5)).sort((a, b) => a.id - b.id);
  const races: PlannedRace[] = [];
  for (const [m, h] of meetings.entries()) {
    const statisticsAvailable = !rng.chance(NO_STATISTICS_CHANCE);
    const firstMinute = 13 * 60 + m * 10 + rng.int(0, 5) * 15;
    const raceCount = rng.int(6, 9);
    for (let r = 1; r <= raceCount; r++) {
      const startsAt = istanbulTimeOn(day, hhmm(firstMinute + (r - 1) * RACE_GAP_MINUTES));
      races.push({
        hippodromeId: h.id, raceNo: r, name: `${r}. Koşu ${rng.pick(RACE_NAMES)}`, distanceM: rng.int(10, 24) * 100,
        surface: rng.pick(h.surfaces), startsAt, oddsSeed: mixSeed(seed, RACING_TAG, day, h.id, r), statisticsAvailable,
        runners: planRunners(rng, rng.int(6, 16), statisticsAvailable, startsAt),
      });
    }
  }
  return races;
};

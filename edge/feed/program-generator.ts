/**
 * Generates the bet program one Istanbul day at a time. A day's matches depend only on the seed and the day
 * number, so the program is the same however the clock reaches that day. Sides meet at most once per round
 * (Tuesday to Monday) of a competition until its pairs run out.
 */
import { istanbulTime, roundStartOf, weekdayOf } from './istanbul-clock';
import { SeededRandom, hashText, mixSeed } from './seeded-random';
import { SPORT_PLANS } from './sport-plans';
import type { Competition, ModelSettings, SportPlan } from './sport-plan';

/** Where a blueprint comes from, small enough for a checkpoint: its sport, competition and the two sides' places. */
export interface BlueprintRef {
  sportId: number;
  competition: number;
  home: number;
  away: number;
  startsAt: number;
}

export interface Blueprint {
  ref: BlueprintRef;
  plan: SportPlan;
  competition: Competition;
  model: ModelSettings;
  home: string;
  away: string;
  strengthH: number;
  strengthA: number;
  startsAt: number;
}

/** A side's strength from its place in the list, with a seed-fixed touch of noise so lists are not exact ladders. */
export const strengthOf = (seed: number, sides: readonly string[], index: number): number => {
  const base = sides.length > 1 ? 1 - index / (sides.length - 1) : 0.5;
  const noise = new SeededRandom(mixSeed(seed, hashText(sides[index] ?? ''))).range(-0.08, 0.08);
  return Math.min(1, Math.max(0, base + noise));
};

/** The blueprint a reference names: the same sides, strengths and model whenever it is rebuilt. */
export const blueprintOf = (seed: number, ref: BlueprintRef): Blueprint => {
  const plan = SPORT_PLANS.find((p) => p.sportId === ref.sportId);
  const competition = plan?.competitions[ref.competition];
  if (!plan || !competition) throw new Error(`no competition ${ref.competition} in sport ${ref.sportId}`);
  return {
    ref, plan, competition, model: competition.model ?? plan.model,
    home: competition.sides[ref.home] ?? '', away: competition.sides[ref.away] ?? '',
    strengthH: strengthOf(seed, competition.sides, ref.home), strengthA: strengthOf(seed, competition.sides, ref.away),
    startsAt: ref.startsAt,
  };
};

/**
 * Matches per competition of one sport on one day. A sport with none on its day of every third gets one, so
 * small sports (and every sport at a small scale) never vanish from the program.
 */
const dayCounts = (seed: number, plan: SportPlan, order: number, day: number, scale: number): number[] => {
  const rng = new SeededRandom(mixSeed(seed, plan.sportId, day));
  const wd = weekdayOf(day);
  const counts = plan.competitions.map((c) => {
    const weight = c.days.reduce((a, b) => a + b, 0) || 1;
    return rng.roundRandom((c.perWeek * scale * (c.days[wd] ?? 0)) / weight);
  });
  if (!counts.some((n) => n > 0) && (day + order) % 3 === 0) {
    const playing = plan.competitions.findIndex((c) => (c.days[wd] ?? 0) > 0);
    counts[playing < 0 ? 0 : playing] = 1;
  }
  return counts;
};

/** The k-th pairing of a competition's round: a shuffle per round, reshuffled when the pairs run out. */
const pairing = (seed: number, plan: SportPlan, ci: number, round: number, k: number, sides: readonly string[]): [number, number] => {
  const pairsPerCycle = Math.floor(sides.length / 2);
  const cycle = Math.floor(k / pairsPerCycle);
  const j = k % pairsPerCycle;
  const order = new SeededRandom(mixSeed(seed, plan.sportId, ci, round, cycle)).shuffle(sides.map((_s, i) => i));
  return [order[2 * j] ?? 0, order[2 * j + 1] ?? 1];
};

export const planDay = (seed: number, day: number, scale: number): Blueprint[] => {
  const out: Blueprint[] = [];
  const round = roundStartOf(day);
  SPORT_PLANS.forEach((plan, order) => {
    const today = dayCounts(seed, plan, order, day, scale);
    const earlier = new Array<number>(plan.competitions.length).fill(0);
    for (let d = round; d < day; d++) dayCounts(seed, plan, order, d, scale).forEach((n, i) => (earlier[i] = (earlier[i] ?? 0) + n));
    plan.competitions.forEach((competition, ci) => {
      const count = today[ci] ?? 0;
      const slotRng = new SeededRandom(mixSeed(seed, plan.sportId, ci, day, 7));
      for (let n = 0; n < count; n++) {
        const [hi, ai] = pairing(seed, plan, ci, round, (earlier[ci] ?? 0) + n, competition.sides);
        out.push(blueprintOf(seed, { sportId: plan.sportId, competition: ci, home: hi, away: ai, startsAt: istanbulTime(day, slotRng.pick(competition.slots)) }));
      }
    });
  });
  // Stable order: start time, then generation order (Array.prototype.sort is stable).
  return out.sort((a, b) => a.startsAt - b.startsAt);
};

/** Sports and their share of the matches already running when the feed starts: mostly football, basketball, tennis. */
const STARTED_MIX: readonly [number, number][] = [[1, 50], [2, 18], [5, 16], [20, 5], [137, 4], [3, 3], [4, 2], [153, 2]];

/** Matches that kicked off before the feed started, so the live program is never empty; start times are set later. */
export const startedBlueprints = (seed: number, count: number, now: number): Blueprint[] => {
  const rng = new SeededRandom(mixSeed(seed, 0x5a7));
  const out: Blueprint[] = [];
  for (let n = 0; n < count; n++) {
    const sportId = STARTED_MIX[rng.weighted(STARTED_MIX.map(([, w]) => w))]?.[0] ?? 1;
    const plan = SPORT_PLANS.find((p) => p.sportId === sportId) as SportPlan;
    const ci = rng.weighted(plan.competitions.map((c) => c.perWeek));
    const competition = plan.competitions[ci] as Competition;
    const [hi = 0, ai = 1] = rng.shuffle(competition.sides.map((_s, i) => i));
    out.push(blueprintOf(seed, { sportId, competition: ci, home: hi, away: ai, startsAt: now }));
  }
  return out;
};

/**
 * Generates the bet program one Istanbul day at a time. A day's matches depend only on the seed and the day
 * number, so the program is the same however the clock reaches that day. Sides meet at most once per round
 * (Tuesday to Monday) of a competition until its pairs run out, and no side plays two matches of its sport at
 * once (match-duration.ts: a match keeps its sides busy for its longest course and a margin).
 */
import { DAY_MS, istanbulDayStart, istanbulTimeOn } from '@shared/time/istanbul';
import { roundStartOf, weekdayOf } from './istanbul-clock';
import { SeededRandom, hashText, mixSeed } from '@shared/random/seeded-random';
import { ONE_MATCH_A_DAY, occupancyMs, spillMs } from './match-duration';
import { SideCalendar } from './side-calendar';
import { competitionOf, competitionsAt, squadCopies } from './squads';
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
  const competition = plan && competitionOf(plan, ref.competition);
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
  const copies = squadCopies(plan, scale);
  const competitions = competitionsAt(plan, copies);
  const counts = competitions.map((c) => {
    const weight = c.days.reduce((a, b) => a + b, 0) || 1;
    return rng.roundRandom((c.perWeek * (scale / copies) * (c.days[wd] ?? 0)) / weight);
  });
  if (!counts.some((n) => n > 0) && (day + order) % 3 === 0) {
    const playing = competitions.findIndex((c) => (c.days[wd] ?? 0) > 0);
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

/** A match as the day's draw made it, before any side's other matches are looked at. */
interface Drawn {
  bp: Blueprint;
  /** Seeds the order in which the competition's other kick-off times are tried when a side is busy. */
  altSeed: number;
}

/** The day's matches as drawn, in generation order (sports, then competitions, strongest first). */
const drawDay = (seed: number, day: number, scale: number): Drawn[] => {
  const out: Drawn[] = [];
  const round = roundStartOf(day);
  SPORT_PLANS.forEach((plan, order) => {
    const today = dayCounts(seed, plan, order, day, scale);
    const earlier = new Array<number>(today.length).fill(0);
    for (let d = round; d < day; d++) dayCounts(seed, plan, order, d, scale).forEach((n, i) => (earlier[i] = (earlier[i] ?? 0) + n));
    competitionsAt(plan, squadCopies(plan, scale)).forEach((competition, ci) => {
      const count = today[ci] ?? 0;
      const slotRng = new SeededRandom(mixSeed(seed, plan.sportId, ci, day, 7));
      for (let n = 0; n < count; n++) {
        const [hi, ai] = pairing(seed, plan, ci, round, (earlier[ci] ?? 0) + n, competition.sides);
        const ref = { sportId: plan.sportId, competition: ci, home: hi, away: ai, startsAt: istanbulTimeOn(day, slotRng.pick(competition.slots)) };
        out.push({ bp: blueprintOf(seed, ref), altSeed: mixSeed(seed, plan.sportId, ci, day, n, 0x51f) });
      }
    });
  });
  return out;
};

const spills = new Map<SportPlan, number>();
const spillOf = (plan: SportPlan): number => {
  let spill = spills.get(plan);
  if (spill === undefined) spills.set(plan, (spill = spillMs(plan)));
  return spill;
};

/**
 * Books the match's sides for its occupancy; a side of a sport that plays one match a day (ONE_MATCH_A_DAY) for the
 * whole Istanbul day it starts on too, so no second match of that side starts that day (nor one the day before that
 * would still run into it).
 */
const book = (calendar: SideCalendar, bp: Blueprint, startsAt: number): void => {
  const sides = [bp.home, bp.away];
  calendar.book(bp.plan.sportId, sides, startsAt, startsAt + occupancyMs(bp.model));
  if (!ONE_MATCH_A_DAY.has(bp.plan.sportId)) return;
  const dayStart = istanbulDayStart(startsAt);
  calendar.book(bp.plan.sportId, sides, dayStart, dayStart + DAY_MS);
};

/**
 * Where a drawn match goes: its drawn time if both sides are free then, otherwise the first of the competition's
 * other kick-off times (in a seeded order, none before `earliest`) at which they are; when no time suits them, a
 * busy side makes way for a free side of the competition (a player who is not yet on court takes the place of one
 * still playing), at the first time from `earliest` on that suits. Undefined when nothing does: the match is not
 * played.
 */
const placeOf = (seed: number, m: Drawn, day: number, calendar: SideCalendar, earliest: number): Blueprint | undefined => {
  const { bp } = m;
  const occupancy = occupancyMs(bp.model);
  const free = (side: number, at: number) => calendar.isFree(bp.plan.sportId, [bp.competition.sides[side] ?? ''], at, at + occupancy);
  const rng = new SeededRandom(m.altSeed);
  const times = [bp.startsAt];
  for (const slot of rng.shuffle(bp.competition.slots)) {
    const at = istanbulTimeOn(day, slot);
    if (at >= earliest && !times.includes(at)) times.push(at);
  }
  const { home, away } = bp.ref;
  for (const at of times) if (free(home, at) && free(away, at)) return at === bp.startsAt ? bp : blueprintOf(seed, { ...bp.ref, startsAt: at });
  const stand = rng.shuffle(bp.competition.sides.map((_s, i) => i));
  // The previous day's late matches made way only for the sides drawn before `earliest`: no stand-ins there.
  for (const at of times.filter((t) => t >= earliest)) {
    const taken = new Set<number>();
    const sideAt = (side: number): number | undefined => {
      if (free(side, at)) return side;
      const other = stand.find((i) => i !== home && i !== away && !taken.has(i) && free(i, at));
      if (other !== undefined) taken.add(other);
      return other;
    };
    const h = sideAt(home);
    const a = sideAt(away);
    if (h !== undefined && a !== undefined) return blueprintOf(seed, { ...bp.ref, home: h, away: a, startsAt: at });
  }
  return undefined;
};

/**
 * The matches of one Istanbul day, in start order: no side of a sport in two matches whose occupancy overlaps.
 * A day depends only on the seed, its own draw and the next day's: the next day's matches drawn before its spill
 * time (see spillMs) keep their time and this day's late matches make way for them; a match moved for a busy side
 * never goes before this day's spill time, so the previous day's late matches, which made way for this day's
 * drawn early ones, meet none of them.
 */
export const planDay = (seed: number, day: number, scale: number): Blueprint[] => {
  const calendar = new SideCalendar();
  const nextDay = istanbulTimeOn(day + 1, '00:00');
  for (const { bp } of drawDay(seed, day + 1, scale)) if (bp.startsAt < nextDay + spillOf(bp.plan)) book(calendar, bp, bp.startsAt);
  const dayStart = istanbulTimeOn(day, '00:00');
  const out: Blueprint[] = [];
  for (const m of drawDay(seed, day, scale)) {
    const bp = placeOf(seed, m, day, calendar, dayStart + spillOf(m.bp.plan));
    if (!bp) continue;
    book(calendar, bp, bp.startsAt);
    out.push(bp);
  }
  // Stable order: start time, then generation order (Array.prototype.sort is stable).
  return out.sort((a, b) => a.startsAt - b.startsAt);
};

/** Sports and their share of the matches already running when the feed starts: mostly football, basketball, tennis. */
const STARTED_MIX: readonly [number, number][] = [[1, 50], [2, 18], [5, 16], [20, 5], [137, 4], [3, 3], [4, 2], [153, 2]];

/**
 * Matches that kicked off before the feed started, so the live program is never empty; start times are set later,
 * up to a course before `now`. Their sides are free over [now - occupancy, now + occupancy): of the upcoming
 * program's matches (`upcoming`) and of one another.
 */
export const startedBlueprints = (seed: number, count: number, now: number, upcoming: readonly BlueprintRef[]): Blueprint[] => {
  const calendar = new SideCalendar();
  for (const ref of upcoming) book(calendar, blueprintOf(seed, ref), ref.startsAt);
  const rng = new SeededRandom(mixSeed(seed, 0x5a7));
  const out: Blueprint[] = [];
  for (let n = 0; n < count; n++) {
    const sportId = STARTED_MIX[rng.weighted(STARTED_MIX.map(([, w]) => w))]?.[0] ?? 1;
    const plan = SPORT_PLANS.find((p) => p.sportId === sportId) as SportPlan;
    const ci = rng.weighted(plan.competitions.map((c) => c.perWeek));
    const competition = plan.competitions[ci] as Competition;
    const occupancy = occupancyMs(competition.model ?? plan.model);
    // A side of a one-match-a-day sport must have no other match today (its upcoming ones book their whole day).
    const free = rng.shuffle(competition.sides.map((_s, i) => i))
      .filter((i) => calendar.isFree(sportId, [competition.sides[i] ?? ''], now - occupancy, now + occupancy));
    const [hi, ai] = free;
    if (hi === undefined || ai === undefined) continue;
    const bp = blueprintOf(seed, { sportId, competition: ci, home: hi, away: ai, startsAt: now });
    calendar.book(sportId, [bp.home, bp.away], now - occupancy, now + occupancy);
    out.push(bp);
  }
  return out;
};

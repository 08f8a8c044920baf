import { describe, expect, it } from 'vitest';
import { withBetDetailFields } from '@shared/rules/bet-detail-route';
import type { ProgramEvent } from '@shared/protocol/program';
import { istanbulDayNumber } from '@shared/time/istanbul';
import { createGeneratorFeed } from './generator-feed';
import { createMatchSim } from './match-factory';
import { ONE_MATCH_A_DAY, longestCourseMs, occupancyMs } from './match-duration';
import { planDay } from './program-generator';
import { SPORT_PLANS } from './sport-plans';
import { SeededRandom } from '@shared/random/seeded-random';

const NOW = Date.parse('2026-11-21T15:30:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long an event keeps its sides busy: its competition's model (outrights are not matches). */
const occupancyOf = (e: ProgramEvent): number => {
  const plan = SPORT_PLANS.find((p) => p.sportId === e.sportId)!;
  const competition = plan.competitions.find((c) => c.name === e.competition)!;
  return occupancyMs(competition.model ?? plan.model);
};

/** Every match a feed publishes while its clock moves through a week, hour by hour, the started ones included. */
const publishedWeek = (seed: number): ProgramEvent[] => {
  const clock = { t: NOW };
  const feed = createGeneratorFeed({ seed, now: () => clock.t });
  const seen = new Map<number, ProgramEvent>();
  for (const e of feed.reader.programEvents()) if (e.sportId > 0) seen.set(e.code, e);
  feed.onChange((changes) => {
    for (const c of changes) if (c.kind === 'event' && c.event.sportId > 0 && !seen.has(c.event.code)) seen.set(c.event.code, c.event);
  });
  for (let h = 0; h < 7 * 24; h++) {
    clock.t += HOUR;
    feed.tick();
  }
  return [...seen.values()];
};

/** Pairs of matches sharing a side of the same sport whose [start, start + occupancy) overlap. */
const clashes = (events: readonly ProgramEvent[]): string[] => {
  const bySide = new Map<string, ProgramEvent[]>();
  for (const e of events) {
    for (const side of [e.home, e.away]) {
      const key = `${e.sportId} ${side}`;
      bySide.set(key, [...(bySide.get(key) ?? []), e]);
    }
  }
  const out: string[] = [];
  for (const [side, list] of bySide) {
    list.sort((a, b) => a.startsAt - b.startsAt);
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1]!, list[i]!];
      if (b.startsAt < a.startsAt + occupancyOf(a)) out.push(`${side}: ${a.name} ${new Date(a.startsAt).toISOString()} / ${b.name} ${new Date(b.startsAt).toISOString()}`);
    }
  }
  return out;
};

/** Sides of a one-match-a-day sport with two matches starting on one Istanbul day. */
const sameDayDoubles = (events: readonly ProgramEvent[]): string[] => {
  const byDay = new Map<string, ProgramEvent[]>();
  for (const e of events) {
    if (!ONE_MATCH_A_DAY.has(e.sportId)) continue;
    for (const side of [e.home, e.away]) {
      const key = `${e.sportId} ${side} ${istanbulDayNumber(e.startsAt)}`;
      byDay.set(key, [...(byDay.get(key) ?? []), e]);
    }
  }
  return [...byDay].filter(([, list]) => list.length > 1).map(([key, list]) => `${key}: ${list.map((e) => e.name).join(' / ')}`);
};

let week: ProgramEvent[] | null = null;
/** The week of seed 20240601, made once for the tests that read it. */
const weekOfPrograms = (): ProgramEvent[] => (week ??= publishedWeek(20240601));

describe('program schedule', () => {
  it('no team or player plays two matches of its sport at once over a week of the program, for every sport', () => {
    const events = weekOfPrograms();
    expect(new Set(events.map((e) => e.sportId))).toEqual(new Set(SPORT_PLANS.map((p) => p.sportId)));
    // The initial program and a week of the clock: about two weeks of matches, some already running at the start.
    expect(events.length).toBeGreaterThan(1800);
    expect(events.some((e) => e.startsAt < NOW)).toBe(true);
    expect(Math.max(...events.map((e) => e.startsAt))).toBeGreaterThan(NOW + 13 * DAY);
    expect(clashes(events)).toEqual([]);
  }, 60_000);

  it('no club, national team or tennis player plays twice on one day over that week, the started matches included', () => {
    const events = weekOfPrograms();
    expect([1, 2, 5].every((id) => ONE_MATCH_A_DAY.has(id))).toBe(true);
    expect(events.filter((e) => ONE_MATCH_A_DAY.has(e.sportId)).length).toBeGreaterThan(1000);
    expect(sameDayDoubles(events)).toEqual([]);
  }, 60_000);

  it('finds a side with two matches on one day', () => {
    const match = (name: string, startsAt: number): ProgramEvent => withBetDetailFields({
      code: startsAt, nevId: startsAt, bid: '1', sportId: 1, competition: 'La Liga 2', name, home: 'Leganes', away: name.split(' - ')[1]!, startsAt,
      live: false, bettableInPlay: true, status: 1, minute: null, score: null, providerId: 2, mbs: 2, marketCount: 1, marketIds: [],
      hasOfficialResult: false,
    });
    const morning = Date.parse('2026-11-21T06:00:00Z');
    expect(sameDayDoubles([match('Leganes - Eibar', morning), match('Leganes - Huesca', morning + 11 * HOUR)])).toHaveLength(1);
    expect(sameDayDoubles([match('Leganes - Eibar', morning), match('Leganes - Huesca', morning + DAY)])).toEqual([]);
  });

  it('finds two matches of a side that overlap', () => {
    const match = (name: string, startsAt: number, home: string, away: string): ProgramEvent => withBetDetailFields({
      code: startsAt, nevId: startsAt, bid: '1', sportId: 5, competition: 'ATP Finalleri - Torino', name, home, away, startsAt, live: false,
      bettableInPlay: true, status: 1, minute: null, score: null, providerId: 2, mbs: 2, marketCount: 1, marketIds: [], hasOfficialResult: false,
    });
    const first = match('Jannik Sinner - Carlos Alcaraz', NOW, 'Jannik Sinner', 'Carlos Alcaraz');
    expect(clashes([first, match('Taylor Fritz - Jannik Sinner', NOW + 2 * HOUR, 'Taylor Fritz', 'Jannik Sinner')])).toHaveLength(1);
    expect(clashes([first, match('Taylor Fritz - Jannik Sinner', NOW + 4 * HOUR, 'Taylor Fritz', 'Jannik Sinner')])).toEqual([]);
  });

  it('a match keeps its sides busy at least as long as its model can play', () => {
    for (const plan of SPORT_PLANS) {
      for (const competition of plan.competitions) {
        const model = competition.model ?? plan.model;
        for (let seed = 1; seed <= 40; seed++) {
          const sim = createMatchSim(model, (seed % 3) / 2, (seed % 5) / 4, plan.liveShare, new SeededRandom(seed));
          expect(sim.durationMs, `${plan.sportId} ${competition.name}`).toBeLessThanOrEqual(longestCourseMs(model));
        }
        expect(occupancyMs(model)).toBeGreaterThan(longestCourseMs(model));
      }
    }
    // Football about two hours with half time and the margin, basketball more, tennis up to about three and a half.
    const occupancyHours = (sportId: number) => occupancyMs(SPORT_PLANS.find((p) => p.sportId === sportId)!.model) / HOUR;
    expect(occupancyHours(1)).toBeCloseTo(2.3, 1);
    expect(occupancyHours(2)).toBeCloseTo(2.5, 1);
    expect(occupancyHours(5)).toBeGreaterThan(3);
  });

  it('is the same program for the same seed: two feeds moving alike, and each day planned alike on its own', () => {
    const run = (seed: number) => {
      const clock = { t: NOW };
      const feed = createGeneratorFeed({ seed, scale: 0.5, now: () => clock.t });
      for (let h = 0; h < 48; h += 2) {
        clock.t += 2 * HOUR;
        feed.tick();
      }
      return feed.reader.programEvents().map((e) => `${e.code} ${e.nevId} ${e.startsAt} ${e.name} ${e.status}`);
    };
    const first = run(20240601);
    expect(first.length).toBeGreaterThan(500);
    expect(run(20240601)).toEqual(first);
    expect(run(20240602)).not.toEqual(first);
    const day = istanbulDayNumber(NOW) + 9;
    const plan = (d: number) => planDay(20240601, d, 1).map((bp) => `${bp.startsAt} ${bp.plan.sportId} ${bp.home} - ${bp.away}`);
    const alone = plan(day);
    for (let d = day - 3; d <= day + 3; d++) plan(d);
    expect(plan(day)).toEqual(alone);
  }, 30_000);
});

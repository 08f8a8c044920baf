import { describe, expect, it } from 'vitest';
import type { LiveState } from '@shared/protocol/program';
import { createGeneratorFeed } from './generator-feed';
import { liveStateMoved } from './live-match';
import type { MatchSim } from './market-spec';
import { createMatchSim } from './match-factory';
import { SPORT_PLANS } from './sport-plans';
import { SeededRandom } from '@shared/random/seeded-random';

const SEC = 1000;

/** A match of the sport's (first competition's) model between two sides of equal strength. */
const simOf = (sportId: number, seed: number, competition = 0): MatchSim => {
  const plan = SPORT_PLANS.find((p) => p.sportId === sportId)!;
  return createMatchSim(plan.competitions[competition]?.model ?? plan.model, 0.5, 0.5, plan.liveShare, new SeededRandom(seed));
};

/** The live states of a whole match, every `stepMs` of wall time, the last one at its end. */
const course = (sim: MatchSim, stepMs: number): LiveState[] => {
  const out: LiveState[] = [];
  for (let t = 0; t < sim.durationMs + stepMs; t += stepMs) {
    sim.advance(Math.min(t, sim.durationMs));
    out.push(sim.liveState()!);
  }
  return out;
};

const isTennisSet = ([h, a]: [number, number]): boolean => {
  const [w, l] = h > a ? [h, a] : [a, h];
  return (w === 6 && l <= 4) || (w === 7 && (l === 5 || l === 6));
};
const wonRace = ([h, a]: [number, number], target: number): boolean => Math.max(h, a) >= target && Math.abs(h - a) >= 2 && (Math.max(h, a) === target || Math.abs(h - a) === 2);

describe('live state of the match models', () => {
  it('football: the minute running up in two halves, half time shown as a stopped clock at 45', () => {
    const states = course(simOf(1, 3), 30 * SEC);
    const clocks = states.map((s) => (s.kind === 'clock' ? s : null));
    expect(clocks.every((s) => s !== null && s.periods === 2)).toBe(true);
    const halfTime = clocks.filter((s) => s && !s.running && s.period === 1);
    expect(halfTime.length).toBeGreaterThan(20);
    for (const s of halfTime) expect(s!.minute).toBe(45);
    const minutes = clocks.filter((s) => s?.running).map((s) => s!.minute);
    expect(minutes[0]).toBe(1);
    expect(Math.max(...minutes)).toBe(90);
    for (let i = 1; i < minutes.length; i++) expect(minutes[i]!).toBeGreaterThanOrEqual(minutes[i - 1]!);
    expect(states.at(-1)).toEqual({ kind: 'clock', period: 2, periods: 2, minute: 90, running: false });
  });

  it('basketball: four quarters, each with a clock running down from 10:00, stopped in the breaks', () => {
    const sim = simOf(2, 4);
    expect(sim.minute()).toBeNull();
    const states = course(sim, 5 * SEC).map((s) => (s.kind === 'quarters' ? s : null));
    expect(states.every((s) => s !== null && s.periods === 4)).toBe(true);
    expect(states[0]).toEqual({ kind: 'quarters', period: 1, periods: 4, clockSeconds: 600, running: true });
    expect(new Set(states.map((s) => s!.period))).toEqual(new Set([1, 2, 3, 4]));
    for (let i = 1; i < states.length; i++) {
      const [before, now] = [states[i - 1]!, states[i]!];
      if (now.running && before.running && now.period === before.period) expect(now.clockSeconds).toBeLessThan(before.clockSeconds);
      if (!now.running) expect(now.clockSeconds).toBe(0);
      expect(now.period).toBeGreaterThanOrEqual(before.period);
    }
    expect(states.some((s) => !s!.running && s!.period === 2)).toBe(true);
    expect(sim.minute()).toBeNull();
  });

  it('tennis: games per set, the game points 0/15/30/40/AD, and a server changing every game', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const sim = simOf(5, seed);
      expect(sim.minute()).toBeNull();
      const states = course(sim, 5 * SEC);
      let servers = 0;
      for (let i = 0; i < states.length; i++) {
        const s = states[i]!;
        if (s.kind !== 'sets') throw new Error(`tennis state ${s.kind}`);
        // Every set before the one in play is a finished tennis set.
        for (const set of s.sets.slice(0, -1)) expect(isTennisSet(set), JSON.stringify(s)).toBe(true);
        if (i === states.length - 1) break;
        expect(s.points, JSON.stringify(s)).toBeDefined();
        const [h, a] = s.points!;
        const tiebreak = s.sets.at(-1)![0] === 6 && s.sets.at(-1)![1] === 6;
        if (!tiebreak) {
          for (const p of s.points!) expect(['0', '15', '30', '40', 'AD']).toContain(p);
          expect(h === 'AD' && a === 'AD').toBe(false);
          if (h === 'AD' || a === 'AD') expect([h, a]).toContain('40');
        }
        expect([0, 1]).toContain(s.server);
        const before = states[i - 1];
        // A new game in the same set (games moved by one, no tie-break): the other player serves.
        if (before?.kind === 'sets' && before.sets.length === s.sets.length && !tiebreak) {
          const games = (x: [number, number]) => x[0] + x[1];
          if (games(s.sets.at(-1)!) === games(before.sets.at(-1)!) + 1) {
            expect(s.server).not.toBe(before.server);
            servers++;
          }
        }
      }
      expect(servers).toBeGreaterThan(8);
      // At the end: the finished sets, won as the score says, with no game in play.
      const last = states.at(-1)!;
      expect(last.kind === 'sets' && last.points).toBeFalsy();
      if (last.kind !== 'sets') continue;
      for (const set of last.sets) expect(isTennisSet(set)).toBe(true);
      const won = last.sets.filter(([x, y]) => x > y).length;
      expect([won, last.sets.length - won]).toEqual(sim.score());
    }
  });

  it('volleyball and table tennis: per-set points, sets to 25 (15 in the fifth) and to 11, won by two', () => {
    for (const [sportId, target, last] of [[3, 25, 15], [20, 11, 11]] as const) {
      for (const seed of [7, 8, 9]) {
        const sim = simOf(sportId, seed);
        expect(sim.minute()).toBeNull();
        const states = course(sim, 10 * SEC);
        const end = states.at(-1)!;
        if (end.kind !== 'sets') throw new Error('not a set state');
        expect(end.points).toBeUndefined();
        end.sets.forEach((set, i) => expect(wonRace(set, i === 4 ? last : target), JSON.stringify(end.sets)).toBe(true));
        const won = end.sets.filter(([x, y]) => x > y).length;
        expect([won, end.sets.length - won]).toEqual(sim.score());
        // Points of the set in play only grow.
        const mid = states.filter((s) => s.kind === 'sets' && s.sets.length === 1).map((s) => (s.kind === 'sets' ? s.sets[0]![0] + s.sets[0]![1] : 0));
        for (let i = 1; i < mid.length; i++) expect(mid[i]!).toBeGreaterThanOrEqual(mid[i - 1]!);
      }
    }
  });

  it('e-sports: the map in play, with the round score in CS-GO', () => {
    const cs = course(simOf(109, 11), 10 * SEC);
    expect(cs.every((s) => s.kind === 'maps' && s.unit === 'Harita' && s.rounds !== undefined)).toBe(true);
    const maps = cs.map((s) => (s.kind === 'maps' ? s.map : 0));
    expect(maps[0]).toBe(1);
    expect(Math.max(...maps)).toBeGreaterThanOrEqual(2);
    for (const s of cs) if (s.kind === 'maps') expect(Math.max(...s.rounds!)).toBeLessThanOrEqual(22);
    const lol = course(simOf(110, 12), 30 * SEC);
    expect(lol.every((s) => s.kind === 'maps' && s.unit === 'Harita' && s.rounds === undefined)).toBe(true);
    expect(course(simOf(19, 13), 60 * SEC).every((s) => s.kind === 'maps' && s.unit === 'Frame')).toBe(true);
  });

  it('a quarter clock is published every few seconds it moves, anything else at once', () => {
    const q = (clockSeconds: number, running = true): LiveState => ({ kind: 'quarters', period: 2, periods: 4, clockSeconds, running });
    expect(liveStateMoved(q(300), q(299))).toBe(false);
    expect(liveStateMoved(q(300), q(297))).toBe(true);
    expect(liveStateMoved(q(2), q(0))).toBe(true);
    expect(liveStateMoved(q(0), q(0, false))).toBe(true);
    expect(liveStateMoved(undefined, null)).toBe(false);
    expect(liveStateMoved({ kind: 'sets', sets: [[1, 0]] }, { kind: 'sets', sets: [[1, 1]] })).toBe(true);
  });
});

describe('live state in the program', () => {
  it('every live match carries its sport\'s state; only the clock sports have a minute', () => {
    const clock = { t: Date.parse('2026-11-21T17:30:00Z') };
    const feed = createGeneratorFeed({ seed: 31, scale: 0.5, now: () => clock.t });
    const kinds = new Map<number, Set<string>>();
    for (let i = 0; i < 10; i++) {
      for (const e of feed.reader.liveProgram().events) {
        const state = e.liveState;
        expect(state, e.name).toBeTruthy();
        kinds.set(e.sportId, (kinds.get(e.sportId) ?? new Set()).add(state!.kind));
        if (state!.kind === 'clock') expect(e.minute).toBe(state!.minute);
        else expect(e.minute, `${e.sportId} ${e.name}`).toBeNull();
      }
      clock.t += 5 * 60_000;
      feed.tick();
    }
    const expected: Record<number, string> = { 1: 'clock', 137: 'clock', 4: 'clock', 6: 'clock', 2: 'quarters', 153: 'quarters', 16: 'quarters', 5: 'sets', 3: 'sets', 20: 'sets', 109: 'maps', 110: 'maps', 19: 'maps' };
    for (const [sportId, seen] of kinds) if (expected[sportId]) expect([...seen], `sport ${sportId}`).toEqual([expected[sportId]]);
    for (const sportId of [1, 2, 5]) expect(kinds.has(sportId), `sport ${sportId} live`).toBe(true);
  }, 30_000);
});

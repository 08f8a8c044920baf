import { describe, expect, it } from 'vitest';
import { istanbulDayNumber } from '@shared/time/istanbul';
import { occupancyMs } from './match-duration';
import { planDay, type Blueprint } from './program-generator';
import { SPORT_PLANS } from './sport-plans';
import { SQUAD_SCALE, competitionOf, squadCopies } from './squads';

const FIRST_DAY = istanbulDayNumber(Date.parse('2026-11-21T12:00:00Z'));
const football = SPORT_PLANS.find((p) => p.sportId === 1)!;
const week = (scale: number): Blueprint[] =>
  Array.from({ length: 7 }, (_v, d) => planDay(5, FIRST_DAY + d, scale)).flat().filter((bp) => bp.plan.sportId === 1);

describe('youth and reserve squads', () => {
  it('leave the program as it is up to SQUAD_SCALE', () => {
    expect(squadCopies(football, SQUAD_SCALE)).toBe(1);
    const own = new Set(football.competitions.map((c) => c.name));
    expect(week(SQUAD_SCALE).every((bp) => own.has(bp.competition.name))).toBe(true);
  });

  it('name a copy of a competition and its sides by the squad, and nothing past the last squad', () => {
    const n = football.competitions.length;
    const u21 = competitionOf(football, n)!;
    expect(u21.name).toBe(`${football.competitions[0]!.name} U21`);
    expect(u21.sides[0]).toBe(`${football.competitions[0]!.sides[0]} U21`);
    expect(competitionOf(football, n)).toBe(u21);
    expect(competitionOf(football, n * (1 + football.squads!.length))).toBeUndefined();
  });

  it('carry a larger scale with more matches and still no side in two matches at once', () => {
    const big = week(16);
    expect(big.length).toBeGreaterThan(3 * week(SQUAD_SCALE).length);
    expect(big.some((bp) => bp.competition.name.endsWith(' U19'))).toBe(true);
    const bySide = new Map<string, Blueprint[]>();
    for (const bp of big) for (const side of [bp.home, bp.away]) bySide.set(side, [...(bySide.get(side) ?? []), bp]);
    const clashes: string[] = [];
    for (const [side, list] of bySide) {
      const sorted = list.sort((a, b) => a.startsAt - b.startsAt);
      for (let i = 1; i < sorted.length; i++) {
        const prev = sorted[i - 1]!;
        if (sorted[i]!.startsAt < prev.startsAt + occupancyMs(prev.model)) clashes.push(`${side} ${prev.startsAt}`);
      }
    }
    expect(clashes).toEqual([]);
  });
});

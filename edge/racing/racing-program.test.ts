/**
 * The racing generator and its pure rules: the same seed and day give the same program (and another seed another),
 * the program's shape (3-5 meetings, 6-9 races, 6-16 horses, odds in range), odds that move only in the open window
 * and freeze at the start, results without withdrawn horses, and the payout rule with a deduction.
 */
import { describe, expect, it } from 'vitest';
import { RACING_RULES } from '@shared/protocol/racing-api';
import { deductionFor, finishingOrder, ganyanPayout, oddAt } from './racing-odds';
import { planRacingDay } from './racing-program';

const DAY = 20_600;

describe('planRacingDay', () => {
  it('is deterministic from the seed and the day', () => {
    expect(planRacingDay(1, DAY)).toEqual(planRacingDay(1, DAY));
    expect(planRacingDay(2, DAY)).not.toEqual(planRacingDay(1, DAY));
    expect(planRacingDay(1, DAY + 1)).not.toEqual(planRacingDay(1, DAY));
  });

  it('plans 3-5 meetings of 6-9 races with 6-16 horses, each with every field', () => {
    for (let day = DAY; day < DAY + 20; day++) {
      const races = planRacingDay(7, day);
      const meetings = new Set(races.map((r) => r.hippodromeId));
      expect(meetings.size).toBeGreaterThanOrEqual(3);
      expect(meetings.size).toBeLessThanOrEqual(5);
      for (const h of meetings) {
        const n = races.filter((r) => r.hippodromeId === h).length;
        expect(n).toBeGreaterThanOrEqual(6);
        expect(n).toBeLessThanOrEqual(9);
      }
      for (const r of races) {
        expect(r.runners.length).toBeGreaterThanOrEqual(6);
        expect(r.runners.length).toBeLessThanOrEqual(16);
        expect(new Set(r.runners.map((h) => h.name)).size).toBe(r.runners.length);
        expect(r.runners.filter((h) => h.withdrawnAt !== null).length).toBeLessThanOrEqual(1);
        for (const h of r.runners) {
          expect(h.baseOdd).toBeGreaterThanOrEqual(105);
          expect(h.baseOdd % 5).toBe(0);
          if (h.withdrawnAt !== null) expect(h.withdrawnAt).toBeLessThan(r.startsAt);
          expect(h.lastResults === null).toBe(!r.statisticsAvailable);
        }
      }
    }
  });
});

describe('odds, results and payout', () => {
  const race = { oddsSeed: 12345, startsAt: 1_800_000_000_000 };
  const opensAt = race.startsAt - RACING_RULES.openBeforeStartMs;

  it('moves odds only while the race is open and freezes them at the start', () => {
    expect(oddAt(race, 1, 450, opensAt - 1)).toBe(450);
    const seen = new Set<number>();
    for (let t = opensAt; t < race.startsAt; t += RACING_RULES.oddsStepMs) seen.add(oddAt(race, 1, 450, t));
    expect(seen.size).toBeGreaterThan(1);
    expect(oddAt(race, 1, 450, race.startsAt + 60_000)).toBe(oddAt(race, 1, 450, race.startsAt - 1));
  });

  it('leaves withdrawn horses out of the finishing order', () => {
    const order = finishingOrder(race, [{ no: 1, baseOdd: 200, withdrawn: false }, { no: 2, baseOdd: 300, withdrawn: true }, { no: 3, baseOdd: 500, withdrawn: false }]);
    expect([...order].sort()).toEqual([1, 3]);
  });

  it('takes the deduction from the winnings only, rounding down to the kuruş', () => {
    expect(ganyanPayout(1_000, 550, 0)).toBe(5_500);
    expect(ganyanPayout(1_000, 550, 25)).toBe(1_000 + 3_375);
    expect(ganyanPayout(1_333, 333, 10)).toBe(1_333 + Math.floor((4_438 - 1_333) * 0.9));
    expect(deductionFor([{ minOdd: 100, maxOdd: 200, percent: 45 }], 200)).toBe(45);
    expect(deductionFor([{ minOdd: 100, maxOdd: 200, percent: 45 }], 201)).toBe(0);
  });
});

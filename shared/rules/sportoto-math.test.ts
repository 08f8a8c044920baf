import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STOTO_PICKS, type StotoPick } from '../constants/sportoto';
import { correctDistribution, normalPicks, splitPrizes, stotoColumns, validPicks } from './sportoto-math';

const matchPicks = fc.subarray([...STOTO_PICKS], { minLength: 1 }).chain((a) => fc.shuffledSubarray(a, { minLength: a.length })).map((a) => a.join(''));
const coupon = fc.array(matchPicks, { minLength: 15, maxLength: 15 });
const results = fc.array(fc.constantFrom<StotoPick>(...STOTO_PICKS), { minLength: 15, maxLength: 15 });

/** Every column, enumerated: its number of correct results. */
const enumerate = (picks: string[], res: StotoPick[]): number[] =>
  picks.reduce<number[]>((cols, p, i) => cols.flatMap((k) => [...p].map((x) => k + (x === res[i] ? 1 : 0))), [0]);

describe('sportoto maths', () => {
  it('columns and the correct-count distribution agree with enumerating every column', () => {
    fc.assert(fc.property(coupon.filter((c) => c.reduce((n, p) => n * p.length, 1) <= 3000), results, (c, r) => {
      expect(validPicks(c)).toBe(true);
      const cols = enumerate(c, r);
      expect(stotoColumns(c)).toBe(cols.length);
      const dist = correctDistribution(c, r);
      for (let k = 0; k <= 15; k++) expect(dist[k] ?? 0).toBe(cols.filter((n) => n === k).length);
      expect(normalPicks(c).every((p, i) => [...p].sort().join('') === [...c[i]!].sort().join(''))).toBe(true);
    }));
  });

  it('the split never pays more than the fund and carries the rest', () => {
    fc.assert(fc.property(fc.nat(10 ** 9), fc.nat(10 ** 7), fc.array(fc.nat(10_000), { minLength: 4, maxLength: 4 }), (stakes, carry, u) => {
      const s = splitPrizes(stakes, carry, (k) => u[15 - k]!);
      const paid = s.tiers.reduce((a, t) => a + t.perUnitKurus * t.units, 0);
      expect(s.fundKurus).toBe(Math.floor(stakes / 2) + carry);
      expect(paid + s.carryOutKurus).toBe(s.fundKurus);
      expect(s.carryOutKurus).toBeGreaterThanOrEqual(0);
    }));
  });

  it('refuses repeated or unknown picks and a wrong match count', () => {
    expect(validPicks(Array(15).fill('11'))).toBe(false);
    expect(validPicks(Array(15).fill('3'))).toBe(false);
    expect(validPicks(Array(14).fill('1'))).toBe(false);
    expect(validPicks(Array(15).fill(''))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_ODD, MIN_ODD, bookSum, halfLine, lineLabel, normalCdf, poissonPmf, priceMarket, scoreGrid } from './odds-math';
import { SeededRandom, mixSeed } from '@shared/random/seeded-random';

describe('pricing', () => {
  it('applies the margin proportionally', () => {
    const odds = priceMarket([0.5, 0.3, 0.2], 1.08);
    expect(odds).toEqual([185, 308, 462]);
    expect(bookSum(odds)).toBeGreaterThanOrEqual(1.08);
    expect(bookSum(odds)).toBeLessThan(1.085);
  });

  it('keeps the 1.01 floor and still takes the margin from the others', () => {
    const odds = priceMarket([0.985, 0.015], 1.07);
    expect(odds[0]).toBe(MIN_ODD);
    expect(bookSum(odds)).toBeGreaterThan(1.06);
    expect(bookSum(odds)).toBeLessThan(1.08);
  });

  it('caps long shots and prices overlapping outcomes one by one', () => {
    expect(priceMarket([0.5, 0.49999, 0.00001], 1.05)[2]).toBe(MAX_ODD);
    expect(priceMarket([0.8, 0.7, 0.5], 1.05, true)).toEqual([119, 136, 190]);
  });
});

describe('distributions', () => {
  it('poisson and score grids add up to one', () => {
    expect(poissonPmf(1.4, 25).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    const grid = scoreGrid(2.1, 0.9, 1, 0);
    expect(grid.reduce((s, c) => s + c.p, 0)).toBeCloseTo(1, 9);
    expect(Math.min(...grid.map((c) => c.h))).toBe(1);
  });

  it('normal CDF', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalCdf(-1)).toBeCloseTo(0.1587, 3);
  });

  it('lines read the Turkish way', () => {
    expect(lineLabel(2.5)).toBe('2,5');
    expect(halfLine(163.2, 0.5, 400)).toBe(163.5);
    expect(halfLine(1.2, 2.5, 4.5)).toBe(2.5);
  });
});

describe('seeded random', () => {
  it('repeats for a seed and differs across seeds', () => {
    const a = new SeededRandom(42);
    const b = new SeededRandom(42);
    const c = new SeededRandom(43);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
    expect(mixSeed(1, 2)).not.toBe(mixSeed(2, 1));
  });

  it('draws in range with the right means', () => {
    const r = new SeededRandom(7);
    let sum = 0;
    let big = 0;
    for (let i = 0; i < 20_000; i++) {
      const v = r.int(3, 5);
      expect(v >= 3 && v <= 5).toBe(true);
      sum += r.poisson(1.5);
      big += r.poisson(80);
    }
    expect(sum / 20_000).toBeCloseTo(1.5, 1);
    expect(big / 20_000).toBeGreaterThan(79.5);
    expect(big / 20_000).toBeLessThan(80.5);
  });
});

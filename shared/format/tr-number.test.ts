import { describe, expect, it } from 'vitest';
import { formatDecimalTr, formatHundredthsTr, formatIntegerTr } from './tr-number';
import { formatCount, formatMoney, formatOdd } from './tr';

const intl = (x: number, min: number, max: number) => new Intl.NumberFormat('tr-TR', { minimumFractionDigits: min, maximumFractionDigits: max }).format(x);

/** A small deterministic generator (mulberry32), so a failure names its value and comes back. */
const rng = (seed: number) => () => {
  let t = (seed += 0x6d2b79f5);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

describe('tr-TR decimals without Intl', () => {
  const shapes: [number, number][] = [[2, 2], [0, 0], [1, 1], [0, 1], [0, 2]];

  it('writes what Intl.NumberFormat("tr-TR") writes, for odds, amounts, counts and the edge cases', () => {
    const fixed = [
      0, -0, 1, 1.5, 1.005, 2.675, 0.125, 0.995, 9.995, 99.995, 999.995, 999_999.995, 1000, 1234.5, 12_345_678.9,
      -1234.567, -0.001, -0.004, 0.5, 1.5, 2.5, -2.5, 1e20, 123_456_789_012_345_680_000, 1e21, 1e-7, 5e-324,
      Number.MAX_SAFE_INTEGER, NaN, Infinity, -Infinity, 0.1 + 0.2,
    ];
    for (const [min, max] of shapes) for (const x of fixed) expect(formatDecimalTr(x, min, max), `${x} ${min}-${max}`).toBe(intl(x, min, max));
  });

  it('agrees with Intl on 20,000 random odds, amounts and fractions', () => {
    const r = rng(7);
    for (let i = 0; i < 20_000; i += 1) {
      const kind = i % 4;
      const x =
        kind === 0 ? Math.round(100 + r() * 50_000) / 100 // an odd
          : kind === 1 ? Math.round((r() - 0.3) * 1e9) / 100 // an amount in kuruş, some negative
            : kind === 2 ? (r() - 0.5) * 10 ** Math.floor(r() * 12) // any scale
              : Math.floor(r() * 1e7) + Math.floor(r() * 1000) / 1000 + 0.0005; // half-way cases
      const [min, max] = shapes[i % shapes.length]!;
      expect(formatDecimalTr(x, min, max), `${x} ${min}-${max}`).toBe(intl(x, min, max));
    }
  });

  it('writes whole hundredths (odds, amounts in kuruş) as Intl does, and the rest through the general path', () => {
    const r = rng(11);
    const values = [0, -0, 1, 5, 10, 99, 100, 101, 185, 1000, 123_456, -5, -100, -123_456, 100_000_000_000, 1.5, -0.5, 12.345, NaN];
    for (let i = 0; i < 10_000; i += 1) values.push(Math.round((r() - 0.2) * 10 ** (1 + Math.floor(r() * 11))));
    for (const h of values) {
      expect(formatHundredthsTr(h), String(h)).toBe(intl(h / 100, 2, 2));
      expect(formatOdd(h)).toBe(intl(h / 100, 2, 2));
      expect(formatMoney(h)).toBe(`${intl(h / 100, 2, 2)} TL`);
      expect(formatIntegerTr(h), String(h)).toBe(intl(h, 0, 0));
      expect(formatCount(h)).toBe(intl(h, 0, 0));
    }
  });
});

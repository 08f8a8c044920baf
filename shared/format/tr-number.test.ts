import { describe, expect, it } from 'vitest';
import { SeededRandom } from '../random/seeded-random';
import { formatHundredthsTr, formatIntegerTr } from './tr-number';
import { formatCount, formatMoney, formatOdd } from './tr';

// One formatter per digit setting: making one per call (50,000 calls) took the test past its 5 s limit on a busy machine.
const formatters = new Map<string, Intl.NumberFormat>();
const intl = (x: number, min: number, max: number) => {
  const key = `${min}-${max}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: min, maximumFractionDigits: max })));
  return f.format(x);
};

describe('tr-TR numbers without Intl', () => {
  it('writes whole hundredths (odds, amounts in kuruş) as Intl does, and whole numbers, down to their edge cases', () => {
    const rng = new SeededRandom(11);
    const r = () => rng.next();
    const values = [0, -0, 1, 5, 10, 99, 100, 101, 185, 1000, 123_456, -5, -100, -123_456, 100_000_000_000, Number.MAX_SAFE_INTEGER, 2 ** 60, 1e21, 1.5, -0.5, 12.345, 0.125, NaN, Infinity, -Infinity];
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

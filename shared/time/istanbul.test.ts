import { describe, expect, it } from 'vitest';
import { istanbulHhmm, istanbulOffsetMinutes } from './istanbul';

describe('Istanbul wall clock', () => {
  it('computes the offset from the zone database (+03:00 since 2016, +02:00/+03:00 before)', () => {
    expect(istanbulOffsetMinutes(Date.UTC(2025, 0, 15, 12))).toBe(180);
    expect(istanbulOffsetMinutes(Date.UTC(2025, 6, 15, 12))).toBe(180);
    expect(istanbulOffsetMinutes(Date.UTC(2015, 0, 15, 12))).toBe(120);
    expect(istanbulOffsetMinutes(Date.UTC(2015, 6, 15, 12))).toBe(180);
  });

  it('gives HH:MM in Istanbul, across midnight', () => {
    expect(istanbulHhmm(Date.UTC(2025, 0, 15, 20, 58))).toBe('23:58');
    expect(istanbulHhmm(Date.UTC(2025, 0, 15, 21, 5))).toBe('00:05');
    expect(istanbulHhmm(Date.UTC(2025, 0, 15, 21, 10))).toBe('00:10');
  });
});

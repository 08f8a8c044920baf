import { describe, expect, it } from 'vitest';
import { istanbulMonthStart, istanbulPeriodStart, istanbulWeekStart } from './istanbul-periods';

// Istanbul is UTC+3 all year: 00:00 there is 21:00 UTC the evening before.
describe('Istanbul period starts', () => {
  const wed = Date.parse('2026-11-25T10:00:00Z'); // Wednesday 13:00 in Istanbul
  it('day, week (Monday) and month start at Istanbul midnight', () => {
    expect(new Date(istanbulPeriodStart('day', wed)).toISOString()).toBe('2026-11-24T21:00:00.000Z');
    expect(new Date(istanbulWeekStart(wed)).toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(new Date(istanbulMonthStart(wed)).toISOString()).toBe('2026-10-31T21:00:00.000Z');
  });
  it('uses the Istanbul date, not the UTC one, near midnight', () => {
    const lateSunUtc = Date.parse('2026-11-29T22:30:00Z'); // Monday 01:30 in Istanbul
    expect(new Date(istanbulWeekStart(lateSunUtc)).toISOString()).toBe('2026-11-29T21:00:00.000Z');
    const lastOfMonthUtc = Date.parse('2026-11-30T21:30:00Z'); // 1 December 00:30 in Istanbul
    expect(new Date(istanbulMonthStart(lastOfMonthUtc)).toISOString()).toBe('2026-11-30T21:00:00.000Z');
  });
  it('a Monday starts its own week', () => {
    const mon = Date.parse('2026-11-23T05:00:00Z');
    expect(new Date(istanbulWeekStart(mon)).toISOString()).toBe('2026-11-22T21:00:00.000Z');
  });
});

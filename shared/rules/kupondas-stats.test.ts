import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIstanbulDateTime, formatIstanbulWeekday } from '../time/istanbul';
import { istanbulMonthStart, istanbulWeekStart, periodStart } from './kupondas-periods';
import { hitRatePerMille, nicknameInitials, yieldPerMille } from './kupondas-stats';

describe('hit rate', () => {
  it('is null before a settled share, won/settled per mille after', () => {
    expect(hitRatePerMille(0, 0)).toBeNull();
    expect(hitRatePerMille(1, 3)).toBe(333);
    expect(hitRatePerMille(2, 3)).toBe(667);
    expect(hitRatePerMille(5, 5)).toBe(1000);
  });
  it('stays within 0..1000 and matches the rounded ratio (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100_000 }), fc.nat(), (settled, w) => {
      const won = w % (settled + 1);
      const r = hitRatePerMille(won, settled)!;
      expect(r).toBeGreaterThanOrEqual(0);
      expect(r).toBeLessThanOrEqual(1000);
      expect(Math.abs(r - (won * 1000) / settled)).toBeLessThanOrEqual(0.5);
    }));
  });
});

describe('yield', () => {
  it('is +100 % for all won at 2,00, −100 % for all lost, 0 for half won at 2,00', () => {
    expect(yieldPerMille(0, 0)).toBeNull();
    expect(yieldPerMille(4, 4 * 200)).toBe(1000);
    expect(yieldPerMille(3, 0)).toBe(-1000);
    expect(yieldPerMille(2, 200)).toBe(0);
    expect(yieldPerMille(3, 150)).toBe(-500);
    expect(yieldPerMille(3, 101)).toBe(-663); // (1,01 − 3) / 3 = −0,6633
  });
  it('never falls below −100 % and rises with the won odds (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000 }), fc.array(fc.integer({ min: 100, max: 100_000 }), { maxLength: 50 }), (extra, odds) => {
      const settled = odds.length + extra;
      const sum = odds.reduce((a, b) => a + b, 0);
      const y = yieldPerMille(settled, sum)!;
      expect(y).toBeGreaterThanOrEqual(-1000);
      expect(yieldPerMille(settled, sum + 100)!).toBeGreaterThanOrEqual(y);
      expect(Math.abs(y - ((sum - settled * 100) * 1000) / (settled * 100))).toBeLessThanOrEqual(0.5);
    }));
  });
});

describe('initials', () => {
  it('takes two letters or digits, Turkish capitals', () => {
    expect(nicknameInitials('demo')).toBe('DE');
    expect(nicknameInitials('ilker_7')).toBe('İL');
    expect(nicknameInitials('_ş')).toBe('Ş');
    expect(nicknameInitials('__')).toBe('');
  });
});

describe('Istanbul periods', () => {
  it('weeks start on Monday 00:00 and months on the 1st 00:00, Istanbul time', () => {
    const at = Date.parse('2026-11-26T22:30:00Z'); // Friday 27 Nov 01:30 in Istanbul
    const week = istanbulWeekStart(at);
    expect(formatIstanbulDateTime(week)).toBe('23.11.2026 00:00');
    expect(formatIstanbulWeekday(week)).toBe('Pazartesi');
    expect(formatIstanbulDateTime(istanbulMonthStart(at))).toBe('01.11.2026 00:00');
    // Sunday 29 Nov 22:30 UTC is already Monday 30 Nov 01:30 in Istanbul: a new week, the same month.
    const monday = Date.parse('2026-11-29T22:30:00Z');
    expect(formatIstanbulDateTime(istanbulWeekStart(monday))).toBe('30.11.2026 00:00');
    expect(formatIstanbulDateTime(istanbulMonthStart(monday))).toBe('01.11.2026 00:00');
    // 30 Nov 22:30 UTC is 1 Dec 01:30 in Istanbul: a new month, the same week.
    const first = Date.parse('2026-11-30T22:30:00Z');
    expect(formatIstanbulDateTime(istanbulMonthStart(first))).toBe('01.12.2026 00:00');
    expect(formatIstanbulDateTime(istanbulWeekStart(first))).toBe('30.11.2026 00:00');
    expect(periodStart('all', at)).toBeNull();
  });
  it('a period start is never after the instant and at most 7 / 31 days before (property)', () => {
    fc.assert(fc.property(fc.integer({ min: Date.parse('2000-01-01'), max: Date.parse('2060-01-01') }), (t) => {
      const w = istanbulWeekStart(t);
      const m = istanbulMonthStart(t);
      expect(w).toBeLessThanOrEqual(t);
      expect(t - w).toBeLessThan(7 * 86_400_000 + 3_600_000);
      expect(m).toBeLessThanOrEqual(t);
      expect(t - m).toBeLessThan(31 * 86_400_000 + 3_600_000);
      expect(formatIstanbulWeekday(w)).toBe('Pazartesi');
      expect(formatIstanbulDateTime(w).endsWith('00:00')).toBe(true);
    }));
  });
});

import { describe, expect, it } from 'vitest';
import { DAY_MS, istanbulTimeOn, istanbulDayNumber } from '../time/istanbul';
import { dayLabel } from './tr';

/** Wednesday 25 November 2026, 10:00 Istanbul. */
const now = Date.UTC(2026, 10, 25, 7, 0);
const day = (ahead: number) => istanbulTimeOn(istanbulDayNumber(now) + ahead, '20:00');

describe('day labels (spec section 9: Bugün and Yarın named within the next 7 days)', () => {
  it('names today and tomorrow, then the weekdays within the next 7 days', () => {
    expect(dayLabel(day(0), now)).toBe('Bugün');
    expect(dayLabel(day(1), now)).toBe('Yarın');
    expect(dayLabel(day(2), now)).toBe('Cuma');
    expect(dayLabel(day(6), now)).toBe('Salı');
  });

  it('gives the full date from the seventh day on, and to past days', () => {
    expect(dayLabel(day(7), now)).toBe('2 Aralık Çarşamba');
    expect(dayLabel(now - DAY_MS, now)).toBe('24 Kasım Salı');
  });
});

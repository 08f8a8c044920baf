import { describe, expect, it } from 'vitest';
import { dayHeading, isDayKey, programDays } from './program-day';

const at = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm}:00+03:00`);

describe('program days', () => {
  it('heads days in Istanbul time: Bugün and Yarın with the date, later days by date', () => {
    const now = at('2025-11-24', '23:30'); // a Monday evening, 20:30 UTC
    expect(dayHeading(at('2025-11-24', '23:45'), now)).toBe('Bugün, 24 Kasım Pazartesi');
    expect(dayHeading(at('2025-11-25', '00:15'), now)).toBe('Yarın, 25 Kasım Salı');
    expect(dayHeading(at('2025-11-27', '20:00'), now)).toBe('27 Kasım Perşembe');
  });

  it('offers today, tomorrow and the weekdays up to seven days ahead, keyed by the Istanbul day', () => {
    const days = programDays(at('2025-11-24', '23:30'));
    expect(days.map((d) => d.label)).toEqual(['Bugün', 'Yarın', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar', 'Pazartesi']);
    expect(days.map((d) => d.key)).toEqual(['2025-11-24', '2025-11-25', '2025-11-26', '2025-11-27', '2025-11-28', '2025-11-29', '2025-11-30', '2025-12-01']);
    expect(isDayKey('2025-11-24')).toBe(true);
    expect(isDayKey('yarin')).toBe(false);
    expect(isDayKey('2025-13-40')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { istanbulDayStart } from './istanbul';

describe('istanbulDayStart', () => {
  it('is Istanbul midnight (UTC+3), also just after it and just before the next', () => {
    const midnight = Date.parse('2026-03-10T21:00:00Z'); // 11 March 00:00 in Istanbul
    expect(istanbulDayStart(midnight)).toBe(midnight);
    expect(istanbulDayStart(midnight + 1)).toBe(midnight);
    expect(istanbulDayStart(midnight - 1)).toBe(midnight - 86_400_000);
    expect(istanbulDayStart(midnight + 86_400_000 - 1)).toBe(midnight);
  });
});

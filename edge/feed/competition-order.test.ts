/** The program sorts leagues with shared/format/tr-collate.ts: on every league name the generator makes, it is the Turkish collator's order. */
import { describe, expect, it } from 'vitest';
import { compareTr } from '@shared/format/tr-collate';
import { istanbulDayNumber } from '@shared/time/istanbul';
import { planDay } from './program-generator';

describe('league names in Turkish order', () => {
  it('compareTr orders every pair of a week of leagues as Intl.Collator("tr") does', () => {
    const today = istanbulDayNumber(Date.UTC(2026, 10, 28, 12));
    const names = new Set<string>();
    for (let d = today; d < today + 7; d += 1) for (const b of planDay(1, d, 16)) names.add(b.competition.name);
    expect(names.size).toBeGreaterThan(100);
    const intl = new Intl.Collator('tr');
    for (const a of names) for (const b of names) expect(Math.sign(compareTr(a, b)), `${a} | ${b}`).toBe(Math.sign(intl.compare(a, b)));
  });
});

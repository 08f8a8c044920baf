import { describe, expect, it } from 'vitest';
import { fullBudget, spendFrame } from './frame-budget';

const limits = { ratePerSec: 10, burst: 5 };

describe('frame budget', () => {
  it('allows a burst, then refuses until time refills it at the rate', () => {
    const b = fullBudget(limits, 0);
    for (let i = 0; i < 5; i++) expect(spendFrame(b, limits, 0)).toBe(true);
    expect(spendFrame(b, limits, 0)).toBe(false);
    expect(spendFrame(b, limits, 50)).toBe(false);
    expect(spendFrame(b, limits, 100)).toBe(true);
    expect(spendFrame(b, limits, 100)).toBe(false);
  });

  it('never saves up more than the burst, and sustains exactly the rate', () => {
    const b = fullBudget(limits, 0);
    let allowed = 0;
    // One frame every 10 ms for 10 s, after an hour of silence: burst + rate x time.
    for (let t = 3_600_000; t < 3_610_000; t += 10) if (spendFrame(b, limits, t)) allowed++;
    expect(allowed).toBeGreaterThanOrEqual(100 + 5 - 1);
    expect(allowed).toBeLessThanOrEqual(100 + 5);
  });

  it('ignores a clock that goes back', () => {
    const b = fullBudget(limits, 1000);
    for (let i = 0; i < 5; i++) spendFrame(b, limits, 1000);
    expect(spendFrame(b, limits, 0)).toBe(false);
  });
});

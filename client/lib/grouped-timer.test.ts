import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterGrouped } from './grouped-timer';

afterEach(() => vi.useRealTimers());

describe('afterGrouped', () => {
  it('runs callbacks due at one boundary in one task, never before their time', () => {
    vi.useFakeTimers({ now: 10_050 });
    const runs: string[] = [];
    // Due at 12,050 and 12,150: both at the 12,250 boundary.
    afterGrouped(2_000, () => runs.push('a'), 250);
    vi.advanceTimersByTime(100);
    afterGrouped(2_000, () => runs.push('b'), 250);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(2_099);
    expect(runs).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(runs).toEqual(['a', 'b']);
  });

  it('keeps a later boundary apart and honours a cancel', () => {
    vi.useFakeTimers({ now: 10_000 });
    const runs: string[] = [];
    const cancel = afterGrouped(100, () => runs.push('a'), 250);
    afterGrouped(300, () => runs.push('b'), 250);
    cancel();
    vi.advanceTimersByTime(250);
    expect(runs).toEqual([]);
    vi.advanceTimersByTime(250);
    expect(runs).toEqual(['b']);
  });
});

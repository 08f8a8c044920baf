import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRevealed } from './use-revealed';

afterEach(() => vi.useRealTimers());

describe('useRevealed', () => {
  it('shows the first item at once and one more per task up to the total', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ total }) => useRevealed(total), { initialProps: { total: 0 } });
    expect(result.current).toBe(0);
    rerender({ total: 3 });
    expect(result.current).toBe(1);
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toBe(2);
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFrame } from './after-frame';

describe('afterFrame', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("runs in a task after the frame's animation callbacks, and not at all once cancelled", () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const fn = vi.fn();
    afterFrame(fn);
    const cancelled = vi.fn();
    const cancel = afterFrame(cancelled);
    cancel();
    vi.advanceTimersToNextFrame();
    // The frame's callback has only set the task.
    expect(fn).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('runs after a timer in a tab that gets no frames (hidden)', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const fn = vi.fn();
    afterFrame(fn);
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it } from 'vitest';
import { createRateWindow } from './rate-window';

describe('rate window', () => {
  it('answers 0 until it has two samples', () => {
    const w = createRateWindow<'n'>(10);
    expect(w.rate('n', 5000)).toBe(0);
    expect(w.lastRate('n')).toBe(0);
    w.add(1000, { n: 50 });
    expect(w.rate('n', 5000)).toBe(0);
  });

  it('divides the counter delta by the elapsed seconds, over the last interval and over a span', () => {
    const w = createRateWindow<'n'>(10);
    // 10/s for 5 s, then 100/s for 2 s.
    let n = 0;
    for (let t = 0; t <= 5000; t += 1000) w.add(t, { n: (n = t / 100) });
    w.add(6000, { n: (n += 100) });
    w.add(7000, { n: (n += 100) });
    expect(w.lastRate('n')).toBe(100);
    expect(w.rate('n', 2000)).toBe(100);
    // The 5 s span ending at 7000 starts at the sample of 2000: 30 + 200 in 5 s.
    expect(w.rate('n', 5000)).toBe(46);
    // A span shorter than an interval still covers the last interval.
    expect(w.rate('n', 10)).toBe(100);
  });

  it('uses the real elapsed time of irregular samples', () => {
    const w = createRateWindow<'n'>(10);
    w.add(0, { n: 0 });
    w.add(1500, { n: 30 });
    w.add(2000, { n: 40 });
    expect(w.lastRate('n')).toBe(20);
    expect(w.rate('n', 5000)).toBe(20);
  });

  it('keeps only the last `capacity` samples', () => {
    const w = createRateWindow<'n'>(3);
    w.add(0, { n: 0 });
    w.add(1000, { n: 1000 });
    w.add(2000, { n: 1001 });
    w.add(3000, { n: 1002 });
    expect(w.size()).toBe(3);
    // The 1000/s second fell out: only 1/s is left, whatever the span asked.
    expect(w.rate('n', 60_000)).toBe(1);
  });

  it('counts a counter reset as no traffic for that interval, never negative', () => {
    const w = createRateWindow<'n'>(10);
    w.add(0, { n: 500 });
    w.add(1000, { n: 510 });
    w.add(2000, { n: 3 });
    w.add(3000, { n: 13 });
    expect(w.lastRate('n')).toBe(10);
    // 10 + 0 + 10 over 3 s.
    expect(w.rate('n', 5000)).toBeCloseTo(20 / 3, 10);
    w.add(4000, { n: 0 });
    expect(w.lastRate('n')).toBe(0);
  });

  it('drops samples whose time does not move forward', () => {
    const w = createRateWindow<'a' | 'b'>(10);
    w.add(1000, { a: 0, b: 0 });
    w.add(2000, { a: 10, b: 4 });
    w.add(2000, { a: 999, b: 999 });
    w.add(1500, { a: 999, b: 999 });
    expect(w.size()).toBe(2);
    expect(w.lastRate('a')).toBe(10);
    expect(w.lastRate('b')).toBe(4);
  });

  it('refuses a capacity that cannot hold an interval', () => {
    expect(() => createRateWindow(1)).toThrow();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGeneratorFeed } from './generator-feed';
import type { OfficialResult } from '../program/program-reader';

const NOW = Date.parse('2026-11-21T15:30:00Z');

afterEach(() => {
  vi.useRealTimers();
});

describe('createGeneratorFeed', () => {
  it('ticks on its timer after start() and stops after stop()', async () => {
    vi.useFakeTimers();
    const clock = { t: NOW };
    const feed = createGeneratorFeed({ seed: 1, scale: 0.1, now: () => clock.t, tickMs: 1000 });
    const batches: number[] = [];
    feed.onChange((changes) => batches.push(changes.length));
    feed.start();
    feed.start();
    for (let i = 0; i < 30; i++) {
      clock.t += 1000;
      vi.advanceTimersByTime(1000);
    }
    // One batch per tick at most (a second start() adds no timer), and live matches change every few seconds.
    expect(batches.length).toBeGreaterThan(5);
    expect(batches.length).toBeLessThanOrEqual(30);
    await feed.stop();
    const after = batches.length;
    clock.t += 60_000;
    vi.advanceTimersByTime(60_000);
    expect(batches.length).toBe(after);
  });

  it('serves the program before start() and from its reader', () => {
    const feed = createGeneratorFeed({ seed: 1, scale: 0.1, now: () => NOW });
    const menu = feed.reader.sportMenu();
    expect(menu.find((m) => m.sportId === 1)!.count).toBeGreaterThan(0);
    expect(feed.reader.liveProgram().events.length).toBeGreaterThan(0);
    expect(feed.reader.sportProgram(1).asOf).toBe(NOW);
  });

  it('retries a failed result write and reports the failure', async () => {
    const clock = { t: NOW };
    const written: OfficialResult[] = [];
    const errors: unknown[] = [];
    let calls = 0;
    const sink = {
      publishResult: async (r: OfficialResult) => {
        calls++;
        if (calls === 1) throw new Error('veritabanı yanıt vermedi');
        written.push(r);
      },
    };
    const feed = createGeneratorFeed({ seed: 2, scale: 0.1, now: () => clock.t, resultSink: sink, onError: (e) => errors.push(e) });
    const live = feed.reader.liveProgram().events.map((e) => e.code);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    clock.t += 4 * 3_600_000;
    feed.tick();
    await settle();
    expect(errors).toHaveLength(1);
    expect(written).toHaveLength(0);
    clock.t += 1000;
    feed.tick();
    await settle();
    expect(written).toHaveLength(0);
    clock.t += 5000;
    feed.tick();
    await settle();
    const codes = written.map((r) => r.eventCode);
    for (const code of live) expect(codes).toContain(code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('keeps ticking when a listener throws', () => {
    const clock = { t: NOW };
    const errors: unknown[] = [];
    const feed = createGeneratorFeed({ seed: 3, scale: 0.1, now: () => clock.t, onError: (e) => errors.push(e) });
    feed.onChange(() => {
      throw new Error('dinleyici hatası');
    });
    const version = feed.reader.liveProgram().version;
    clock.t += 120_000;
    feed.tick();
    expect(errors.length).toBe(1);
    expect(feed.reader.liveProgram().version).toBeGreaterThan(version);
  });
  // The live browser test (tests/e2e/live.test.ts) runs whenever CI does: the program must hold live matches whose
  // odds move at every hour of the Istanbul day, not only in the evening.
  it('has live matches with moving odds at every hour of the day', () => {
    const midnightIstanbul = Date.parse('2026-11-20T21:00:00Z');
    for (let hour = 0; hour < 24; hour++) {
      const clock = { t: midnightIstanbul + hour * 3_600_000 };
      const feed = createGeneratorFeed({ seed: 20240601, scale: 0.5, now: () => clock.t });
      expect(feed.reader.liveProgram().events.length, `live events at ${hour}:00`).toBeGreaterThan(5);
      let oddsMoves = 0;
      feed.onChange((changes) => {
        oddsMoves += changes.filter((c) => c.kind === 'outcome').length;
      });
      for (let s = 0; s < 10; s++) {
        clock.t += 1000;
        feed.tick();
      }
      expect(oddsMoves, `odds moves in 10 s at ${hour}:00`).toBeGreaterThan(0);
    }
    // 24 whole programs are built: seconds on a loaded 2-core machine.
  }, 60_000);
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHARING, SHARING_SCORE } from '../constants/sharing';
import { earnsScore, settledScore, shareScore, type SettledShareStatus } from './sharing-score';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 5, 1, 12);
const time = fc.integer({ min: T0, max: T0 + 30 * 24 * 60 * MINUTE });
const delay = fc.integer({ min: 0, max: 24 * 60 * MINUTE });
/** Total odds in hundredths, 1.01 up to 100000.00. */
const odds = fc.integer({ min: 101, max: 10_000_000 });
const status = fc.constantFrom<SettledShareStatus>('won', 'lost', 'refunded', 'cancelled');

describe('which shares earn a score', () => {
  it('a live coupon earns exactly when shared within 5 minutes after it was played', () => {
    fc.assert(fc.property(time, delay, fc.option(time), (playedAt, d, firstStartAt) => {
      const earns = earnsScore({ playedAt, sharedAt: playedAt + d, isLive: true, firstStartAt });
      expect(earns).toBe(d <= SHARING.liveScoreWindowMs);
    }));
    expect(earnsScore({ playedAt: T0, sharedAt: T0 + 5 * MINUTE, isLive: true, firstStartAt: T0 - MINUTE })).toBe(true);
    expect(earnsScore({ playedAt: T0, sharedAt: T0 + 5 * MINUTE + 1, isLive: true, firstStartAt: T0 - MINUTE })).toBe(false);
  });

  it('a pre-match coupon earns exactly when shared before its first event started, never with no known start', () => {
    fc.assert(fc.property(time, delay, time, (playedAt, d, firstStartAt) => {
      const sharedAt = playedAt + d;
      expect(earnsScore({ playedAt, sharedAt, isLive: false, firstStartAt })).toBe(sharedAt < firstStartAt);
      expect(earnsScore({ playedAt, sharedAt, isLive: false, firstStartAt: null })).toBe(false);
    }));
    expect(earnsScore({ playedAt: T0, sharedAt: T0 + MINUTE, isLive: false, firstStartAt: T0 + MINUTE })).toBe(false);
  });

  it('sharing earlier never loses the score', () => {
    fc.assert(fc.property(time, delay, delay, fc.boolean(), fc.option(time), (playedAt, a, b, isLive, firstStartAt) => {
      const [early, late] = a <= b ? [a, b] : [b, a];
      if (earnsScore({ playedAt, sharedAt: playedAt + late, isLive, firstStartAt })) {
        expect(earnsScore({ playedAt, sharedAt: playedAt + early, isLive, firstStartAt })).toBe(true);
      }
    }));
  });
});

describe('the settled score', () => {
  it('is an integer: won between 0 and the cap, lost minus the stake, refunded and cancelled 0', () => {
    fc.assert(fc.property(status, odds, (s, o) => {
      const score = settledScore(s, o);
      expect(Number.isInteger(score)).toBe(true);
      if (s === 'won') {
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(SHARING_SCORE.maxWinPoints);
      } else expect(score).toBe(s === 'lost' ? -SHARING_SCORE.stakePoints : 0);
    }));
  });

  it('is the profit at a 10-point stake: 2.50 wins 15, 1.05 wins 0, 3.45 wins 24, lost -10', () => {
    expect(settledScore('won', 250)).toBe(15);
    expect(settledScore('won', 105)).toBe(0);
    expect(settledScore('won', 345)).toBe(24);
    expect(settledScore('won', 500_000)).toBe(SHARING_SCORE.maxWinPoints);
    expect(settledScore('lost', 345)).toBe(-10);
  });

  it('never falls as the odds of a won coupon rise, and a win never scores below a loss', () => {
    fc.assert(fc.property(odds, odds, (a, b) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      expect(settledScore('won', hi)).toBeGreaterThanOrEqual(settledScore('won', lo));
      expect(settledScore('won', lo)).toBeGreaterThan(settledScore('lost', lo));
    }));
  });

  it('has an expected value of about 0 at fair odds (below the cap), so volume alone earns nothing', () => {
    const uncapped = fc.integer({ min: 101, max: 100 * (1 + SHARING_SCORE.maxWinPoints / SHARING_SCORE.stakePoints) });
    fc.assert(fc.property(uncapped, (o) => {
      const p = 100 / o;
      const expected = p * settledScore('won', o) + (1 - p) * settledScore('lost', o);
      // floor() loses under one point on a win (1e-9: floating-point noise of p)
      expect(expected).toBeLessThanOrEqual(1e-9);
      expect(expected).toBeGreaterThan(-1);
    }));
  });

  it('is null for a share that does not earn, whatever the result', () => {
    fc.assert(fc.property(status, odds, (s, o) => {
      expect(shareScore(false, s, o)).toBeNull();
      expect(shareScore(true, s, o)).toBe(settledScore(s, o));
    }));
  });
});

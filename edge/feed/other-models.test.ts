import { describe, expect, it } from 'vitest';
import { FightSim, settleFight } from './fight-model';
import { PointsSim, pointsMarkets, settlePoints } from './points-model';
import { SeededRandom } from '@shared/random/seeded-random';
import { SetsSim, setScoreDistribution, setsMarkets, settleSets } from './sets-model';

const names = (markets: readonly { name: string; outcomes: readonly string[] }[], winners: readonly (readonly number[])[]) =>
  Object.fromEntries(winners.map((w, i) => [markets[i]!.name, w.map((j) => markets[i]!.outcomes[j])]));

describe('basketball', () => {
  const markets = pointsMarkets('basketball', 88, 79);

  it('offers result, handicap and totals with half lines', () => {
    expect(markets.map((m) => m.name)).toEqual(['Maç Sonucu (Uzatmalar Dahil)', 'Handikaplı Maç Sonucu (0:9,5)', 'Alt/Üst (167,5)']);
  });

  it('settles result, handicap and totals from the final score', () => {
    expect(names(markets, markets.map((m) => settlePoints(m, 90, 80)))).toEqual({
      'Maç Sonucu (Uzatmalar Dahil)': ['1'], 'Handikaplı Maç Sonucu (0:9,5)': ['1'], 'Alt/Üst (167,5)': ['Üst'],
    });
    expect(names(markets, markets.map((m) => settlePoints(m, 84, 79)))).toEqual({
      'Maç Sonucu (Uzatmalar Dahil)': ['1'], 'Handikaplı Maç Sonucu (0:9,5)': ['2'], 'Alt/Üst (167,5)': ['Alt'],
    });
  });

  it('never ends level: overtime decides', () => {
    const clock = { periods: 4, periodMinutes: 10, periodWallMinutes: 25, breakWallMinutes: 5 };
    for (let seed = 0; seed < 300; seed++) {
      const sim = new PointsSim({ variant: 'basketball', meanH: 80, meanA: 80, clock, plays: [[2, 1]], dangerPerMinute: 0 }, new SeededRandom(seed));
      sim.advance(sim.durationMs);
      const [h, a] = sim.score();
      expect(h).not.toBe(a);
      expect(sim.winners()[0]).toEqual([h > a ? 0 : 1]);
    }
  });
});

describe('handball and American football', () => {
  it('settle 1X2 with draws and totals', () => {
    const hb = pointsMarkets('handball', 30, 28);
    expect(names(hb, hb.map((m) => settlePoints(m, 27, 27)))).toEqual({ 'Maç Sonucu': ['X'], 'Çifte Şans': ['1-X', 'X-2'], 'Alt/Üst (58,5)': ['Alt'] });
    const af = pointsMarkets('americanFootball', 20, 26);
    expect(af.map((m) => m.name)).toEqual(['Maç Sonucu', 'Alt/Üst (46,5)', 'Handikaplı Maç Sonucu (6,5:0)']);
    expect(names(af, af.map((m) => settlePoints(m, 17, 23)))).toEqual({
      'Maç Sonucu': ['2'], 'Alt/Üst (46,5)': ['Alt'], 'Handikaplı Maç Sonucu (6,5:0)': ['1'],
    });
  });
});

describe('set sports', () => {
  const params = { pSet: 0.6, setsToWin: 3, setWallMinutes: 25, unit: 'Set', winnerName: 'Maç Sonucu', course: 'volleyball' as const, liveCapable: true, dangerPerMinute: 0 };

  it('offers winner, total sets and set score, and settles them', () => {
    const markets = setsMarkets(params);
    expect(markets.map((m) => m.name)).toEqual(['Maç Sonucu', 'Toplam Set Alt/Üst (4,5)', 'Set Skoru']);
    expect(markets[2]!.outcomes).toEqual(['3-0', '3-1', '3-2', '2-3', '1-3', '0-3']);
    expect(names(markets, markets.map((m) => settleSets(m, 2, 3, 3)))).toEqual({
      'Maç Sonucu': ['2'], 'Toplam Set Alt/Üst (4,5)': ['Üst'], 'Set Skoru': ['2-3'],
    });
  });

  it('set-score distributions are complete from any score', () => {
    for (const [a, b] of [[0, 0], [1, 2], [2, 2], [0, 2]] as const) {
      const dist = setScoreDistribution(0.6, 3, a, b);
      expect(dist.reduce((s, c) => s + c.p, 0)).toBeCloseTo(1, 9);
      for (const c of dist) expect(c.h === 3 || c.a === 3).toBe(true);
    }
  });

  it('plays the drawn sets out over its duration and settles from them', () => {
    const sim = new SetsSim(params, new SeededRandom(5));
    expect(sim.score()).toEqual([0, 0]);
    sim.advance(sim.durationMs);
    const [h, a] = sim.score();
    expect(Math.max(h, a)).toBe(3);
    expect(sim.winners()[0]).toEqual([h > a ? 0 : 1]);
    // Once decided the winner market is certain, so a live quote takes it off.
    expect(Math.max(...sim.probabilities()[0]!)).toBe(1);
  });

  it('one-off head-to-heads have the winner market only', () => {
    expect(setsMarkets({ ...params, setsToWin: 1, winnerName: 'Hangisi Önde Bitirir' }).map((m) => m.name)).toEqual(['Hangisi Önde Bitirir']);
  });
});

describe('fights', () => {
  it('a draw always goes the distance', () => {
    expect(settleFight({ winner: 1, distance: false })).toEqual([[1], [0]]);
    expect(settleFight({ winner: 0, distance: false })).toEqual([[0], [1]]);
    expect(settleFight({ winner: 2, distance: true })).toEqual([[2], [0]]);
  });

  it('is not played in running and its prices are complete', () => {
    const sim = new FightSim({ pHome: 0.6, pDraw: 0.03, pDistance: 0.4, wallMinutes: 45 }, new SeededRandom(1));
    expect(sim.liveCapable).toBe(false);
    for (const p of sim.probabilities()) expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
  });
});

import { describe, expect, it } from 'vitest';
import { goalsMarkets, handicapFor, settleGoals, type GoalsMarket, type GoalsResult } from './goals-markets';
import { scoreGrid } from './odds-math';

/** Winning outcome names per market name, as a settlement screen would show them. */
const winnersByName = (markets: readonly GoalsMarket[], r: GoalsResult): Record<string, string[]> =>
  Object.fromEntries(settleGoals(markets, r).map((idx, i) => [markets[i]!.name, idx.map((j) => markets[i]!.outcomes[j]!)]));

describe('football settlement', () => {
  const markets = goalsMarkets('football', 1.6, 1.1);

  it('2-1 with 1-1 at half time', () => {
    expect(winnersByName(markets, { ft: [2, 1], ht: [1, 1] })).toEqual({
      'Maç Sonucu': ['1'],
      'Çifte Şans': ['1-X', '1-2'],
      '1,5 Alt/Üst': ['Üst'],
      '2,5 Alt/Üst': ['Üst'],
      '3,5 Alt/Üst': ['Alt'],
      'Karşılıklı Gol': ['Var'],
      'İlk Yarı Sonucu': ['X'],
      'İlk Yarı 0,5 Alt/Üst': ['Üst'],
      'İlk Yarı 1,5 Alt/Üst': ['Üst'],
      'Handikaplı Maç Sonucu (0:1)': ['X'],
      'Toplam Gol Aralığı': ['2-3'],
      'Maç Skoru': ['2-1'],
    });
  });

  it('0-0 and an away win with a high score', () => {
    const goalless = winnersByName(markets, { ft: [0, 0], ht: [0, 0] });
    expect(goalless['Maç Sonucu']).toEqual(['X']);
    expect(goalless['Çifte Şans']).toEqual(['1-X', 'X-2']);
    expect(goalless['Karşılıklı Gol']).toEqual(['Yok']);
    expect(goalless['1,5 Alt/Üst']).toEqual(['Alt']);
    expect(goalless['İlk Yarı 0,5 Alt/Üst']).toEqual(['Alt']);
    expect(goalless['Toplam Gol Aralığı']).toEqual(['0-1']);
    expect(goalless['Handikaplı Maç Sonucu (0:1)']).toEqual(['2']);

    const rout = winnersByName(markets, { ft: [1, 5], ht: [0, 3] });
    expect(rout['Maç Sonucu']).toEqual(['2']);
    expect(rout['Çifte Şans']).toEqual(['1-2', 'X-2']);
    expect(rout['İlk Yarı Sonucu']).toEqual(['2']);
    expect(rout['İlk Yarı 1,5 Alt/Üst']).toEqual(['Üst']);
    expect(rout['Toplam Gol Aralığı']).toEqual(['6+']);
    expect(rout['Maç Skoru']).toEqual(['Diğer']);
  });

  it('gives the handicap to the weaker side', () => {
    expect(handicapFor(2.6, 0.8)).toEqual([0, 2]);
    expect(handicapFor(1.0, 1.5)).toEqual([1, 0]);
    const awayFavoured = goalsMarkets('football', 0.9, 1.8);
    expect(winnersByName(awayFavoured, { ft: [1, 2], ht: [0, 0] })['Handikaplı Maç Sonucu (1:0)']).toEqual(['X']);
  });

  it('prices exclusive markets as full partitions of one score distribution', () => {
    const ft = scoreGrid(1.6, 1.1);
    const ht = scoreGrid(0.72, 0.5);
    for (const m of markets) {
      const p = m.price(ft, ht)!;
      expect(p).toHaveLength(m.outcomes.length);
      if (!m.overlapping) expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    }
    const by = Object.fromEntries(markets.map((m) => [m.name, m.price(ft, ht)!]));
    // The 2,5 line and the goal ranges read the same distribution: under 2,5 = 0-1 plus exactly two goals.
    const exactlyTwo = ft.filter((c) => c.h + c.a === 2).reduce((s, c) => s + c.p, 0);
    expect(by['2,5 Alt/Üst']![0]).toBeCloseTo(by['Toplam Gol Aralığı']![0]! + exactlyTwo, 9);
  });

  it('stops pricing first-half markets once the half is over', () => {
    const ft = scoreGrid(1, 1);
    const half = markets.filter((m) => m.name.startsWith('İlk Yarı'));
    expect(half).toHaveLength(3);
    for (const m of half) expect(m.price(ft, null)).toBeNull();
  });

  it('hockey and e-football carry 1X2 and a totals line', () => {
    expect(goalsMarkets('hockey', 3.1, 2.8).map((m) => m.name)).toEqual(['Maç Sonucu', 'Çifte Şans', 'Alt/Üst (5,5)']);
    const ef = goalsMarkets('efootball', 2.5, 2.2);
    expect(ef.filter((m) => m.main).map((m) => m.name)).toEqual(['Maç Sonucu', 'Alt/Üst (4,5)']);
  });
});

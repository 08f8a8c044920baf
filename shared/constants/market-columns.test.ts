import { describe, expect, it } from 'vitest';
import { COLUMN_GROUP_TITLES, MARKET_COLUMNS, columnGroupFor, columnMarketNos, marketLine } from './market-columns';
import { SPORTS } from './sports';

describe('market columns', () => {
  it('gives every sport of the table its columns, Maç Sonucu-like first, each kind once', () => {
    for (const sport of SPORTS) {
      const groups = MARKET_COLUMNS[sport.id];
      expect(groups, sport.name).toBeDefined();
      expect(groups![0]!.key, sport.name).toBe('result');
      expect(new Set(groups!.map((g) => g.key)).size, sport.name).toBe(groups!.length);
      for (const g of groups!) expect(Object.keys(COLUMN_GROUP_TITLES)).toContain(g.key);
    }
  });

  it('gives football the four columns of the bulletin, basketball its handicap, tennis and volleyball their totals', () => {
    expect(MARKET_COLUMNS[1]!.map((g) => [g.title, g.outcomes.join('/')])).toEqual([
      ['Maç Sonucu', '1/X/2'], ['Alt/Üst 2,5', 'Alt/Üst'], ['Karşılıklı Gol', 'Var/Yok'], ['Çifte Şans', '1-X/1-2/X-2'],
    ]);
    expect(MARKET_COLUMNS[2]!.map((g) => g.title)).toEqual(['Maç Sonucu', 'Handikap', 'Alt/Üst']);
    for (const id of [3, 5]) expect(MARKET_COLUMNS[id]!.map((g) => `${g.title} ${g.outcomes.join('/')}`)).toEqual(['Maç Sonucu 1/2', 'Alt/Üst Alt/Üst']);
    expect([...columnMarketNos(1)].sort((a, b) => a - b)).toEqual([1, 2, 4, 12]);
    expect(columnGroupFor(5, 'btts').key).toBe('result');
  });

  it('reads a market line from its name', () => {
    expect(marketLine('Alt/Üst (165,5)')).toBe('165,5');
    expect(marketLine('Handikaplı Maç Sonucu (0:5,5)')).toBe('0:5,5');
    expect(marketLine('Toplam Set Alt/Üst (2,5)')).toBe('2,5');
    expect(marketLine('Maç Sonucu')).toBe('');
  });
});

/**
 * The market columns of a program row, per sport, as nesine.com and bilyoner.com draw their bulletins: groups of
 * one market kind each (Maç Sonucu, Alt/Üst, ...), with the outcome headers shown once above a league's rows. The
 * edge carries these markets in every sport and live program (they are the sport's main markets), and the client
 * shows them side by side on a desktop, one group at a time on a phone.
 */

/** Market numbers (NO) the columns read; the generator's own table (edge/feed/market-spec.ts) uses the same. */
export const COLUMN_MARKET_NO = {
  matchResult: 1,
  doubleChance: 2,
  handicap: 3,
  bothTeamsScore: 4,
  total: 10,
  total25: 12,
  setTotal: 21,
  goesTheDistance: 30,
} as const;

/** The kind of a column group: the same kind keeps its key across sports (the live page's market switcher). */
export type ColumnGroupKey = 'result' | 'total' | 'btts' | 'double' | 'handicap' | 'distance';

export interface ColumnGroup {
  key: ColumnGroupKey;
  /** Header above the group ('Maç Sonucu', 'Alt/Üst 2,5'). */
  title: string;
  /** Market numbers that fill the group: the first one the event carries is shown. */
  marketNos: readonly number[];
  /** Outcome headers, in the market's outcome order. */
  outcomes: readonly string[];
  /** The market's line differs per event (handicap, totals): the row shows it beside the odds. */
  showsLine: boolean;
}

/** What each kind is called on the live page's market switcher, where sports with different titles meet. */
export const COLUMN_GROUP_TITLES: Readonly<Record<ColumnGroupKey, string>> = {
  result: 'Maç Sonucu',
  total: 'Alt/Üst',
  btts: 'Karşılıklı Gol',
  double: 'Çifte Şans',
  handicap: 'Handikap',
  distance: 'Sonuna Kadar',
};

/** The group a phone shows until another is picked. */
export const DEFAULT_COLUMN_GROUP: ColumnGroupKey = 'result';

const NO = COLUMN_MARKET_NO;
const group = (key: ColumnGroupKey, title: string, marketNos: readonly number[], outcomes: readonly string[], showsLine = false): ColumnGroup => ({
  key, title, marketNos, outcomes, showsLine,
});

const RESULT_3 = group('result', 'Maç Sonucu', [NO.matchResult], ['1', 'X', '2']);
const RESULT_2 = group('result', 'Maç Sonucu', [NO.matchResult], ['1', '2']);
const TOTAL = group('total', 'Alt/Üst', [NO.total], ['Alt', 'Üst'], true);
const SET_TOTAL = group('total', 'Alt/Üst', [NO.setTotal], ['Alt', 'Üst'], true);

const FOOTBALL: readonly ColumnGroup[] = [
  RESULT_3,
  group('total', 'Alt/Üst 2,5', [NO.total25], ['Alt', 'Üst']),
  group('btts', 'Karşılıklı Gol', [NO.bothTeamsScore], ['Var', 'Yok']),
  group('double', 'Çifte Şans', [NO.doubleChance], ['1-X', '1-2', 'X-2']),
];
const BASKETBALL: readonly ColumnGroup[] = [RESULT_2, group('handicap', 'Handikap', [NO.handicap], ['1', '2'], true), TOTAL];
/** Tennis, volleyball and the other sports played in sets, frames, maps or legs: the winner and the total. */
const SETS: readonly ColumnGroup[] = [RESULT_2, SET_TOTAL];
const GOALS: readonly ColumnGroup[] = [RESULT_3, TOTAL];
const FIGHT: readonly ColumnGroup[] = [RESULT_3, group('distance', 'Sonuna Kadar', [NO.goesTheDistance], ['Evet', 'Hayır'])];
const RACE: readonly ColumnGroup[] = [group('result', 'Önde Bitirir', [NO.matchResult], ['1', '2'])];
const SINGLE: readonly ColumnGroup[] = [RESULT_2];
/** The Olympics mix basketball and volleyball: the total of either. */
const OLYMPIC: readonly ColumnGroup[] = [RESULT_2, group('total', 'Alt/Üst', [NO.total, NO.setTotal], ['Alt', 'Üst'], true)];

/** Column groups by sport id (shared/constants/sports.ts). */
export const MARKET_COLUMNS: Readonly<Record<number, readonly ColumnGroup[]>> = {
  1: FOOTBALL,
  2: BASKETBALL,
  153: BASKETBALL,
  3: SETS,
  5: SETS,
  19: SETS,
  20: SETS,
  98: SETS,
  99: SETS,
  109: SETS,
  110: SETS,
  111: SETS,
  112: SETS,
  113: SETS,
  118: SETS,
  121: SETS,
  4: GOALS,
  6: GOALS,
  16: GOALS,
  137: GOALS,
  543: FIGHT,
  117: FIGHT,
  17: RACE,
  11: RACE,
  561: RACE,
  583: SINGLE,
  681: SINGLE,
  26: OLYMPIC,
};

/** The column groups of a sport's rows; a sport without an entry shows its match result. */
export const columnGroupsOf = (sportId: number): readonly ColumnGroup[] => MARKET_COLUMNS[sportId] ?? SINGLE;

/** Every market number a sport's rows show: the edge carries these in the sport's program. */
export const columnMarketNos = (sportId: number): ReadonlySet<number> => new Set(columnGroupsOf(sportId).flatMap((g) => g.marketNos));

/** The group of a kind in a sport's columns, or the sport's first group when it has none of that kind. */
export const columnGroupFor = (sportId: number, key: ColumnGroupKey): ColumnGroup => {
  const groups = columnGroupsOf(sportId);
  return groups.find((g) => g.key === key) ?? (groups[0] as ColumnGroup);
};

/** The line of a market from its name: 'Alt/Üst (165,5)' -> '165,5', 'Handikaplı Maç Sonucu (0:5,5)' -> '0:5,5'. */
export const marketLine = (marketName: string): string => /\(([^()]+)\)\s*$/.exec(marketName)?.[1] ?? '';

export const isColumnGroupKey = (value: string | null): value is ColumnGroupKey =>
  value !== null && Object.hasOwn(COLUMN_GROUP_TITLES, value);

/**
 * The white popup of a bulletin row (spec section 9): the "+N" opens every market of the event, in rate groups
 * (Maç Sonucu, Alt/Üst, Handikap, ...). Above WHITE_POPUP_SCROLL_GROUPS groups its body scrolls at a fixed height;
 * with fewer it grows to fit.
 */
import { LIMITS } from './business';

/** "The white popup scrolls above 3 rate groups." */
export const WHITE_POPUP_SCROLL_GROUPS: number = LIMITS.popupScrollRateGroups;

export type RateGroupKey = 'result' | 'total' | 'handicap' | 'btts' | 'half' | 'score' | 'other';

export interface RateGroup {
  key: RateGroupKey;
  title: string;
  /** Market numbers (NO, edge/feed/market-spec.ts) of the group; 'other' takes every number no group names. */
  marketNos: readonly number[];
}

/** Rate groups in the order the popup shows them. */
export const RATE_GROUPS: readonly RateGroup[] = [
  { key: 'result', title: 'Maç Sonucu', marketNos: [1, 2] },
  { key: 'total', title: 'Alt/Üst', marketNos: [10, 11, 12, 13, 16, 21] },
  { key: 'handicap', title: 'Handikap', marketNos: [3] },
  { key: 'btts', title: 'Karşılıklı Gol', marketNos: [4] },
  { key: 'half', title: 'İlk Yarı', marketNos: [5, 14, 15] },
  { key: 'score', title: 'Skor', marketNos: [17, 20] },
  { key: 'other', title: 'Diğer', marketNos: [] },
];

const GROUP_OF_NO = new Map<number, RateGroupKey>(RATE_GROUPS.flatMap((g) => g.marketNos.map((no) => [no, g.key] as const)));

export const rateGroupOf = (marketNo: number): RateGroupKey => GROUP_OF_NO.get(marketNo) ?? 'other';

export interface GroupedMarkets<M> {
  group: RateGroup;
  markets: M[];
}

/** The event's markets by rate group, groups in RATE_GROUPS order, markets in their own order; empty groups left out. */
export const groupByRate = <M extends { no: number }>(markets: readonly M[]): GroupedMarkets<M>[] => {
  const byKey = new Map<RateGroupKey, M[]>();
  for (const m of markets) {
    const key = rateGroupOf(m.no);
    const list = byKey.get(key);
    if (list) list.push(m);
    else byKey.set(key, [m]);
  }
  return RATE_GROUPS.flatMap((group) => {
    const list = byKey.get(group.key);
    return list ? [{ group, markets: list }] : [];
  });
};

/** The popup's body scrolls (fixed height) above the limit, grows to fit at or below it. */
export const whitePopupScrolls = (groupCount: number): boolean => groupCount > WHITE_POPUP_SCROLL_GROUPS;

export const MARKETS_POPUP_TEXTS = {
  /** The link to the bet detail page at the foot of the popup. */
  goToDetail: 'Maç detayına git',
  loading: 'Tüm bahisler yükleniyor…',
  failed: 'Bahisler yüklenemedi.',
  retry: 'Tekrar dene',
  close: 'Kapat',
  groups: 'Bahis grupları',
} as const;

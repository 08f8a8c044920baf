/** Texts of the bet program pages: the filters above a sport's list, the list's states, the home's highlights. */
export const PROGRAM_TEXTS = {
  /** Date tabs. */
  dayTabs: 'Bülten günleri',
  allDays: 'Tümü',
  today: 'Bugün',
  tomorrow: 'Yarın',
  /** League filter. */
  league: 'Lig',
  allLeagues: 'Tüm Ligler',
  /** The league select's first option: every league, with the day's event count once the program is in. */
  allLeaguesLabel: (total: number): string => (total > 0 ? `Tüm Ligler (${total})` : 'Tüm Ligler'),
  /** Search field (team names, event codes). */
  search: 'Maç ara',
  searchHint: 'Takım adı veya maç kodu',
  searchPlaceholder: 'Maç ara: Takım adı veya maç kodu',
  /** A sport's link to its long-term (outright) bets. */
  longTermLink: 'Uzun Vadeli',
  /** Market switcher of the phone (which column group the rows show). */
  marketSwitcher: 'Bahis türü',
  /** A market that is absent or not open. */
  locked: 'Kapalı',
  loading: 'Bülten yükleniyor…',
  retry: 'Tekrar dene',
  noMatchTitle: 'Maç bulunamadı',
  noMatchText: 'Seçtiğiniz gün, lig ve aramaya uyan maç yok.',
  clearFilters: 'Filtreleri temizle',
  emptyTitle: 'Bültende etkinlik yok',
  emptySport: 'Bu spor dalında şu anda bültende etkinlik bulunmuyor.',
  emptyLive: 'Şu anda canlı bahise açık etkinlik bulunmuyor.',
  events: (n: number): string => `${n} etkinlik`,
  eventCode: 'Maç kodu',
  allMarkets: (eventName: string, more: number): string => `${eventName}: tüm bahisler, ${more} bahis daha`,
  /** The home. */
  homeTitle: 'iddaa Bülteni',
  liveTeaser: (live: number): string => `Canlı bahiste şu anda ${live} etkinlik var`,
  highlightsTitle: 'Öne çıkan maçlar',
  sportsTitle: 'Spor dalları',
  sportLink: (sportName: string, count: number): string => `Tüm ${sportName} bülteni (${count})`,
  highlightsFailed: 'Öne çıkan maçlar yüklenemedi.',
} as const;

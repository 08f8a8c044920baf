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
  /** Search field (team names, event codes). */
  search: 'Maç ara',
  searchHint: 'Takım adı veya maç kodu',
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
  highlightsTitle: 'Öne çıkan maçlar',
  sportsTitle: 'Spor dalları',
  sportLink: (sportName: string, count: number): string => `Tüm ${sportName} bülteni (${count})`,
  highlightsFailed: 'Öne çıkan maçlar yüklenemedi.',
} as const;

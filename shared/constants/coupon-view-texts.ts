/**
 * Texts of a played coupon's details as Hesabım/Kuponlarım and the public coupon page show them: the figures, the
 * coupon type and state, the rows and their pick states, and the row status icons' accessible names.
 */
export const COUPON_VIEW_TEXTS = {
  couponNo: 'Kupon No',
  amount: 'Kupon Tutarı',
  totalOdds: 'Toplam Oran',
  minColumnOdds: 'Min. Kolon Oranı',
  maxColumnOdds: 'Maks. Kolon Oranı',
  maxWinnings: 'Maks. Kazanç',
  winnings: 'Kazanç',
  columns: 'Kolon',
  columnCount: 'Kolon Sayısı',
  system: 'Sistem',
  type: 'Kupon Tipi',
  types: { single: 'Tek', combo: 'Kombine', system: 'Sistem' },
  banker: 'Banko',
  status: { open: 'Devam ediyor', won: 'Kazandı', lost: 'Kaybetti', refunded: 'İade edildi', cancelled: 'İptal edildi' },
  rows: 'Kupon satırları',
  odd: 'Oran',
  /** Pick states: an event not started has no mark; a started one without a result yet waits for it. */
  notStarted: 'Başlamadı',
  waiting: 'Sonuç bekleniyor',
  finalScore: 'Maç sonucu',
  score: (h: number, a: number) => `${h} - ${a}`,
} as const;

/**
 * Row status icons (spec section 4): status id → accessible name. 1 thumbs-up and 2 thumbs-down are the running
 * state of a live selection, 3 check and 4 cross the settled result, 5 cancelled, 6 delayed.
 */
export const ROW_STATUS_ICONS: Record<number, { name: string }> = {
  1: { name: 'Şu an tutuyor' },
  2: { name: 'Şu an tutmuyor' },
  3: { name: 'Tuttu' },
  4: { name: 'Tutmadı' },
  5: { name: 'İptal edildi' },
  6: { name: 'Ertelendi' },
};

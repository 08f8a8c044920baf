/** Interface texts of Hesabım/Kuponlarım (shared messages come from shared/errors). */
export const MY_COUPONS_TEXTS = {
  title: 'Kuponlarım',
  tabs: { ongoing: 'Devam Eden', won: 'Kazanan', lost: 'Kaybeden', cancelled: 'İptal / İade' },
  tabList: 'Kupon durumları',
  empty: 'Bu bölümde kuponunuz bulunmamaktadır.',
  loading: 'Kuponlar yükleniyor…',
  loadFailed: 'Kuponlar yüklenemedi.',
  retry: 'Tekrar dene',
  pager: 'Sayfalar',
  previous: 'Önceki sayfa',
  next: 'Sonraki sayfa',
  pageOf: (page: number, pages: number) => `Sayfa ${page} / ${pages}`,
  couponNo: 'Kupon No',
  amount: 'Kupon Tutarı',
  totalOdds: 'Toplam Oran',
  maxWinnings: 'Maks. Kazanç',
  winnings: 'Kazanç',
  columns: 'Kolon',
  system: 'Sistem',
  cancelable: 'İptal edilebilir',
  notCancelable: 'İptal edilemez',
  refunded: 'İade edildi',
  banker: 'Banko',
  status: { open: 'Devam ediyor', won: 'Kazandı', lost: 'Kaybetti', refunded: 'İade edildi', cancelled: 'İptal edildi' },
  name: 'Kupon Adı Ver',
  rename: 'Kupon Adını Değiştir',
  moveOld: 'Eski Kuponlarıma Taşı',
  moveLost: 'Kaybeden Kuponlarıma Taşı',
  confirmOld: 'Kuponu eski kuponlarınıza taşımak istiyor musunuz?',
  confirmLost: 'Kuponu kaybeden kuponlarınıza taşımak istiyor musunuz?',
  mail: 'E-posta ile Gönder',
  copyLink: 'Linki Kopyala',
  tweet: "Twitter'da Paylaş",
  rows: 'Kupon satırları',
} as const;

/**
 * Row status icons (spec section 4): status id → glyph and accessible name. 1 thumbs-up and 2 thumbs-down are the
 * running state of a live selection, 3 check and 4 cross the settled result, 5 cancelled, 6 delayed.
 */
export const ROW_STATUS_ICONS: Record<number, { glyph: string; name: string }> = {
  1: { glyph: '👍', name: 'Şu an tutuyor' },
  2: { glyph: '👎', name: 'Şu an tutmuyor' },
  3: { glyph: '✓', name: 'Tuttu' },
  4: { glyph: '✗', name: 'Tutmadı' },
  5: { glyph: '⊘', name: 'İptal edildi' },
  6: { glyph: '⏱', name: 'Ertelendi' },
};

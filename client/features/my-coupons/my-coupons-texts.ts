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
  type: 'Kupon Tipi',
  types: { single: 'Tek', combo: 'Kombine', system: 'Sistem' },
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
 * Row status icons (spec section 4): status id → accessible name (row-status-icon.tsx draws them). 1 thumbs-up and
 * 2 thumbs-down are the running state of a live selection, 3 check and 4 cross the settled result, 5 cancelled,
 * 6 delayed.
 */
export const ROW_STATUS_ICONS: Record<number, { name: string }> = {
  1: { name: 'Şu an tutuyor' },
  2: { name: 'Şu an tutmuyor' },
  3: { name: 'Tuttu' },
  4: { name: 'Tutmadı' },
  5: { name: 'İptal edildi' },
  6: { name: 'Ertelendi' },
};

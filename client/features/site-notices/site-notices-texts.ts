/** Texts of the cookie bar and the membership-cancel popup. */
export const SITE_NOTICE_TEXTS = {
  cookieRegion: 'Çerez bilgilendirmesi',
  cookieAlert: 'Çerez uyarısı',
  /** The cookie bar's wording on phones (one short line). */
  cookieShort: 'Sitemiz çerez kullanır; devam ederek kabul edersiniz.',
  close: 'Kapat',
  understood: 'Anladım',
  cancellationTitle: 'Üyelik İptali',
  withdraw: 'Talebimi Geri Al',
  keep: 'Kapat',
} as const;

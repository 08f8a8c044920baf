/** Texts of the cookie bar and the membership-cancel popup. */
export const SITE_NOTICE_TEXTS = {
  cookieRegion: 'Çerez bilgilendirmesi',
  cookieAlert: 'Çerez uyarısı',
  close: 'Kapat',
  understood: 'Anladım',
  cancellationTitle: 'Üyelik İptali',
  withdraw: 'Talebimi Geri Al',
  keep: 'Kapat',
} as const;

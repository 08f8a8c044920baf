/** Texts of the ops page's coupon activity card (aggregates of the coupon activity reports). */
export const COUPON_ACTIVITY_TEXTS = {
  heading: 'Kupon etkinliği (son 7 gün)',
  load: 'Kupon etkinliğini göster',
  reload: 'Yenile',
  loading: 'Yükleniyor…',
  failed: 'Kupon etkinliği alınamadı.',
  played: 'Oynanan kupon',
  abandoned: 'Terk edilen kupon',
  medianFirstPick: 'İlk seçime kadar (medyan)',
  medianBuild: 'Kupon hazırlama süresi (medyan)',
  avgPicks: 'Ortalama seçim',
  avgRemovals: 'Ortalama çıkarılan seçim',
  avgRefusals: 'Ortalama ret',
  avgOddsChanges: 'Ortalama oran değişikliği',
  avgPlayedAmount: 'Ortalama oynanan tutar',
  screenLogs: 'Ekran kaydı',
  none: '–',
} as const;

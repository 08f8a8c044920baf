/** What the PWA parts show, in Turkish. */
export const PWA_TEXTS = {
  updateReady: 'Yeni bir sürüm hazır.',
  updateNow: 'Şimdi yenile',
  updateLater: 'Daha sonra',
  updateRegion: 'Uygulama güncellemesi',
  offline: 'Çevrimdışısınız.',
  unreachable: 'Sunucuya ulaşılamıyor.',
  programAsOf: (when: string) => `Bülten ${when} itibarıyla gösteriliyor.`,
  programFromCache: 'Bülten önceden kaydedilmiş haliyle gösteriliyor.',
  programWillRefresh: 'Bağlantı geri geldiğinde bülten güncellenecek.',
} as const;

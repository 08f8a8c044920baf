/** Texts of the Sorumlu Oyun page and the session reminder (the shared refusal and answer texts are in shared/errors). */
export const RESPONSIBLE_PLAY_TEXTS = {
  title: 'Sorumlu Oyun',
  intro:
    'Harcama ve kayıp limitleri koyabilir, oturum hatırlatması alabilir ya da kendinizi bir süre oyundan uzaklaştırabilirsiniz. Limitler İstanbul saatine göre gün, hafta (pazartesiden) ve ay başında yenilenir.',
  loginNeeded: 'Sorumlu oyun ayarlarınızı görmek için üye girişi yapınız.',
  login: 'Giriş Yap',
  loading: 'Yükleniyor…',
  loadFailed: 'Sorumlu oyun ayarlarınız yüklenemedi. Lütfen sayfayı yenileyiniz.',
  stakeHeading: 'Harcama limitleri',
  stakeHelp: 'Dönem içinde oynadığınız kuponların toplam tutarı bu limiti aşamaz.',
  lossHeading: 'Kayıp limitleri',
  lossHelp: 'Dönem içinde oynadığınız tutardan kazanç ve iadeler düşüldüğünde kalan kaybınız bu limiti aşamaz.',
  limitNow: 'Geçerli limit',
  noLimit: 'Limit yok',
  used: 'Bu dönem',
  newLimit: (period: string) => `Yeni ${period.toLocaleLowerCase('tr-TR')} limit (TL)`,
  newLimitHelp: 'Düşürmek hemen geçerli olur; artırmak ve kaldırmak 24 saat sonra onayınızla geçerli olur.',
  save: 'Limiti Kaydet',
  remove: 'Limiti Kaldır',
  pendingIncrease: (amount: string, at: string) => `Artış talebi: ${amount}. ${at} tarihinden sonra onaylayabilirsiniz.`,
  pendingRemoval: (at: string) => `Kaldırma talebi: ${at} tarihinden sonra onaylayabilirsiniz.`,
  pendingReady: 'Bekleme süresi doldu; değişikliği onaylarsanız geçerli olur.',
  confirm: 'Değişikliği Onayla',
  cancel: 'Talebi İptal Et',
  reminderHeading: 'Oturum hatırlatması',
  reminderLegend: 'Hatırlatma sıklığı',
  reminderHelp: 'Seçtiğiniz aralıklarla bu oturumdaki oyun sürenizi ve net sonucunuzu gösteririz.',
  reminderOptions: { 0: 'Kapalı', 30: '30 dakikada bir', 60: '60 dakikada bir' } as Record<number, string>,
  reminderSave: 'Hatırlatmayı Kaydet',
  exclusionHeading: 'Kendimi oyundan uzaklaştır',
  exclusionHelp:
    'Seçtiğiniz süre boyunca kupon oynayamazsınız; giriş yapabilir, kuponlarınızı ve bakiyenizi görebilirsiniz. Süre kısaltılamaz ve erken kaldırılamaz.',
  exclusionLegend: 'Uzaklaştırma süresi',
  exclude: 'Uzaklaştır',
  excludedUntil: (at: string) => `Hesabınız ${at} tarihine kadar oyuna kapalıdır.`,
  excludedPermanent: 'Hesabınız süresiz olarak oyuna kapalıdır.',
  confirmTitle: 'Kendinizi Oyundan Uzaklaştırma',
  confirmMessage: (length: string) =>
    `${length === 'Süresiz' ? 'Süresiz olarak' : `${length} boyunca`} kupon oynayamayacaksınız. Bu süre kısaltılamaz ve erken kaldırılamaz. Onaylıyor musunuz?`,
  reminderTitle: 'Oturum Hatırlatması',
  reminderMessage: (duration: string) => `Bu oturumda ${duration} süredir oyundasınız. Mola vermeyi unutmayınız.`,
  sessionTime: 'Oturum süresi',
  sessionStakes: 'Oynanan tutar',
  sessionWinnings: 'Kazanç ve iadeler',
  sessionNet: 'Net sonuç',
} as const;

/** "1 saat 5 dakika", "30 dakika". */
export const formatDuration = (ms: number): string => {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} dakika`;
  return m === 0 ? `${h} saat` : `${h} saat ${m} dakika`;
};

/**
 * Every text of the Kupondaş area the user sees: the sharing-option dialog, the 'Hemen Oyna' message, the
 * feeds, share cards, profiles, leaderboards, comments and the maintenance page. Turkish, written once.
 */
/**
 * The sharing-option dialog (spec section 2). The share answers' texts (spec section 8) are the edge's and the
 * client's alike: shared/errors/sharing-messages.ts.
 */
export const SHARE_TEXTS = {
  open: "Kupondaş'ta Paylaş",
  share: "Kupondaş'ta Paylaş",
  shared: "Kupondaş'ta Paylaştınız.",
  dialogTitle: "Kupondaş'ta Paylaş",
  dialogText: 'Kuponunuzu kimlerin görebileceğini seçin.',
  privacyLegend: 'Kimler görebilir?',
  privacyAll: 'Tüm üyeler',
  privacyAllHelp: "Kupondaş'taki her üye kuponunuzu görebilir.",
  privacyFollowers: 'Sadece takipçilerim',
  privacyFollowersHelp: 'Kuponunuzu yalnızca sizi takip eden üyeler görebilir.',
  couponNo: (no: string) => `Kupon No: ${no}`,
  loadingPrivacy: 'Paylaşım ayarınız okunuyor…',
  close: 'Vazgeç',
} as const;

/** The Kupondaş pages: feeds, cards, profile, leaderboards, comments, maintenance. */
export const KUPONDAS_TEXTS = {
  nav: 'Kupondaş',
  navLabel: 'Kupondaş bölümleri',
  navFeed: 'Akış',
  navLeaders: 'Liderler',
  tabsLabel: 'Paylaşım akışları',
  tabAll: 'Tüm Paylaşımlar',
  tabFollowing: 'Takip Ettiklerim',
  filtersLabel: 'Paylaşımları süz',
  filterAll: 'Tümü',
  filterOngoing: 'Devam eden',
  filterWon: 'Kazanan',
  filterLost: 'Kaybeden',
  filterLive: 'Canlı',
  preparing: 'Akış hazırlanıyor',
  preparingText: 'Paylaşımlar yükleniyor…',
  failed: 'Paylaşımlar yüklenemedi.',
  retry: 'Tekrar dene',
  more: 'Daha fazla',
  end: 'Tüm paylaşımları gördünüz.',
  newShares: (n: number) => `${n} yeni paylaşım`,
  emptyAll: 'Henüz paylaşım yok',
  emptyAllText: "Kupondaş'ta ilk paylaşımı siz yapın: oynadığınız kuponu Hesabım/Kuponlarım'dan paylaşabilirsiniz.",
  emptyFilter: 'Bu süzgece uyan paylaşım yok',
  emptyFilterText: 'Başka bir süzgeç seçin.',
  emptyFollowing: 'Takip ettiğiniz üyelerin paylaşımı yok',
  emptyFollowingText: 'Başarılı üyeleri takip edin, paylaşımları burada görünsün.',
  suggestions: 'Kimi takip etmeli?',
  suggestionMeta: (score: number, followers: number) => `${score} puan · ${followers} takipçi`,
  visitorFollowing: 'Takip ettiğiniz üyelerin paylaşımlarını görmek için üye girişi yapın.',
  login: 'Giriş Yap',
  blockedTitle: 'Kupondaş erişiminiz engellendi',
  blockedText: "Kupondaş'a erişiminiz engellenmiştir. Ayrıntılı bilgi için bize yazabilirsiniz.",
  contactUs: 'Bize Yazın',
  underTitle: 'Kupondaş bakımda',
  underText: "Kupondaş'ı daha iyi hale getirmek için kısa bir bakım yapıyoruz. Lütfen biraz sonra tekrar deneyin.",
  underHint: "Bu sırada oynadığınız kuponları 'Hesabım/Kuponlarım' sayfasından paylaşabilirsiniz.",
  underMyCoupons: 'Kuponlarım',
  underProgram: 'Bültene dön',
  underRetry: 'Yeniden dene',
} as const;

export const CARD_TEXTS = {
  profileOf: (nick: string) => `${nick} profili`,
  sharedAt: 'Paylaşım zamanı',
  totalOdds: 'Toplam Oran',
  score: 'Puan',
  scorePending: 'Sonuç bekleniyor',
  noScore: 'Puan kazanmaz',
  points: (n: number) => `${n} puan`,
  playNow: 'Hemen Oyna',
  follow: 'Takip Et',
  following: 'Takip Ediliyor',
  unfollow: 'Takibi Bırak',
  block: 'Engelle',
  unblock: 'Engeli Kaldır',
  blockConfirm: (nick: string) => `${nick} engellensin mi? Engellediğiniz üye sizi takip edemez ve paylaşımlarınızı göremez.`,
  followersOnly: 'Takipçilere özel',
  live: 'CANLI',
  comments: (n: number) => (n > 0 ? `Yorumlar (${n})` : 'Yorum yap'),
  rowsLabel: 'Kupondaki tahminler',
  status: { open: 'Devam ediyor', won: 'Kazandı', lost: 'Kaybetti', refunded: 'İade edildi', cancelled: 'İptal edildi' },
  rowStatus: { open: 'Bekliyor', won: 'Tuttu', lost: 'Tutmadı', void: 'Geçersiz' },
  own: 'Sizin paylaşımınız',
} as const;

/** 'Hemen Oyna' on a share (spec issue step 3). */
export const PLAY_SHARE_TEXTS = {
  none: 'Bu paylaşımdaki tahminlerin hiçbiri artık oynanamıyor.',
  added: (n: number) => `${n} tahmin bugünkü oranlarıyla kuponunuza eklendi.`,
  changedHead: 'Oranı değişenler:',
  changed: (event: string, from: string, to: string) => `${event}: ${from} → ${to}`,
  closedHead: 'Kapanan marketler:',
  closed: (event: string, market: string) => `${event} – ${market}`,
} as const;

export const PROFILE_TEXTS = {
  title: (nick: string) => `${nick} - Kupondaş`,
  loading: 'Profil yükleniyor…',
  notFound: 'Üye bulunamadı',
  notFoundText: 'Bu takma adla bir Kupondaş üyesi yok.',
  failed: 'Profil yüklenemedi.',
  stats: 'İstatistikler',
  shares: 'Paylaşım',
  hitRate: 'İsabet',
  yield: 'Getiri',
  score: 'Puan',
  followers: 'Takipçi',
  following: 'Takip',
  noValue: '–',
  sharesHeading: 'Paylaşımları',
  noShares: 'Gösterilecek paylaşım yok',
  noSharesText: 'Bu üyenin görebileceğiniz bir paylaşımı yok.',
  blockedBy: 'Bu üyenin paylaşımlarını göremezsiniz.',
  youBlocked: 'Bu üyeyi engellediniz.',
  own: 'Profiliniz',
} as const;

export const LEADERS_TEXTS = {
  heading: 'Liderler',
  periodsLabel: 'Dönem',
  weekly: 'Haftalık',
  monthly: 'Aylık',
  all: 'Tüm Zamanlar',
  rank: 'Sıra',
  score: 'Puan',
  won: 'Kazanan',
  yield: 'Getiri',
  minSettled: (n: number) => `Listede en az ${n} sonuçlanmış paylaşımı olan üyeler yer alır.`,
  empty: 'Bu dönemde henüz listeye giren üye yok',
  emptyText: 'Paylaştığınız kuponlar sonuçlandıkça puanınız burada görünür.',
  failed: 'Liderler yüklenemedi.',
  loading: 'Liderler yükleniyor…',
} as const;

export const COMMENT_TEXTS = {
  heading: 'Yorumlar',
  placeholder: 'Kupona yorum yaz',
  send: 'Gönder',
  delete: 'Sil',
  report: 'Bildir',
  reported: 'Yorum bildirildi. Teşekkürler.',
  deleteConfirm: 'Yorumunuz silinsin mi?',
  empty: 'İlk yorumu siz yazın.',
  loginToComment: 'Yorum yazmak için üye girişi yapın.',
  more: 'Daha fazla yorum',
  failed: 'Yorumlar yüklenemedi.',
  emptyText: 'Yorum boş olamaz.',
  counter: (n: number, max: number) => `${n}/${max}`,
} as const;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_DAYS = 7;

/** How long ago a share was made, as cards show it ('Az önce', '5 dk önce', '3 sa önce', '2 gün önce'); null past a week. */
export const agoText = (at: number, now: number): string | null => {
  const d = Math.max(0, now - at);
  if (d < MINUTE_MS) return 'Az önce';
  if (d < HOUR_MS) return `${Math.floor(d / MINUTE_MS)} dk önce`;
  if (d < DAY_MS) return `${Math.floor(d / HOUR_MS)} sa önce`;
  if (d < WEEK_DAYS * DAY_MS) return `${Math.floor(d / DAY_MS)} gün önce`;
  return null;
};

/** A per-mille figure as a Turkish percentage: 523 -> '%52,3'; signed figures keep their sign ('-%4,0'). */
export const perMilleText = (pm: number): string => {
  const abs = (Math.abs(pm) / 10).toLocaleString('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${pm < 0 ? '-' : ''}%${abs}`;
};

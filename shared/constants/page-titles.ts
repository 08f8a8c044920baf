/**
 * Browser-tab titles: one per route of the route table (ROUTES), plus the titles built from a sport or coupon.
 * A page shows '<title> - iddaa' (documentTitle). Keyed by the route names, so a new route needs its title here.
 */
import type { ROUTES } from './routes';

export const TITLE_SUFFIX = 'iddaa';

export const PAGE_TITLES: Readonly<Record<keyof typeof ROUTES, string>> = {
  home: 'Tüm Bülten',
  loginPage: 'Üye Girişi',
  loginAlt: 'Üye Girişi',
  loginCaptcha: 'Güvenlik Kodu ile Giriş',
  security: 'Şifre Değiştir',
  profession: 'Meslek Bilginiz',
  verification: 'Güvenlik Doğrulaması',
  signUp: 'Üye Ol',
  signUpAlt: 'Üye Ol',
  forgotPassword: 'Şifremi Unuttum',
  forgotPasswordAlt: 'Şifremi Unuttum',
  contactUs: 'Bize Yazın',
  writeMessage: 'Mesaj Yaz',
  contract: 'Üyelik Sözleşmesi',
  contractAlt: 'Üyelik Sözleşmesi',
  kupondas: 'Kupondaş',
  kupondasUnderConstruction: 'Kupondaş Bakımda',
  kupondasProfile: 'Kupondaş Üyesi',
  kupondasLeaders: 'Kupondaş Liderler',
  kupondasSharingBlocked: 'Kupondaş',
  setDefaultView: 'Görünüm Değiştir',
  program: 'iddaa Bülteni',
  programDetailAlias: 'Bahis Detayı',
  live: 'Canlı Bahis',
  rafflesWinners: 'Kazandırdıklarımız',
  raffleResults: 'Çekiliş Sonuçları',
  opsContent: 'Duyuru, İçerik ve Çekiliş Yönetimi',
  account: 'Hesap Bilgilerim',
  myCoupons: 'Kuponlarım',
  contactPermissions: 'İletişim İzinleri',
  responsiblePlay: 'Sorumlu Oyun',
  campaign: 'Kampanya',
  savedCoupon: 'Kayıtlı Kupon',
  couponPage: 'Kupon',
  shortLink: 'Kupon Bağlantısı',
  horseRacing: 'At Yarışı',
  horseRacingRace: 'At Yarışı',
  sportsToto: 'Spor Toto',
  matchCenter: 'Maç Merkezi',
  ops: 'Canlı İzleme',
  opsAvatars: 'Profil Resmi Onayı',
  helpMbs: 'MBS Nedir?',
  helpSystemCoupon: 'Sistem Kupon Nasıl Oynanır?',
  helpRules: 'iddaa Kuralları',
};

/** Titles of pages that name a sport, an event or a coupon, and of the not-found page. */
export const PAGE_TITLE_OF = {
  sport: (sportName: string): string => `${sportName} Bülteni`,
  longTerm: (sportName: string): string => `${sportName} Uzun Vadeli Bahisler`,
  matchCenter: (eventName: string): string => `${eventName} Maç Merkezi`,
  coupon: (couponNo: string): string => `Kupon ${couponNo}`,
  notFound: 'Sayfa bulunamadı',
} as const;

/** The full tab title: 'Futbol Bülteni - iddaa'; just 'iddaa' without a page title. */
export const documentTitle = (title: string | undefined): string => (title ? `${title} - ${TITLE_SUFFIX}` : TITLE_SUFFIX);

/**
 * Texts of the site's frame: the header (visitor buttons, the member's name and balance, the Hesabım menu), the
 * phone's off-canvas menu, the sport bar's scroll arrows and the footer, with the customer-service phone.
 */
import { ROUTES } from './routes';

/** The customer-service line shown in the footer (a fictional number). */
/** The edge's default for CUSTOMER_SERVICE_PHONE; pages show the configured one (meta customer-service-phone). */
export const DEFAULT_CUSTOMER_SERVICE_PHONE = '0850 123 45 67';

export const HEADER_TEXTS = {
  signUp: 'Üye Ol',
  login: 'Giriş Yap',
  forgotPassword: 'Şifremi Unuttum',
  balance: 'Bakiye',
  account: 'Hesabım',
  accountMenu: 'Hesabım menüsü',
  logout: 'Çıkış',
  loginArea: 'Üye girişi',
  memberArea: 'Üye bilgileri',
} as const;

/** A Hesabım entry: a page, or a sheet it opens where the member is ('Kayıtlı Kuponlarım' has no page of its own). */
export type AccountMenuEntry = { id: string; label: string } & ({ href: string } | { opens: 'saved-coupons' });

/**
 * The Hesabım entries in nesine's order, shared by the header menu and the phone menu. 'Kayıtlı Kuponlarım' opens
 * the saved coupons' sheet over the page (the same sheet as the coupon panel's action).
 */
export const ACCOUNT_MENU_ENTRIES: readonly AccountMenuEntry[] = [
  { id: 'account-info', label: 'Hesap Bilgilerim', href: ROUTES.account },
  { id: 'my-coupons', label: 'Kuponlarım', href: ROUTES.myCoupons },
  { id: 'saved-coupons', label: 'Kayıtlı Kuponlarım', opens: 'saved-coupons' },
  { id: 'messages', label: 'Mesajlarım', href: ROUTES.writeMessage },
  { id: 'contact-permissions', label: 'İletişim İzinleri', href: ROUTES.contactPermissions },
  { id: 'responsible-play', label: 'Sorumlu Oyun', href: ROUTES.responsiblePlay },
];

export const OFF_CANVAS_TEXTS = {
  title: 'Menü',
  open: 'Menü',
  close: 'Menüyü kapat',
  sports: 'Sporlar',
  sportMenu: 'Spor menüsü',
  account: 'Hesabım',
} as const;

export const SPORT_BAR_TEXTS = { scrollLeft: 'Sporları sola kaydır', scrollRight: 'Sporları sağa kaydır' } as const;

export const FOOTER_TEXTS = {
  adultsOnly: '18+',
  adultsOnlyLabel: '18 yaş sınırı',
  responsible:
    '18 yaşından küçüklerin şans oyunları oynaması yasaktır. Şans oyunlarını sorumlu oynayınız; bütçenizi aşan tutarlarla oynamayınız.',
  responsibleLink: 'Sorumlu Oyun',
  helpHeading: 'Yardım',
  siteHeading: 'Kurumsal',
  contactHeading: 'Müşteri Hizmetleri',
  contactUs: 'Bize Yazın',
  contract: 'Üyelik Sözleşmesi',
  kvk: 'KVK Aydınlatma Metni',
  phoneLabel: 'Müşteri Hizmetleri',
  viewHeading: 'Görünüm',
} as const;

/** Interface texts both the client and the edge (page titles, messages) use. */
export const VIEW_SWITCHER = {
  toClassic: 'Klasik web sitesi görünümüne geç',
  toMobile: 'Mobil site görünümüne geç',
  /** The switcher's close button: hides it for COOKIES.viewSwitcherDisabledDays (view-switcher-disabled cookie). */
  hide: 'Görünüm seçeneğini bir daha gösterme',
} as const;

/** The view-switcher-disabled cookie (spec section 9: lasts COOKIES.viewSwitcherDisabledDays, 365 days). */
export const VIEW_SWITCHER_DISABLED_COOKIE = 'ViewSwitcherDisabled';

export const MBS_SINGLE_LABEL = 'TEK MAÇ';
export const COUPON_PANEL_NAME = 'Kuponum';
export const PLAY_BUTTON = 'Hemen Oyna';
export const SITE_NAME = 'iddaa Kupondaş';

/** The login page and the captcha login page. */
export const LOGIN_PAGE_TEXTS = {
  heading: 'Üye Girişi',
  alreadyIn: 'Giriş yaptınız.',
  continue: 'Devam et',
  /** Before 'Üye Ol' under the login form of the login page and the login dialog. */
  noAccount: 'Hesabınız yok mu?',
} as const;
/** The link to the password reset under a refused login (code 102). */
export const RESET_LINK_TEXT = 'Şifremi unuttum';

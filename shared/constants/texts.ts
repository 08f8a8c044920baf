/** Interface texts both the client and the edge (page titles, messages) use. */
export const VIEW_SWITCHER = {
  toClassic: 'Klasik web sitesi görünümüne geç',
  toMobile: 'Mobil site görünümüne geç',
} as const;

export const MBS_SINGLE_LABEL = 'TEK MAÇ';
export const COUPON_PANEL_NAME = 'Kuponum';
export const PLAY_BUTTON = 'Hemen Oyna';
export const SITE_NAME = 'iddaa Kupondaş';

/** The login page and the captcha login page. */
export const LOGIN_PAGE_TEXTS = {
  heading: 'Üye Girişi',
  alreadyIn: 'Giriş yaptınız.',
  continue: 'Devam et',
} as const;
/** The link to the password reset under a refused login (code 102). */
export const RESET_LINK_TEXT = 'Şifremi unuttum';

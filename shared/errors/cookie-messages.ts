/** The cookie bar's texts: a module of their own, since the bar is in the entry bundle and the consent texts are not. */
export const COOKIE_MESSAGES = {
  bar: 'Sitemizde deneyiminizi iyileştirmek için çerezler kullanılmaktadır. Siteyi kullanmaya devam ederek çerez kullanımını kabul etmiş olursunuz.',
  disabled: 'Tarayıcınızda çerezler kapalı. Sitemizi sorunsuz kullanabilmek için lütfen tarayıcı ayarlarınızdan çerezlere izin veriniz.',
} as const;

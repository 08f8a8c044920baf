/** Turkish texts of the captcha pages and refusals, and the login codes of captcha refusals (our own numbers). */
export const CAPTCHA_TEXTS = {
  loginHeading: 'Güvenlik Kodlu Üye Girişi',
  loginIntro: 'Yurt dışından yapılan girişlerde resimdeki güvenlik kodunu girmeniz gerekmektedir.',
  verifyHeading: 'Güvenlik Doğrulaması',
  verifyIntro: 'Devam etmek için resimdeki güvenlik kodunu giriniz.',
  imageAlt: 'Güvenlik kodu resmi',
  refresh: 'Yenile',
  loading: 'Güvenlik kodu yükleniyor…',
  imageFailed: 'Güvenlik kodu yüklenemedi. Lütfen Yenile düğmesine basınız.',
  verifySubmit: 'Doğrula',
  securityCodeRequired: 'Güvenlik kodu alanı boş bırakılamaz.',
  foreignRequired: 'Yurt dışından giriş için güvenlik kodu gerekmektedir.',
  wrongCode: 'Güvenlik kodu hatalı veya süresi dolmuş. Lütfen resimdeki yeni kodu giriniz.',
  verificationRequired: 'Çok sayıda hatalı giriş denemesi yapıldı. Devam etmek için güvenlik doğrulaması gerekmektedir.',
  cacheKeyInvalid: 'Doğrulama bağlantısının süresi dolmuş. Lütfen tekrar giriş yapınız.',
  missingCacheKey: 'Doğrulama bağlantısı eksik. Lütfen tekrar giriş yapınız.',
} as const;

/** Login answer codes of captcha refusals; the spec lists none, these stay clear of its section-8 codes. */
export const CAPTCHA_LOGIN_CODES = {
  foreignCaptchaRequired: 610,
  wrongSecurityCode: 611,
  captchaRequired: 612,
} as const;

/** Error codes of POST /Site/VerifyCaptcha. */
export const CAPTCHA_ERROR_CODES = { wrong: 'CAPTCHA_WRONG', keyInvalid: 'CAPTCHA_KEY_INVALID' } as const;

/** The error catalogue of spec section 8 with its Turkish texts, plus the messages of our own calls. */
import { ROUTES } from '../constants/routes';
export const MESSAGES = {
  notLoggedIn: 'Lütfen Üye Girişi yapınız.',
  couponNameSaveFailed: 'Kupon adı kaydedilemedi!\nLütfen tekrar deneyiniz.',
  moveCouponFailed: 'Bir sorun oluştu. Tekrar deneyin.',
  clipboardFailed: 'Tarayıcıdan kaynaklı olarak link kopyalanamamıştır.',
  clipboardOk: 'Link kopyalandı',
  selectProfession: 'Uyarı: Lütfen meslek seçiniz.',
  consentSaveFailed: 'İşleminiz sırasında bir hata oluştu. Lütfen daha sonra tekrar deneyiniz.',
  contractUpdateRequired: 'Güncel Üyelik Sözleşmesini onaylamanız gerekmektedir.',
  passwordChangeRequired: 'Şifrenizi güncellemeniz gerekmektedir.',
  phoneDailyLimit: "Aynı gün içerisinde en fazla 5 defa aktivasyon SMS'i alabilirsiniz.",
  emailDailyLimit: 'Aynı gün içerisinde en fazla 5 defa aktivasyon kodu alabilirsiniz.',
  activationTimeout: 'Belirtilen süre içerisinde aktivasyon kodunu girmediniz.',
  technicalError: 'Teknik bir hata oluştu. Lütfen daha sonra tekrar deneyiniz.',
  avatarUploaded: 'Profil resminiz, onaylandıktan sonra diğer üyeler tarafından görülebilecektir.',
  networkError: 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyiniz.',
  playRateLimited: 'Kısa sürede çok fazla kupon oynama isteği gönderildi. Lütfen bir dakika bekleyip tekrar deneyiniz.',
} as const;

/** Login error codes (section 8). 300/302 take the customer-service phone of the site variant. */
export const LOGIN_CODES = {
  ok: 0,
  unexpected: 100,
  wrongCredentials: 102,
  temporarilyUnavailable: 104,
  callCustomerService: 300,
  citizenInactive: 301,
  callCustomerServiceAlt: 302,
  citizenNotFound: 303,
  tooManyAttempts: 401,
  emailLoginUnsupported: 502,
  assetsFrozen: 503,
} as const;

/** The ResetLink of a wrong-password login answer: the forgot-password page. */
export const PASSWORD_RESET_PATH = ROUTES.forgotPassword;

export const loginMessage = (code: number, customerServicePhone: string, serverMessage?: string): string => {
  switch (code) {
    case LOGIN_CODES.unexpected:
      return 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyiniz.';
    case LOGIN_CODES.wrongCredentials:
      return 'Üyelik bilgileriniz veya şifreniz hatalı. Şifrenizi unuttuysanız şifre sıfırlama bağlantısını kullanabilirsiniz.';
    case LOGIN_CODES.temporarilyUnavailable:
      return 'Giriş işlemi geçici olarak yapılamıyor. Lütfen daha sonra tekrar deneyiniz.';
    case LOGIN_CODES.callCustomerService:
    case LOGIN_CODES.callCustomerServiceAlt:
      return `Giriş yapamıyorsunuz. Lütfen Müşteri Hizmetleri'ni (${customerServicePhone}) arayınız.`;
    case LOGIN_CODES.citizenInactive:
      return 'T.C. Kimlik Numaranız kimlik doğrulama servisine göre aktif değildir.';
    case LOGIN_CODES.citizenNotFound:
      return 'T.C. Kimlik Numaranız bulunamadı, hesabınız pasif durumdadır.';
    case LOGIN_CODES.tooManyAttempts:
      return 'Çok sayıda hatalı giriş denemesi yaptınız. Lütfen bir süre sonra tekrar deneyiniz.';
    case LOGIN_CODES.emailLoginUnsupported:
      return 'E-posta adresi ile giriş artık desteklenmemektedir. Lütfen Üye No, T.C. Kimlik No veya Kullanıcı Adı ile giriş yapınız.';
    case LOGIN_CODES.assetsFrozen:
      return 'Yasal karar gereği varlıklarınız dondurulmuştur; hesabınız ve bakiyeniz bloke edilmiştir.';
    default:
      return serverMessage ?? 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyiniz.';
  }
};

/** Share answer error codes (section 8). */
export const SHARE_ERRORS: Record<number, string> = {
  1110: 'Kupon daha önce paylaşılmıştır.',
  1116: 'Kupon oynanabilir durumda olmadığı için paylaşılamaz.',
  1100: "Paylaşım alanı bakımdadır. Kuponunuzu daha sonra 'Hesabım/Kuponlarım' alanından paylaşabilirsiniz.",
  1201: 'İptal edilen kupon paylaşılamaz.',
  1281: 'Kuponunuz paylaşıldı; ancak canlı kuponlar oynandıktan 5 dakika sonra paylaşıldığında puan kazanmaz.',
  1410: 'Paylaşım platformuna erişiminiz engellenmiştir.',
  1115: 'İşleminize şu anda devam edilemiyor. Lütfen daha sonra tekrar deneyiniz.',
};

/** Coupon rule and play refusals: one code, one Turkish text, used by the client early and by the edge. */
export const COUPON_ERRORS = {
  EMPTY: 'Kuponunuzda maç bulunmamaktadır.',
  TOO_MANY_SELECTIONS: 'Bir kupona en fazla 30 maç ekleyebilirsiniz.',
  TOO_MANY_COLUMNS: 'Kuponunuz {columns} kolondan oluşuyor; bir kupon en fazla {max} kolon olabilir. Lütfen sistem seçiminizi azaltınız.',
  DUPLICATE_EVENT: 'Aynı maçtan kupona yalnızca bir tahmin ekleyebilirsiniz.',
  MBS_NOT_MET: 'Kuponunuzdaki maçların MBS koşulu sağlanmıyor: en az {n} maç seçmelisiniz.',
  BELOW_MIN_AMOUNT: 'Kupon tutarı en az 50,00 TL olmalıdır. Misliyi en az {misli} yapabilirsiniz.',
  INVALID_MISLI: 'Misli 1 ile 2000 arasında bir tam sayı olmalıdır.',
  OUTCOME_LOCKED: 'Kuponunuzda oynanamaz duruma geçmiş tahminler var. Lütfen bu tahminleri kuponunuzdan çıkarınız.',
  EVENT_STARTED: 'Kuponunuzdaki bir maç başladığı için bu tahmin artık oynanamaz.',
  UNKNOWN_SELECTION: 'Kuponunuzdaki bir tahmin artık bültende bulunmuyor.',
  ODDS_CHANGED: 'Kuponunuzdaki oranlar değişti. Yeni oranları kontrol edip tekrar oynayınız.',
  INSUFFICIENT_BALANCE: 'Bakiyeniz bu kuponu oynamak için yeterli değil.',
  PLAY_WINDOW_CLOSED: '{from} - {to} saatleri arasında kupon oynanamaz.',
  SYSTEM_NOT_SUPPORTED: 'Sistem kuponları şu anda oynanamıyor. Lütfen kuponunuzu sistemsiz oynayınız.',
  IDEMPOTENCY_CONFLICT: 'Bu işlem başka bir kupon için kullanıldı. Lütfen sayfayı yenileyip tekrar deneyiniz.',
  NOT_LOGGED_IN: 'Lütfen Üye Girişi yapınız.',
  INVALID_SYSTEM_SIZE: 'Seçtiğiniz sistem kuponunuzdaki maç sayısına uygun değil.',
  BANKER_WITHOUT_SYSTEM: 'Banko seçimi yalnızca sistem kuponlarında yapılabilir.',
  TOO_MANY_BANKERS: 'Banko maç sayısı seçtiğiniz en küçük sistemden az olmalıdır.',
} as const;
export type CouponErrorCode = keyof typeof COUPON_ERRORS;

/** Generic request errors of our own API (bad input never crashes a call). */
export const REQUEST_ERRORS = {
  BAD_REQUEST: 'İstek geçersiz.',
  MALFORMED_JSON: 'İstek gövdesi geçerli bir JSON değil.',
  PAYLOAD_TOO_LARGE: 'İstek gövdesi çok büyük.',
  NOT_FOUND: 'Aradığınız kayıt bulunamadı.',
  FORBIDDEN: 'Güvenlik doğrulaması başarısız. Lütfen sayfayı yenileyip tekrar deneyiniz.',
  RATE_LIMITED: 'Çok fazla istek gönderdiniz. Lütfen biraz bekleyiniz.',
  INTERNAL: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyiniz.',
} as const;
export type RequestErrorCode = keyof typeof REQUEST_ERRORS;

export const fillTemplate = (text: string, vars: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`));

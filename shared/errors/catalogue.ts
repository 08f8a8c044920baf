/**
 * The error catalogue of spec section 8 with its Turkish texts, plus the messages of our own calls. The login codes
 * and their texts are in login-messages.ts, the share answers' in sharing-messages.ts.
 */
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
  codeLoadFailed: 'İşlem yüklenemedi. Bağlantınızı kontrol edip sayfayı yenileyerek tekrar deneyiniz.',
  playRateLimited: 'Kısa sürede çok fazla kupon oynama isteği gönderildi. Lütfen bir dakika bekleyip tekrar deneyiniz.',
} as const;

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

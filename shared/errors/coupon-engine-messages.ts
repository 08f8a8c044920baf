/** Turkish texts of the coupon engine (issue 5): system and banker refusals, my coupons, naming, mail and links. */
export const COUPON_ENGINE_ERRORS = {
  INVALID_SYSTEM_SIZE: 'Seçtiğiniz sistem kuponunuzdaki maç sayısına uygun değil.',
  BANKER_WITHOUT_SYSTEM: 'Banko seçimi yalnızca sistem kuponlarında yapılabilir.',
  TOO_MANY_BANKERS: 'Banko maç sayısı seçtiğiniz en küçük sistemden az olmalıdır.',
} as const;

export const COUPON_ENGINE_MESSAGES = {
  success: 'success',
  notAuthorized: 'NOTAUTHORIZED',
  couponNotFound: 'Kupon bulunamadı.',
  mailSent: 'Kuponunuz e-posta adresinize gönderildi.',
  mailFailed: 'E-posta gönderilemedi. Lütfen tekrar deneyiniz.',
  mailSubject: 'iddaa kuponunuz',
  savedCouponInvalid: 'Kaydedilecek kupon geçersiz.',
  shareTitle: 'iddaa kuponum',
  twitterTitle: 'Kuponum {couponNo} - Toplam oran {totalOdd} #iddaa',
  moveSuccess: 'Kuponunuz taşındı.',
  badUrl: 'Kısaltılacak bağlantı geçersiz.',
} as const;

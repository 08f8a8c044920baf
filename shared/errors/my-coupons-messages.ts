/** Turkish texts and answer words of my coupons, saved coupons and sharing: naming, moving, mail and links. */
export const MY_COUPONS_MESSAGES = {
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

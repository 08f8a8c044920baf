/** The safe actions kept until the connection is back (the offline queue) and the update that keeps the coupon. */
export const OFFLINE_QUEUE_TEXTS = {
  couponNameQueued: 'Çevrimdışısınız. Kupon adı bağlantı geri geldiğinde kaydedilecek.',
  savedCouponQueued: 'Çevrimdışısınız. Kuponunuz bağlantı geri geldiğinde kaydedilecek.',
  /** A queued action the server refused once the connection was back: the server's own text follows. */
  replayRefused: 'Çevrimdışıyken yaptığınız bir işlem kaydedilemedi:',
  /** 'Şimdi yenile' when the coupon could not be kept in this browser's storage: the page is not reloaded. */
  updateKeepsCoupon:
    'Kuponunuz bu tarayıcıda saklanamadığı için yeni sürüm açılmadı. Kuponunuzu oynadıktan ya da temizledikten sonra yenileyebilirsiniz.',
} as const;

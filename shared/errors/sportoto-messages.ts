/** Spor Toto's Turkish texts: refusals of a play, the naming and mail answers, the page. */
export const STOTO_MESSAGES = {
  noPool: 'Şu anda oynanabilecek bir Spor Toto programı yok.',
  notFound: 'Spor Toto programı bulunamadı.',
  poolClosed: 'Bu Spor Toto programı kapandı: ilk maç başladı.',
  badPicks: 'Her maç için en az bir tahmin (1, 0 veya 2) seçiniz.',
  badMisli: 'Misli 1 ile 100 arasında olmalıdır.',
  insufficientBalance: 'Bakiyeniz yetersiz.',
  idempotencyConflict: 'Bu işlem anahtarı başka bir kupon için kullanıldı.',
  notAuthorized: 'Lütfen Üye Girişi yapınız.',
  couponNotFound: 'Kupon bulunamadı.',
  mailSent: 'Kuponunuz e-posta adresinize gönderildi.',
  mailFailed: 'E-posta gönderilemedi. Lütfen tekrar deneyiniz.',
  mailSubject: 'Spor Toto kuponunuz',
} as const;

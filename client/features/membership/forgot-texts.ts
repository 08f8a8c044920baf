/** Labels of the forgot-password page. */
export const FORGOT_PAGE_TEXTS = {
  heading: 'Şifremi Unuttum',
  intro: 'Üyelik bilgilerinizi ve kayıtlı cep telefonunuzu ya da e-posta adresinizi giriniz; size bir doğrulama kodu gönderelim.',
  identifier: 'Kullanıcı Adı / T.C. Kimlik No / Üye No',
  channel: 'Kodu nereye gönderelim?',
  bySms: 'Cep telefonuma (SMS)',
  byEmail: 'E-posta adresime',
  phone: 'Cep Telefonu',
  email: 'E-posta',
  sendCode: 'Kod Gönder',
  code: 'Doğrulama Kodu',
  password: 'Yeni Şifre',
  passwordAgain: 'Yeni Şifre (Tekrar)',
  passwordHint: 'En az 8 karakter; en az bir harf ve bir rakam.',
  save: 'Şifremi Güncelle',
  newCode: 'Yeni kod iste',
  login: 'Giriş Yap',
} as const;

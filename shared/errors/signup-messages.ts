/** Turkish texts of sign-up, forgot password and messages answered by the edge and shown by the client. */
export const SIGNUP_MESSAGES = {
  registered: 'Üyeliğiniz oluşturuldu. Giriş yapılıyor...',
  usernameTaken: 'Bu kullanıcı adı kullanılmaktadır. Lütfen başka bir kullanıcı adı seçiniz.',
  /** E-mail or citizen ID already on file: one message for both, naming neither. */
  alreadyMember:
    'Bu bilgilerle kayıtlı bir üyelik bulunmaktadır. Üyeyseniz giriş yapabilir ya da şifrenizi sıfırlayabilirsiniz.',
} as const;

export const FORGOT_MESSAGES = {
  codeSent:
    'Bilgileriniz kayıtlarımızla eşleşiyorsa doğrulama kodunuz gönderildi. Kod 3 dakika geçerlidir.',
  dailyLimit: 'Aynı gün içerisinde en fazla 5 defa şifre sıfırlama kodu alabilirsiniz.',
  codeWrong: 'Doğrulama kodu hatalı veya süresi dolmuş. Lütfen yeni bir kod isteyiniz.',
  passwordChanged: 'Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.',
  smsBody: (code: string) => `iddaa şifre sıfırlama kodunuz: ${code}. Kod 3 dakika geçerlidir. Bu kodu kimseyle paylaşmayınız.`,
  emailSubject: 'iddaa şifre sıfırlama kodu',
} as const;

export const MESSAGE_MESSAGES = {
  contactSent: 'Mesajınız bize ulaştı. En kısa sürede size dönüş yapacağız.',
  memberSent: 'Mesajınız gönderildi. Yanıtımızı Mesajlarım bölümünde görebilirsiniz.',
} as const;

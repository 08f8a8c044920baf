/** Labels of the contact-us and write-a-message pages. */
export const MESSAGE_PAGE_TEXTS = {
  contactHeading: 'Bize Yazın',
  writeHeading: 'Mesaj Yaz',
  name: 'Ad Soyad',
  email: 'E-posta',
  subject: 'Konu',
  message: 'Mesajınız',
  send: 'Gönder',
  threadHeading: 'Mesajlarım',
  emptyThread: 'Henüz mesajınız yok.',
  fromMember: 'Siz',
  fromUs: 'iddaa',
  newReply: 'Yeni',
  loginFirst: 'Mesaj yazmak için lütfen üye girişi yapınız.',
  login: 'Giriş Yap',
} as const;

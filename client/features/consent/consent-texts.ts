/** Texts of the consent popup and the contact-permissions page. */
export const CONSENT_POPUP_TEXTS = {
  intro:
    '6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında kişisel verilerinizin işlenmesine ilişkin tercihinizi belirtmeniz gerekmektedir.',
  read: "Kişisel Verilerin Korunması Aydınlatma Metni'ni okudum ve anladım.",
  consent: 'Kişisel verilerimin Aydınlatma Metni kapsamında işlenmesine açık rıza veriyorum.',
  contact: 'Kampanya ve fırsatlar için tarafıma ticari elektronik ileti gönderilmesine izin veriyorum.',
  proceed: 'Devam Et',
  close: 'Kapat',
  goContract: 'Sözleşmeyi Onayla',
  goPassword: 'Şifremi Güncelle',
} as const;

export const PERMISSIONS_PAGE_TEXTS = {
  title: 'İletişim İzinleri ve Kişisel Veriler',
  kvkHeading: 'Kişisel Verilerin Korunması',
  kvkGiven: 'Kişisel verilerinizin işlenmesine açık rıza verdiniz.',
  kvkNotGiven: 'Kişisel verilerinizin işlenmesine açık rıza vermediniz.',
  giveConsent: 'Açık Rıza Ver',
  cancelConsent: 'Açık Rızamı Geri Al',
  contactHeading: 'İletişim İzinleri',
  sms: 'SMS ile iletişim',
  phone: 'Telefon ile iletişim',
  email: 'E-posta ile iletişim',
  save: 'Kaydet',
  loading: 'İzinleriniz yükleniyor…',
  cancelHeading: 'Üyelik İptali',
  cancelMembership: 'Üyeliğimi iptal etmek istiyorum',
  loginNeeded: 'Bu sayfayı görüntülemek için lütfen üye girişi yapınız.',
  login: 'Giriş Yap',
} as const;

/** Turkish texts of the account pages and the forced answers (password change, profession, consent). */
export const ACCOUNT_MESSAGES = {
  wrongCurrentPassword: 'Mevcut şifreniz hatalı.',
  passwordChanged: 'Şifreniz başarıyla değiştirildi.',
  unknownProfession: 'Lütfen listeden bir meslek seçiniz.',
  kvkRequired: 'Devam edebilmek için Kişisel Verilerin Korunması Aydınlatma Metni hakkındaki tercihinizi belirtmeniz gerekmektedir.',
  securityTitle: 'Şifre Değiştir',
  securityIntro: 'Güvenliğiniz için şifrenizi değiştirmeniz gerekmektedir.',
  securitySubmit: 'Şifremi Değiştir',
  professionTitle: 'Meslek Bilginiz',
  professionIntro: 'Devam edebilmek için lütfen mesleğinizi seçiniz.',
  professionLabel: 'Meslek',
  professionPlaceholder: 'Meslek seçiniz',
  professionSubmit: 'Kaydet',
  loadFailed: 'Bilgiler yüklenemedi. Lütfen sayfayı yenileyiniz.',
} as const;

/** Turkish texts of the contract page, the bars and the consent and cancellation popups. */
export const CONTRACT_MESSAGES = {
  agreementRequired: 'Devam etmek için Üyelik Sözleşmesini okuyup onaylamanız gerekmektedir.',
  contractOutdated: 'Sözleşme güncellendi. Lütfen sayfayı yenileyip güncel sözleşmeyi onaylayınız.',
  contractNotFound: 'Sözleşme bulunamadı.',
  updateBar: 'Üyelik Sözleşmemiz güncellendi. Güncel sözleşmeyi okuyup onaylayabilirsiniz.',
} as const;

export const CONSENT_MESSAGES = {
  popupTitle: 'Kişisel Verilerin Korunması',
  cancelTitle: 'Açık Rıza İptali',
  cancelQuestion: 'Kişisel verilerinizin işlenmesine verdiğiniz açık rızayı geri almak istediğinize emin misiniz?',
  cancelled: 'Açık rızanız geri alındı.',
  saved: 'Tercihleriniz kaydedildi.',
  permissionsSaved: 'İletişim izinleriniz kaydedildi.',
} as const;

export const CANCELLATION_MESSAGES = {
  pending: 'Üyelik iptali talebiniz alınmıştır. Talebinizden vazgeçerek üyeliğinize devam etmek ister misiniz?',
  withdrawn: 'Üyelik iptali talebiniz geri alındı. Aramızda kalmaya devam ettiğiniz için teşekkür ederiz.',
  noPending: 'Geri alınacak bir üyelik iptali talebiniz bulunmamaktadır.',
  requested: 'Üyelik iptali talebiniz alındı.',
  alreadyRequested: 'Bekleyen bir üyelik iptali talebiniz zaten bulunmaktadır.',
} as const;

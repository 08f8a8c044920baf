/** Interface texts of the coupon's secondary actions: save, the saved coupons, share, mail. */
import type { ShareMedia } from './saved-coupons.slice';

export const SAVED_BOX_TEXTS = {
  actions: 'Kupon işlemleri',
  save: 'Kaydet',
  saveName: 'Kuponu Kaydet',
  list: 'Kayıtlı Kuponlarım',
  listName: 'Kayıtlı kuponlar',
  listHint: 'Kaydettiğiniz kuponları oynamak için kuponunuza yükleyebilirsiniz.',
  load: 'Yükle',
  empty: 'Kayıtlı kuponunuz bulunmamaktadır.',
  emptyHint: "Kuponunuzu 'Kaydet' ile adlandırıp sonra buradan yükleyebilirsiniz.",
  loading: 'Yükleniyor…',
  failed: 'Kayıtlı kuponlar yüklenemedi.',
  retry: 'Tekrar dene',
  share: 'Paylaş',
  shareName: 'Kaydet ve Paylaş',
  shareTitle: 'Kuponu Paylaş',
  shareHint: 'Kuponunuz kaydedilir ve bağlantısı seçtiğiniz yoldan paylaşılır.',
  shareChoices: 'Paylaşım seçenekleri',
  mail: 'E-posta',
  mailName: 'Kaydet ve E-posta Gönder',
  matches: (n: number) => `${n} maç`,
  media: { twitter: 'Twitter', facebook: 'Facebook', whatsapp: 'WhatsApp', link: 'Linki Kopyala' } satisfies Record<ShareMedia, string>,
} as const;

/** Texts of the contract page and the update bar. */
export const CONTRACT_PAGE_TEXTS = {
  version: (v: number) => `Sürüm ${v}`,
  textLabel: 'Sözleşme metni',
  agreement: "Üyelik Sözleşmesi'ni okudum, anladım ve kabul ediyorum.",
  kvk: 'Kişisel verilerimin Aydınlatma Metni kapsamında işlenmesine açık rıza veriyorum.',
  spd: 'Kampanya ve fırsatlardan haberdar olmak için tarafıma ticari elektronik ileti gönderilmesine izin veriyorum.',
  submit: 'Onayla ve Devam Et',
  loading: 'Sözleşme yükleniyor…',
  loadFailed: 'Sözleşme yüklenemedi. Lütfen sayfayı yenileyiniz.',
  visitorHint: 'Sözleşmeyi onaylamak için üye girişi yapmanız gerekir.',
} as const;

export const UPDATE_BAR_TEXTS = {
  region: 'Sözleşme güncellemesi',
  /** The bar's wording on phones (one short line). */
  short: 'Üyelik Sözleşmemiz güncellendi.',
  read: 'Sözleşmeyi Oku',
  /** The read link's label on phones. */
  readShort: 'Oku',
  accept: 'Onaylıyorum',
  close: 'Kapat',
} as const;

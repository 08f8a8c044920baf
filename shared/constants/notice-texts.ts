/** Texts of notices (bar, popup, tutorial), content blocks and the pop-up-blocker help (spec sections 2 and 8). */
export const NOTICE_TEXTS = {
  close: 'Kapat',
  closeNotice: 'Duyuruyu kapat',
  next: 'İleri',
  previous: 'Geri',
  finish: 'Tamam',
  step: (n: number, of: number) => `Adım ${n} / ${of}`,
  notFound: 'Duyuru bulunamadı.',
  invalid: 'Duyuru bilgileri geçersiz.',
  contentNotFound: 'İçerik bulunamadı.',
  nodeNotFound: 'Menü düğümü bulunamadı.',
  rootNode: 'Tüm Sporlar',
} as const;

/** The six browsers of spec section 2, as recognised from the user agent. */
export const POPUP_BROWSERS = ['chrome', 'firefox', 'safari', 'opera', 'yandex', 'ie'] as const;
export type PopupBrowser = (typeof POPUP_BROWSERS)[number];

export const POPUP_BLOCKER_TEXTS = {
  title: 'Açılır Pencere Engellendi',
  intro: 'Tarayıcınız paylaşım penceresinin açılmasını engelledi. Açılır pencerelere izin vermek için:',
  generic: 'Tarayıcınızın ayarlarından bu site için açılır pencerelere izin verin ve işlemi tekrar deneyin.',
  retry: 'Tekrar Dene',
  browsers: {
    chrome: {
      name: 'Google Chrome',
      steps: [
        'Adres çubuğunun sağındaki engellenen pencere simgesine tıklayın.',
        '"Bu siteden gelen pop-up\'lara ve yönlendirmelere her zaman izin ver" seçeneğini işaretleyin.',
        '"Bitti" düğmesine basın ve paylaşımı tekrar deneyin.',
      ],
    },
    firefox: {
      name: 'Mozilla Firefox',
      steps: [
        'Sayfanın üstünde çıkan sarı bilgi çubuğundaki "Tercihler" düğmesine tıklayın.',
        '"Bu site için açılır pencerelere izin ver" seçeneğini seçin.',
        'Paylaşımı tekrar deneyin.',
      ],
    },
    safari: {
      name: 'Safari',
      steps: [
        'Safari menüsünden "Bu Web Sitesi İçin Ayarlar" seçeneğini açın.',
        '"Açılır Pencereler" ayarını "İzin Ver" olarak değiştirin.',
        'Sayfayı yenileyip paylaşımı tekrar deneyin.',
      ],
    },
    opera: {
      name: 'Opera',
      steps: [
        'Adres çubuğundaki engellenen açılır pencere simgesine tıklayın.',
        '"Bu sitenin açılır pencerelerine her zaman izin ver" seçeneğini seçin.',
        'Paylaşımı tekrar deneyin.',
      ],
    },
    yandex: {
      name: 'Yandex Browser',
      steps: [
        'Adres çubuğunun sağındaki engellenen pencere simgesine tıklayın.',
        '"Bu sitenin açılır pencerelerine her zaman izin ver" seçeneğini seçin.',
        'Paylaşımı tekrar deneyin.',
      ],
    },
    ie: {
      name: 'Internet Explorer',
      steps: [
        'Sayfanın altında çıkan bilgi çubuğunda "Bu site için seçenekler" düğmesine tıklayın.',
        '"Her zaman izin ver" seçeneğini seçin.',
        'Paylaşımı tekrar deneyin.',
      ],
    },
  } satisfies Record<PopupBrowser, { name: string; steps: string[] }>,
} as const;

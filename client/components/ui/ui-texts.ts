/** Texts the design-system components show or announce by default; every one can be overridden by a prop. */
export const UI_TEXTS = {
  close: 'Kapat',
  loading: 'Yükleniyor',
  decrease: 'Azalt',
  increase: 'Artır',
  notifications: 'Bildirimler',
  newTab: '(yeni sekmede açılır)',
  locked: 'Kilitli',
  live: 'Canlı',
} as const;

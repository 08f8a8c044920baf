/** What the page tells a member about its browser database. */
export const IDB_TEXTS = {
  blocked: 'Sitemiz başka bir sekmede eski sürümüyle açık. Lütfen diğer sekmeyi kapatın; kayıtlarınız sonra güncellenecek.',
  newerVersion: 'Sitemizin yeni sürümü başka bir sekmede açıldı. Lütfen bu sayfayı yenileyin.',
} as const;

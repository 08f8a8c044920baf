/**
 * The cookie bar's texts, read by the app's CookieBar and by the edge, which draws the same bar into the shell's
 * HTML for a phone that has not closed it (edge/http/boot-notices.ts). The bar's long text is COOKIE_MESSAGES.bar.
 */
export const COOKIE_BAR_TEXTS = {
  region: 'Çerez bilgilendirmesi',
  /** The bar's wording on phones (one short line). */
  short: 'Sitemiz çerez kullanır; devam ederek kabul edersiniz.',
  understood: 'Anladım',
} as const;

/** Texts of the cookie bar and the membership-cancel popup. */
import { COOKIE_BAR_TEXTS } from '@shared/constants/cookie-bar';

export const SITE_NOTICE_TEXTS = {
  cookieRegion: COOKIE_BAR_TEXTS.region,
  cookieAlert: 'Çerez uyarısı',
  /** The cookie bar's wording on phones (one short line). */
  cookieShort: COOKIE_BAR_TEXTS.short,
  close: 'Kapat',
  understood: COOKIE_BAR_TEXTS.understood,
  cancellationTitle: 'Üyelik İptali',
  withdraw: 'Talebimi Geri Al',
  keep: 'Kapat',
} as const;

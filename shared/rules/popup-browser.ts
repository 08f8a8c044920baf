/**
 * Which of the six browsers of the pop-up-blocker help (spec section 2) a user agent is. Order matters: Yandex and
 * Opera carry "Chrome" in their agents, and Chrome carries "Safari".
 */
import type { PopupBrowser } from '../constants/notice-texts';

export const popupBrowserOf = (userAgent: string): PopupBrowser | null => {
  if (/YaBrowser\//.test(userAgent)) return 'yandex';
  if (/\bOPR\/|Opera/.test(userAgent)) return 'opera';
  if (/MSIE |Trident\//.test(userAgent)) return 'ie';
  if (/Firefox\/|FxiOS\//.test(userAgent)) return 'firefox';
  if (/Chrome\/|CriOS\/|Chromium\//.test(userAgent) && !/Edg\//.test(userAgent)) return 'chrome';
  if (/Safari\//.test(userAgent) && /Version\//.test(userAgent)) return 'safari';
  return null;
};

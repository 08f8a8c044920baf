/** Contract, consent, cookie-bar and membership-cancellation constants (spec sections 4, 5, 9). */
import { ROUTES } from './routes';

export const CONTRACT_KIND = { membership: 'membership', kvk: 'kvk' } as const;
export type ContractKind = (typeof CONTRACT_KIND)[keyof typeof CONTRACT_KIND];

/** Cookies readable by the client (they only hide notices); lifetimes are COOKIES in business.ts. */
export const NOTICE_COOKIES = {
  /** The signed contract id the member had when the update bar was closed. */
  dismissedContract: 'DismissedContractId',
  cookieBarClosed: 'CookieBarClosed',
} as const;

/** Version of the cookie-bar text; a member who closed it has members.cookie_bar_sign_id set to it. */
export const COOKIE_BAR_SIGN_ID = 1;

/** Where a popup was shown, as sent in popupPage. */
export const POPUP_PAGES = { consentPopup: 'kvk-popup', consentCancel: 'kvk-iptal', permissionsPage: 'iletisim-izinleri' } as const;

/** The contract page with the page to come back to (the "R" parameter). */
export const contractPageUrl = (returnUrl: string): string => `${ROUTES.contractAlt}?R=${encodeURIComponent(returnUrl)}`;

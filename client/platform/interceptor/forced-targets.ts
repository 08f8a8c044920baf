/**
 * Where a forced answer (spec section 4 "Forced redirects from any answer", section 8 "Any answer") sends the
 * user, and which answers a feature handles itself. Pure: the interceptor saga supplies the current address.
 */
import { API } from '@shared/protocol/api';
import { CAMPAIGN_API } from '@shared/constants/campaign-api';
import { LOGIN_PAGES, ROUTES, loginPageUrl } from '@shared/constants/routes';
import type { ForcedAnswer } from '@shared/protocol/forced-answers';

export type ForcedKind = ForcedAnswer['kind'];

/**
 * Forced answers that a feature's own saga handles, by API path (without the query). The coupon play and the
 * campaign participation answer a 401 NOT_AUTHORIZED by asking for a login where the user is (the login dialog,
 * the campaign login form) and re-fire the action after it; a jump to the login page would lose that.
 */
export const CLAIMED_BY_FEATURES: Readonly<Record<string, readonly ForcedKind[]>> = {
  [API.playCoupon]: ['login'],
  [CAMPAIGN_API.participate]: ['login'],
};

/** Claims of features that load with their route, registered when their sagas start (claimForcedAnswers). */
const lateClaims = new Map<string, readonly ForcedKind[]>();

/**
 * Share flows show MESSAGES.selectProfession before going to the profession page: their API paths. Kupondaş's share
 * loads with its button, so it adds its path when its saga starts (claimForcedAnswers), keeping its code out of the
 * entry bundle.
 */
export const PROFESSION_NOTICE_PATHS: Set<string> = new Set<string>();

export const pathOnly = (path: string): string => path.split(/[?#]/)[0] ?? path;

/** A lazily loaded feature claims forced answers of its API paths, and asks for the profession notice on some. */
export const claimForcedAnswers = (paths: readonly string[], kinds: readonly ForcedKind[], professionNotice = false): void => {
  for (const p of paths) {
    lateClaims.set(pathOnly(p), kinds);
    if (professionNotice) PROFESSION_NOTICE_PATHS.add(pathOnly(p));
  }
};

export const isClaimed = (answer: ForcedAnswer, apiPath: string): boolean =>
  (CLAIMED_BY_FEATURES[pathOnly(apiPath)] ?? lateClaims.get(pathOnly(apiPath)))?.includes(answer.kind) ?? false;

const enc = encodeURIComponent;
const withReturn = (page: string, current: string): string => `${page}?R=${enc(current)}`;

/** The page a navigating forced answer goes to, carrying the current address; null for popups and events. */
export const forcedTarget = (answer: ForcedAnswer, current: string): string | null => {
  switch (answer.kind) {
    case 'login':
      return loginPageUrl(current);
    case 'passwordChange':
      return withReturn(ROUTES.security, current);
    case 'profession':
      return withReturn(ROUTES.profession, current);
    case 'contract':
      return withReturn(ROUTES.contract, current);
    case 'captcha':
      return `${ROUTES.verification}?cacheKey=${enc(answer.cacheKey)}&redirectUrl=${enc(current)}`;
    case 'foreignCaptcha':
      return `${ROUTES.loginCaptcha}?RedirectUrl=${enc(current)}`;
    default:
      return null;
  }
};

const CONTRACT_PAGES: readonly string[] = [ROUTES.contract, ROUTES.contractAlt];

/**
 * True when the user already is on the page the answer would send them to: navigating again would only loop
 * (the page's own calls may answer the same forced answer).
 */
export const alreadyThere = (answer: ForcedAnswer, target: string, current: string): boolean => {
  const here = pathOnly(current);
  if (answer.kind === 'login' || answer.kind === 'foreignCaptcha') return LOGIN_PAGES.includes(here);
  if (answer.kind === 'contract') return CONTRACT_PAGES.includes(here);
  return pathOnly(target) === here;
};

/**
 * Where a bet detail opens (spec section 4, bet detail routing): a match that started longer ago than its
 * live-score timeout goes to the match center, a live event to the live page, otherwise the sport's detail page
 * (?code=), or for outrights of provider 1 the long-term page with ?uvc=.
 */
import { LS_TIMEOUT } from '@shared/constants/business';
import { ROUTES, longTermPath, sportPath } from '@shared/constants/routes';
import { OUTRIGHT_DETAIL_PROVIDER, canonicalSlug, isOutrightId, sportById } from '@shared/constants/sports';
import type { ProgramEvent } from '@shared/protocol/program';

const MMA_SPORT_ID = 117;
const MINUTE_MS = 60_000;

export const slugOfSport = (sportId: number): string | undefined => {
  const sport = sportById(sportId);
  return sport ? canonicalSlug(sport) : undefined;
};

const lsTimeoutMs = (sportId: number): number =>
  (Math.abs(sportId) === MMA_SPORT_ID ? LS_TIMEOUT.mmaMinutes : LS_TIMEOUT.defaultMinutes) * MINUTE_MS;

export const matchCenterHref = (code: number): string => `${ROUTES.matchCenter}?code=${code}`;

export const betDetailHref = (e: ProgramEvent, nowMs: number): string => {
  const slug = slugOfSport(e.sportId) ?? '';
  if (isOutrightId(e.sportId)) {
    const param = e.providerId === OUTRIGHT_DETAIL_PROVIDER ? 'uvc' : 'code';
    return `${longTermPath(slug)}?${param}=${e.code}`;
  }
  if (e.live) return `${ROUTES.live}?code=${e.code}`;
  if (nowMs - e.startsAt > lsTimeoutMs(e.sportId) && e.startsAt < nowMs) return matchCenterHref(e.code);
  return `${sportPath(slug)}?code=${e.code}`;
};

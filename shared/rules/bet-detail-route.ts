/**
 * Bet-detail routing (spec section 4), the one rule the edge (POST /Site/GetBetDetailUrl) and the client (program
 * links, coupon rows' mLink) both follow, in this order:
 * 1. a match that started longer ago than its lsTimeout (default 2880 minutes, 0 for MMA), or that has its official
 *    result, opens the match center, checked before the live check (a live MMA fight opens the match center);
 * 2. a live event opens the live page;
 * 3. otherwise the event's own detail page, its navLink: /iddaa/{sport}?code=, or for outrights of provider 1 the
 *    long-term page with ?uvc= (spec section 2).
 * It opens in the same window on phones, in a new window otherwise. The bet-detail fields each program event
 * carries (spec section 3, bet-detail event input) are made here too.
 */
import { BREAKPOINTS, LS_TIMEOUT } from '../constants/business';
import { EVENT_STATUS } from '../constants/codes';
import { ROUTES, longTermPath, sportPath } from '../constants/routes';
import { OUTRIGHT_DETAIL_PROVIDER, canonicalSlug, isOutrightId, sportById } from '../constants/sports';

const MINUTE_MS = 60_000;
/** The sport whose live-score timeout is 0 (its outright id too). */
const MMA_SLUG = 'mma';

/** The live-score timeout of a sport in minutes: 0 for MMA, 2880 for every other. */
export const lsTimeoutMinutes = (sportId: number): number =>
  sportById(sportId)?.slugs.includes(MMA_SLUG) ? LS_TIMEOUT.mmaMinutes : LS_TIMEOUT.defaultMinutes;

/** Bid '0': the event has no bet id, and is found by its NevId instead (spec section 4). */
export const NO_BID = '0';

export const matchCenterPath = (code: number): string => `${ROUTES.matchCenter}?code=${code}`;
export const livePath = (code: number): string => `${ROUTES.live}?code=${code}`;

/** The event's own detail page (its navLink). */
export const detailPath = (e: { code: number; sportId: number; providerId: number }): string => {
  const sport = sportById(e.sportId);
  if (!sport) return `${ROUTES.program}?code=${e.code}`;
  const slug = canonicalSlug(sport);
  if (isOutrightId(e.sportId) && e.providerId === OUTRIGHT_DETAIL_PROVIDER) return `${longTermPath(slug)}?uvc=${e.code}`;
  return `${sportPath(slug)}?code=${e.code}`;
};

/** The bet-detail fields of a program event, fixed when the event is built. */
export interface BetDetailFields {
  /** Minutes after the start from which the bet detail is the match center. */
  lsTimeout: number;
  /** Whether the live tracker of the event opens in a popup (events played in running; never outrights). */
  isBtTrackerPopup: boolean;
  /** The event's own detail page. */
  navLink: string;
}

/** What the bet-detail fields are made from. */
export interface BetDetailSource {
  code: number;
  sportId: number;
  providerId: number;
  bettableInPlay: boolean;
}

export const betDetailFields = (e: BetDetailSource): BetDetailFields => ({
  lsTimeout: lsTimeoutMinutes(e.sportId),
  isBtTrackerPopup: e.bettableInPlay && !isOutrightId(e.sportId),
  navLink: detailPath(e),
});

/** An event with its bet-detail fields: the ones it has are kept, the missing ones made (older dumps, fixtures). */
export const withBetDetailFields = <E extends BetDetailSource & Partial<BetDetailFields>>(e: E): E & BetDetailFields => ({
  ...betDetailFields(e),
  ...e,
});

/** What the rule reads of an event (a program event has all of it). */
export interface BetDetailEvent extends Partial<BetDetailFields> {
  code: number;
  sportId: number;
  providerId: number;
  startsAt: number;
  live: boolean;
  status: number;
  hasOfficialResult: boolean;
}

/** Where the bet detail of an event opens at `now`. A field missing (an event from an older checkpoint) is derived. */
export const betDetailPath = (e: BetDetailEvent, now: number): string => {
  const lsTimeout = e.lsTimeout ?? lsTimeoutMinutes(e.sportId);
  const ended = e.hasOfficialResult || e.status === EVENT_STATUS.finished;
  if (ended || now - e.startsAt > lsTimeout * MINUTE_MS) return matchCenterPath(e.code);
  if (e.live) return livePath(e.code);
  return e.navLink ?? detailPath(e);
};

/** Bet details open in the same window on phones (up to BREAKPOINTS.phoneMax px wide) and in a new one otherwise. */
export const betDetailOpensInNewWindow = (viewportWidth: number): boolean => viewportWidth > BREAKPOINTS.phoneMax;

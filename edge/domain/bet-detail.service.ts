/**
 * Bet-detail routing (spec section 4): an event that started longer ago than its live-score timeout, or has
 * finished, opens the match center; a live event opens the live page; any other opens its sport's detail page
 * (outrights of provider 1 under uzun-vadeli with ?uvc=). The program's own data decides, not the payload's.
 */
import { LS_TIMEOUT } from '@shared/constants/business';
import { EVENT_STATUS } from '@shared/constants/codes';
import { ROUTES, longTermPath, sportPath } from '@shared/constants/routes';
import { OUTRIGHT_DETAIL_PROVIDER, canonicalSlug, isOutrightId, sportById } from '@shared/constants/sports';
import type { BetDetailPayload } from '@shared/protocol/api';
import type { ProgramEvent } from '@shared/protocol/program';
import type { ProgramReader } from '../program/program-reader';

const MINUTE_MS = 60_000;
/** The sport whose live-score timeout is 0 (LS_TIMEOUT.mmaMinutes). */
const MMA_SLUG = 'mma';

export const lsTimeoutMinutes = (sportId: number): number =>
  sportById(sportId)?.slugs.includes(MMA_SLUG) ? LS_TIMEOUT.mmaMinutes : LS_TIMEOUT.defaultMinutes;

export const matchCenterUrl = (code: number): string => `${ROUTES.matchCenter}?code=${code}`;

export const detailUrl = (e: Pick<ProgramEvent, 'code' | 'sportId' | 'providerId'>): string => {
  const sport = sportById(e.sportId);
  if (!sport) return `${ROUTES.program}?code=${e.code}`;
  const slug = canonicalSlug(sport);
  if (isOutrightId(e.sportId) && e.providerId === OUTRIGHT_DETAIL_PROVIDER) return `${longTermPath(slug)}?uvc=${e.code}`;
  return `${sportPath(slug)}?code=${e.code}`;
};

export const betDetailUrl = (e: ProgramEvent, now: number): string => {
  const finished = e.hasOfficialResult || e.status === EVENT_STATUS.finished;
  const startedLongAgo = now - e.startsAt > lsTimeoutMinutes(e.sportId) * MINUTE_MS;
  if (finished || startedLongAgo) return matchCenterUrl(e.code);
  if (e.live) return `${ROUTES.live}?code=${e.code}`;
  return detailUrl(e);
};

export interface BetDetailDeps {
  reader: ProgramReader;
  now: () => number;
  /** Whether an official result is stored for an event code (the event may have left the program). */
  hasResult: (code: number) => Promise<boolean>;
}

/** Bid '0' means the event has no bet id: it is found by its NevId instead. */
const NO_BID = '0';

export const createBetDetailService = ({ reader, now, hasResult }: BetDetailDeps) => {
  const byBidOrNevId = (p: BetDetailPayload): ProgramEvent | undefined =>
    p.Bid === NO_BID ? reader.eventByNevId(p.NevId) : reader.eventByBid(p.Bid);
  return {
    /** The page for an event, or null when no event matches. */
    async betDetail(p: BetDetailPayload): Promise<string | null> {
      const e = reader.eventByCode(p.Code) ?? byBidOrNevId(p);
      if (e) return betDetailUrl(e, now());
      return (await hasResult(p.Code)) ? matchCenterUrl(p.Code) : null;
    },
    matchCenterByBid(p: BetDetailPayload): string | null {
      const e = byBidOrNevId(p);
      return e ? matchCenterUrl(e.code) : null;
    },
    matchCenterByNevId(p: BetDetailPayload): string | null {
      const e = reader.eventByNevId(p.NevId);
      return e ? matchCenterUrl(e.code) : null;
    },
  };
};

export type BetDetailService = ReturnType<typeof createBetDetailService>;

/**
 * Bet-detail routing (spec section 4) by the one rule of shared/rules/bet-detail-route.ts: an event that started
 * longer ago than its lsTimeout, or has finished, opens the match center (checked before the live check); a live
 * event opens the live page; any other its navLink. The program's own data decides, not the payload's; the NevId
 * lookup is used when Bid is '0'.
 */
import { NO_BID, betDetailPath, detailPath, lsTimeoutMinutes, matchCenterPath } from '@shared/rules/bet-detail-route';
import type { BetDetailPayload } from '@shared/protocol/api';
import type { ProgramEvent } from '@shared/protocol/program';
import type { ProgramReader } from '../program/program-reader';

export { lsTimeoutMinutes };
export const matchCenterUrl = matchCenterPath;
export const detailUrl = detailPath;
export const betDetailUrl = (e: ProgramEvent, now: number): string => betDetailPath(e, now);

export interface BetDetailDeps {
  reader: ProgramReader;
  now: () => number;
  /** Whether an official result is stored for an event code (the event may have left the program). */
  hasResult: (code: number) => Promise<boolean>;
}


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

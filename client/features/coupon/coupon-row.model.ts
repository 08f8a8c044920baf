/** Building a coupon row from a pick, and the default event link. Pure. */
import { BANK_STATUS, COLOR_ID, EVENT_STATUS, OUTCOME_STATUS } from '@shared/constants/codes';
import { ROUTES, sportPath } from '@shared/constants/routes';
import { canonicalSlug, sportById } from '@shared/constants/sports';
import { dayKey, formatTime } from '@shared/format/tr';
import type { CouponPick, CouponPickExtras, CouponRow } from './coupon.types';

/** Bet-detail link of an event (spec section 2): the live page for live events, otherwise the sport's page. */
export const eventLink = (sportId: number, code: number, live: boolean): string => {
  if (live) return `${ROUTES.live}?code=${code}`;
  const sport = sportById(sportId);
  return `${sport ? sportPath(canonicalSlug(sport)) : ROUTES.program}?code=${code}`;
};

export const rowFromPick = (pick: CouponPick & CouponPickExtras): CouponRow => ({
  code: pick.eventCode,
  nevId: pick.nevId,
  marketId: pick.marketId,
  outcomeId: pick.outcomeId,
  outcomeStatus: OUTCOME_STATUS.open,
  eventStatus: EVENT_STATUS.open,
  bankStatus: pick.bankerAllowed === false ? BANK_STATUS.disabled : BANK_STATUS.available,
  colorId: COLOR_ID.none,
  statusId: null,
  odd: pick.odd,
  prevOdd: null,
  date: dayKey(pick.startsAt),
  time: formatTime(pick.startsAt),
  startsAt: pick.startsAt,
  sportId: pick.sportId,
  marketNo: pick.marketNo,
  mbs: pick.mbs,
  live: pick.live,
  bid: pick.bid ?? null,
  mLink: pick.mLink ?? eventLink(pick.sportId, pick.eventCode, pick.live),
  eventName: pick.eventName,
  marketName: pick.marketName,
  outcomeName: pick.outcomeName,
});

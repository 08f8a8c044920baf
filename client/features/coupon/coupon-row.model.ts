/** Building coupon rows from a pick or from a coupon found again in the program, and the default event link. Pure. */
import { BANK_STATUS, COLOR_ID, EVENT_STATUS, OUTCOME_STATUS } from '@shared/constants/codes';
import { dayKey, formatTime } from '@shared/format/tr';
import { detailPath } from '@shared/rules/bet-detail-route';
import type { ProgramSelection } from '@shared/rules/program-selections';
import { pruneSystemSizes } from '@shared/rules/system-sizes';
import type { CouponPick, CouponPickExtras, CouponRow } from './coupon.types';

/**
 * The row's own link when the pick came without one: the event's detail page (its sport's page with ?code=). Where
 * the event is in the loaded program, the row shows the link of the edge's rule instead (coupon-row-item.tsx).
 */
export const eventLink = (sportId: number, code: number): string => detailPath({ code, sportId, providerId: 0 });

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
  mLink: pick.mLink ?? eventLink(pick.sportId, pick.eventCode),
  eventName: pick.eventName,
  marketName: pick.marketName,
  outcomeName: pick.outcomeName,
});

/**
 * Rows of a coupon found again in the program (current names, odds and states, its bankers) and the system sizes
 * those rows still offer; when none is left, no row stays a banker (bankers belong to system coupons).
 */
export const rowsFromProgram = (
  found: readonly ProgramSelection[],
  sizes: readonly number[],
): { rows: CouponRow[]; systemSizes: number[] } => {
  const rows = found.map(({ selection, event, market, outcome }): CouponRow => {
    const row = rowFromPick({
      eventCode: event.code, nevId: event.nevId, marketId: market.id, marketNo: market.no, outcomeId: outcome.id,
      odd: outcome.odd, mbs: market.mbs, sportId: event.sportId, eventName: event.name, marketName: market.name,
      outcomeName: outcome.name, startsAt: event.startsAt, live: event.live, bid: event.bid, mLink: event.navLink,
    });
    const bankStatus = selection.banker ? BANK_STATUS.active : row.bankStatus;
    return { ...row, outcomeStatus: outcome.status, eventStatus: event.status, bankStatus };
  });
  const systemSizes = pruneSystemSizes(sizes, rows.length);
  if (systemSizes.length > 0) return { rows, systemSizes };
  const withoutBankers = rows.map((r) => (r.bankStatus === BANK_STATUS.active ? { ...r, bankStatus: BANK_STATUS.available } : r));
  return { rows: withoutBankers, systemSizes };
};

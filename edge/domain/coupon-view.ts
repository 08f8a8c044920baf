/**
 * Stored coupons as the member sees them: the coupon row fields of spec section 3 with the status and colour ids of
 * section 4 (check/cross when settled, cancelled, delayed for a postponed event; no status while open: the running
 * thumbs follow the live score, which the client holds), the start and the official final score.
 */
import { BANK_STATUS, COLOR_ID, EVENT_STATUS, OUTCOME_STATUS, STATUS_ID } from '@shared/constants/codes';
import { NO_BID, detailPath } from '@shared/rules/bet-detail-route';
import type { CouponRowView, MyCoupon, PublicCoupon } from '@shared/protocol/my-coupons-api';
import { formatIstanbulDate, formatIstanbulWeekday, istanbulHhmm } from '@shared/time/istanbul';
import type { CouponRecord, SelectionRecord } from '../storage/my-coupons.repo';
import { COUPON_PRODUCT } from '../storage/coupons.repo';
import { IDDAA_COUPON_TYPE, STOTO_COUPON_TYPE } from '@shared/constants/sportoto';

const idsOf = (s: SelectionRecord): Pick<CouponRowView, 'statusId' | 'colorId'> => {
  if (s.status === 'won') return { statusId: STATUS_ID.check, colorId: COLOR_ID.win };
  if (s.status === 'lost') return { statusId: STATUS_ID.cross, colorId: COLOR_ID.lose };
  if (s.status === 'void')
    return { statusId: s.resultStatus === EVENT_STATUS.postponed ? STATUS_ID.delayed : STATUS_ID.cancelled, colorId: COLOR_ID.none };
  // A postponed event still waiting to be played (shared/rules/postponed-event.ts): the row shows delayed, still open.
  if (s.resultStatus === EVENT_STATUS.postponed) return { statusId: STATUS_ID.delayed, colorId: COLOR_ID.none };
  return { statusId: null, colorId: COLOR_ID.none };
};

/** A stored score, when it is a pair of whole numbers. */
const scoreOf = (v: unknown): [number, number] | null =>
  Array.isArray(v) && v.length === 2 && v.every((n) => Number.isInteger(n)) ? [v[0] as number, v[1] as number] : null;

export const rowView = (s: SelectionRecord): CouponRowView => {
  const at = s.startsAt?.getTime() ?? null;
  return {
    code: s.eventCode, marketId: s.marketId, outcomeId: s.outcomeId,
    outcomeStatus: s.status === 'open' ? OUTCOME_STATUS.open : OUTCOME_STATUS.lockedA,
    eventStatus: s.resultStatus ?? EVENT_STATUS.open,
    bankStatus: s.banker ? BANK_STATUS.active : BANK_STATUS.disabled,
    ...idsOf(s),
    odd: s.odd,
    date: at === null ? '' : formatIstanbulDate(at),
    day: at === null ? '' : formatIstanbulWeekday(at),
    time: at === null ? '' : istanbulHhmm(at),
    sportId: s.sportId,
    // Spec section 3: the market number, the event as logged (name, code), its detail link and bet id; a row played
    // before they were kept answers 0, its sport's detail link and bid '0' (no bet id: the NevId lookup finds it).
    marketNo: s.marketNo ?? 0, logName: s.eventName, logId: s.eventCode,
    mLink: s.mLink ?? detailPath({ code: s.eventCode, sportId: s.sportId, providerId: 0 }), bid: s.bid ?? NO_BID,
    marketName: s.marketName, outcomeName: s.outcomeName, status: s.status, startsAt: at, score: scoreOf(s.resultScore),
  };
};

const base = (c: CouponRecord, rows: readonly SelectionRecord[]) => ({
  CouponNo: c.couponNo, CouponName: c.name, CouponStatus: c.status, Amount: c.amountKurus, Misli: c.misli,
  TotalOdd: c.totalOdd, MaxWinnings: c.maxWinningsKurus, Winnings: c.winningsKurus, SystemSizes: c.systemSizes,
  ColumnCount: c.columnCount,
  // "A played coupon cannot be cancelled by the member."
  IsCancelable: false,
  IsRefunded: c.refunded, PlayedAt: c.playedAt.getTime(), Rows: rows.map(rowView),
});

export const myCouponView = (c: CouponRecord, rows: readonly SelectionRecord[]): MyCoupon => ({
  CouponId: c.id, ...base(c, rows), Folder: c.folder, SettledAt: c.settledAt?.getTime() ?? null,
  CType: c.product === COUPON_PRODUCT.sportoto ? STOTO_COUPON_TYPE : IDDAA_COUPON_TYPE,
});

/** Characters of the nickname shown before the mask; the mask's length is fixed so the length is not told either. */
const NICK_VISIBLE = 2;
/**
 * The nickname as strangers see it: a nickname is the username, a login identifier, so only its first two characters
 * show ('de***'); the owner sees their own in full.
 */
export const maskNickname = (nickname: string): string => {
  const chars = Array.from(nickname.trim());
  return `${chars.slice(0, Math.min(NICK_VISIBLE, Math.max(0, chars.length - 1))).join('')}***`;
};

/** Only what a shared coupon may show: no member id, number, balance or contact; the nickname masked for others. */
export const publicCouponView = (c: CouponRecord, rows: readonly SelectionRecord[], viewerId: number | null): PublicCoupon => {
  const own = viewerId === c.memberId;
  return { ...base(c, rows), IsOwner: own, UserName: own ? c.nickname : maskNickname(c.nickname) };
};

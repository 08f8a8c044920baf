/**
 * A Ganyan coupon as Kuponlarım lists it (CType 3, shared/protocol/my-coupons-api.ts GanyanCouponInfo): the figures
 * of a one-horse coupon (misli and columns 1, the odd at play as its total odd, the stake times that odd as its most),
 * its state (refunded: the horse did not run, 'koşmaz'), the paid winnings, no rows and no name.
 */
import type { MyCoupon } from '@shared/protocol/my-coupons-api';
import { RACING_COUPON_TYPE } from '@shared/protocol/racing-api';
import type { GanyanCouponRecord } from '../storage/my-coupon-list.repo';
import { HIPPODROMES } from '../racing/racing-catalogue.data';

export const ganyanCouponView = (b: GanyanCouponRecord): MyCoupon => ({
  CouponId: b.id, CouponNo: b.couponNo,
  // Ganyan coupons are not named (SaveCouponName refuses CType 3): one horse in one race names itself.
  CouponName: null,
  CouponStatus: b.status, Amount: b.amountKurus, Misli: 1, TotalOdd: b.odd,
  MaxWinnings: Math.floor((b.amountKurus * b.odd) / 100), Winnings: b.payoutKurus, SystemSizes: [], ColumnCount: 1,
  IsCancelable: false, IsRefunded: b.status === 'refunded', PlayedAt: b.playedAt.getTime(), Rows: [], Folder: b.folder,
  SettledAt: b.settledAt?.getTime() ?? null, CType: RACING_COUPON_TYPE,
  Ganyan: {
    RaceId: b.raceId, HippodromeName: HIPPODROMES.find((h) => h.id === b.hippodromeId)?.name ?? '', RaceNo: b.raceNo,
    StartsAt: b.startsAt.getTime(), HorseNo: b.horseNo, HorseName: b.horseName, DeductionPercent: b.deductionPercent,
  },
});

/** Test fixtures: the public coupon page's data as GetPublicCoupon answers it. */
import type { PublicCoupon } from '@shared/protocol/my-coupons-api';
import { myCoupon, rowView } from '../my-coupons/my-coupons.test-fixtures';

export const NO = '31234567890123';
const base = myCoupon(1);
export const publicCoupon = (over: Partial<PublicCoupon> = {}): PublicCoupon => ({
  CouponNo: NO, CouponName: 'Akşam', IsCancelable: false, TotalOdd: base.TotalOdd, IsOwner: false, CouponStatus: 'open',
  UserName: 'de***', IsRefunded: false, Amount: base.Amount, Misli: 4, SystemSizes: [2], ColumnCount: 6, MaxWinnings: base.MaxWinnings,
  Winnings: 0, PlayedAt: base.PlayedAt,
  Rows: [
    rowView(1, { bankStatus: 1 }), rowView(2), rowView(3),
    rowView(4), rowView(5, { status: 'won', statusId: 3, colorId: 2 }),
  ],
  ...over,
});


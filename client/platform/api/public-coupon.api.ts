/** The public coupon page's data (shared/protocol/my-coupons-api.ts): shown by the coupon page, re-read by my coupons. */
import { MY_COUPONS_API, type PublicCouponAnswer } from '@shared/protocol/my-coupons-api';
import { apiGet, type ApiResult } from './api-client';

/** Own coupons always, others' once shared; 404 for an unknown or unshared number. */
export const fetchPublicCoupon = (couponNo: string): Promise<ApiResult<PublicCouponAnswer>> =>
  apiGet(MY_COUPONS_API.publicCoupon, { couponNo });

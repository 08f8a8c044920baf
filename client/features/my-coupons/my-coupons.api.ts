/**
 * My-coupons and sharing calls of the client (shared/protocol/my-coupons-api.ts, sharing-api.ts); sagas `call` these.
 * The public coupon's data, which other features read too, is platform/api/public-coupon.api.ts.
 */
import {
  MY_COUPONS_API,
  type MoveCouponAnswer,
  type MoveCouponRequest,
  type MyCouponsAnswer,
  type MyCouponsQuery,
  type SaveCouponNameAnswer,
  type SaveCouponNameRequest,
} from '@shared/protocol/my-coupons-api';
import {
  SHARING_API,
  type SendMailAnswer,
  type SendMailRequest,
  type ShortenUrlAnswer,
  type TwitterMessageAnswer,
  type TwitterMessageRequest,
} from '@shared/protocol/sharing-api';
import { apiGet, apiPost, type ApiResult } from '../../platform/api/api-client';

export const fetchMyCoupons = (q: MyCouponsQuery): Promise<ApiResult<MyCouponsAnswer>> =>
  apiGet<MyCouponsAnswer>(MY_COUPONS_API.myCoupons, { state: q.state, page: q.page ?? 1, pageSize: q.pageSize ?? 20 });
export const postMoveCoupon = (req: MoveCouponRequest): Promise<ApiResult<MoveCouponAnswer>> => apiPost(MY_COUPONS_API.moveCoupon, req);
export const postSaveCouponName = (req: SaveCouponNameRequest): Promise<ApiResult<SaveCouponNameAnswer>> =>
  apiPost(MY_COUPONS_API.saveCouponName, req);
export const postSendMail = (req: SendMailRequest): Promise<ApiResult<SendMailAnswer>> => apiPost(SHARING_API.sendMail, req);
export const postShortenUrl = (url: string): Promise<ApiResult<ShortenUrlAnswer>> => apiPost(SHARING_API.shortenUrl, { url });
export const postTwitterMessage = (req: TwitterMessageRequest): Promise<ApiResult<TwitterMessageAnswer>> =>
  apiPost(SHARING_API.twitterMessage, req);

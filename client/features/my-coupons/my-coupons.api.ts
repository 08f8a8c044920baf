/** Coupon-engine calls of the client (shared/protocol/coupon-engine-api.ts); sagas `call` these. */
import {
  COUPON_ENGINE_API as P,
  type AjaxHandlerAnswer,
  type AjaxHandlerRequest,
  type MoveCouponAnswer,
  type MoveCouponRequest,
  type MyCouponsAnswer,
  type MyCouponsQuery,
  type PublicCouponAnswer,
  type SaveCouponNameAnswer,
  type SaveCouponNameRequest,
  type SavedCouponAnswer,
  type SavedCouponListAnswer,
  type SendMailAnswer,
  type SendMailRequest,
  type ShortenUrlAnswer,
  type TrackAnswer,
  type TwitterMessageAnswer,
  type TwitterMessageRequest,
} from '@shared/protocol/coupon-engine-api';
import { apiGet, apiPost, type ApiResult } from '../../app/api-client';

export const fetchMyCoupons = (q: MyCouponsQuery): Promise<ApiResult<MyCouponsAnswer>> =>
  apiGet<MyCouponsAnswer>(P.myCoupons, { state: q.state, page: q.page ?? 1, pageSize: q.pageSize ?? 20 });
export const postMoveCoupon = (req: MoveCouponRequest): Promise<ApiResult<MoveCouponAnswer>> => apiPost(P.moveCoupon, req);
export const postSaveCouponName = (req: SaveCouponNameRequest): Promise<ApiResult<SaveCouponNameAnswer>> =>
  apiPost(P.saveCouponName, req);
export const postAjaxHandler = (req: AjaxHandlerRequest): Promise<ApiResult<AjaxHandlerAnswer>> => apiPost(P.ajaxHandler, req);
export const fetchSavedCoupons = (): Promise<ApiResult<SavedCouponListAnswer>> => apiGet(P.savedCoupons);
export const fetchSavedCoupon = (key: { id: number } | { code: string }): Promise<ApiResult<SavedCouponAnswer>> =>
  apiGet(P.savedCoupon, key);
export const postSendMail = (req: SendMailRequest): Promise<ApiResult<SendMailAnswer>> => apiPost(P.sendMail, req);
export const postShortenUrl = (url: string): Promise<ApiResult<ShortenUrlAnswer>> => apiPost(P.shortenUrl, { url });
export const postTwitterMessage = (req: TwitterMessageRequest): Promise<ApiResult<TwitterMessageAnswer>> =>
  apiPost(P.twitterMessage, req);
export const fetchTrackIddaa = (barcode: string, hazirKuponId: string): Promise<ApiResult<TrackAnswer>> =>
  apiGet(P.trackIddaa, { barcode, hazirKuponId });
/** The public coupon page's data (own coupons always, others' once shared); 404 for an unknown or unshared number. */
export const fetchPublicCoupon = (couponNo: string): Promise<ApiResult<PublicCouponAnswer>> => apiGet(P.publicCoupon, { couponNo });

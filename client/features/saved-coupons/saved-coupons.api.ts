/** Saved-coupon calls of the client (shared/protocol/saved-coupons-api.ts); sagas `call` these. */
import {
  SAVED_COUPONS_API as P,
  type AjaxHandlerAnswer,
  type AjaxHandlerRequest,
  type SavedCouponAnswer,
  type SavedCouponListAnswer,
} from '@shared/protocol/saved-coupons-api';
import { apiGet, apiPost, type ApiResult } from '../../platform/api/api-client';

export const postAjaxHandler = (req: AjaxHandlerRequest): Promise<ApiResult<AjaxHandlerAnswer>> => apiPost(P.ajaxHandler, req);
export const fetchSavedCoupons = (): Promise<ApiResult<SavedCouponListAnswer>> => apiGet(P.savedCoupons);
export const fetchSavedCoupon = (key: { id: number } | { code: string }): Promise<ApiResult<SavedCouponAnswer>> =>
  apiGet(P.savedCoupon, key);

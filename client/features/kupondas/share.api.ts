/**
 * Sharing calls of Kupondaş (shared/protocol/kupondas-share-api.ts). ShareCoupon lives under VITE_SHARING_API_BASE
 * (build time; the edge's SHARING_API_BASE must match), the site itself by default.
 */
import {
  KUPONDAS_SHARE_API as API,
  sharingActionPath,
  type PrivacyLevelAnswer,
  type SharedCouponsData,
  type ShareCouponAnswer,
  type ShareCouponRequest,
  type SharingActionAnswer,
  type SharingStatusData,
} from '@shared/protocol/kupondas-share-api';
import { apiGet, apiPost, type ApiResult } from '../../platform/api/api-client';
import { claimForcedAnswers } from '../../platform/interceptor/forced-targets';

export const SHARING_API_BASE: string = (import.meta.env.VITE_SHARING_API_BASE as string | undefined) ?? '';

/** The path the api client reports ShareCoupon's answers under (forced-targets.ts claims its login answers). */
export const SHARE_COUPON_PATH = `${SHARING_API_BASE}${API.shareCoupon}`;

/**
 * Tells the interceptor which forced answers these calls handle themselves: the share asks for the login in the
 * dialog and continues after it, the sharing actions route their own answers; the share's 416 first shows
 * 'Uyarı: Lütfen meslek seçiniz.'. Run when the sharing sagas start, before any of these calls.
 */
export const claimSharingAnswers = (): void => {
  claimForcedAnswers([SHARE_COUPON_PATH, API.privacyLevel, sharingActionPath('status'), sharingActionPath('sharedcoupons')], ['login']);
  claimForcedAnswers([SHARE_COUPON_PATH], ['login'], true);
};

export const postShareCoupon = (req: ShareCouponRequest): Promise<ApiResult<ShareCouponAnswer>> => apiPost(SHARE_COUPON_PATH, req);
export const fetchPrivacyLevel = (): Promise<ApiResult<PrivacyLevelAnswer>> => apiGet(API.privacyLevel);

const rnd = (): number => Date.now();
export const postSharingStatus = (): Promise<ApiResult<SharingActionAnswer<SharingStatusData>>> =>
  apiPost(sharingActionPath('status'), { datatype: 'json', rnd: rnd() });
export const postSharedCoupons = (): Promise<ApiResult<SharingActionAnswer<SharedCouponsData>>> =>
  apiPost(sharingActionPath('sharedcoupons'), { datatype: 'json', rnd: rnd() });

/** Coupon calls; sagas `call` these. */
import { API, type PlayCouponAnswer, type PlayCouponRequest } from '@shared/protocol/api';
import { apiPost, type ApiResult } from '../../platform/api/api-client';

export const postPlayCoupon = (req: PlayCouponRequest): Promise<ApiResult<PlayCouponAnswer>> =>
  apiPost<PlayCouponAnswer>(API.playCoupon, req);

/** A fresh idempotency key for one play attempt. */
export const newIdempotencyKey = (): string => crypto.randomUUID();

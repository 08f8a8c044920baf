/**
 * Spor Toto's calls (shared/protocol/sportoto-api.ts); sagas `call` these. SaveCouponName lives under
 * VITE_SPORTOTO_API_BASE (build time; the edge's SPORTOTO_API_BASE must match), the site itself by default, and
 * carries the page's anti-forgery token as its authorization header.
 */
import {
  SPORTOTO_API as P, type StotoCouponsAnswer, type StotoPlayAnswer, type StotoPlayRequest, type StotoPoolAnswer,
  type StotoSendMailRequest, type StotoServiceAnswer,
} from '@shared/protocol/sportoto-api';
import { apiGet, apiPost, getAntiForgeryToken, type ApiResult } from '../../platform/api/api-client';

export const SPORTOTO_API_BASE: string = (import.meta.env.VITE_SPORTOTO_API_BASE as string | undefined) ?? '';

/** One key per play attempt: a retry of the same attempt reuses it. */
export const newIdempotencyKey = (): string => crypto.randomUUID();

export const fetchPool = (): Promise<ApiResult<StotoPoolAnswer>> => apiGet<StotoPoolAnswer>(P.pool);
export const fetchPoolById = (poolId: number): Promise<ApiResult<StotoPoolAnswer>> => apiGet<StotoPoolAnswer>(P.poolById, { poolId });
export const playStoto = (req: StotoPlayRequest): Promise<ApiResult<StotoPlayAnswer>> => apiPost<StotoPlayAnswer>(P.play, req);
export const fetchStotoCoupons = (): Promise<ApiResult<StotoCouponsAnswer>> => apiGet<StotoCouponsAnswer>(P.myCoupons);
export const saveStotoName = (couponId: number, name: string): Promise<ApiResult<StotoServiceAnswer>> =>
  apiPost<StotoServiceAnswer>(
    `${SPORTOTO_API_BASE}${P.saveCouponName}?couponId=${couponId}&cName=${encodeURIComponent(name)}`, undefined,
    { Authorization: `Bearer ${getAntiForgeryToken()}` },
  );
export const sendStotoMail = (req: StotoSendMailRequest): Promise<ApiResult<{ message: string }>> => apiPost<{ message: string }>(P.sendMail, req);
export const trackStoto = (barcode: string): Promise<ApiResult<{ ok: boolean }>> => apiGet<{ ok: boolean }>(P.track, { barcode });

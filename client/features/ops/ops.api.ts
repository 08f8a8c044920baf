/** The ops snapshot call (shared/protocol/ops-api.ts); ops.sagas.ts `call`s it. */
import { OPS_API, type OpsSnapshot } from '@shared/protocol/ops-api';
import { DIAGNOSTICS_API, type CouponActivityAggregates } from '@shared/protocol/diagnostics-api';
import { apiGet, type ApiResult } from '../../platform/api/api-client';

export const fetchOpsSnapshot = (token: string): Promise<ApiResult<OpsSnapshot>> =>
  apiGet<OpsSnapshot>(OPS_API.realtime, undefined, { Authorization: `Bearer ${token}` });

export const fetchCouponActivity = (token: string): Promise<ApiResult<CouponActivityAggregates>> =>
  apiGet<CouponActivityAggregates>(DIAGNOSTICS_API.opsActivity, undefined, { Authorization: `Bearer ${token}` });

/** The key is kept for this tab only (sessionStorage), never in localStorage or a cookie. */
const TOKEN_KEY = 'iddaa.ops-token';

export const readOpsToken = (): string | null => {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
};

export const writeOpsToken = (token: string | null): void => {
  try {
    if (token === null) sessionStorage.removeItem(TOKEN_KEY);
    else sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Storage off (private mode): the key lives as long as the page.
  }
};

/** The ops snapshot call (shared/protocol/ops-api.ts); ops.sagas.ts `call`s it. */
import { OPS_API, type OpsSnapshot } from '@shared/protocol/ops-api';
import { DIAGNOSTICS_API, type CouponActivityAggregates } from '@shared/protocol/diagnostics-api';
import { apiGet, type ApiResult } from '../../platform/api/api-client';
import { opsAuth } from '../../platform/ops/ops-token';

export const fetchOpsSnapshot = (token: string): Promise<ApiResult<OpsSnapshot>> =>
  apiGet<OpsSnapshot>(OPS_API.realtime, undefined, opsAuth(token));

export const fetchCouponActivity = (token: string): Promise<ApiResult<CouponActivityAggregates>> =>
  apiGet<CouponActivityAggregates>(DIAGNOSTICS_API.opsActivity, undefined, opsAuth(token));

export { readOpsToken, writeOpsToken } from '../../platform/ops/ops-token';

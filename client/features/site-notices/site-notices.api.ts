/** Cookie-bar and membership-cancellation calls; sagas `call` these. */
import { CONTRACT_API, type CancellationAnswer, type CancellationStatusAnswer, type CookieBarAnswer } from '@shared/protocol/contract-api';
import { apiGet, apiPost, type ApiResult } from '../../platform/api/api-client';

export const postCookieBarClosed = (): Promise<ApiResult<CookieBarAnswer>> => apiPost<CookieBarAnswer>(CONTRACT_API.cookieBar);
export const fetchCancellationStatus = (): Promise<ApiResult<CancellationStatusAnswer>> =>
  apiGet<CancellationStatusAnswer>(CONTRACT_API.cancellationStatus);
export const postCancellationRequest = (): Promise<ApiResult<CancellationAnswer>> => apiPost<CancellationAnswer>(CONTRACT_API.cancellationRequest);
export const postCancellationWithdraw = (memberId: number): Promise<ApiResult<CancellationAnswer>> =>
  apiPost<CancellationAnswer>(`${CONTRACT_API.cancellationCancel}?memberId=${memberId}`);

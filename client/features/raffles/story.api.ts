/** The winner story form's calls (member only); sagas `call` these. */
import { CONTENT_API, type SaveStoryRequest, type StoryCouponsAnswer } from '@shared/protocol/content-api';
import { apiGet, apiPost, type ApiResult } from '../../platform/api/api-client';

export const fetchStoryCoupons = (): Promise<ApiResult<StoryCouponsAnswer>> => apiGet<StoryCouponsAnswer>(CONTENT_API.storyCoupons);
export const postStory = (req: SaveStoryRequest): Promise<ApiResult<{ IsSuccess: true }>> =>
  apiPost<{ IsSuccess: true }>(CONTENT_API.saveStory, req);
export const postWithdrawStory = (couponNo: string): Promise<ApiResult<{ IsSuccess: true }>> =>
  apiPost<{ IsSuccess: true }>(CONTENT_API.withdrawStory, { couponNo });

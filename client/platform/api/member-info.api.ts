/** The member-info call (who is logged in, balance, coupon counts): read at start by auth and again after settlement. */
import { API, type MemberInfoAnswer } from '@shared/protocol/api';
import { apiPost, type ApiResult } from './api-client';

export const fetchMemberInfo = (): Promise<ApiResult<MemberInfoAnswer | null>> => apiPost<MemberInfoAnswer | null>(API.memberInfo);

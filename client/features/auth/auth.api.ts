/** Auth calls; sagas `call` these. */
import { API, type LoginAnswer, type LoginRequest, type MemberInfoAnswer } from '@shared/protocol/api';
import { apiGet, apiPost, type ApiResult } from '../../app/api-client';

/** Logout answers like login: the session rotates, so a new anti-forgery token comes with it. */
export type LogoutAnswer = Pick<LoginAnswer, 'IsSuccess' | 'Token'>;

export const postLogin = (req: LoginRequest): Promise<ApiResult<LoginAnswer>> => apiPost<LoginAnswer>(API.login, req);
export const postLogout = (): Promise<ApiResult<LogoutAnswer>> => apiPost<LogoutAnswer>(API.logout);
export const fetchMemberInfo = (): Promise<ApiResult<MemberInfoAnswer | null>> =>
  apiPost<MemberInfoAnswer | null>(API.memberInfo);
export const fetchAntiForgeryToken = (): Promise<ApiResult<{ Token: string }>> =>
  apiGet<{ Token: string }>(API.antiForgeryToken);

/** Auth calls (the member-info read is platform/api/member-info.api.ts); sagas `call` these. */
import { API, type LoginAnswer, type LoginRequest } from '@shared/protocol/api';
import { apiGet, apiPost, type ApiResult } from '../../platform/api/api-client';

/** Logout answers like login: the session rotates, so a new anti-forgery token comes with it. */
export type LogoutAnswer = Pick<LoginAnswer, 'IsSuccess' | 'Token'>;

export const postLogin = (req: LoginRequest): Promise<ApiResult<LoginAnswer>> => apiPost<LoginAnswer>(API.login, req);
export const postLogout = (): Promise<ApiResult<LogoutAnswer>> => apiPost<LogoutAnswer>(API.logout);
export const fetchAntiForgeryToken = (): Promise<ApiResult<{ Token: string }>> =>
  apiGet<{ Token: string }>(API.antiForgeryToken);

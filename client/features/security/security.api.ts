/** The security page's call. Sagas `call` it. */
import { SECURITY_API, type ChangePasswordAnswer, type ChangePasswordRequest } from '@shared/protocol/security-api';
import { apiPost, type ApiResult } from '../../platform/api/api-client';

export const postChangePassword = (body: ChangePasswordRequest): Promise<ApiResult<ChangePasswordAnswer>> =>
  apiPost<ChangePasswordAnswer>(SECURITY_API.changePassword, body);

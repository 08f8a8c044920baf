/** Captcha calls; sagas `call` these. */
import { CAPTCHA_API, type CaptchaAnswer, type VerifyCaptchaAnswer, type VerifyCaptchaRequest } from '@shared/protocol/captcha-api';
import { apiPost, type ApiResult } from '../../platform/api/api-client';

export const fetchCaptchaImage = (): Promise<ApiResult<CaptchaAnswer>> => apiPost<CaptchaAnswer>(CAPTCHA_API.image);
export const postVerifyCaptcha = (req: VerifyCaptchaRequest): Promise<ApiResult<VerifyCaptchaAnswer>> =>
  apiPost<VerifyCaptchaAnswer>(CAPTCHA_API.verify, req);

/** The contact-verification calls (spec section 7); sagas `call` these. */
import {
  CONTACT_VERIFICATION_API as API,
  type CheckEmailCodeAnswer,
  type CheckPhoneCodeAnswer,
  type ContactVerificationRecord,
  type ContactVerificationUpdate,
  type ContactVerificationUpdateAnswer,
  type MaxTryAnswer,
  type SendCodeAnswer,
} from '@shared/protocol/contact-verification-api';
import { apiGet, apiPost, type ApiResult } from '../../platform/api/api-client';

export const fetchContactVerification = (): Promise<ApiResult<ContactVerificationRecord>> => apiGet<ContactVerificationRecord>(API.get);
export const postVerificationUpdate = (u: ContactVerificationUpdate): Promise<ApiResult<ContactVerificationUpdateAnswer>> =>
  apiPost<ContactVerificationUpdateAnswer>(API.update, u);
export const postPhoneMaxTry = (mobilePhone: string): Promise<ApiResult<MaxTryAnswer>> => apiPost<MaxTryAnswer>(API.phoneMaxTry, { mobilePhone });
export const postEmailMaxTry = (email: string): Promise<ApiResult<MaxTryAnswer>> => apiPost<MaxTryAnswer>(API.emailMaxTry, { email });
export const postSendPhoneCode = (mobilePhone: string): Promise<ApiResult<SendCodeAnswer>> => apiPost<SendCodeAnswer>(API.sendPhoneCode, { mobilePhone });
export const postSendEmailCode = (email: string): Promise<ApiResult<SendCodeAnswer>> => apiPost<SendCodeAnswer>(API.sendEmailCode, { email });
export const postCheckPhoneCode = (mobilePhone: string, activationCode: string): Promise<ApiResult<CheckPhoneCodeAnswer>> =>
  apiPost<CheckPhoneCodeAnswer>(API.checkPhoneCode, { mobilePhone, activationCode, isUndefinedMobilePhone: mobilePhone === '' });
export const postCheckEmailCode = (email: string, activationCode: string): Promise<ApiResult<CheckEmailCodeAnswer>> =>
  apiPost<CheckEmailCodeAnswer>(API.checkEmailCode, { email, activationCode });

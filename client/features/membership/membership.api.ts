/** Sign-up, forgot password and message calls; sagas `call` these. */
import {
  MEMBERSHIP_API,
  type ContactUsRequest,
  type ForgotPasswordRequest,
  type MemberMessageRequest,
  type MemberMessagesAnswer,
  type MembershipAnswer,
  type RegisterAnswer,
  type RegisterRequest,
  type ResetPasswordRequest,
} from '@shared/protocol/membership-api';
import { apiPost, type ApiResult } from '../../platform/api/api-client';

export const postRegister = (req: RegisterRequest): Promise<ApiResult<RegisterAnswer>> => apiPost(MEMBERSHIP_API.register, req);
export const postForgotPassword = (req: ForgotPasswordRequest): Promise<ApiResult<MembershipAnswer>> =>
  apiPost(MEMBERSHIP_API.forgotPassword, req);
export const postResetPassword = (req: ResetPasswordRequest): Promise<ApiResult<MembershipAnswer>> =>
  apiPost(MEMBERSHIP_API.resetPassword, req);
export const postContactUs = (req: ContactUsRequest): Promise<ApiResult<MembershipAnswer>> => apiPost(MEMBERSHIP_API.contactUs, req);
export const postMemberMessage = (req: MemberMessageRequest): Promise<ApiResult<MembershipAnswer>> =>
  apiPost(MEMBERSHIP_API.sendMessage, req);
export const fetchMemberMessages = (): Promise<ApiResult<MemberMessagesAnswer>> => apiPost(MEMBERSHIP_API.messages);

/** Turns a refused login answer into the message the form shows (spec section 8, login error codes). */
import { LOGIN_PAGES } from '@shared/constants/routes';
import { MESSAGES } from '@shared/errors/catalogue';
import { LOGIN_CODES, PASSWORD_RESET_PATH, loginMessage } from '@shared/errors/login-messages';
import type { LoginAnswer } from '@shared/protocol/api';
import { safeReturnPath } from '@shared/rules/safe-return-path';
import type { ApiResult } from '../../platform/api/api-client';
import type { LoginFailure } from './auth.slice';
import { customerServicePhone } from '../../platform/view/customer-service-phone';

/**
 * The customer-service phone differs per site variant (spec section 8, codes 300/302); the served page names it
 * in <meta name="customer-service-phone">. Without it the server's own message (which names the phone) is shown.
 */

const PHONE_CODES: readonly number[] = [LOGIN_CODES.callCustomerService, LOGIN_CODES.callCustomerServiceAlt];

export const loginFailureOf = (r: ApiResult<LoginAnswer>): LoginFailure => {
  if (r.status === 0) return { code: null, message: MESSAGES.networkError, resetLink: null };
  // A refusal may come with a 2xx (IsSuccess false) or an error status; either way the body is the answer.
  const body: Partial<LoginAnswer> | null = r.data ?? (r.error as Partial<LoginAnswer> | null);
  const serverMessage = body?.Message || undefined;
  if (typeof body?.Code !== 'number') {
    return { code: null, message: serverMessage ?? loginMessage(LOGIN_CODES.unexpected, ''), resetLink: null };
  }
  const code = body.Code;
  const phone = customerServicePhone();
  const message =
    PHONE_CODES.includes(code) && !phone && serverMessage ? serverMessage : loginMessage(code, phone, serverMessage);
  const resetLink =
    code === LOGIN_CODES.wrongCredentials ? safeReturnPath(body.ResetLink, PASSWORD_RESET_PATH, LOGIN_PAGES) : null;
  return { code, message, resetLink };
};

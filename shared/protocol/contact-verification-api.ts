/**
 * Contact verification calls of spec section 7 (/Member/*), with the answer shapes the spec names. The send answers
 * add ExpiresAt and ServerNow (epoch ms) so the client's 3-minute countdown runs from the server's expiry time.
 * See edge/http/API.md "Contact verification".
 */
export const CONTACT_VERIFICATION_API = {
  get: '/Member/GetContactVerification',
  update: '/Member/UpdateContactVerification',
  phoneMaxTry: '/Member/CheckMobilePhoneActivationMaxTryCount',
  sendPhoneCode: '/Member/SendActivationCodeV2',
  checkPhoneCode: '/Member/CheckActivationCode',
  emailMaxTry: '/Member/CheckEmailActivationMaxTryCount',
  sendEmailCode: '/Member/SendEmailActivationCodeV2',
  checkEmailCode: '/Member/CheckEmailActivationCode',
} as const;

/** 1 phone, 2 e-mail, 99 the phone info prompt (spec sections 3 and 9); 0: nothing is asked. */
export type ContactVerificationType = 0 | 1 | 2 | 99;

/** GET /Member/GetContactVerification. MobilePhone: the 10 national digits or null; Type: what the site asks. */
export interface ContactVerificationRecord {
  Type: ContactVerificationType;
  MobilePhone: string | null;
  MobilePhoneVerified: boolean;
  Email: string | null;
  EmailVerified: boolean;
  /** Present when the site asks the member to verify now (the forced answer of spec section 4). */
  ContactVerificationRequired?: true;
  ContactVerificationType?: number;
}

/** POST /Member/UpdateContactVerification: type as '1', '2' or '99' (or the number); the flags are booleans. */
export interface ContactVerificationUpdate {
  type: string | number;
  isNoticed?: boolean;
  activationCodeSent?: boolean;
  isClosed?: boolean;
  isVerified?: boolean;
}
export interface ContactVerificationUpdateAnswer {
  Result: 'OK';
}

export interface MaxTryAnswer {
  /** true: a code may be sent today. */
  Result: boolean;
}

export interface PhoneCodeRequest {
  mobilePhone: string;
}
export interface EmailCodeRequest {
  email: string;
}
export interface SendCodeAnswer {
  Result: 'successful' | 'fail';
  Message: string;
  /** When the sent code expires and the server's time at the answer (epoch ms); only with 'successful'. */
  ExpiresAt?: number;
  ServerNow?: number;
}

export interface CheckPhoneCodeRequest {
  mobilePhone: string;
  activationCode: string;
  isUndefinedMobilePhone?: boolean;
}
export interface CheckEmailCodeRequest {
  email: string;
  activationCode: string;
}
export interface CheckPhoneCodeAnswer {
  IsActivated: boolean;
  Message: string;
  GsmActivationIdentity: string | null;
}
export interface CheckEmailCodeAnswer {
  IsActivated: boolean;
  Message: string;
  EmailActivationIdentity: string | null;
}

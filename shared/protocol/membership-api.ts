/** Sign-up, forgot password, contact us and member messages; see edge/http/API.md "Membership". */
export const MEMBERSHIP_API = {
  register: '/Account/Register',
  forgotPassword: '/Account/ForgotPassword',
  resetPassword: '/Account/ResetPassword',
  contactUs: '/Site/ContactUs',
  sendMessage: '/Member/SendMessage',
  messages: '/Member/GetMessages',
  opsOutbox: '/ops/outbox',
} as const;

export interface RegisterRequest {
  name: string;
  surname: string;
  citizenId: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  username: string;
  email: string;
  /** As typed in the mask, e.g. "0(532) 123 45 67"; the edge stores the 10 national digits. */
  mobilePhone: string;
  password: string;
  passwordAgain: string;
  acceptContract: boolean;
  acceptKvk: boolean;
  referral?: string;
}

/** Sign-up does not log in: the client logs in with the same credentials through the one login saga. */
export interface RegisterAnswer {
  IsSuccess: true;
  MemberNo: number;
  Message: string;
}

export interface ForgotPasswordRequest {
  identifier: string;
  contact: string;
}
export interface ResetPasswordRequest extends ForgotPasswordRequest {
  code: string;
  password: string;
  passwordAgain: string;
}
/** The same answer whether or not the account exists. */
export interface MembershipAnswer {
  IsSuccess: boolean;
  Message: string;
}

export interface ContactUsRequest {
  name: string;
  email: string;
  subject: string;
  message: string;
}
export interface MemberMessageRequest {
  subject: string;
  message: string;
}

export interface MemberMessage {
  Id: number;
  /** true: written by the member; false: a reply to the member. */
  FromMember: boolean;
  Subject: string;
  Body: string;
  /** Epoch ms. */
  CreatedAt: number;
  Read: boolean;
}
export interface MemberMessagesAnswer {
  Messages: MemberMessage[];
}

export type OutboxChannel = 'sms' | 'email';
export interface OutboxMessage {
  id: number;
  channel: OutboxChannel;
  to: string;
  subject: string;
  body: string;
  purpose: string;
  createdAt: number;
}
